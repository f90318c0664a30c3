// @vitest-environment happy-dom
// A second site plugs in by being passed in the site list: the classifier, the scanner, the menus
// and the found list take it with no edit of their own (the test site lives in ./test-site).
import { afterEach, describe, expect, it } from 'vitest';
import { lookupUrlFor, menuItems, menuTarget } from '../../../lib/background/menus';
import { classifyUrl } from '../../../lib/site/index';
import { parseUrl } from '../../../lib/site/canonical';
import type { DetectionChanges } from '../../../lib/site/report';
import { createPageScanner, type PageScanner } from '../../../lib/site/scanner';
import { SCAN_SITES } from '../../../lib/site/scan-sites';
import { DEFAULT_SITE_HOSTS } from '../../../lib/site/site-hosts';
import type { SiteScan } from '../../../lib/site/site';
import { SITES } from '../../../lib/site/sites';
import { SITE_HOSTS } from '../../../lib/site/site-hosts';
import { SHOWN_SITES } from '../../../lib/site/shown-sites';
import type { SocialKind } from '../../../lib/site/types';
import { foundRows } from '../../../lib/ui/panel/found';
import { examples as channel } from './test-site/channel.examples';
import { examples as clip } from './test-site/clip.examples';
import { testSite } from './test-site';

const sites = [...SITES, testSite];
const BY_KIND = { test_clip: clip, test_channel: channel };
/** Kinds of the test site are not among the registered ones (kind.ts): tests name them as kinds. */
const kind = (k: string) => k as SocialKind;

describe('registered sites', () => {
  it('the content script carries every registered site, in the same order', () => {
    expect(SCAN_SITES).toHaveLength(SITES.length);
    SCAN_SITES.forEach((scan, i) => {
      for (const key of Object.keys(scan) as Array<keyof SiteScan>) expect(SITES[i]![key], key).toBe(scan[key]);
    });
  });

  it("the pages' host list carries every registered site's hosts, in the same order", () => {
    expect(SITE_HOSTS).toHaveLength(SCAN_SITES.length);
    SITE_HOSTS.forEach((hosts, i) => {
      for (const key of ['defaultHosts', 'hostsInSettings', 'contentScript'] as const) expect(SCAN_SITES[i]![key], key).toBe(hosts[key]);
    });
  });

  it("the pages' shown list carries every registered site's kinds and found rows, in the same order", () => {
    expect(SHOWN_SITES).toHaveLength(SITES.length);
    SHOWN_SITES.forEach((shown, i) => {
      for (const key of ['kinds', 'namedKinds', 'found'] as const) expect(SITES[i]![key], key).toBe(shown[key]);
    });
  });

  it('kinds are unique across sites', () => {
    const all = sites.flatMap((s) => Object.keys(s.kinds));
    expect(new Set(all).size).toBe(all.length);
    for (const s of sites) expect(s.detectors.map((d) => d.kind).every((k) => k in s.kinds), s.id).toBe(true);
  });
});

