import { JOB_NOUNS } from '../../lookup/jobs/kinds';
import type { WatchEstimate } from '../../lookup/watch/estimate';
import { WATCH_SCHEDULES, unseenOf, type WatchEvery, type WatchRecord, type WatchSpec } from '../../lookup/watch/model';
import { formatNumber, plural } from '../text/numbers';

/** What the watch views say: the estimate before saving, the new count, what a watch is of. */

export { WATCH_SCHEDULES, unseenOf };

/** "every 6 hours: 4 calls a day, about 120 credits a month" */
export function watchEstimateText(e: WatchEstimate): string {
  const every = e.everyHours === 1 ? 'every hour' : `every ${e.everyHours} hours`;
  return `${every}: ${plural(e.callsPerDay, 'call')} a day, about ${formatNumber(e.creditsPerMonth)} ${e.creditsPerMonth === 1 ? 'credit' : 'credits'} a month`;
}

export const newCountText = (n: number) => `${formatNumber(n)} new since you last looked`;

/** The lists a watch can follow: every use case a job collects, said by its items. */
export const WATCHABLE = Object.entries(JOB_NOUNS).map(([useCase, noun]) => ({ useCase: useCase as WatchSpec['useCase'], noun }));

/** A link for the use cases of a page, group or post; a query (a keyword) for searches and the ads library. */
export function watchSpec(useCase: WatchSpec['useCase'], value: string): WatchSpec | null {
  const v = value.trim();
  if (!v) return null;
  const byQuery = useCase.startsWith('search_') || useCase === 'ads_library';
  const noun = JOB_NOUNS[useCase];
  return { useCase, input: byQuery ? { query: v } : { link: v }, label: `${noun[0]!.toUpperCase()}${noun.slice(1)} of ${v}` };
}

export type { WatchEvery, WatchRecord };
