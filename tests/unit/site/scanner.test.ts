// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyUrl } from '../../../lib/site/classify';
import { applyChanges, type DetectionChanges, type DetectionReport } from '../../../lib/site/report';
import { createPageScanner, type PageScanner } from '../../../lib/site/scanner';
import type { Detection, SiteHosts } from '../../../lib/site/types';

// Fake timers: the scanner's debounce runs when the test moves the clock, never on wall-clock
// waits (mutation records and their microtasks are delivered along the way).
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const DEBOUNCE = 20;
const SETTLE = 60;

function setUrl(url: string) {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.textContent = href;
  return a;
}

function addLinks(hrefs: string[], parent: Element = document.body): HTMLElement {
  const div = document.createElement('div');
  for (const h of hrefs) div.append(link(h));
  parent.append(div);
  return div;
}

let scanner: PageScanner | undefined;
/** What the background holds after each change, built the way it builds it. */
let reports: DetectionReport[];
let changes: DetectionChanges[];
let calls: string[];
const countingClassify = (url: string, hosts: SiteHosts): Detection | null => {
  calls.push(url);
  return classifyUrl(url, hosts);
};

function receive(c: DetectionChanges) {
  changes.push(c);
  const next = applyChanges(reports[reports.length - 1], c);
  if (!next) throw new Error(`change ${c.seq} does not follow the last report`);
  reports.push(next);
}

function start(extra: Partial<Parameters<typeof createPageScanner>[0]> = {}) {
  scanner = createPageScanner({
    report: receive,
    debounceMs: DEBOUNCE,
    classify: countingClassify,
    ...extra,
  });
  return scanner;
}

const last = () => reports[reports.length - 1]!;
const foundIds = (r: DetectionReport) => r.found.map((d) => `${d.kind}:${d.id}`).sort();

beforeEach(() => {
  vi.useFakeTimers();
  setUrl('https://www.social.example/Nintendo');
  document.body.innerHTML = '';
  reports = [];
  changes = [];
  calls = [];
});

afterEach(() => {
  scanner?.stop();
  scanner = undefined;
  vi.useRealTimers();
  delete (window as unknown as { navigation?: unknown }).navigation;
});

