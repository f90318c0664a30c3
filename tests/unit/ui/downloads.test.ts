import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { extensionFor, fileName, followDownload, interruptText, outcomeText, safeNamePart, saveMedia, type DownloadsApi } from '../../../lib/ui/media/downloads';
import { createBrowserEnv } from '../../../lib/ui/env/browser-env';
import { DEFAULT_SETTINGS, repairSettings } from '../../../lib/lookup/settings';

const TEMPLATE = DEFAULT_SETTINGS.downloadTemplate;

describe('file names of saved media', () => {
  it('fills the template and keeps the extension of the link', () => {
    expect(
      fileName(TEMPLATE, { owner: 'Northwind Games', date: '2026-01-01T09:30:00Z', id: '2257188721032235', n: 2, type: 'photo' }, 'https://cdn.social.example/p/a.png?x=1'),
    ).toBe('Northwind Games-2026-01-01-2257188721032235-2.png');
    expect(fileName('{id}_{n}_{type}', { id: '42', n: 1, type: 'video' }, 'https://cdn.social.example/v/stream')).toBe('42_1_video.mp4');
  });

  it('makes hostile values safe for every file system', () => {
    const name = fileName(TEMPLATE, { owner: '../../etc/<script>:"x"|?*', date: 'bad', id: 'CON', n: 1, type: 'photo' }, 'https://x.example/a.jpg');
    expect(name).not.toMatch(/[<>:"/\\|?*]/);
    expect(name.startsWith('.')).toBe(false);
    expect(name.endsWith('.jpg')).toBe(true);
    expect(safeNamePart('CON')).toBe('_CON');
    expect(safeNamePart(' ..hidden. ')).toBe('hidden');
    expect(safeNamePart('a\u0000b\nc\t d')).toBe('a_b_c_ d');
  });

  it('leaves no runs of separators for empty values, and stays short', () => {
    expect(fileName(TEMPLATE, { n: 3, type: 'photo' }, 'https://x.example/a.jpg')).toBe('3.jpg');
    expect(fileName(TEMPLATE, { owner: 'x'.repeat(500), n: 1, type: 'photo' }, 'https://x.example/a.jpg').length).toBeLessThanOrEqual(124);
  });

  it('takes the extension from the link, else from the type', () => {
    expect(extensionFor('https://x.example/a/b.JPEG', 'photo')).toBe('jpeg');
    expect(extensionFor('https://x.example/a/b', 'video')).toBe('mp4');
    expect(extensionFor('not a url', 'photo')).toBe('jpg');
  });
});

/**
 * A downloads API where each download ends as `ends` says by URL: 'complete' or an interrupt
 * reason; by default at once through a change event, or already ended when first searched.
 */
function fakeDownloads(ends: Record<string, string> = {}, via: 'event' | 'search' = 'event') {
  const listeners = new Set<(d: { id: number; state?: { current?: string }; error?: { current?: string } }) => void>();
  const items = new Map<number, { state: string; error?: string }>();
  let next = 1;
  const api: DownloadsApi & { download: ReturnType<typeof vi.fn> } = {
    download: vi.fn(async ({ url }: { url: string }) => {
      const id = next++;
      const end = ends[url] ?? 'complete';
      const item = end === 'complete' ? { state: 'complete' } : { state: 'interrupted', error: end };
      if (via === 'search') items.set(id, item);
      else {
        items.set(id, { state: 'in_progress' });
        setTimeout(() => {
          items.set(id, item);
          for (const l of [...listeners]) l({ id, state: { current: item.state }, ...(item.error ? { error: { current: item.error } } : {}) });
        }, 5);
      }
      return id;
    }),
    search: async ({ id }) => [items.get(id)!],
    onChanged: { addListener: (fn) => listeners.add(fn), removeListener: (fn) => listeners.delete(fn) },
  };
  return Object.assign(api, { listeners });
}

describe('saving', () => {
  it('starts one download per file, named by the template; never a link that is not http(s)', async () => {
    const api = fakeDownloads();
    const r = await saveMedia(
      {
        files: [
          { url: 'https://cdn.social.example/1.jpg', n: 1, type: 'photo' },
          { url: 'javascript:alert(1)', n: 2, type: 'photo' },
          { url: 'https://cdn.social.example/3.jpg', n: 3, type: 'photo' },
        ],
        owner: 'Sam',
        id: '5550001',
      },
      '{owner}-{id}-{n}',
      api,
    );
    expect(api.download.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      { url: 'https://cdn.social.example/1.jpg', filename: 'Sam-5550001-1.jpg', conflictAction: 'uniquify' },
      { url: 'https://cdn.social.example/3.jpg', filename: 'Sam-5550001-3.jpg', conflictAction: 'uniquify' },
    ]);
    expect(r.saved).toEqual(['Sam-5550001-1.jpg', 'Sam-5550001-3.jpg']);
    expect(r.failed).toEqual([{ url: 'javascript:alert(1)', n: 2, type: 'photo', message: 'only http(s) links are saved' }]);
  });

  it('a download refused at the start does not stop the others', async () => {
    const api = fakeDownloads();
    const start = api.download.getMockImplementation() as (o: { url: string }) => Promise<number>;
    api.download.mockImplementation(async (o: { url: string }) => {
      if (o.url.endsWith('1.jpg')) throw new Error('Download refused');
      return start(o);
    });
    const r = await saveMedia(
      { files: [{ url: 'https://x.example/1.jpg', n: 1, type: 'photo' }, { url: 'https://x.example/2.jpg', n: 2, type: 'photo' }] },
      '{n}',
      api,
    );
    expect(r).toEqual({ saved: ['2.jpg'], failed: [{ url: 'https://x.example/1.jpg', n: 1, type: 'photo', name: '1.jpg', message: 'Download refused' }] });
  });

  it('follows each download to its end: one interrupted on the way is named, with its reason in words', async () => {
    for (const via of ['event', 'search'] as const) {
      const api = fakeDownloads({ 'https://x.example/3.jpg': 'NETWORK_FAILED', 'https://x.example/5.jpg': 'SERVER_BAD_CONTENT' }, via);
      const files = [1, 2, 3, 4, 5].map((n) => ({ url: `https://x.example/${n}.jpg`, n, type: 'photo' as const }));
      const r = await saveMedia({ files }, 'photo-{n}', api);
      expect(r.saved).toEqual(['photo-1.jpg', 'photo-2.jpg', 'photo-4.jpg']);
      expect(r.failed).toEqual([
        { url: 'https://x.example/3.jpg', n: 3, type: 'photo', name: 'photo-3.jpg', message: 'network error' },
        { url: 'https://x.example/5.jpg', n: 5, type: 'photo', name: 'photo-5.jpg', message: 'the server has no such file' },
      ]);
      expect(outcomeText(r)).toBe(
        '2 of 5 files failed: photo-3.jpg (network error), photo-5.jpg (the server has no such file). Saved: photo-1.jpg, photo-2.jpg, photo-4.jpg.',
      );
      // Every listener is removed once its download ended.
      expect(api.listeners.size).toBe(0);
    }
  });

  it('a download that is still going is not reported as saved', async () => {
    const api = fakeDownloads();
    api.download.mockImplementation(async () => 9);
    api.search = async () => [{ state: 'in_progress' }];
    let settled = false;
    void followDownload(api, 9).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    for (const l of [...api.listeners]) l({ id: 8, state: { current: 'complete' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    for (const l of [...api.listeners]) l({ id: 9, state: { current: 'interrupted' }, error: { current: 'USER_CANCELED' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(true);
    expect(interruptText('USER_CANCELED')).toBe('cancelled in the browser’s downloads');
    expect(interruptText('SOMETHING_NEW')).toBe('something new');
  });
});

describe('saving from a page', () => {
  beforeEach(() => fakeBrowser.reset());

  it('the page saves with the template of the settings, or the default before they are read; never a javascript: link', async () => {
    const api = fakeDownloads();
    (fakeBrowser as unknown as { downloads: unknown }).downloads = api;
    const { downloads } = createBrowserEnv();
    const photo = { url: 'https://cdn.social.example/a.jpg', n: 1, type: 'photo' } as const;
    expect(await downloads.save({ files: [photo], id: '77' }, 'social-{id}-{n}')).toEqual({ saved: ['social-77-1.jpg'], failed: [] });
    expect(await downloads.save({ files: [photo], id: '77', owner: 'Ann' }, undefined)).toEqual({ saved: ['Ann-77-1.jpg'], failed: [] });
    expect(await downloads.save({ files: [{ ...photo, url: 'javascript:alert(1)' }] }, TEMPLATE)).toEqual({
      saved: [],
      failed: [{ ...photo, url: 'javascript:alert(1)', message: 'only http(s) links are saved' }],
    });
    expect(api.download).toHaveBeenCalledTimes(2);
  });

  it('a stored template without {n} is repaired to the default', () => {
    expect(repairSettings({ downloadTemplate: '{owner}' }).downloadTemplate).toBe(TEMPLATE);
    expect(repairSettings({ downloadTemplate: 'x-{n}' }).downloadTemplate).toBe('x-{n}');
  });
});
