import { KNOWN } from '../../emulator/data/known';
import type { Dataset } from '../../emulator/data/types';
import { resolveLink, type Found } from '../../emulator/resolve';
import type { LinkRef } from '../../emulator/url-reader';
import { memoryStore } from '../../lib/lookup/store';
import type { UseCaseRequest } from '../../lib/lookup/use-cases';
import type { ListPage } from '../../lib/service/model';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/lookup/settings';
import type { LookupServiceDeps } from '../../lib/lookup/run';
import { createLookupCore, freshLibraryDb } from '../unit/lookup/production-path';

/**
 * Credits of a scripted browsing session (the same lookup service the background runs, the
 * library over IndexedDB as its cache, against the emulator): lookups with repeats — the same entity through URLs that differ in host,
 * subdomain, tracking parameters or fragment, and in path shape (share links, permalink.php and
 * story.php, photo links, numeric and vanity owners, watch and short links), revisits, comment
 * pages, related ads — with the cache on and off, against the lower bound, all read from the
 * emulator's ledger. Which links are the same entity is decided by the emulator's own data, not
 * by the extension's classifier.
 */

interface LedgerCall {
  operation: string | null;
  params: Record<string, string>;
  status: number;
  creditsCharged: number;
}

const { northwindgames } = KNOWN.pages;
const { manyComments, multiPhoto, pfbid, groupPost } = KNOWN.posts;
const { corvitarts } = KNOWN.groups;
const video = KNOWN.videos.main;
const reel = KNOWN.reels.main;
const SITE = 'https://www.social.example';
const TRACKING = '__cft__[0]=AZXLT8sx&__tn__=%2CO%2CP-R';

/** URL variants of the same entity: host, subdomain, scheme, tracking parameters, fragment. */
function variants(url: string): string[] {
  const u = new URL(url);
  const path = u.pathname + u.search;
  return [
    url,
    `https://m.social.example${path}${u.search ? '&' : '?'}__cft__[0]=AZXLT8sx&__tn__=%2CO%2CP-R`,
    `http://social.example${path}#comments`,
    `https://de-de.social.example${path}${u.search ? '&' : '?'}mibextid=Nif5oz`,
    `https://WWW.Social.Example${path}${u.search ? '&' : '?'}refid=52#top`,
  ];
}

/**
 * Path shapes of one entity, in the order a person might meet them: some name the entity's
 * numeric id (a canonical link, permalink.php, story.php, a photo link, a numeric owner), some do
 * not (a share link, a vanity name, a pfbid token), and those cost one call before the extension
 * can know which entity they are.
 */
function shapes(): string[][] {
  const post = manyComments;
  const ownerId = northwindgames.id;
  return [
    // A post met first through its share link, then through every other shape.
    [
      `${post.shareUrl}?mibextid=Nif5oz`,
      post.url,
      `${SITE}/${ownerId}/posts/${post.id}`,
      post.permalinkUrl,
      `${SITE}/story.php?story_fbid=${post.id}&id=${ownerId}&${TRACKING}`,
      `https://m.social.example/permalink.php?story_fbid=${post.id}&id=${northwindgames.vanity}&refid=52`,
      `${SITE}/photo.php?fbid=${post.photoId}&set=pcb.${post.id}`,
      `${SITE}/${northwindgames.vanity}/photos/a.${ownerId}/${post.photoId}/?type=3`,
      post.shareUrl,
    ],
    // Photos of a post whose answer listed them, then its canonical link and a permalink.
    [
      `${SITE}/photo/?fbid=${multiPhoto.photoIds[2]}&set=pcb.${multiPhoto.id}&${TRACKING}`,
      `${SITE}/photo.php?fbid=${multiPhoto.photoIds[4]}`,
      multiPhoto.url,
      `${SITE}/permalink.php?story_fbid=${multiPhoto.id}&id=${ownerId}`,
    ],
    // A post by its pfbid token (no id in the link), then by its id.
    [pfbid.pfbidUrl, `${pfbid.pfbidUrl}&${TRACKING}`, pfbid.url, `${SITE}/story.php?story_fbid=${pfbid.id}&id=${ownerId}`],
    // A group post by the group's slug and by its id.
    [groupPost.permalinkUrl, groupPost.url, `${SITE}/groups/corvitarts/posts/${groupPost.id}/?${TRACKING}`],
    // A page by vanity name, numeric id and profile.php; a group by slug and id.
    // (`/<id>` alone is any object's id: here a page's and a group's, known from their answers.)
    [northwindgames.profileUrl, northwindgames.url, `${SITE}/profile/${ownerId}`, `${SITE}/${ownerId}`, `https://m.social.example/${northwindgames.vanity}?refid=17`],
    [corvitarts.url, corvitarts.idUrl, `${corvitarts.url}/?ref=share`, `https://m.social.example/${corvitarts.id}`],
    // A video and a reel through their share, watch and short links.
    [video.shareUrl, video.url, video.watchUrl, `${SITE}/watch?v=${video.id}&${TRACKING}`, video.shortUrl],
    [reel.url, reel.shareUrl, `https://m.social.example/reel/${reel.id}?${TRACKING}`],
  ];
}

