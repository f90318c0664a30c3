import { buildDataset } from '../../../emulator/data/dataset';
import type { Dataset } from '../../../emulator/data/types';
import { KNOWN } from '../../../emulator/data/known';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';

/**
 * What a chaos session asks, decided by one seed: the requests (lookups of many link shapes, list
 * pages by cursor, repeats, twin requests sent at once) and where the worker is stopped. The same
 * seed always asks the same things in the same order; only the moments of the stops vary with the
 * machine's timing.
 */

/** mulberry32: small, seedable, good enough to pick test steps. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function rng(seed: number): Rng {
  const next = prng(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

/** The seed: CHAOS_SEED when set, else a new one (printed, so a failure can be replayed). */
export function chaosSeed(): number {
  const fromEnv = process.env.CHAOS_SEED;
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    const n = Number(fromEnv);
    if (!Number.isInteger(n)) throw new Error(`CHAOS_SEED must be an integer, not "${fromEnv}"`);
    return n >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 31);
}

const SITE = 'https://www.social.example';

/**
 * Every lookup link the session may ask for: posts, pages, groups, videos, reels, share links,
 * permalink forms and photo links, as the site writes them (mobile and locale hosts, tracking
 * parameters). All of them cost 1 credit, whatever the answer.
 */
export function lookupLinks(data: Dataset): string[] {
  const links: string[] = [];
  const pagePosts = data.pages.flatMap((p) => p.posts.slice(0, 3));
  for (const post of pagePosts.slice(0, 24)) {
    const path = new URL(post.url).pathname;
    links.push(post.url, `https://m.social.example${path}/?__cft__[0]=AZ${post.id.slice(-6)}&__tn__=%2CO%2CP-R`, `https://de-de.social.example${path}`);
    if (post.owner.kind === 'page') links.push(`${SITE}/permalink.php?story_fbid=${post.id}&id=${post.owner.id}`);
    if (post.photos[0]) links.push(`${SITE}/photo/?fbid=${post.photos[0].id}`);
    if (post.shareCode) links.push(`${SITE}/share/p/${post.shareCode}/`);
  }
  for (const page of data.pages.slice(0, 12)) {
    links.push(page.url, `${SITE}/profile.php?id=${page.id}`);
    if (page.adPageId) links.push(`${SITE}/ads/library/?view_all_page_id=${page.adPageId}`);
  }
  for (const group of data.groups.slice(0, 4)) {
    links.push(group.url, `${SITE}/groups/${group.id}`);
    const post = group.posts[0];
    if (post) links.push(`${SITE}/groups/${group.id}/permalink/${post.id}/`);
  }
  for (const video of data.videos.slice(0, 16)) {
    if (video.isReel) links.push(`${SITE}/reel/${video.id}`);
    else links.push(video.url, `${SITE}/watch/?v=${video.id}`);
    if (video.shareCode) links.push(`${SITE}/share/${video.isReel ? 'r' : 'v'}/${video.shareCode}/`);
  }
  // The known ones, whose shapes are documented (emulator/README.md).
  const P = KNOWN.posts.manyComments;
  links.push(P.url, P.permalinkUrl, P.mobileUrl, P.shareUrl, KNOWN.pages.northwindgames.url, KNOWN.groups.corvitarts.url);
  return [...new Set(links)];
}

/**
 * A list to walk page by page: the use case, its input without the cursor, and the cursors of its
 * pages (undefined for the first), read beforehand from the emulator under a key of its own.
 */
export interface PagedList {
  useCase: 'post_comments' | 'page_posts' | 'group_posts' | 'page_videos';
  input: Record<string, string | number>;
  /** The operation's path and its query (what the extension sends) for the probe. */
  path: string;
  query: Record<string, string>;
}

/**
 * The lists the session pages through. Post lists use `limit: 3`, so every page costs exactly
 * 1 credit (ceil(3/3), and a short last page still costs the minimum 1): the price an interrupted
 * page is recorded at is then the price the service charged (see the spec's header).
 */
export function pagedLists(): PagedList[] {
  const P = KNOWN.posts.manyComments;
  const group = KNOWN.groups.corvitarts;
  const page = KNOWN.pages.northwindgames;
  return [
    { useCase: 'post_comments', input: { link: P.url }, path: '/social/posts/comments', query: { link: P.url, include_reply_info: 'true' } },
    { useCase: 'post_comments', input: { link: `${SITE}/groups/${group.id}/posts/1270763324652311` }, path: '/social/posts/comments', query: { link: `${SITE}/groups/${group.id}/posts/1270763324652311`, include_reply_info: 'true' } },
    { useCase: 'page_posts', input: { link: page.url, limit: 3 }, path: '/social/pages/posts', query: { link: page.url, limit: '3' } },
    { useCase: 'group_posts', input: { link: group.url, limit: 3 }, path: '/social/groups/posts', query: { link: group.url, limit: '3' } },
    { useCase: 'page_videos', input: { link: page.url }, path: '/social/pages/videos', query: { link: page.url } },
  ];
}

