// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewerLibraryNotice } from '../../../components/library/NewerLibraryNotice';
import { createFakeEnv, renderUi } from './harness';

const newer = { version: 11, known: 10, counts: { answers: 3, entities: 40, aliases: 2, lookups: 1, meta: 1, notes: 1 } };

function envWithNewer() {
  const env = createFakeEnv();
  vi.mocked(env.api.libraryStats).mockResolvedValue({ stats: { entries: 0, bytes: 0, entities: 0, byKind: {} }, maxMegabytes: null, newer });
  return env;
}

afterEach(cleanup);

describe('a library saved by a newer version', () => {
  it('says so in plain words; a reset is sent only after a confirmation that names what goes', async () => {
    const env = envWithNewer();
    const onReset = vi.fn();
    renderUi(<NewerLibraryNotice onReset={onReset} />, env);
    expect(await screen.findByText(/Your library was saved by a newer version of Social Lookup\. Lookups still work, but new answers are not kept\. Export the library, or reset it\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset the library…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('3 kept answers, 40 items, 1 lookup of the history');
    expect(dialog.textContent).toContain("the newer version's own records (notes)");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(env.api.libraryReset).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset the library…' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete and reset' }));
    await waitFor(() => expect(env.api.libraryReset).toHaveBeenCalledWith({ version: 11 }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
  });

  it('exports every store it can read, page by page, as one JSON file', async () => {
    const env = envWithNewer();
    const pages: Record<string, unknown[][]> = { answers: [[{ key: 'a' }, { key: 'b' }], [{ key: 'c' }]], notes: [[{ id: 1 }]] };
    vi.mocked(env.api.libraryRaw).mockImplementation(async ({ store, offset }) => {
      const all = pages[store] ?? [];
      const at = offset === 0 ? 0 : 1;
      return { rows: all[at] ?? [], more: at + 1 < all.length };
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (created.push(b as Blob), 'blob:x'));
    const downloads = (globalThis as unknown as { chrome: { downloads: { download(o: { filename: string }): Promise<number> } } }).chrome.downloads;
    const download = vi.spyOn(downloads, 'download').mockResolvedValue(1);
    renderUi(<NewerLibraryNotice onReset={() => {}} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Export the library (JSON, as it is)' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Exported as it is'));
    expect(env.api.libraryRaw).toHaveBeenCalledWith({ store: 'answers', offset: 2 });
    expect(download.mock.calls[0]![0].filename).toMatch(/^library-raw-v11-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(await created[0]!.text());
    expect(file).toMatchObject({ version: 11, stores: { answers: [{ key: 'a' }, { key: 'b' }, { key: 'c' }], notes: [{ id: 1 }], entities: [] } });
  });
});
