// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveMedia } from '../../../components/entities/SaveMedia';
import type { DownloadRequest, DownloadResult } from '../../../lib/ui/media/downloads';
import { createFakeEnv, renderUi } from './harness';

afterEach(cleanup);

const files = [1, 2, 3, 4, 5].map((n) => ({ url: `https://cdn.social.example/p/${n}.jpg`, type: 'photo' as const }));

describe('saving media', () => {
  it('says “Saving” until every download ended, then which failed and why, and saves only those again', async () => {
    const env = createFakeEnv();
    let finish: (r: DownloadResult) => void = () => {};
    env.downloads.save = vi.fn((_request: DownloadRequest) => new Promise<DownloadResult>((resolve) => (finish = resolve)));
    renderUi(<SaveMedia files={files} names={{ id: '77' }} />, env);
    await userEvent.click(screen.getByRole('button', { name: 'Save all 5 files · free' }));
    expect(screen.getByRole('status').textContent).toBe('Saving 5 files…');
    finish({
      saved: ['photo-1.jpg', 'photo-2.jpg', 'photo-4.jpg'],
      failed: [
        { url: files[2]!.url, n: 3, type: 'photo', name: 'photo-3.jpg', message: 'network error' },
        { url: files[4]!.url, n: 5, type: 'photo', name: 'photo-5.jpg', message: 'the server has no such file' },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '2 of 5 files failed: photo-3.jpg (network error), photo-5.jpg (the server has no such file). Saved: photo-1.jpg, photo-2.jpg, photo-4.jpg.',
      ),
    );
    env.downloads.save = vi.fn(async () => ({ saved: ['photo-3.jpg', 'photo-5.jpg'], failed: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try the 2 failed files again' }));
    expect(env.downloads.save).toHaveBeenCalledWith(
      {
        files: [
          { url: files[2]!.url, type: 'photo', n: 3 },
          { url: files[4]!.url, type: 'photo', n: 5 },
        ],
        id: '77',
      },
      expect.any(String),
    );
    expect(await screen.findByText('Saved 2 files: photo-3.jpg, photo-5.jpg.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /failed file/ })).toBeNull();
  });

  it('one file that failed says so, and offers it again', async () => {
    const env = createFakeEnv();
    env.downloads.save = vi.fn(async () => ({ saved: [], failed: [{ url: files[0]!.url, n: 1, type: 'photo' as const, name: '77-1.jpg', message: 'network error' }] }));
    renderUi(<SaveMedia files={files.slice(0, 1)} names={{ id: '77' }} />, env);
    await userEvent.click(screen.getByRole('button', { name: 'Save photo · free' }));
    expect(await screen.findByText('The file failed: 77-1.jpg (network error).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try the failed file again' })).toBeTruthy();
  });
});
