import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { extensionFor, fileName, safeNamePart, saveMedia } from '../../../lib/ui/media/downloads';
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

describe('saving', () => {
  it('starts one download per file, named by the template; never a link that is not http(s)', async () => {
    const download = vi.fn(async () => 1);
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
      download,
    );
    expect(download.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      { url: 'https://cdn.social.example/1.jpg', filename: 'Sam-5550001-1.jpg', conflictAction: 'uniquify' },
      { url: 'https://cdn.social.example/3.jpg', filename: 'Sam-5550001-3.jpg', conflictAction: 'uniquify' },
    ]);
    expect(r.saved).toEqual(['Sam-5550001-1.jpg', 'Sam-5550001-3.jpg']);
    expect(r.failed).toEqual([{ url: 'javascript:alert(1)', message: 'Only http(s) links are saved.' }]);
  });

  it('a failed download does not stop the others', async () => {
    const download = vi.fn(async ({ url }: { url: string }) => {
      if (url.endsWith('1.jpg')) throw new Error('Download refused');
      return 2;
    });
    const r = await saveMedia(
      { files: [{ url: 'https://x.example/1.jpg', n: 1, type: 'photo' }, { url: 'https://x.example/2.jpg', n: 2, type: 'photo' }] },
      '{n}',
      download,
    );
    expect(r).toEqual({ saved: ['2.jpg'], failed: [{ url: 'https://x.example/1.jpg', message: 'Download refused' }] });
  });
});

describe('saving from a page', () => {
  beforeEach(() => fakeBrowser.reset());

  it('the page saves with the template of the settings, or the default before they are read; never a javascript: link', async () => {
    const download = vi.fn(async () => 1);
    (fakeBrowser as unknown as { downloads: unknown }).downloads = { download };
    const { downloads } = createBrowserEnv();
    const photo = { url: 'https://cdn.social.example/a.jpg', n: 1, type: 'photo' } as const;
    expect(await downloads.save({ files: [photo], id: '77' }, 'social-{id}-{n}')).toEqual({ saved: ['social-77-1.jpg'], failed: [] });
    expect(await downloads.save({ files: [photo], id: '77', owner: 'Ann' }, undefined)).toEqual({ saved: ['Ann-77-1.jpg'], failed: [] });
    expect(await downloads.save({ files: [{ ...photo, url: 'javascript:alert(1)' }] }, TEMPLATE)).toEqual({
      saved: [],
      failed: [{ url: 'javascript:alert(1)', message: 'Only http(s) links are saved.' }],
    });
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('a stored template without {n} is repaired to the default', () => {
    expect(repairSettings({ downloadTemplate: '{owner}' }).downloadTemplate).toBe(TEMPLATE);
    expect(repairSettings({ downloadTemplate: 'x-{n}' }).downloadTemplate).toBe('x-{n}');
  });
});
