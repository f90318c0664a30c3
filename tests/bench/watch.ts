import { createWatchScheduler } from '../../lib/lookup/watch/scheduler';
import { createWatchStore } from '../../lib/lookup/watch/store';
import { WATCH_SCHEDULES } from '../../lib/lookup/watch/model';
import { memoryStore } from '../../lib/lookup/store';
import { fakeSource } from '../unit/watch/fake-source';

/**
 * watch_credits_vs_calls_needed: a day of checks over 20 watches (schedules of 1, 6, 12 and 24
 * hours) on sources that gain a seeded stream of new items, through the scheduler and checks the
 * background runs. Each check is compared with the fewest calls that see every new item and the
 * first item already met (what proves nothing was missed; a quiet source needs exactly one page),
 * at the catalog price of a page.
 */

const PAGE_SIZE = 3;
const WATCHES = 20;

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WatchBench {
  spent: number;
  needed: number;
  checks: number;
  newItems: number;
  seed: number;
}

export async function benchWatchCredits(seed = 29): Promise<WatchBench> {
  const clock = { now: new Date(2026, 10, 2, 0, 0).getTime() };
  const src = fakeSource(clock, PAGE_SIZE);
  const rand = random(seed);
  const store = createWatchStore(memoryStore());
  const s = createWatchScheduler({ lookup: src.lookup, ledger: src.ledger, store, now: () => clock.now });
  const links = Array.from({ length: WATCHES }, (_, i) => `https://social.example/watched${i}`);
  for (const [i, link] of links.entries()) {
    src.post(link, 4);
    await s.add({ useCase: 'page_posts', input: { link }, label: link }, WATCH_SCHEDULES[i % WATCH_SCHEDULES.length]!, 10_000);
  }
  const price = (await s.runDue()).length ? (await src.ledger.spending(clock.now)).spentToday / WATCHES : 0;
  // The first checks learn what is there: one page each, the fewest there can be.
  let needed = WATCHES;
  let newItems = 0;
  let checks = WATCHES;
  /** New items since each watch's last check. */
  const pending = new Map(links.map((l) => [l, 0]));
  for (let minute = 10; minute <= 24 * 60; minute += 10) {
    clock.now += 10 * 60_000;
    // Quiet most of the time, now and then an item or two, rarely a burst (up to 8 items: several pages).
    for (const link of links) {
      const r = rand();
      const n = r < 0.97 ? 0 : r < 0.995 ? 1 + Math.floor(rand() * 2) : 3 + Math.floor(rand() * 6);
      if (n) {
        src.post(link, n);
        pending.set(link, pending.get(link)! + n);
        newItems += n;
      }
    }
    const due = new Set((await s.list()).filter((w) => w.nextAt <= clock.now).map((w) => w.spec.input.link as string));
    for (const link of due) {
      needed += Math.ceil((pending.get(link)! + 1) / PAGE_SIZE);
      pending.set(link, 0);
      checks += 1;
    }
    await s.runDue();
  }
  const spentCalls = src.calls.length;
  const found = (await s.list()).reduce((n, w) => n + w.found.length, 0);
  if (found !== newItems - [...pending.values()].reduce((a, b) => a + b, 0)) throw new Error(`watch bench: ${found} items found, ${newItems} new`);
  return { spent: spentCalls * price, needed: needed * price, checks, newItems, seed };
}