/** The photo network's entities the session meets (the samples of the detectors' examples). */
export const PHOTO = {
  username: 'lumen.atelier', post: 'DMF-GjGO0-q', reel: 'DAbcdEFgHiJ', highlight: '17890012345678901', location: '213385402',
  audio: '611234567890123', tag: 'harbour',
};
const PW = 'https://www.photo.example';

/**
 * The photo pages of the session: each kind of link in its forms (host, case, tracking, a
 * username before the code, the `/s/` highlight form), free pages (stories, a tag), then a
 * profile's posts, reels and highlights by username (its id learned from its details), its
 * place's posts and neighbours, its audio's reels and a search; then all of it again.
 */
export function photoSteps(p = PHOTO): UseCaseRequest[] {
  const look = (url: string): UseCaseRequest => ({ useCase: 'lookup_url', input: { url } });
  const user = p.username;
  const links = [
    `${PW}/p/${p.post}/`, `${PW}/p/${p.post}/?img_index=2&igsh=MTc4`, `https://m.photo.example/${user}/p/${p.post}`, `http://photo.example/p/${p.post}#c`,
    `${PW}/reel/${p.reel}/`, `${PW}/reels/${p.reel}/?igsh=x`, `${PW}/${user}/reel/${p.reel}/`,
    `${PW}/${user}/`, `https://m.photo.example/${user.toUpperCase()}?igsh=MTc4`, `${PW}/${user}/reels/`, `${PW}/_u/${user}`,
    `${PW}/stories/highlights/${p.highlight}/`, `${PW}/s/${btoa(`highlight:${p.highlight}`)}?story_media_id=1&igsh=x`,
    `${PW}/explore/locations/${p.location}/harbour-point/`, `https://m.photo.example/explore/locations/${p.location}/`,
    `${PW}/reels/audio/${p.audio}/`, `${PW}/audio/${p.audio}/`,
    `${PW}/stories/${user}/`, `${PW}/explore/tags/${p.tag}/`,
  ];
  const lists: UseCaseRequest[] = [
    { useCase: 'photo_profile_reels', input: { username: `@${user}` } },
    { useCase: 'photo_profile_highlights', input: { username: user.toUpperCase() } },
    { useCase: 'photo_profile_posts', input: { username: user } },
    { useCase: 'photo_location_posts', input: { location_id: p.location } },
    { useCase: 'photo_nearby_locations', input: { location_id: p.location } },
    { useCase: 'photo_audio_reels', input: { audio_id: p.audio } },
    { useCase: 'photo_search', input: { keyword: p.tag } },
  ];
  const once = [...links.map(look), ...lists];
  return [...once, ...[...once].reverse()];
}

function script(photo: boolean): (UseCaseRequest | 'comment_pages')[] {
  const look = (url: string): UseCaseRequest => ({ useCase: 'lookup_url', input: { url } });
  const steps: (UseCaseRequest | 'comment_pages')[] = [];
  for (const url of variants(manyComments.url)) steps.push(look(url));
  for (const url of variants(northwindgames.url)) steps.push(look(url));
  for (const url of variants(corvitarts.url)) steps.push(look(url));
  for (const url of variants(multiPhoto.url)) steps.push(look(url));
  for (const forms of shapes()) for (const url of forms) steps.push(look(url));
  steps.push('comment_pages');
  steps.push({ useCase: 'page_related_ads', input: { link: northwindgames.url } });
  steps.push({ useCase: 'post_related_ads', input: { link: manyComments.url } });
  steps.push({ useCase: 'page_posts', input: { link: northwindgames.url, limit: 9 } });
  steps.push({ useCase: 'group_posts', input: { link: corvitarts.url, limit: 6 } });
  steps.push({ useCase: 'post_extended', input: { link: manyComments.url } });
  // Revisits of everything above, through other variants.
  for (const url of [...variants(manyComments.url), ...variants(northwindgames.url), ...variants(corvitarts.url)].reverse()) {
    steps.push(look(url));
  }
  steps.push('comment_pages');
  steps.push({ useCase: 'page_related_ads', input: { link: `${northwindgames.url}?ref=page_internal` } });
  steps.push({ useCase: 'page_posts', input: { link: northwindgames.url, limit: 9 } });
  steps.push({ useCase: 'post_extended', input: { link: `https://m.social.example${new URL(manyComments.url).pathname}` } });
  // Every shape again, last first: all known by now.
  for (const forms of shapes().reverse()) for (const url of [...forms].reverse()) steps.push(look(url));
  if (photo) steps.push(...photoSteps());
  return steps;
}

