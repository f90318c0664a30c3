import type { LedgerEntry } from '../../lookup/types';

/** Credits spent per local day for the last `days` days, oldest first (cached answers cost 0). */
export function creditsPerDay(entries: LedgerEntry[], now: number, days = 30): { day: string; credits: number }[] {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - (days - 1));
  const out: { day: string; credits: number }[] = [];
  const index = new Map<string, number>();
  for (let i = 0; i < days; i++) {
    const d = new Date(start);
    d.setDate(start.getDate() + i);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    index.set(key, out.length);
    out.push({ day: key, credits: 0 });
  }
  for (const e of entries) {
    if (e.fromCache || e.time < start.getTime()) continue;
    const d = new Date(e.time);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const i = index.get(key);
    if (i !== undefined) out[i]!.credits += e.creditsCharged;
  }
  return out;
}
