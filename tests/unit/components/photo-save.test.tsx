// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerView } from '../../../components/answers/AnswerView';
import { DEFAULT_SETTINGS } from '../../../lib/lookup/settings-defaults';
import { saveMedia, type DownloadRequest, type DownloadsApi } from '../../../lib/ui/media/downloads';
import { PHOTO_BODIES, photoReel } from '../service/photo-bodies';
import { createFakeEnv, renderUi } from './harness';
import { photoAnswer, PHOTO_URL } from './photo-world';

afterEach(cleanup);

/** A downloads API where every download ends at once, keeping the names it was handed. */
function recordingApi(names: string[]): DownloadsApi {
  let id = 0;
  return {
    download: async ({ filename }) => (names.push(filename), ++id),
    search: async () => [{ state: 'complete' }],
    onChanged: { addListener: () => undefined, removeListener: () => undefined },
  };
}

/** Saves through the real naming with the default template, recording the names. */
function savingEnv(names: string[]) {
  const env = createFakeEnv();
  env.downloads.save = vi.fn((request: DownloadRequest) => saveMedia(request, DEFAULT_SETTINGS.downloadTemplate, recordingApi(names)));
  return env;
}

describe('saving a photo post’s media', () => {
  it("a carousel's every item, named owner-day-shortcode-n with each file's own extension", async () => {
    const names: string[] = [];
    renderUi(<AnswerView result={photoAnswer('photo_get_post_details', PHOTO_BODIES.photo_get_post_details)} url={PHOTO_URL} place="panel" />, savingEnv(names));
    const save = screen.getByRole('group', { name: 'Save post media' });
    await userEvent.click(within(save).getByRole('button', { name: 'Save all 3 files · free' }));
    await waitFor(() => expect(names).toHaveLength(3));
    expect(names).toEqual(['lumen.atelier-2026-11-20-C9xYz12AbCd-1.jpg', 'lumen.atelier-2026-11-20-C9xYz12AbCd-2.mp4', 'lumen.atelier-2026-11-20-C9xYz12AbCd-3.jpg']);
    await waitFor(() => expect(within(save).getByRole('status').textContent).toBe(`Saved 3 files: ${names.join(', ')}.`));
    // One item alone keeps its place in the carousel as its number.
    names.length = 0;
    await userEvent.click(within(save).getByRole('button', { name: 'Save video 2' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names).toEqual(['lumen.atelier-2026-11-20-C9xYz12AbCd-2.mp4']);
  });

  it('a reel: its video file, never its picture', async () => {
    const names: string[] = [];
    const env = savingEnv(names);
    renderUi(<AnswerView result={photoAnswer('photo_get_post_details', { success: true, data: photoReel, message: 'OK' })} url={PHOTO_URL} place="panel" />, env);
    const save = screen.getByRole('group', { name: 'Save reel media' });
    await userEvent.click(within(save).getByRole('button', { name: 'Save video · free' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names).toEqual([expect.stringMatching(/^lumen\.atelier-\d{4}-\d{2}-\d{2}-DAbcdEFgHiJ-1\.mp4$/)]);
    expect((env.downloads.save as ReturnType<typeof vi.fn>).mock.calls[0]![0]).toMatchObject({ files: [{ url: 'https://cdn.photo.example/r/DAbcdEFgHiJ.mp4', type: 'video', n: 1 }] });
  });
});