/** How a session runs: with the photo pages (where the service serves them), and parts of the core replaced (a test's service). */
export interface SessionOptions {
  photo: boolean;
  deps?: Partial<LookupServiceDeps>;
  /** Only these steps (a test of one part of the session). */
  steps?: UseCaseRequest[];
}

export async function runSession(baseUrl: string, cacheOn: boolean, options: SessionOptions = { photo: false }): Promise<number> {
  const lifetimes = cacheOn ? DEFAULT_SETTINGS.cacheLifetimes : { details: 0, list: 0, search: 0, reference: 0 };
  const settings: Settings = { ...DEFAULT_SETTINGS, baseUrl, dailyBudget: null, cacheLifetimes: lifetimes };
  // The lookup core as the background builds it: the library over (fake) IndexedDB, a fresh database per session.
  const { service } = createLookupCore({
    store: memoryStore(), libraryStore: freshLibraryDb('bench-credits'), settings: async () => settings, apiKey: async () => 'bench',
    ...(options.deps ? { deps: options.deps } : {}),
  });
  let lookups = 0;
  const run = async (request: UseCaseRequest) => {
    lookups++;
    const res = await service.run(request);
    if (!res.ok) throw new Error(`${request.useCase}: ${JSON.stringify(res.error)}`);
    return res.result;
  };
  for (const step of options.steps ?? script(options.photo)) {
    if (step !== 'comment_pages') {
      await run(step);
      continue;
    }
    // Three pages of comments, then the replies of the first comment that has some.
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const result = await run({ useCase: 'post_comments', input: { link: manyComments.url, end_cursor: cursor } });
      const last = result.steps.at(-1)!.normalized;
      const data = last.status === 'ok' ? (last.data as ListPage<{ feedbackId?: string; expansionToken?: string; replies?: number }>) : null;
      if (page === 0) {
        const withReplies = data?.items.find((c) => c.feedbackId && c.expansionToken && (c.replies ?? 0) > 0);
        if (withReplies) {
          await run({
            useCase: 'comment_replies',
            input: { comment_feedback_id: withReplies.feedbackId!, expansion_token: withReplies.expansionToken! },
          });
        }
      }
      cursor = data?.endCursor;
      if (!cursor) break;
    }
  }
  return lookups;
}

async function ledgerOf(baseUrl: string): Promise<LedgerCall[]> {
  const body = (await (await fetch(`${baseUrl}/__emulator/ledger`)).json()) as { calls: LedgerCall[] };
  return body.calls;
}

async function control(baseUrl: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/__emulator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
}

/** The entity a link names, by the emulator's own data: its kind and id ("post:123"), else the link read as it is. */
function entityOf(found: Found | null, link: LinkRef): string {
  switch (found?.kind) {
    case 'page':
      return `page:${found.page.id}`;
    case 'group':
      return `group:${found.group.id}`;
    case 'post':
      return `post:${found.post.id}`;
    case 'video':
      return `post:${found.video.id}`;
    case 'ad':
      return `ad:${found.ad.id}`;
    case 'listing':
      return `listing:${found.listing.id}`;
    case 'seller':
      return `seller:${found.seller.id}`;
    default:
      return `link:${JSON.stringify(link)}`;
  }
}

const NUMERIC = /^\d+$/;

/**
 * The plain details of a page, a group or a post are one answer per entity, whichever of these
 * operations asked for it (a link of an object id alone may be asked as a post); extended details
 * and lists are answers of their own.
 */
const DETAILS = new Set(['social_get_page_details', 'social_get_group_details', 'social_get_post_details']);

/**
 * Whether a link shows a numeric id the entity can be known by without a call: a post, video or
 * photo id, a numeric page or group. A share code, a vanity name, a group's slug or a pfbid token
 * do not: the first call through such a spelling is needed to learn which entity it is.
 */
