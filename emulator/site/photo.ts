// The fixture photo site: every request whose Host is photo.example or a subdomain gets HTML
// pages built from the photo dataset (routing here, pages in photo-pages.ts).

import { photoDataset, shareTarget } from '../data/photo';
import { readPhotoUrl } from '../photo-url-reader';
import type { EmulatorState } from '../state';
import { placeholderSvg } from './html';
import {
  audioPage, explorePage, highlightPage, itemPage, locationPage, notFound, photoHome, plainPage, profilePage, reelsPage, storiesPage, storyPage, tagPage,
} from './photo-pages';

export { isPhotoHost } from '../photo-url-reader';

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
const html = (body: string, status = 200) => new Response(body, { status, headers: HTML_HEADERS });

/** The site's own pages that are no entity, by first path segment. */
const PLAIN: Record<string, [string, string]> = {
  accounts: ['Log in', 'Log in to see photos and videos from your friends.'],
  direct: ['Messages', 'Your messages.'],
  legal: ['Legal', 'Terms and policies.'],
  about: ['About', 'About photo.'],
};

export function photoSiteResponse(state: EmulatorState, request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' } });
  }
  const ds = photoDataset(state.dataset.seed);
  const url = new URL(request.url);
  const path = url.pathname;
  const segs = path.split('/').filter(Boolean);
  const first = (segs[0] ?? '').toLowerCase();
  const host = url.hostname.toLowerCase();

  if (first === 'v' && path.endsWith('.jpg')) {
    return new Response(placeholderSvg(path), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
  }
  if (host.startsWith('help.')) return html(plainPage('Help Center', 'Answers to common questions.'));
  if (path === '/favicon.ico') return new Response(null, { status: 204 });
  if (segs.length === 0) return html(photoHome(ds));
  if (path === '/explore' || path === '/explore/') return html(explorePage(ds));
  if (path === '/reels' || path === '/reels/') return html(reelsPage(ds));
  if (path === '/explore/locations' || path === '/explore/locations/') return html(explorePage(ds));

  const link = readPhotoUrl(`https://${url.host}${path}${url.search}`);
  switch (link?.kind) {
    case 'profile': {
      const u = ds.userByName.get(link.username.toLowerCase());
      return u ? html(profilePage(ds, u, link.tab)) : html(notFound(), 404);
    }
    case 'profile_id': {
      const u = ds.userById.get(link.id);
      return u ? html(profilePage(ds, u, undefined)) : html(notFound(), 404);
    }
    case 'post':
    case 'reel': {
      const item = ds.items.get(link.code);
      return item ? html(itemPage(item)) : html(notFound(), 404);
    }
    case 'stories': {
      const u = ds.userByName.get(link.username.toLowerCase());
      return u ? html(storiesPage(u)) : html(notFound(), 404);
    }
    case 'story': {
      const s = ds.storyById.get(link.id);
      return s && s.owner.username.toLowerCase() === link.username.toLowerCase() ? html(storyPage(s)) : html(notFound(), 404);
    }
    case 'highlight': {
      const h = ds.highlightById.get(link.id);
      if (!h) return html(notFound(), 404);
      // The `/s/…` share form redirects to the highlight, as on the real site.
      if (first === 's') return new Response(null, { status: 302, headers: { location: `/stories/highlights/${h.id}/`, 'cache-control': 'no-store' } });
      return html(highlightPage(h));
    }
    case 'share': {
      // A share link redirects to what it leads to, as on the real site.
      const code = shareTarget(link.code);
      const item = code ? ds.items.get(code) : undefined;
      if (!item) return html(notFound(), 404);
      return new Response(null, { status: 302, headers: { location: `/${item.kind === 'reel' ? 'reel' : 'p'}/${item.code}/`, 'cache-control': 'no-store' } });
    }
    case 'tag':
      return html(tagPage(ds, link.tag));
    case 'location': {
      const p = ds.placeById.get(link.id);
      return p ? html(locationPage(ds, p)) : html(notFound(), 404);
    }
    case 'audio': {
      const audio = ds.audioById.get(link.id);
      return audio ? html(audioPage(audio)) : html(notFound(), 404);
    }
    default: {
      const plain = PLAIN[first];
      return plain ? html(plainPage(...plain)) : html(notFound(), 404);
    }
  }
}
