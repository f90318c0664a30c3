// Page scanner for the content script: classifies the tab's URL and the links on the page, keeps
// up with DOM changes incrementally and with in-place navigation, and reports debounced changes
// (entities added and dropped), never the whole list again. DOM-only (no extension APIs) so it
// runs under happy-dom in tests.

import { classifyUrl } from './classify';
import { entityKey, MAX_FOUND, type DetectionChanges, type FoundEntity } from './report';
import { SCAN_SITES } from './scan-sites';
import { DEFAULT_SITE_HOSTS } from './site-hosts';
import type { SiteScan } from './site';
import type { Detection, SiteHosts } from './types';

export interface PageScannerOptions {
  hosts?: SiteHosts;
  /** The sites whose links count (their detectors and page hints); the registered ones by default. */
  sites?: readonly SiteScan[];
  report: (changes: DetectionChanges) => void;
  debounceMs?: number;
  /** Longest a report may be postponed while the page keeps changing. */
  maxWaitMs?: number;
  root?: Document | Element;
  /** Most entities kept (the newest); older ones are reported as removed. */
  maxFound?: number;
  /** Injectable for tests. */
  classify?: (url: string, hosts: SiteHosts) => Detection | null;
}

export interface PageScanner {
  /** Sends the pending changes now (if there are any). */
  flush(): void;
  /** Switches host configuration and rescans everything. */
  setHosts(hosts: SiteHosts): void;
  /** Sends everything kept again (the receiver lost track). */
  resync(): void;
  stop(): void;
}

/** Raw hrefs and entity keys remembered before the memo is cleared (bounds memory on endless feeds). */
const MAX_SEEN = 20_000;
const MAX_TEXT = 120;

interface NavigationLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** The link's own text, else its label or its image's description. */
function textOf(a: Element): string | undefined {
  const raw = a.textContent || a.getAttribute('aria-label') || a.querySelector('img')?.getAttribute('alt') || '';
  const text = raw.slice(0, 4 * MAX_TEXT).replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, MAX_TEXT) : undefined;
}

