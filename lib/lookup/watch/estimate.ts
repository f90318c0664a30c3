import { pageRequest, requestPrice } from '../jobs/specs';
import { HOUR_MS, type WatchEvery, type WatchSpec } from './model';

/**
 * What a watch will cost before it is saved: its checks a day and their credits, a quiet source
 * costing one page a check (the catalog's price of the newest page, through the use case).
 */

export const DAYS_A_MONTH = 30;

export interface WatchEstimate {
  everyHours: WatchEvery;
  callsPerDay: number;
  /** Credits of one check of a quiet source (one page). */
  pagePrice: number;
  creditsPerDay: number;
  creditsPerMonth: number;
}

export function estimateWatch(spec: WatchSpec, everyHours: WatchEvery): WatchEstimate {
  const callsPerDay = Math.round((24 * HOUR_MS) / (everyHours * HOUR_MS));
  const pagePrice = requestPrice(pageRequest(spec as never, undefined));
  const creditsPerDay = callsPerDay * pagePrice;
  return { everyHours, callsPerDay, pagePrice, creditsPerDay, creditsPerMonth: creditsPerDay * DAYS_A_MONTH };
}
