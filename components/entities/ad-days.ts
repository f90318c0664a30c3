const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days an ad has run: from its start to its end, or to now while it runs (no end date).
 * Unknown without a valid start date.
 */
export function daysRunning(ad: { startDate?: string | undefined; endDate?: string | undefined }, now: number): number | undefined {
  const start = ad.startDate ? Date.parse(ad.startDate) : NaN;
  if (Number.isNaN(start)) return undefined;
  const endParsed = ad.endDate ? Date.parse(ad.endDate) : NaN;
  const end = Number.isNaN(endParsed) ? now : Math.min(endParsed, now);
  return Math.max(0, Math.floor((end - start) / DAY_MS)) + 1;
}

/** Ads ordered longest-running first; ads without a start date last, in their order. */
export function byDaysRunning<T extends { startDate?: string | undefined; endDate?: string | undefined }>(ads: T[], now: number): T[] {
  return ads
    .map((ad, i) => ({ ad, i, days: daysRunning(ad, now) ?? -1 }))
    .sort((a, b) => b.days - a.days || a.i - b.i)
    .map((x) => x.ad);
}
