import { JOB_NOUNS } from '../../lookup/jobs/kinds';
import type { WatchEstimate } from '../../lookup/watch/estimate';
import { WATCH_SCHEDULES, unseenOf, type WatchEvery, type WatchRecord, type WatchSpec } from '../../lookup/watch/model';
import { t } from '../i18n/catalogue';
import { camelKey } from '../i18n/keys';
import '../i18n/words/watch';

/** What the watch views say: the estimate before saving, the new count, what a watch is of. */

export { WATCH_SCHEDULES, unseenOf };

/** "every 6 hours: 4 calls a day, about 120 credits a month" */
export function watchEstimateText(e: WatchEstimate): string {
  return t('watch.setup.estimate', {
    every: t('watch.setup.every', { count: e.everyHours }),
    calls: t('count.call', { count: e.callsPerDay }),
    credits: t('count.credit', { count: e.creditsPerMonth }),
  });
}

export const newCountText = (n: number) => t('watch.list.newSince', { count: n });

/** The lists a watch can follow: every use case a job collects, said by its items. */
export const WATCHABLE = Object.entries(JOB_NOUNS).map(([useCase, noun]) => ({ useCase: useCase as WatchSpec['useCase'], noun }));

/** A watchable use case's name in the setup's list ("page posts (posts)"). */
export const sourceName = (useCase: WatchSpec['useCase']): string => t(`watch.sources.${camelKey(useCase)}`);

/** A link for the use cases of a page, group or post; a query (a keyword) for searches and the ads library. */
export function watchSpec(useCase: WatchSpec['useCase'], value: string): WatchSpec | null {
  const v = value.trim();
  if (!v) return null;
  const byQuery = useCase.startsWith('search_') || useCase === 'ads_library';
  return { useCase, input: byQuery ? { query: v } : { link: v }, label: t(`watch.itemsOf.${JOB_NOUNS[useCase]}`, { value: v }) };
}

export type { WatchEvery, WatchRecord };
