import type { ReactNode } from 'react';
import { Parser } from 'htmlparser2';
import { expect } from 'vitest';
import { AdCard, AdvertiserCard } from '../../../components/entities/AdCards';
import { CommentItem } from '../../../components/entities/Comments';
import { AttachmentsGallery, PostCard } from '../../../components/entities/PostCard';
import { ReelCard, VideoCard } from '../../../components/entities/VideoCard';
import { LocationResultItem, PageResultItem, PersonResultItem, PostResultItem, VideoResultItem } from '../../../components/entities/SearchResults';
import type { Normalized } from '../../../lib/service/model';

/** What the render fuzz suites share: each list item in its own view, and what "safe" means. */

/** Each list item in the view that shows it in the panel. */
export function itemViews(n: Normalized): ReactNode {
  if (n.status !== 'ok') return null;
  const items = (n.data as { items?: unknown[] }).items ?? [];
  const each = (render: (item: never) => ReactNode) => <ul>{items.map((item, i) => <li key={i}>{render(item as never)}</li>)}</ul>;
  switch (n.model) {
    case 'post_list':
      return each((p) => <PostCard post={p} compact />);
    case 'video_list':
      return each((v) => <VideoCard video={v} compact />);
    case 'reel_list':
      return each((r) => <ReelCard reel={r} />);
    case 'comment_list':
    case 'reply_list':
      return each((c) => <CommentItem comment={c} />);
    case 'attachment_list':
      return <AttachmentsGallery items={items as never} />;
    case 'ad_list':
      return each((a) => <AdCard ad={a} />);
    case 'page_search':
      return each((p) => <PageResultItem item={p} />);
    case 'people_search':
      return each((p) => <PersonResultItem item={p} />);
    case 'location_search':
      return each((l) => <LocationResultItem item={l} />);
    case 'post_search':
      return each((p) => <PostResultItem item={p} />);
    case 'video_search':
      return each((v) => <VideoResultItem item={v} />);
    case 'advertiser':
      return <AdvertiserCard advertiser={n.data as never} />;
    default:
      return null;
  }
}

export function checkSafe(root: HTMLElement) {
  expect(root.querySelectorAll('script, iframe, frame, object, embed, base, form[action], meta')).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) if (/^on/i.test(attr)) expect.fail(`<${el.tagName}> has ${attr}`);
  }
  for (const a of root.querySelectorAll('a[href]')) expect(a.getAttribute('href')).toMatch(/^https?:\/\/[^@/]+\//);
  for (const img of root.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^https?:\/\//);
}


const UNSAFE_TAGS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta']);

/**
 * The same checks over server-rendered markup, read by a streaming parser (a DOM costs about
 * three times the render): returns the text and whether the raw answer is shown.
 */
export function checkSafeMarkup(html: string): { text: string; raw: boolean } {
  let text = '';
  let raw = false;
  const problems: string[] = [];
  const parser = new Parser({
    onopentag(name, attrs) {
      if (UNSAFE_TAGS.has(name) || (name === 'form' && 'action' in attrs)) problems.push(`<${name}>`);
      for (const attr of Object.keys(attrs)) if (/^on/i.test(attr)) problems.push(`<${name}> has ${attr}`);
      if (name === 'a' && 'href' in attrs && !/^https?:\/\/[^@/]+\//.test(attrs.href!)) problems.push(`link to ${attrs.href}`);
      if (name === 'img' && !/^https?:\/\//.test(attrs.src ?? '')) problems.push(`picture from ${attrs.src}`);
      if (name === 'pre' && (attrs.class ?? '').split(/\s+/).includes('raw-body')) raw = true;
    },
    ontext(t) {
      text += t;
    },
  }, { decodeEntities: true });
  parser.end(html);
  expect(problems).toEqual([]);
  return { text, raw };
}