describe('createPageScanner', () => {
  it('classifies the page and its links on start, deduplicated, without `other`', async () => {
    addLinks([
      '/Nintendo/posts/2257188721032235',
      'https://m.social.example/Nintendo/posts/2257188721032235/?__tn__=R', // same entity
      '/reel/1195289147628387',
      '/groups/corvitarts/about',
      '/help', // other
      'https://www.example.com/elsewhere', // not the site
      'https://socialwatch.example/r1K6XHMfGT/',
    ]);
    start();
    expect(reports).toHaveLength(0); // debounced
    await wait(DEBOUNCE - 1);
    expect(reports).toHaveLength(0); // still within the debounce: the clock decides, not the machine's speed
    await wait(SETTLE);
    expect(reports).toHaveLength(1);
    const r = last();
    expect(r.pageUrl).toBe('https://www.social.example/Nintendo');
    expect(r.current).toMatchObject({ kind: 'page', id: 'Nintendo' });
    expect(foundIds(r)).toEqual(['group:corvitarts', 'post:2257188721032235', 'reel:1195289147628387', 'share_link:r1K6XHMfGT']);
  });

  it('scans appended nodes incrementally and never re-classifies seen hrefs', async () => {
    addLinks(['/Nintendo/posts/1', '/zuck']);
    start();
    await wait(SETTLE);
    const initialCalls = calls.length; // page url + 2 links
    expect(initialCalls).toBe(3);

    // A feed update: two new links, one repeat of an href already seen, one nested deeper.
    const div = addLinks(['/reel/42', '/zuck']);
    const inner = document.createElement('section');
    inner.append(link('/groups/117507531664134'));
    div.append(inner);
    // An anchor added directly.
    document.body.append(link('/Nintendo/videos/286348296528911'));
    await wait(SETTLE);
    expect(calls.slice(initialCalls).sort()).toEqual([
      'https://www.social.example/Nintendo/videos/286348296528911',
      'https://www.social.example/groups/117507531664134',
      'https://www.social.example/reel/42',
    ]);
    expect(reports).toHaveLength(2);
    expect(foundIds(last())).toEqual(['group:117507531664134', 'page:zuck', 'post:1', 'reel:42', 'video:286348296528911']);

    // Re-adding known links changes nothing: no classification, no report.
    const before = calls.length;
    addLinks(['/reel/42', '/zuck', '/Nintendo/posts/1']);
    await wait(SETTLE);
    expect(calls.length).toBe(before);
    expect(reports).toHaveLength(2);
  });

  it('notices href changes on existing anchors', async () => {
    const div = addLinks(['/help']);
    start();
    await wait(SETTLE);
    expect(last().found).toEqual([]);
    div.querySelector('a')!.setAttribute('href', '/reel/7');
    await wait(SETTLE);
    expect(foundIds(last())).toEqual(['reel:7']);
  });

  it('debounces bursts into one report and reports only changes', async () => {
    start();
    await wait(SETTLE);
    expect(reports).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      addLinks([`/reel/${100 + i}`]);
      await wait(2);
    }
    await wait(SETTLE);
    expect(reports).toHaveLength(2);
    expect(last().found).toHaveLength(5);
    scanner!.flush();
    addLinks(['/help', '/settings']);
    await wait(SETTLE);
    expect(reports).toHaveLength(2);
  });

  it('re-classifies on popstate and resets found to the links present', async () => {
    const old = addLinks(['/reel/1', '/reel/2']);
    start();
    await wait(SETTLE);
    expect(last().found).toHaveLength(2);
    old.remove();
    addLinks(['/reel/3']);
    history.pushState({}, '', '/Nintendo/posts/2257188721032235');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await wait(SETTLE);
    const r = last();
    expect(r.pageUrl).toBe('https://www.social.example/Nintendo/posts/2257188721032235');
    expect(r.current).toMatchObject({ kind: 'post', id: '2257188721032235', owner: 'Nintendo' });
    expect(foundIds(r)).toEqual(['reel:3']);
  });

  it('falls back to a location check on DOM changes (pushState from the page)', async () => {
    start();
    await wait(SETTLE);
    history.pushState({}, '', '/watch/?v=647537299265662');
    addLinks(['/help']);
    await wait(SETTLE);
    expect(last().current).toMatchObject({ kind: 'video', id: '647537299265662' });
  });

  it('listens to the Navigation API where present', async () => {
    const nav = new EventTarget();
    (window as unknown as { navigation: EventTarget }).navigation = nav;
    start();
    await wait(SETTLE);
    history.pushState({}, '', '/groups/corvitarts');
    nav.dispatchEvent(new Event('currententrychange'));
    await wait(SETTLE);
    expect(last().current).toMatchObject({ kind: 'group', id: 'corvitarts' });
    history.pushState({}, '', '/reel/5');
    nav.dispatchEvent(new Event('navigate'));
    await wait(SETTLE);
    expect(last().current).toMatchObject({ kind: 'reel', id: '5' });
  });

  it('keeps the newest entities within the bound and counts them all', async () => {
    addLinks(Array.from({ length: 30 }, (_, i) => `/reel/${i + 1}`));
    start({ maxFound: 10 });
    await wait(SETTLE);
    expect(last().found.map((d) => d.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 21)));
    expect(last().total).toBe(30);
    // An endless feed: newer links push the oldest out, and only the change is sent.
    addLinks(['/reel/31', '/reel/32', '/reel/5']);
    await wait(SETTLE);
    expect(changes[changes.length - 1]).toMatchObject({ reset: false, removed: ['reel https://www.social.example/reel/21', 'reel https://www.social.example/reel/22'] });
    expect(changes[changes.length - 1]!.added.map((d) => d.id)).toEqual(['31', '32']);
    expect(last().found.map((d) => d.id)).toEqual([...Array.from({ length: 8 }, (_, i) => String(i + 23)), '31', '32']);
    expect(last().total).toBe(32);
  });

  it('sends only changes, and everything again when asked', async () => {
    addLinks(['/reel/1', '/reel/2']);
    start();
    await wait(SETTLE);
    addLinks(['/reel/3']);
    await wait(SETTLE);
    expect(changes.map((c) => [c.reset, c.seq, c.added.length])).toEqual([[true, 0, 2], [false, 1, 1]]);
    scanner!.resync();
    await wait(SETTLE);
    expect(changes[2]).toMatchObject({ reset: true, seq: 0, total: 3 });
    expect(changes[2]!.added.map((d) => d.id)).toEqual(['1', '2', '3']);
  });

  it('names each entity by its link text and groups the links of one post', async () => {
    setUrl('https://www.social.example/northwindgames/posts/1');
    document.body.innerHTML = `
      <article><a href="/northwindgames">Northwind Games</a> <a href="/northwindgames/posts/1">2 h</a></article>
      <article>
        <a href="/quietharbor">Quiet Harbor Inn</a>
        <a href="/quietharbor/posts/2">Yesterday</a> · <a href="/share/p/AbC123/">Share link</a>
        <a href="/photo.php?fbid=77"><img src="x.jpg" alt="A harbour at dawn"></a>
        <a href="/quietharbor/posts/2">  Comment\n  </a>
      </article>
      <a href="/reel/9">   A reel,\n  outside any post </a>`;
    start();
    await wait(SETTLE);
    const byId = Object.fromEntries(last().found.map((d) => [d.id, d]));
    // The tab's own post is not repeated.
    expect(Object.keys(byId).sort()).toEqual(['9', '2', '77', 'AbC123', 'northwindgames', 'quietharbor'].sort());
    expect(byId['northwindgames']).toMatchObject({ text: 'Northwind Games' });
    expect(byId['2']).toMatchObject({ text: 'Yesterday', owner: 'quietharbor', ownerName: 'Quiet Harbor Inn' });
    expect(byId['77']).toMatchObject({ kind: 'post', text: 'A harbour at dawn' });
    expect(byId['9']).toMatchObject({ text: 'A reel, outside any post' });
    expect(byId['9']!.group).toBeUndefined();
    expect(byId['AbC123']!.group).toBe(byId['2']!.group);
    expect(byId['77']!.group).toBe(byId['2']!.group);
    expect(byId['northwindgames']!.group).not.toBe(byId['2']!.group);
  });

  it('names a post\'s owner from a link later in the same batch', async () => {
    document.body.innerHTML = `<article><a href="/quietharbor/posts/500">Yesterday</a> <a href="/quietharbor">Quiet Harbor Inn</a></article>`;
    start();
    await wait(SETTLE);
    expect(last().found.find((d) => d.id === '500')).toMatchObject({ text: 'Yesterday', ownerName: 'Quiet Harbor Inn' });
  });

  it('reads the texts of the rows it keeps only (and of pages, for their names)', async () => {
    document.body.innerHTML = `
      <article><a href="/quietharbor/posts/500">Yesterday</a> <a href="/quietharbor">Quiet Harbor Inn</a></article>
      ${Array.from({ length: 12 }, (_, i) => `<a href="/reel/${i + 1}">Reel ${i + 1}</a>`).join('')}`;
    const read: string[] = [];
    let owner: object = HTMLAnchorElement.prototype;
    while (!Object.getOwnPropertyDescriptor(owner, 'textContent')) owner = Object.getPrototypeOf(owner) as object;
    const textContent = Object.getOwnPropertyDescriptor(owner, 'textContent')!;
    const spy = vi.spyOn(owner as Node, 'textContent', 'get').mockImplementation(function (this: Node) {
      if (this.nodeType === 1) read.push((this as Element).getAttribute('href') ?? '');
      return textContent.get!.call(this) as string;
    });
    try {
      start({ maxFound: 12 });
      await wait(SETTLE);
    } finally {
      spy.mockRestore();
    }
    expect(last().found.map((d) => d.id)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    expect(last().found[11]).toMatchObject({ text: 'Reel 12' });
    expect(last().total).toBe(14);
    expect(read).not.toContain('/quietharbor/posts/500');
    expect(read.sort()).toEqual(['/quietharbor', ...Array.from({ length: 12 }, (_, i) => `/reel/${i + 1}`)].sort());
  });

  it('resolves root-relative links against the document base, and others as the browser does', async () => {
    setUrl('https://m.social.example/Nintendo');
    document.head.innerHTML = '';
    addLinks(['/Nintendo/posts/1', 'posts/2', '//www.social.example/reel/3', 'https://socialwatch.example/AbCdE1']);
    start();
    await wait(SETTLE);
    expect(calls).toEqual([
      'https://m.social.example/Nintendo',
      'https://m.social.example/Nintendo/posts/1',
      'https://m.social.example/posts/2',
      'https://www.social.example/reel/3',
      'https://socialwatch.example/AbCdE1',
    ]);
    expect(foundIds(last())).toEqual(['post:1', 'reel:3', 'share_link:AbCdE1']);
  });

  it('setHosts rescans with the new configuration', async () => {
    setUrl('https://www.socialnet.test/Nintendo');
    addLinks(['/reel/9']);
    start();
    await wait(SETTLE);
    expect(last().current).toBeNull();
    expect(last().found).toEqual([]);
    scanner!.setHosts({ site: ['socialnet.test'], short: [] });
    await wait(SETTLE);
    expect(last().current).toMatchObject({ kind: 'page', url: 'https://www.socialnet.test/Nintendo' });
    expect(foundIds(last())).toEqual(['reel:9']);
  });

  it('stop() disconnects everything', async () => {
    start();
    await wait(SETTLE);
    const n = reports.length;
    const c = calls.length;
    scanner!.stop();
    addLinks(['/reel/77']);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await wait(SETTLE);
    expect(reports.length).toBe(n);
    expect(calls.length).toBe(c);
  });

  it('works with the default classifier and a sub-tree root', async () => {
    const rootEl = document.createElement('main');
    document.body.append(rootEl);
    addLinks(['/reel/1'], document.body); // outside the root
    addLinks(['/reel/2'], rootEl);
    const spy = vi.fn<(r: DetectionChanges) => void>();
    scanner = createPageScanner({ report: spy, debounceMs: DEBOUNCE, root: rootEl });
    await wait(SETTLE);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0].added.map((d) => d.id)).toEqual(['2']);
  });
});
