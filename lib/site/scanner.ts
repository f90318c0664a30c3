// Page scanner for the content script: classifies the tab's URL and the links on the page, keeps
// up with DOM changes incrementally and with in-place navigation, and reports a debounced summary.
// DOM-only (no extension APIs) so it runs under happy-dom in tests.

import { classifyUrl } from './classify';
import { DEFAULT_SITE_HOSTS } from './hosts';
import type { DetectionReport } from './report';
import type { Detection, SiteHosts } from './types';

export interface PageScannerOptions {
  hosts?: SiteHosts;
  report: (report: DetectionReport) => void;
  debounceMs?: number;
  /** Longest a report may be postponed while the page keeps changing. */
  maxWaitMs?: number;
  root?: Document | Element;
  /** Most distinct entities kept per page. */
  maxFound?: number;
  /** Injectable for tests. */
  classify?: (url: string, hosts: SiteHosts) => Detection | null;
}

export interface PageScanner {
  /** Sends the pending report now (if anything changed). */
  flush(): void;
  /** Switches host configuration and rescans everything. */
  setHosts(hosts: SiteHosts): void;
  stop(): void;
}

/** Raw hrefs remembered before the memo is cleared (bounds memory on endless feeds). */
const MAX_SEEN = 20_000;

interface NavigationLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export function createPageScanner(options: PageScannerOptions): PageScanner {
  const report = options.report;
  const debounceMs = options.debounceMs ?? 150;
  const maxWaitMs = options.maxWaitMs ?? Math.max(1000, debounceMs * 4);
  const maxFound = options.maxFound ?? 500;
  const classify = options.classify ?? classifyUrl;
  const root: Document | Element = options.root ?? document;
  const doc: Document = root.nodeType === 9 ? (root as Document) : (root.ownerDocument ?? document);
  const win = doc.defaultView;
  let hosts = options.hosts ?? DEFAULT_SITE_HOSTS;

  const seen = new Set<string>();
  const found = new Map<string, Detection>();
  let pageUrl = '';
  let current: Detection | null = null;
  let generation = 0;
  let lastSignature = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingSince = 0;
  let stopped = false;

  function scanAnchor(a: Element): void {
    const href = (a as HTMLAnchorElement).href;
    if (typeof href !== 'string' || href.length === 0 || seen.has(href)) return;
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(href);
    if (found.size >= maxFound) return;
    const d = classify(href, hosts);
    if (!d || d.kind === 'other') return;
    const key = d.kind + ' ' + d.url;
    if (!found.has(key)) found.set(key, d);
  }

  function scanTree(node: Document | Element): void {
    const anchors = node.querySelectorAll('a[href]');
    for (let i = 0; i < anchors.length; i++) scanAnchor(anchors[i]!);
  }

  function signature(): string {
    return `${generation}|${pageUrl}|${current ? current.kind + ' ' + current.url : ''}|${found.size}`;
  }

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const sig = signature();
    if (sig === lastSignature) return;
    lastSignature = sig;
    report({ pageUrl, current, found: [...found.values()] });
  }

  function schedule(): void {
    if (stopped || signature() === lastSignature) return;
    const now = Date.now();
    if (timer !== undefined) {
      if (now - pendingSince >= maxWaitMs) return; // let the pending timer fire
      clearTimeout(timer);
    } else {
      pendingSince = now;
    }
    timer = setTimeout(flush, debounceMs);
  }

  /** Full (re)scan: page entity plus every link. Only on start, navigation and host changes. */
  function rescan(): void {
    generation++;
    seen.clear();
    found.clear();
    pageUrl = doc.location?.href ?? '';
    current = pageUrl ? classify(pageUrl, hosts) : null;
    scanTree(root);
  }

  function checkLocation(): void {
    if (stopped) return;
    const href = doc.location?.href ?? '';
    if (href === pageUrl) return;
    rescan();
    schedule();
  }

  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') {
        const t = r.target as Element;
        if (t.nodeType === 1 && t.localName === 'a') scanAnchor(t);
        continue;
      }
      const added = r.addedNodes;
      for (let i = 0; i < added.length; i++) {
        const n = added[i]!;
        if (n.nodeType !== 1) continue;
        const el = n as Element;
        if (el.localName === 'a') scanAnchor(el);
        if (el.firstElementChild) scanTree(el);
      }
    }
    // Cheap fallback for in-place navigation the events below did not reveal.
    if (doc.location?.href !== pageUrl) checkLocation();
    else schedule();
  });

  const onNavigate = (): void => {
    // `navigate` fires before the URL commits: look again once it has.
    setTimeout(checkLocation, 0);
  };
  const navigation = (win as unknown as { navigation?: NavigationLike } | null)?.navigation;

  rescan();
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  win?.addEventListener('popstate', checkLocation);
  win?.addEventListener('hashchange', checkLocation);
  navigation?.addEventListener('navigate', onNavigate);
  navigation?.addEventListener('currententrychange', checkLocation);
  schedule();

  return {
    flush,
    setHosts(next: SiteHosts) {
      if (stopped) return;
      hosts = next;
      rescan();
      schedule();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      observer.disconnect();
      win?.removeEventListener('popstate', checkLocation);
      win?.removeEventListener('hashchange', checkLocation);
      navigation?.removeEventListener('navigate', onNavigate);
      navigation?.removeEventListener('currententrychange', checkLocation);
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