function readable(link: LinkRef): boolean {
  switch (link.kind) {
    case 'page':
    case 'group':
      return NUMERIC.test(link.key);
    case 'post':
    case 'video':
    case 'media':
    case 'ad':
    case 'ad_page':
    case 'listing':
    case 'seller':
      return NUMERIC.test(link.id);
    default:
      return false;
  }
}

/** A spelling that names no id, as the site reads it (vanity names and slugs ignore case). */
function spelling(link: LinkRef): string {
  return link.kind === 'page' || link.kind === 'group' ? `${link.kind}:${link.key.toLowerCase()}` : JSON.stringify(link);
}

/**
 * The lower bound of a session's credits, from the calls it made with the cache off: every
 * distinct answer (operation, entity, other parameters) paid once, where the entity is what the
 * emulator's data says the link names; plus, for a link that names no id, one call the first
 * time that spelling is met (after that it is a known alias).
 */
export function lowerBound(dataset: Dataset, calls: LedgerCall[]): { credits: number; answers: number } {
  const paid = new Set<string>();
  const aliases = new Set<string>();
  let credits = 0;
  for (const c of calls) {
    if (c.operation?.startsWith('photo_')) {
      credits += photoBound(c, paid);
      continue;
    }
    const { link, ...rest } = c.params;
    const details = DETAILS.has(c.operation ?? '');
    // The default of page details (no exact follower count) is no other answer.
    if (details && rest.exact_followers_count === 'false') delete rest.exact_followers_count;
    const others = JSON.stringify(Object.entries(rest).sort());
    const operation = details ? 'details' : c.operation;
    if (link === undefined) {
      const key = `${c.operation} ${others}`;
      if (!paid.has(key)) {
        paid.add(key);
        credits += c.creditsCharged;
      }
      continue;
    }
    const resolved = resolveLink(dataset, link);
    if (!resolved.ok) throw new Error(`The emulator does not read ${link} as a link of the site`);
    const answer = `${operation} ${entityOf(resolved.ref, resolved.link)} ${others}`;
    if (readable(resolved.link)) {
      if (!paid.has(answer)) {
        paid.add(answer);
        credits += c.creditsCharged;
      }
      continue;
    }
    const alias = `${operation} ${spelling(resolved.link)} ${others}`;
    if (aliases.has(alias)) continue;
    aliases.add(alias);
    paid.add(answer);
    credits += c.creditsCharged;
  }
  return { credits, answers: paid.size };
}

/**
 * A photo call's share of the lower bound: the photo network's answers are keyed by what the
 * link shows (a shortcode, a username, which the site reads without case, a numeric id), so each
 * distinct answer is paid once; a share link names no code, so its first call is needed; a
 * username's id is needed once (none when an answer already said it: such a call is not counted).
 */
function photoBound(c: LedgerCall, paid: Set<string>): number {
  const params = { ...c.params };
  if (params.username) params.username = params.username.replace(/^@/, '').toLowerCase();
  const key = `${c.operation} ${JSON.stringify(Object.entries(params).sort())}`;
  if (paid.has(key)) return 0;
  paid.add(key);
  return c.creditsCharged;
}

/** Whether the service serves the photo network (the session's photo pages run only where it does). */
async function servesPhoto(baseUrl: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/photo/post/details?shortcode=${PHOTO.post}`, { headers: { 'x-api-token': 'bench' } }).catch(() => null);
  return res?.status === 200;
}

export async function benchCredits(baseUrl: string, dataset: Dataset) {
  const prepare = async () => {
    await control(baseUrl, 'POST', '/reset');
    await control(baseUrl, 'PUT', '/keys/bench', { credits: 100_000, plan: 'pro', ratePerSecond: 1000 });
  };
  await prepare();
  const photo = await servesPhoto(baseUrl);
  await prepare();
  const lookups = await runSession(baseUrl, true, { photo });
  const cached = (await ledgerOf(baseUrl)).filter((c) => c.status === 200);
  await prepare();
  await runSession(baseUrl, false, { photo });
  const uncached = (await ledgerOf(baseUrl)).filter((c) => c.status === 200);

  const bound = lowerBound(dataset, uncached);
  const spent = cached.reduce((a, c) => a + c.creditsCharged, 0);
  const spentNoCache = uncached.reduce((a, c) => a + c.creditsCharged, 0);
  return { lookups, photo, lowerBound: bound.credits, spent, spentNoCache, distinctAnswers: bound.answers, cached, uncached };
}
