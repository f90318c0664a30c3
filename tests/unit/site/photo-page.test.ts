// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindName } from '../../../lib/site/kinds';
import { applyChanges, type DetectionReport } from '../../../lib/site/report';
import { createPageScanner, type PageScanner } from '../../../lib/site/scanner';
import { DEFAULT_SITE_HOSTS } from '../../../lib/site/site-hosts';
import { foundRows } from '../../../lib/ui/panel/found';

// A photo profile page as the content script sees it: the page's own entity, and what it lists
// for free, grouped as the found list shows it (a post's or reel's row leads, its share link folds in).

const W = 'https://www.photo.example';
let scanner: PageScanner | undefined;

afterEach(() => {
  scanner?.stop();
  scanner = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function page(): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(`${W}/lumen.atelier/`);
  document.body.innerHTML = `
    <header><a href="/lumen.atelier/">Lumen Atelier</a><a href="/stories/highlights/17890012345678901/">Harbour</a></header>
    <main>
      <article><a href="/p/DMF-GjGO0-q/">Morning light</a><a href="/share/BACiUUUYQV">Share</a>
        <a href="/explore/locations/213385402/harbour-point/">Harbour Point</a></article>
      <article><a href="/reel/DAbcdEFgHiJ/">Tide reel</a><a href="/reels/audio/611234567890123/">Original audio</a></article>
      <a href="/explore/tags/harbour/">#harbour</a><a href="/harbour.crew/">Harbour Crew</a>
      <a href="/accounts/login/">Log in</a><a href="/explore/">Explore</a>
      <a href="https://www.social.example/northwindgames">Northwind</a>
    </main>`;
}

describe('a photo page', () => {
  it('reports its own entity and lists what it links, with photo kinds and the found grouping', async () => {
    vi.useFakeTimers();
    page();
    let report: DetectionReport | undefined;
    scanner = createPageScanner({ hosts: DEFAULT_SITE_HOSTS, debounceMs: 20, report: (c) => (report = applyChanges(report, c) ?? report) });
    await vi.advanceTimersByTimeAsync(200);
    expect(report!.current).toMatchObject({ kind: 'photo_profile', id: 'lumen.atelier' });
    const found = report!.found.map((d) => `${d.kind}:${d.id}`);
    expect(found.sort()).toEqual(
      [
        'page:northwindgames',
        'photo_audio:611234567890123',
        'photo_highlight:17890012345678901',
        'photo_location:213385402',
        'photo_post:DMF-GjGO0-q',
        'photo_reel:DAbcdEFgHiJ',
        'photo_share_link:BACiUUUYQV',
        'photo_tag:harbour',
        // The page's own link is its entity, not in the list.
        'photo_profile:harbour.crew',
      ].sort(),
    );
    const rows = foundRows(report!.found);
    const post = rows.find((r) => r.entity.kind === 'photo_post')!;
    expect(post.title).toBe('Morning light');
    expect(post.attached.map((a) => a.kind)).toEqual(['photo_share_link']);
    expect(rows.some((r) => r.entity.kind === 'photo_share_link')).toBe(false);
    expect(rows.find((r) => r.entity.kind === 'photo_reel')!.attached).toEqual([]);
    expect(rows.find((r) => r.entity.kind === 'photo_profile')!.title).toBe('Harbour Crew');
    expect(kindName('photo_post')).toBe('Photo post');
    expect(kindName('photo_location')).toBe('Location');
  });

  it('is not scanned on a photo host the settings no longer list', async () => {
    vi.useFakeTimers();
    page();
    let report: DetectionReport | undefined;
    scanner = createPageScanner({
      hosts: { ...DEFAULT_SITE_HOSTS, bySite: { photo: ['photo.test'] } },
      debounceMs: 20,
      report: (c) => (report = applyChanges(report, c) ?? report),
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(report?.current ?? null).toBeNull();
    expect(report?.found.map((d) => d.kind) ?? []).toEqual(['page']);
  });
});
