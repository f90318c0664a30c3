import { KNOWN } from '../../emulator/data/known';
import { createResponseCache } from '../../lib/lookup/cache';
import { createClientProvider } from '../../lib/lookup/client-provider';
import { createLookupHistory } from '../../lib/lookup/history';
import { createCreditLedger } from '../../lib/lookup/ledger';
import { createLookupService } from '../../lib/lookup/run';
import { memoryStore } from '../../lib/lookup/store';
import type { UseCaseRequest } from '../../lib/lookup/use-cases';
import type { ListPage } from '../../lib/service/model';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/lookup/settings';

/**
 * Credits of a scripted browsing session (the same lookup service the background runs, against
 * the emulator): lookups with repeats — the same entity through URLs that differ in host,
 * subdomain, tracking parameters or fragment, revisits, comment pages, related ads — with the
 * cache on and off, against the lower bound (each distinct answer paid once), all read from the
 * emulator's ledger.
 */

interface LedgerCall {
  operation: string | null;
  params: Record<string, string>;
  status: number;
  creditsCharged: number;
}

const { northwindgames } = KNOWN.pages;
const { manyComments, multiPhoto } = KNOWN.posts;
const { corvitarts } = KNOWN.groups;

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

function script(): (UseCaseRequest | 'comment_pages')[] {
  const look = (url: string): UseCaseRequest => ({ useCase: 'lookup_url', input: { url } });
  const steps: (UseCaseRequest | 'comment_pages')[] = [];
  for (const url of variants(manyComments.url)) steps.push(look(url));
  for (const url of variants(northwindgames.url)) steps.push(look(url));
  for (const url of variants(corvitarts.url)) steps.push(look(url));
  for (const url of variants(multiPhoto.url)) steps.push(look(url));
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
  return steps;
}

async function runSession(baseUrl: string, cacheOn: boolean): Promise<number> {
  const store = memoryStore();
  const lifetimes = cacheOn ? DEFAULT_SETTINGS.cacheLifetimes : { details: 0, list: 0, search: 0, reference: 0 };
  const settings: Settings = { ...DEFAULT_SETTINGS, baseUrl, dailyBudget: null, cacheLifetimes: lifetimes };
  const settingsFn = async () => settings;
  const ledger = createCreditLedger({ store });
  const service = createLookupService({
    getClient: createClientProvider({ settings: settingsFn, apiKey: async () => 'bench' }),
    cache: createResponseCache({ store, lifetimes: async () => settings.cacheLifetimes }),
    ledger,
    history: createLookupHistory({ store }),
    settings: settingsFn,
  });
  let lookups = 0;
  const run = async (request: UseCaseRequest) => {
    lookups++;
    const res = await service.run(request);
    if (!res.ok) throw new Error(`${request.useCase}: ${res.error.message}`);
    return res.result;
  };
  for (const step of script()) {
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

export async function benchCredits(baseUrl: string) {
  const prepare = async () => {
    await control(baseUrl, 'POST', '/reset');
    await control(baseUrl, 'PUT', '/keys/bench', { credits: 100_000, plan: 'pro', ratePerSecond: 1000 });
  };
  await prepare();
  const lookups = await runSession(baseUrl, true);
  const cached = (await ledgerOf(baseUrl)).filter((c) => c.status === 200);
  await prepare();
  await runSession(baseUrl, false);
  const uncached = (await ledgerOf(baseUrl)).filter((c) => c.status === 200);

  // The lower bound: every distinct answer (operation and parameters) paid once.
  const firstCharge = new Map<string, number>();
  for (const c of uncached) {
    const key = `${c.operation}?${JSON.stringify(Object.entries(c.params).sort())}`;
    if (!firstCharge.has(key)) firstCharge.set(key, c.creditsCharged);
  }
  const lowerBound = [...firstCharge.values()].reduce((a, b) => a + b, 0);
  const spent = cached.reduce((a, c) => a + c.creditsCharged, 0);
  const spentNoCache = uncached.reduce((a, c) => a + c.creditsCharged, 0);
  return { lookups, lowerBound, spent, spentNoCache, distinctAnswers: firstCharge.size };
}
