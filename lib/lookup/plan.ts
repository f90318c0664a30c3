import { estimateCost, getOperation, validateParams, type OperationId } from '../service/catalog';
import type { ModelMap, Normalized } from '../service/model';
import { classifyUrl, DEFAULT_SITE_HOSTS, kindName, type Detection, type SiteHosts, type SocialKind } from '../site';
import type { ErrorView, Notice } from '../messaging/protocol';
import type { UseCaseInput, UseCaseName, UseCaseRequest } from './use-cases';

/**
 * The chain of operations behind each use case, with its parameters, and what it costs before
 * anything is sent. A chain is a small async program over a `ChainIO`: run.ts gives it one that
 * really calls (cache first, single-flight, ledger); estimates give it one that only looks at the
 * cache and prices every other step from the catalog. Later steps that depend on an answer not
 * known yet are `assume`d when estimating (the estimate is then not exact).
 */

export interface ChainIO {
  readonly estimating: boolean;
  /**
   * Runs one operation, cache first. When estimating: the cached answer, or null when the step
   * would be paid (its price is counted).
   */
  call(operationId: OperationId, params: Record<string, unknown>): Promise<Normalized | null>;
  /** An answer only if the cache holds it (nothing is paid); null otherwise. */
  cached(operationId: OperationId, params: Record<string, unknown>): Promise<Normalized | null>;
  /** Estimating only: a later step whose parameters depend on an answer not known yet. */
  assume(operationId: OperationId, params?: Record<string, unknown>): void;
}

/** A chain ends normally, optionally with a notice ("this page runs no ads"). */
export type Chain = (io: ChainIO) => Promise<Notice | void>;

export interface Plan {
  useCase: UseCaseName;
  /** For lookup_url: what the URL is (null: not on the site). */
  detection?: Detection | null;
  /** A free refusal: nothing is sent. */
  refusal?: ErrorView;
  chain?: Chain;
  /** Short label for the history ("Post 2257188721032235"). */
  label: string;
}

export interface PlannedStep {
  operationId: OperationId;
  credits: number;
  cached: boolean;
  /** Assumed: its parameters depend on an earlier answer. */
  assumed?: boolean;
  /** Age of the cached answer (ms), when cached. */
  cachedAgeMs?: number;
}

export interface ChainEstimate {
  credits: number;
  steps: PlannedStep[];
  exact: boolean;
  refusal?: ErrorView;
}

// ---- helpers ----

/** A link shortened for labels and ledger summaries: "…/northwindgames/posts/2257…". */
export function shortLink(value: string, max = 26): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+(.*)$/i.exec(value.trim());
  const rest = m ? m[1] || '/' : value.trim();
  const body = rest.length > max ? `${rest.slice(0, max)}…` : rest;
  return m ? `…${body}` : body;
}

/** Short summary of parameters: "link=…/northwindgames/posts/2257… end_cursor=AQHR…". */
export function summarizeParams(params: Record<string, string>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    if (k === 'exact_followers_count' && v === 'false') continue;
    const value = /^https?:\/\//i.test(v) ? shortLink(v) : v.length > 24 ? `${v.slice(0, 12)}…` : v;
    parts.push(`${k}=${value}`);
  }
  const text = parts.join(' ');
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** The canonical link of a site URL (what the detectors produce); the input trimmed otherwise. */
export function canonicalLink(link: string, hosts: SiteHosts): string {
  return classifyUrl(link, hosts)?.url ?? link.trim();
}

function dataOf<K extends keyof ModelMap>(n: Normalized | null, model: K): ModelMap[K] | undefined {
  return n && n.status === 'ok' && n.model === model ? (n.data as ModelMap[K]) : undefined;
}

/** The notice for an answer a chain cannot go on from. */
function stopNotice(n: Normalized, what: string): Notice {
  return n.status === 'empty'
    ? { code: 'not_found', message: `The service found no ${what} at this link.` }
    : { code: 'unrecognised', message: `The service's answer about the ${what} was not recognised; see the raw answer.` };
}

