// Content script: classifies the tab and the links on it and reports to the background. Thin on
// purpose: the logic lives in lib/site/scanner.ts (DOM-only, tested with happy-dom), over the
// registered sites (lib/site/scan-sites.ts).
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { sendContentMessage } from '@/lib/messaging/content-send';
import { matchPatternsFor, normalizeHosts } from '@/lib/site/hosts';
import { DEFAULT_SITE_HOSTS } from '@/lib/site/site-hosts';
import type { DetectionChanges } from '@/lib/site/report';
import { createPageScanner } from '@/lib/site/scanner';
import type { SiteHosts } from '@/lib/site/types';
import { SETTINGS_KEY } from '@/lib/util/storage-keys';

const SETTINGS = SETTINGS_KEY;

/** How long the first scan waits for the stored host configuration. */
const HOSTS_WAIT_MS = 300;

// Site hosts are part of the settings (storage.sync, no secrets); the key lives in
// storage.local, which the background closes to content scripts.
async function storedHosts(): Promise<SiteHosts | null> {
  try {
    const got = await browser.storage.sync.get(SETTINGS);
    return normalizeHosts((got[SETTINGS] as { siteHosts?: unknown } | undefined)?.siteHosts);
  } catch {
    return null;
  }
}

/** Sends changes; the background asks for everything again when it lost track (a failed send). */
function sender(resync: () => void): (changes: DetectionChanges) => void {
  return (changes) => {
    sendContentMessage('reportChanges', changes).then(
      (answer) => answer?.resync && resync(),
      // The background may be restarting: the next changes will not follow, and it will ask.
      () => undefined,
    );
  };
}

export default defineContentScript({
  matches: matchPatternsFor(DEFAULT_SITE_HOSTS),
  runAt: 'document_idle',
  async main(ctx) {
    const pending = storedHosts();
    const early = await Promise.race([
      pending,
      new Promise<undefined>((resolve) => setTimeout(resolve, HOSTS_WAIT_MS)),
    ]);
    if (ctx.isInvalid) return;
    const scanner = createPageScanner({ hosts: early ?? DEFAULT_SITE_HOSTS, report: sender(() => scanner.resync()) });
    // Extension reloaded or updated: this copy of the script is orphaned, stop observing.
    ctx.onInvalidated(() => scanner.stop());
    // Rescan only when the site hosts themselves change (not the theme, the budget …). Only the
    // sync area's changes are sent here: every tab of the site would otherwise be sent each
    // write of the ledger and the history (storage.local) on each lookup.
    browser.storage.sync.onChanged.addListener((changes) => {
      if (!changes[SETTINGS] || ctx.isInvalid) return;
      const hostsOf = (v: unknown) => normalizeHosts((v as { siteHosts?: unknown } | undefined)?.siteHosts);
      const next = hostsOf(changes[SETTINGS].newValue);
      if (next && JSON.stringify(next) !== JSON.stringify(hostsOf(changes[SETTINGS].oldValue))) scanner.setHosts(next);
    });
    if (early === undefined) {
      // Storage was slow: start with the defaults, switch once the stored value arrives.
      void pending.then((hosts) => {
        if (hosts && !ctx.isInvalid) scanner.setHosts(hosts);
      });
    }
  },
});