describe('a test-only site', () => {
  it('classifier: its examples are its kinds, its other detector rejects them, and the registered sites never see it', () => {
    for (const [k, list] of Object.entries(BY_KIND)) {
      for (const ex of list) {
        const p = parseUrl(ex.url, DEFAULT_SITE_HOSTS, sites)!;
        expect(sites[p.site], ex.url).toBe(testSite);
        for (const d of testSite.detectors) {
          if (d.kind === k) expect(d.match(p)?.id, ex.url).toBe(ex.id);
          else expect(d.match(p), `${d.kind} must reject ${ex.url}`).toBeNull();
        }
        const det = classifyUrl(ex.url, DEFAULT_SITE_HOSTS, sites);
        expect(det).toMatchObject({ kind: k, id: ex.id, ...(ex.canonical ? { url: ex.canonical } : {}) });
        expect(det!.ids).toEqual(k === 'test_clip' ? { video: ex.id } : { vanity: ex.id });
        expect(classifyUrl(ex.url)).toBeNull();
      }
    }
    // The social network still classifies as before alongside it.
    expect(classifyUrl('https://www.social.example/reel/1195289147628387', DEFAULT_SITE_HOSTS, sites)?.kind).toBe('reel');
    expect(classifyUrl('https://www.video.test/about', DEFAULT_SITE_HOSTS, sites)).toEqual({ kind: 'other', url: 'https://www.video.test/about' });
  });

  let scanner: PageScanner | undefined;
  afterEach(() => {
    scanner?.stop();
    scanner = undefined;
    document.body.innerHTML = '';
  });

  it('scanner: finds its links on a page, names its channels by their links and groups links by its post wrapper', () => {
    (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL('https://www.video.test/clip/1');
    document.body.innerHTML = `
      <div class="card"><a href="https://www.video.test/clip/123">Sunrise over the harbour</a>
        <a href="https://www.video.test/c/quietharbor/clips">Quiet Harbor</a></div>
      <a href="https://www.video.test/help">Help</a>
      <a href="https://www.social.example/reel/9">A reel</a>`;
    const reports: DetectionChanges[] = [];
    scanner = createPageScanner({ sites: [testSite], report: (c) => reports.push(c), debounceMs: 1 });
    scanner.flush();
    expect(reports).toHaveLength(1);
    expect(reports[0]!.current).toEqual({ kind: 'test_clip', id: '1', url: 'https://www.video.test/clip/1' });
    expect(reports[0]!.added.map((d) => [d.kind, d.id, d.text, d.group])).toEqual([
      ['test_clip', '123', 'Sunrise over the harbour', 1],
      ['test_channel', 'quietharbor', 'Quiet Harbor', 1],
    ]);
  });

  it('menus: its items appear for its links, and a click looks up what they name', () => {
    const items = menuItems(DEFAULT_SITE_HOSTS, {}, sites);
    const clipItem = items.find((i) => i.id === 'social-lookup:test_clip')!;
    expect(clipItem).toMatchObject({ contexts: ['link'], targetUrlPatterns: ['*://*.video.test/clip/*'] });
    expect(clipItem.title).toMatch(/^Look up clip · /);
    expect(items.find((i) => i.id === 'social-lookup:test_clip:this')?.documentUrlPatterns).toEqual(['*://*.video.test/clip/*']);
    expect(items.find((i) => i.id === 'social-lookup:test_channel')?.targetUrlPatterns).toEqual(['*://*.video.test/c/*']);
    expect(items.some((i) => i.id === 'social-lookup:test_channel:this')).toBe(false);
    expect(menuTarget('social-lookup:test_clip:this', sites)).toEqual({ kind: 'test_clip', onPage: true });
    expect(menuTarget('social-lookup:test_clip')).toBeNull();
    expect(lookupUrlFor(kind('test_clip'), 'https://m.video.test/clip/77/', DEFAULT_SITE_HOSTS, sites)).toBe('https://www.video.test/clip/77');
    expect(lookupUrlFor(kind('test_clip'), 'https://www.video.test/c/quietharbor', DEFAULT_SITE_HOSTS, sites)).toBeNull();
  });

  it('found list: its kinds name, lead and title rows', () => {
    const W = 'https://www.video.test';
    const rows = foundRows(
      [
        { kind: kind('test_channel'), id: 'quietharbor', url: `${W}/c/quietharbor`, text: 'Quiet Harbor' },
        { kind: kind('test_clip'), id: '5', owner: 'quietharbor', url: `${W}/clip/5`, group: 1 },
      ],
      [testSite],
    );
    expect(rows.map((r) => [r.entity.kind, r.title, r.owner])).toEqual([
      ['test_channel', 'Quiet Harbor', undefined],
      ['test_clip', 'Clip 5', 'Quiet Harbor'],
    ]);
  });
});