function compact(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

function adsFilterParams(input: UseCaseInput<'page_related_ads'>): Record<string, unknown> {
  const { country, activeStatus, after_time, before_time, sort_data, end_cursor } = input;
  return compact({ country, activeStatus, after_time, before_time, sort_data, end_cursor });
}

const single =
  (operationId: OperationId, params: Record<string, unknown>): Chain =>
  async (io) => {
    await io.call(operationId, compact(params));
  };

/** Ads of a page: ad_page_id → the ads and the advertiser profile, side by side. */
async function adsOfPage(io: ChainIO, pageLink: string, filters: Record<string, unknown>): Promise<Notice | void> {
  const page = await io.call('social_get_page_details', { link: pageLink });
  if (page === null) {
    // Estimating without the page's answer: assume it runs ads.
    io.assume('social_ads_search');
    io.assume('social_ads_page_details');
    return;
  }
  const data = dataOf(page, 'page');
  if (!data) return stopNotice(page, 'page');
  const adPageId = data.adPageId;
  if (!adPageId) {
    return { code: 'no_ads', message: `${data.name ?? 'This page'} runs no ads (the page has no ads library id).` };
  }
  await Promise.all([
    io.call('social_ads_search', { ...filters, ad_page_id: adPageId }),
    io.call('social_ads_page_details', { page_id: adPageId }),
  ]);
}

/** The operation lookup_url uses for each kind of link (null: refused, nothing sent). */
export const LOOKUP_OPERATION_BY_KIND: Record<SocialKind, OperationId[] | null> = {
  page: ['social_get_page_details'],
  group: ['social_get_group_details'],
  post: ['social_get_post_details'],
  video: ['social_get_video_details'],
  reel: ['social_get_post_details_extended'],
  share_link: ['social_get_post_details_extended'],
  ad_library: ['social_ads_page_details', 'social_ads_search'],
  ad: null,
  marketplace_item: null,
  marketplace_seller: null,
  marketplace_category: null,
  marketplace_search: null,
  other: null,
};

/** Price of looking up a link of this kind (what the context menu shows); 0 when refused. */
export function lookupCostForKind(kind: SocialKind): number {
  return (LOOKUP_OPERATION_BY_KIND[kind] ?? []).reduce((sum, op) => sum + priceOf(op), 0);
}

/** The catalog price of a step; without (valid) parameters, the price of the defaults. */
export function priceOf(op: OperationId, params?: Record<string, unknown>): number {
  try {
    return estimateCost(op, params ? validateParams(op, params) : {});
  } catch {
    return estimateCost(op, {});
  }
}

function lookupUrlPlan(url: string, hosts: SiteHosts): Plan {
  const detection = classifyUrl(url, hosts);
  if (!detection) {
    return {
      useCase: 'lookup_url',
      detection: null,
      label: shortLink(url),
      refusal: {
        code: 'not_on_site',
        message: `This link is not on the site (${[...hosts.site, ...hosts.short].join(', ')}), so there is nothing to look up.`,
      },
    };
  }
  const label = detection.id ? `${kindName(detection.kind)} ${detection.id}` : `${kindName(detection.kind)} ${shortLink(detection.url)}`;
  const base = { useCase: 'lookup_url' as const, detection, label };
  const link = detection.url;
  const refuse = (message: string): Plan => ({ ...base, refusal: { code: 'unsupported', message } });
  switch (detection.kind) {
    case 'page':
      return { ...base, chain: single('social_get_page_details', { link }) };
    case 'group':
      return { ...base, chain: single('social_get_group_details', { link }) };
    case 'post':
      return { ...base, chain: single('social_get_post_details', { link }) };
    case 'video': {
      // A watch party link names no video: the extended details resolve it from the link.
      const videoId = detection.ids?.video;
      return videoId
        ? { ...base, chain: single('social_get_video_details', { video_id: videoId }) }
        : { ...base, chain: single('social_get_post_details_extended', { link }) };
    }
    case 'reel':
    case 'share_link':
      // The extended details take any post, reel or video link (share links included).
      return { ...base, chain: single('social_get_post_details_extended', { link }) };
    case 'ad_library': {
      const pageId = detection.ids?.adPage ?? detection.id ?? '';
      return {
        ...base,
        chain: async (io) => {
          await Promise.all([
            io.call('social_ads_page_details', { page_id: pageId }),
            io.call('social_ads_search', { ad_page_id: pageId }),
          ]);
        },
      };
    }
    case 'ad':
      return refuse(
        'A single ad cannot be looked up: the service offers no ad details operation in its interface. Open the advertiser\'s page in the ads library instead.',
      );
    case 'marketplace_item':
    case 'marketplace_seller':
    case 'marketplace_category':
    case 'marketplace_search':
      return refuse('Marketplace links are not supported: their operations are not part of the service\'s interface.');
    case 'other':
      return refuse('This page of the site is not a page, group, post, video or reel, so there is nothing to look up.');
  }
}

/**
 * Use cases that are one operation: the input becomes the parameters (links canonicalised,
 * fixed extras added) and the label is the title with the link, query or id.
 */
const DIRECT: { [U in UseCaseName]?: [OperationId, string, Record<string, unknown>?] } = {
  page_exact_followers: ['social_get_page_details', 'Exact followers', { exact_followers_count: true }],
  page_posts: ['social_get_page_posts', 'Posts'],
  page_videos: ['social_get_page_videos', 'Videos'],
  page_reels: ['social_get_page_reels', 'Reels'],
  group_posts: ['social_get_group_posts', 'Group posts'],
  group_videos: ['social_get_group_videos', 'Group videos'],
  post_comments: ['social_get_post_comments', 'Comments', { include_reply_info: true }],
  comment_replies: ['social_get_comment_replies', 'Replies'],
  post_extended: ['social_get_post_details_extended', 'Post (extended)'],
  video_details: ['social_get_video_details', 'Video'],
  search_pages: ['social_search_pages', 'Search pages'],
  search_people: ['social_search_people', 'Search people'],
  search_posts: ['social_search_posts', 'Search posts'],
  search_videos: ['social_search_videos', 'Search videos'],
  search_locations: ['social_search_locations', 'Search locations'],
  ads_library: ['social_ads_search', 'Ads library'],
  ads_countries: ['social_ads_countries', 'Ad countries'],
  advertiser: ['social_ads_page_details', 'Advertiser'],
};

/** The plan of a use case: its chain (or a free refusal) and a label. */
export function planUseCase(request: UseCaseRequest, hosts: SiteHosts = DEFAULT_SITE_HOSTS): Plan {
  const canon = (l: string) => canonicalLink(l, hosts);
  const plan = (label: string, chain: Chain): Plan => ({ useCase: request.useCase, label, chain });
  const direct = DIRECT[request.useCase];
  if (direct) {
    const [op, title, extra] = direct;
    const params: Record<string, unknown> = { ...request.input, ...extra };
    if (typeof params.link === 'string') params.link = canon(params.link);
    const { link, query, video_id, page_id, ad_page_id } = params;
    const what =
      typeof link === 'string'
        ? ` · ${shortLink(link)}`
        : typeof query === 'string'
          ? ` “${query}”`
          : [video_id, page_id, ad_page_id].find((v) => typeof v === 'string')
            ? ` ${String(video_id ?? page_id ?? ad_page_id)}`
            : '';
    return plan(title + what, single(op, params));
  }
  switch (request.useCase) {
    case 'post_attachments': {
      const link = canon(request.input.link);
      const givenId = request.input.post_id;
      return plan(`Attachments · ${shortLink(link)}`, async (io) => {
        // The post id: from the post's details if the cache has them, else the id given, else
        // social_get_post_id.
        let postId: string | undefined;
        for (const op of ['social_get_post_details', 'social_get_post_details_extended'] as const) {
          if (postId) break;
          const cached = await io.cached(op, { link });
          const data = dataOf(cached, op === 'social_get_post_details' ? 'post' : 'post_extended');
          if (data?.id && /^\d+$/.test(data.id)) postId = data.id;
        }
        postId ??= givenId;
        if (!postId) {
          const idAnswer = await io.call('social_get_post_id', { link });
          if (idAnswer === null) {
            io.assume('social_get_post_attachments');
            return;
          }
          const id = dataOf(idAnswer, 'id')?.id;
          if (!id || !/^\d+$/.test(id)) return stopNotice(idAnswer, 'post id');
          postId = id;
        }
        await io.call('social_get_post_attachments', { post_id: postId });
      });
    }
    case 'page_related_ads': {
      const l = canon(request.input.link);
      const filters = adsFilterParams(request.input);
      return plan(`Ads · ${shortLink(l)}`, (io) => adsOfPage(io, l, filters));
    }
    case 'post_related_ads': {
      const l = canon(request.input.link);
      const filters = adsFilterParams(request.input);
      return plan(`Ads of the author · ${shortLink(l)}`, async (io) => {
        const post = await io.call('social_get_post_details', { link: l });
        if (post === null) {
          io.assume('social_get_page_details');
          io.assume('social_ads_search');
          io.assume('social_ads_page_details');
          return;
        }
        const data = dataOf(post, 'post');
        if (!data) return stopNotice(post, 'post');
        const authorUrl = data.author?.url;
        if (!authorUrl) {
          return { code: 'no_author', message: "The post's author has no page link, so its ads cannot be looked up." };
        }
        return adsOfPage(io, canon(authorUrl), filters);
      });
    }
    default:
      // lookup_url (every other use case is in DIRECT).
      return lookupUrlPlan((request.input as { url: string }).url, hosts);
  }
}

/**
 * What `peek` knows of a step: its cached answer, or that an identical request is in flight
 * (joining it is free, its answer is not known yet), or nothing.
 */
export type PeekResult = { normalized: Normalized; fetchedAt: number } | { inFlight: true } | null;

/**
 * Walks a plan without sending anything: cached steps (from `peek`) cost 0, and so do steps that
 * would join an identical request in flight; the others their catalog price (post lists from
 * `limit`); later steps that depend on unknown answers are assumed.
 */
export async function estimatePlan(
  plan: Plan,
  peek?: (operationId: OperationId, params: Record<string, string>) => Promise<PeekResult>,
  now: () => number = Date.now,
): Promise<ChainEstimate> {
  if (plan.refusal || !plan.chain) {
    return { credits: 0, steps: [], exact: true, ...(plan.refusal ? { refusal: plan.refusal } : {}) };
  }
  const steps: PlannedStep[] = [];
  let exact = true;
  const io: ChainIO = {
    estimating: true,
    async call(op, params) {
      const validated = validateParams(op, params);
      const hit = peek ? await peek(op, validated) : null;
      if (hit && 'inFlight' in hit) {
        // Paid for (and counted) by the request in flight; what it answers is not known yet.
        steps.push({ operationId: op, credits: 0, cached: false });
        return null;
      }
      if (hit) {
        steps.push({ operationId: op, credits: 0, cached: true, cachedAgeMs: Math.max(0, now() - hit.fetchedAt) });
        return hit.normalized;
      }
      if (getOperation(op).price.kind === 'per_posts') exact = false;
      steps.push({ operationId: op, credits: estimateCost(op, validated), cached: false });
      return null;
    },
    async cached(op, params) {
      if (!peek) return null;
      const hit = await peek(op, validateParams(op, params));
      if (!hit || 'inFlight' in hit) return null;
      steps.push({ operationId: op, credits: 0, cached: true, cachedAgeMs: Math.max(0, now() - hit.fetchedAt) });
      return hit.normalized;
    },
    assume(op, params) {
      exact = false;
      steps.push({ operationId: op, credits: priceOf(op, params), cached: false, assumed: true });
    },
  };
  await plan.chain(io);
  return { credits: steps.reduce((s, x) => s + x.credits, 0), steps, exact };
}

/** What a use case costs before anything is sent and without the cache (catalog prices only). */
export async function planCost(request: UseCaseRequest, hosts: SiteHosts = DEFAULT_SITE_HOSTS): Promise<ChainEstimate> {
  return estimatePlan(planUseCase(request, hosts));
}
