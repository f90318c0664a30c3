import { browser } from 'wxt/browser';
import { unseenOf, type NewItem, type WatchRecord, type WatchScheduler, type WatchStore } from '../lookup/watch';
import { wordsIn } from './words';

/**
 * The watchlists' ties to the browser: one alarm at the next due check (alarms wake a stopped
 * worker; the browser fires one that passed while it was closed once at start), every worker
 * start checking what is due, the unseen count on the toolbar badge and a notification of new
 * items, each only when chosen (the notification also needs its optional permission).
 */

export const WATCH_ALARM = 'watch';
/** The soonest an alarm may fire again (the browser's floor is 30 s). */
const MIN_DELAY_MS = 30_000;

/** The alarm follows the earliest due watch (none: no alarm). */
export async function rescheduleWatches(s: Pick<WatchScheduler, 'nextDue'>, now = Date.now()): Promise<void> {
  try {
    const at = await s.nextDue();
    if (at === null) await browser.alarms.clear(WATCH_ALARM);
    else await browser.alarms.create(WATCH_ALARM, { when: Math.max(at, now + MIN_DELAY_MS) });
  } catch {
    // No alarms (a test page): checks run at the next worker start.
  }
}

async function runDue(s: WatchScheduler): Promise<void> {
  try {
    await s.runDue();
  } finally {
    await rescheduleWatches(s);
  }
}

/** Worker start: overdue watches are checked once, then the alarm is set for the next. */
export function onWatchWorkerStart(s: WatchScheduler): Promise<void> {
  return runDue(s).catch(() => undefined);
}

export function onWatchAlarm(s: WatchScheduler, alarm: { name: string }): void {
  if (alarm.name === WATCH_ALARM) void runDue(s).catch(() => undefined);
}

/** Every change of the watches: the badge shows the unseen count, when chosen. */
export function onWatchesChanged(watches: readonly WatchRecord[], store: Pick<WatchStore, 'prefs'>): void {
  void store
    .prefs()
    .then(async (p) => {
      if (!p.badge) return;
      const unseen = watches.reduce((n, w) => n + unseenOf(w), 0);
      await browser.action?.setBadgeText({ text: unseen > 0 ? String(unseen) : '' });
    })
    .catch(() => undefined);
}

/** A round of checks found new items: a notification says so (in `language`), when chosen and allowed. */
export async function onWatchFound(
  found: { watch: WatchRecord; items: NewItem[] }[],
  store: Pick<WatchStore, 'prefs'>,
  language: () => Promise<string> = async () => 'auto',
): Promise<void> {
  const total = found.reduce((n, f) => n + f.items.length, 0);
  if (total === 0) return;
  try {
    if (!(await store.prefs()).notify || !(await browser.permissions.contains({ permissions: ['notifications'] }))) return;
    const from = found.map((f) => f.watch.spec.label).join(', ');
    await browser.notifications.create(`watch-${Date.now()}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png' as never),
      title: wordsIn(await language()).newItems(total),
      message: from.length > 200 ? `${from.slice(0, 199)}…` : from,
    });
  } catch {
    // Notifications are a courtesy: the New view holds the items either way.
  }
}
