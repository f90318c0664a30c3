import { estimateWatch, type WatchSpec } from '../lookup/watch';
import type { UiHandlers } from '../messaging/ui-server';
import { definedOnly } from '../util/defined';
import type { BackgroundServices } from './services';
import { rescheduleWatches } from './watch';

/**
 * The watchlists' messages: the estimate before saving (free), add, list, pause/resume/remove,
 * "Check now", and items marked seen. Sender-checked and validated like every UI message.
 */

type WatchMessages = 'watchEstimate' | 'watchAdd' | 'watchList' | 'watchControl' | 'watchSeen' | 'watchPrefs';

export function createWatchHandlers(bg: BackgroundServices): Pick<UiHandlers, WatchMessages> {
  const s = bg.watches;
  // Every change may move the next due time: the alarm follows it.
  const then = async <T>(value: T) => (await rescheduleWatches(s), value);
  return {
    watchEstimate: (data) => estimateWatch(data.spec as WatchSpec, data.everyHours),
    watchAdd: async (data) => {
      const w = await s.add(data.spec as WatchSpec, data.everyHours, data.capPerDay);
      // The first check learns what is there now; later ones find what is new.
      void s.runDue().then(() => rescheduleWatches(s)).catch(() => undefined);
      return w;
    },
    watchList: () => s.list(),
    watchControl: async (data) => {
      switch (data.action) {
        case 'pause':
          return then(await s.pause(data.id));
        case 'resume':
          return then(await s.resume(data.id));
        case 'remove':
          await s.remove(data.id);
          return then(null);
        case 'check':
          await s.checkNow(data.id);
          return then((await s.list()).find((w) => w.id === data.id) ?? null);
        case 'change':
          return then(await s.change(data.id, definedOnly({ everyHours: data.everyHours, capPerDay: data.capPerDay })));
      }
    },
    watchSeen: (data) => s.markSeen(definedOnly({ id: data.id, keys: data.keys })),
    watchPrefs: (data) => s.prefs(definedOnly({ badge: data.badge, notify: data.notify })),
  };
}