/** Cursors of a list's pages, walked with a key that is not the extension's (its calls are left out of the comparison). */
export async function probeCursors(emulatorUrl: string, token: string, list: PagedList, maxPages: number): Promise<(string | undefined)[]> {
  const cursors: (string | undefined)[] = [undefined];
  while (cursors.length < maxPages) {
    const url = new URL(list.path, emulatorUrl);
    for (const [k, v] of Object.entries(list.query)) url.searchParams.set(k, v);
    const last = cursors.at(-1);
    if (last) url.searchParams.set('end_cursor', last);
    const res = await fetch(url, { headers: { 'x-api-token': token } });
    if (!res.ok) throw new Error(`probe ${url}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data?: { end_cursor?: string; has_next_page?: boolean } };
    const next = body.data?.end_cursor;
    if (!next || body.data?.has_next_page === false) break;
    cursors.push(next);
  }
  return cursors;
}

/** One step of the session. */
export type Step =
  /** Requests sent to the worker together (a twin pair asks the same thing twice at once). */
  | { kind: 'burst'; requests: UseCaseRequest[]; twin: boolean; latencyMs: number; stopAfterMs: number | null }
  /** Lookups through the side panel: a site tab's link looked up with the panel's paid button. */
  | { kind: 'panel'; url: string; latencyMs: number; stopAfterMs: number | null }
  /** The job (see session.ts JOB_SPEC), started through the test hook `jobs.start`. */
  | { kind: 'job' };

export interface SessionPlan {
  seed: number;
  steps: Step[];
  /** Lookups and list pages asked, twins and panel clicks included. */
  requests: number;
  stops: number;
}

export interface PlanOptions {
  seed: number;
  /** At least this many lookups and list pages. */
  minRequests: number;
  /** At least this many worker stops. */
  minStops: number;
  /** How many of the steps go through the side panel. */
  panelSteps: number;
  /** Cursors of each list of `pagedLists()`, in the same order. */
  cursors: (string | undefined)[][];
  links: string[];
  /** Links the side panel looks up (pages of the fixture site). */
  panelLinks: string[];
}

/** The session: deterministic for a seed (and the same dataset). */
export function planSession(o: PlanOptions): SessionPlan {
  const r = rng(o.seed);
  const lists = pagedLists();
  /** How far each list has been walked (a list is walked in order, as "Load more" does). */
  const walked = lists.map(() => 0);
  const asked: UseCaseRequest[] = [];
  const steps: Step[] = [];
  let requests = 0;
  let stops = 0;
  let panelLeft = o.panelSteps;

  const fresh = (): UseCaseRequest => {
    const roll = r.next();
    if (roll < 0.35) {
      // The next page of a list, or its first again once it is walked to the end.
      const i = r.int(0, lists.length - 1);
      const list = lists[i]!;
      const cursors = o.cursors[i]!;
      const n = walked[i]! % cursors.length;
      walked[i] = walked[i]! + 1;
      const cursor = cursors[n];
      return { useCase: list.useCase, input: { ...list.input, ...(cursor ? { end_cursor: cursor } : {}) } } as UseCaseRequest;
    }
    return { useCase: 'lookup_url', input: { url: r.pick(o.links) } };
  };
  const latency = () => r.pick([0, 150, 400, 900]);
  // A stop lands in about half the steps: early (before the calls go out), on the wire, or later.
  const stopAfter = () => (r.chance(0.5) ? r.int(0, 1200) : null);

  while (requests < o.minRequests || stops < o.minStops || panelLeft > 0) {
    const stopAfterMs = stops < o.minStops && requests >= o.minRequests ? r.int(0, 1200) : stopAfter();
    if (panelLeft > 0 && r.chance(0.15)) {
      panelLeft--;
      steps.push({ kind: 'panel', url: r.pick(o.panelLinks), latencyMs: latency(), stopAfterMs });
      requests++;
    } else {
      const twin = r.chance(0.15);
      const n = twin ? 1 : r.int(1, 4);
      const burst: UseCaseRequest[] = [];
      for (let k = 0; k < n; k++) {
        // A quarter are repeats of earlier requests: the cache (or a call in flight) answers them.
        const request = asked.length > 0 && r.chance(0.25) ? r.pick(asked) : fresh();
        asked.push(request);
        burst.push(request);
      }
      if (twin) burst.push(burst[0]!);
      steps.push({ kind: 'burst', requests: burst, twin, latencyMs: latency(), stopAfterMs });
      requests += burst.length;
    }
    if (stopAfterMs !== null) stops++;
  }
  // One job, started a third of the way in, so that most stops land while it runs.
  steps.splice(Math.floor(steps.length / 3), 0, { kind: 'job' });
  return { seed: o.seed, steps, requests, stops };
}

/** The emulator's dataset for the test emulator (seed 1, demo scale: what startTestEmulator serves). */
export function testDataset(): Dataset {
  return buildDataset({ seed: 1, scale: 'demo' });
}
