import { browser } from 'wxt/browser';
import { createSerialQueue } from '../util/serial-queue';
import type { TabState } from '../messaging/protocol';
import { badgeFor, classifyUrl, isSiteUrl, type SiteHosts } from '../site';
import { applyChanges, type DetectionChanges, type DetectionReport } from '../site/report';
import { tabReportsItem } from '../storage/items';
import { getSettings } from '../storage/settings';
import { wordsIn } from './words';

/**
 * Per-tab detections (storage.session, one record keyed by tab id, written by one serialised
 * writer) and the toolbar badge that shows them.
 */

const serial = createSerialQueue();

/**
 * Applies a content script's changes to its tab's report and stores it; null (nothing stored)
 * when they do not follow the stored report, and the content script must send everything again.
 */
export function applyTabChanges(tabId: number, changes: DetectionChanges): Promise<DetectionReport | null> {
  return serial(async () => {
    const reports = await tabReportsItem.getValue();
    const next = applyChanges(reports[String(tabId)], changes);
    if (next) await tabReportsItem.setValue({ ...reports, [String(tabId)]: next });
    return next;
  });
}

export function dropTabReport(tabId: number): Promise<void> {
  return serial(async () => {
    const reports = await tabReportsItem.getValue();
    if (!(String(tabId) in reports)) return;
    const next = { ...reports };
    delete next[String(tabId)];
    await tabReportsItem.setValue(next);
  });
}

export async function getTabReport(tabId: number): Promise<DetectionReport | undefined> {
  return (await tabReportsItem.getValue())[String(tabId)];
}

/** Sets the badge text and tooltip (in the user's language) of a tab from its report (cleared for null). Never throws. */
export async function applyBadge(tabId: number, report: DetectionReport | null | undefined): Promise<void> {
  const badge = badgeFor(report ?? null);
  const language = await getSettings().then((s) => s.language, () => 'auto');
  try {
    const title = wordsIn(language).toolbarTitle(badge);
    await browser.action.setBadgeText({ tabId, text: badge.text });
    await browser.action.setTitle({ tabId, title });
  } catch {
    /* the tab was closed meanwhile */
  }
}

/** A tab navigated: leaving the site clears its badge and its report. */
export async function onTabUrlChanged(tabId: number, url: string, hosts: SiteHosts): Promise<void> {
  if (isSiteUrl(url, hosts)) return;
  await Promise.all([applyBadge(tabId, null), dropTabReport(tabId)]);
}

export async function getTabState(tabId: number, hosts: SiteHosts): Promise<TabState> {
  let url: string | undefined;
  try {
    // The extension may read the address of every site host: a hidden address is not the site.
    url = (await browser.tabs.get(tabId))?.url;
  } catch {
    /* closed meanwhile */
  }
  const onSite = url !== undefined && isSiteUrl(url, hosts);
  const state: TabState = { tabId, current: onSite && url ? classifyUrl(url, hosts) : null, onSite };
  if (url !== undefined) state.url = url;
  const report = onSite ? await getTabReport(tabId) : undefined;
  if (report) state.report = report;
  return state;
}
