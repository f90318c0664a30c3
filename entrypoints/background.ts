// The background service worker: wiring only (the logic lives in lib/). Every listener is
// registered synchronously at the top level of the main function, before any await, so events
// that wake the worker are never missed.
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createContentHandlers } from '@/lib/background/content-handlers';
import {
  onCommand,
  onInstalled,
  onMenuClicked,
  onSettingsChanged,
  onStartup,
  onTabRemoved,
  onTabUpdated,
} from '@/lib/background/events';
import { createBackgroundServices } from '@/lib/background/services';
import { onJobsAlarm, onJobsWorkerStart } from '@/lib/background/jobs';
import { onWatchAlarm, onWatchWorkerStart } from '@/lib/background/watch';
import { menuItems, watchShownMenus } from '@/lib/background/menus';
import { speakWith } from '@/lib/background/words';
import { backgroundWords } from '@/lib/ui/i18n/background-words';
import { keepPopupOnActionClick } from '@/lib/background/side-panel';
import { startChores } from '@/lib/background/start-chores';
import { isServiceWorker, throttledKeepAwake } from '@/lib/background/worker-scope';
import { createUiHandlers } from '@/lib/background/ui-handlers';
import { scopedKey } from '@/lib/lookup/answers';
import { onContentMessage } from '@/lib/messaging/content';
import { serveChannel, servePort } from '@/lib/messaging/ui-server';
import { getOperation, type OperationId } from '@/lib/service/catalog';
import { settingsItem } from '@/lib/storage/items';
import { restrictLocalStorage, saveSettings, setApiKey } from '@/lib/storage/settings';

export default defineBackground(() => {
  // The menus' and notifications' words, from the pages' catalogue.
  speakWith(backgroundWords);
  const bg = createBackgroundServices();

  // Extension pages → background: UiProtocol calls over each page's runtime port, and where the
  // background is a service worker (Chrome) over the page's channel too; both served by serveUi.
  // The start's chores that no answer needs wait for the first answer (start-chores.ts).
  const chores = startChores();
  const uiHandlers = createUiHandlers(bg);
  browser.runtime.onConnect.addListener((port) => void servePort(uiHandlers, port as never, { onAnswered: chores.answered }));
  if (isServiceWorker(globalThis)) {
    const keepAwake = throttledKeepAwake(() => browser.runtime.getPlatformInfo());
    globalThis.addEventListener('message', (event) => void serveChannel(uiHandlers, event as never, { onFrame: keepAwake, onAnswered: chores.answered }));
  }

  // Content scripts → background: detection changes and "open the side panel" only.
  const content = createContentHandlers();
  onContentMessage('reportChanges', content.reportChanges as never);
  onContentMessage('openSidePanel', content.openSidePanel as never);

  browser.runtime.onInstalled.addListener((details) => void onInstalled(bg, details));
  browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClicked(bg, info, tab));
  watchShownMenus(() => bg.hosts());
  browser.commands.onCommand.addListener((command, tab) => onCommand(command, tab));
  browser.tabs.onUpdated.addListener((tabId, changeInfo, tab) => void onTabUpdated(bg, tabId, changeInfo, tab));
  browser.tabs.onRemoved.addListener((tabId) => void onTabRemoved(tabId));
  settingsItem.watch((next, prev) => void onSettingsChanged(next, prev));
  // Bulk jobs: the alarm wakes a worker stopped mid-job; every worker start goes on with them.
  // (After the start's own check, which pauses the jobs a browser restart cut off.)
  const jobsChecked = chores.later(() => onJobsWorkerStart(bg.jobRunner));
  bg.jobRunner.holdUntil(jobsChecked);
  browser.alarms.onAlarm.addListener((alarm) => void jobsChecked.then(() => onJobsAlarm(bg.jobRunner, alarm)));
  // Watchlists: the alarm at the next due check; a worker start checks what is overdue, once.
  browser.alarms.onAlarm.addListener((alarm) => onWatchAlarm(bg.watches, alarm));

  keepPopupOnActionClick();
  void restrictLocalStorage();
  void onStartup(bg, chores.later);
  void chores.later(() => onWatchWorkerStart(bg.watches));

  // Playwright drives lookups through the worker (sw.evaluate) in test builds only.
  if (import.meta.env.MODE === 'e2e') {
    (globalThis as Record<string, unknown>).__socialLookupTest = {
      // What the options page would do: `npm start` and the tests set the emulator and demo key.
      configure: async (baseUrl: string, key: string) => {
        const saved = await saveSettings({ baseUrl });
        if (!saved.ok) throw new Error(JSON.stringify(saved.error));
        return setApiKey(key);
      },
      saveSettings,
      run: bg.lookup.run,
      estimate: bg.lookup.estimate,
      refreshUsage: bg.lookup.refreshUsage,
      // What is stored, once the writes behind answers already given are done (as the views read it).
      credits: async () => (await bg.lookup.settled(), bg.lookup.credits()),
      ledger: async () => (await bg.lookup.settled(), bg.ledger.entries()),
      history: async () => (await bg.lookup.settled(), bg.history.list()),
      cacheStats: async () => (await bg.lookup.settled(), bg.cache.stats()),
      settings: () => bg.settings(),
      /** Whether the library still holds the answer to exactly this call (without touching it). */
      keptAnswer: async (op: OperationId, params: Record<string, string>) =>
        (await bg.lookup.settled(), await bg.cache.peek(scopedKey((await bg.settings()).baseUrl, op, params), getOperation(op).cache)) !== null,
      clearCache: () => bg.cache.clear(),
      inFlight: bg.lookup.inFlight,
      menuItems: async () => menuItems(await bg.hosts(), { language: (await bg.settings()).language }),
      jobs: {
        list: () => bg.jobRunner.list(),
        start: (spec: Parameters<typeof bg.jobRunner.start>[0], capCredits: number) => bg.jobRunner.start(spec, capCredits),
        control: (id: string, action: Parameters<typeof bg.jobRunner.control>[1], capCredits?: number) =>
          bg.jobRunner.control(id, action, capCredits !== undefined ? { capCredits } : {}),
        estimate: (spec: Parameters<typeof bg.jobRunner.estimate>[0]) => bg.jobRunner.estimate(spec),
      },
      watches: {
        list: () => bg.watches.list(),
        runDue: () => bg.watches.runDue(),
      },
      menuClick: (info: Parameters<typeof onMenuClicked>[1], tab?: Parameters<typeof onMenuClicked>[2]) =>
        onMenuClicked(bg, info, tab),
    };
  }
});