function originOf(url: string | null | undefined): string {
  try {
    const origin = url ? new URL(url).origin : '';
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

export function createPageScanner(options: PageScannerOptions): PageScanner {
  const report = options.report;
  const debounceMs = options.debounceMs ?? 150;
  const maxWaitMs = options.maxWaitMs ?? Math.max(1000, debounceMs * 4);
  const maxFound = options.maxFound ?? MAX_FOUND;
  // A site not scanned yet is left out: its links are not reported (see SiteScan.contentScript).
  const sites = (options.sites ?? SCAN_SITES).filter((s) => s.contentScript !== false);
  const classify = options.classify ?? ((url: string, h: SiteHosts) => classifyUrl(url, h, sites));
  /** What the sites wrap a post in: its share and photo links are grouped with it. */
  const postSelector = sites.map((s) => s.postSelector).join();
  /** Kinds named by their own links' text (pages, groups …), which name the rows they own. */
  const named = new Set<string>(sites.flatMap((s) => s.namedKinds));
  const namesItself = (d: Detection): d is Detection & { id: string } => named.has(d.kind) && !!d.id;
  const root: Document | Element = options.root ?? document;
  const doc: Document = root.nodeType === 9 ? (root as Document) : (root.ownerDocument ?? document);
  const win = doc.defaultView;
  let hosts = options.hosts ?? DEFAULT_SITE_HOSTS;

  const seen = new Set<string>();
  /** Entities kept, oldest first. */
  const found = new Map<string, FoundEntity>();
  /** Keys counted in `total` (kept or dropped). */
  const known = new Set<string>();
  /** Kept since the last report, and keys dropped that the receiver had. */
  const added = new Map<string, FoundEntity>();
  let removed: string[] = [];
  /** Names of pages and groups as their links on the page say them, by id. */
  const names = new Map<string, string>();
  /** Entities kept since the last batch, with their link, not yet described. */
  const unnamed = new Map<string, Element>();
  /** Origin that root-relative links resolve against (the document's base). */
  let baseOrigin = '';
  let posts = new WeakMap<Element, number>();
  let postCount = 0;
  let total = 0;
  let pageUrl = '';
  let current: Detection | null = null;
  let currentKey = '';
  let reset = true;
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingSince = 0;
  let stopped = false;

  function groupOf(a: Element): number | undefined {
    const post = a.closest(postSelector);
    if (!post) return undefined;
    let n = posts.get(post);
    if (n === undefined) posts.set(post, (n = ++postCount));
    return n;
  }

  /**
   * The link's absolute URL. An absolute or root-relative `href` attribute is used as written,
   * which spares the browser's URL resolution per link (the classifier reads what users paste
   * anyway); anything else is what the browser resolves.
   */
  function hrefOf(a: Element): string {
    const raw = a.getAttribute('href');
    if (raw) {
      if (raw.startsWith('https://')) return raw;
      const c1 = raw.charCodeAt(1);
      if (raw.charCodeAt(0) === 47 /* / */ && c1 !== 47 && c1 !== 92 /* not //host or /\host */ && baseOrigin) return baseOrigin + raw;
    }
    return (a as HTMLAnchorElement).href;
  }

  function scanAnchor(a: Element): void {
    const href = hrefOf(a);
    if (typeof href !== 'string' || href.length === 0 || seen.has(href)) return;
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(href);
    const d = classify(href, hosts);
    if (!d || d.kind === 'other') return;
    const key = entityKey(d);
    if (namesItself(d) && !names.has(d.id)) {
      if (names.size >= MAX_SEEN) names.clear();
      const name = textOf(a);
      if (name) names.set(d.id, name);
    }
    if (key === currentKey || known.has(key) || found.has(key)) return;
    if (known.size >= MAX_SEEN) known.clear();
    known.add(key);
    total++;
    found.set(key, d); // a fresh object from classify
    added.set(key, d);
    unnamed.set(key, a);
  }

  /**
   * What a person recognises in a row (its text, its owner's name, the post it sits in), read
   * only for entities still kept once a batch is trimmed: on a long feed most are dropped unread.
   */
  function describe(): void {
    for (const [key, a] of unnamed) {
      const e = found.get(key);
      if (!e) continue;
      const text = namesItself(e) ? names.get(e.id) : textOf(a);
      if (text) e.text = text;
      const ownerName = e.owner !== undefined ? names.get(e.owner) : undefined;
      if (ownerName) e.ownerName = ownerName;
      const group = groupOf(a);
      if (group !== undefined) e.group = group;
    }
    unnamed.clear();
  }

  /** Drops the oldest entities past the bound, once per batch of DOM changes, then describes the new ones kept. */
  function trim(): void {
    let extra = found.size - maxFound;
    for (const key of found.keys()) {
      if (extra-- <= 0) break;
      found.delete(key);
      unnamed.delete(key);
      if (!added.delete(key)) removed.push(key);
    }
    describe();
  }

  function scanTree(node: Document | Element): void {
    const anchors = node.querySelectorAll('a[href]');
    for (let i = 0; i < anchors.length; i++) scanAnchor(anchors[i]!);
    trim();
  }

  const pending = () => reset || added.size > 0 || removed.length > 0;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped || !pending()) return;
    seq = reset ? 0 : seq + 1;
    const changes: DetectionChanges = {
      pageUrl,
      current,
      reset,
      seq,
      total,
      added: [...(reset ? found : added).values()],
      removed: reset ? [] : removed,
    };
    reset = false;
    added.clear();
    removed = [];
    report(changes);
  }

  function schedule(): void {
    if (stopped || !pending()) return;
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
    seen.clear();
    found.clear();
    known.clear();
    added.clear();
    removed = [];
    names.clear();
    unnamed.clear();
    posts = new WeakMap();
    total = 0;
    reset = true;
    pageUrl = doc.location?.href ?? '';
    baseOrigin = originOf(doc.baseURI);
    current = pageUrl ? classify(pageUrl, hosts) : null;
    currentKey = current ? entityKey(current) : '';
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
      const nodes = r.addedNodes;
      for (let i = 0; i < nodes.length; i++) {
        const n = nodes[i]!;
        if (n.nodeType !== 1) continue;
        const el = n as Element;
        if (el.localName === 'a') scanAnchor(el);
        if (el.firstElementChild) scanTree(el);
      }
    }
    trim();
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
    resync() {
      if (stopped) return;
      reset = true;
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
