// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageSection } from '../../../components/options/StorageSection';
import { createFakeEnv, renderUi } from './harness';

const MB = 1024 * 1024;
/** What the library holds: 1,500 items from 60 answers, 80 MB. */
const HELD = { entries: 60, entities: 1500, bytes: 80 * MB, byKind: {} };
/** What going down to 50 MB deletes (the library's dry run). */
const GOES = { answers: 24, items: 612, bytes: 31 * MB, credits: 47 };

afterEach(cleanup);
beforeEach(() => {
  // jsdom has no object URLs: the export's file is handed over through one.
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const downloads = (globalThis as unknown as { chrome: { downloads: { download(o: unknown): Promise<number> } } }).chrome.downloads;
  vi.spyOn(downloads, 'download').mockResolvedValue(1);
});

function renderStorage(maxMegabytes: number | null = null) {
  const env = createFakeEnv();
  env.api.libraryStats = vi.fn(async () => ({ stats: HELD, maxMegabytes }));
  env.api.libraryCapPreview = vi.fn(async ({ maxMegabytes: mb }: { maxMegabytes: number }) =>
    mb === 0 ? { answers: 60, items: 1500, bytes: 80 * MB, credits: 130 } : GOES,
  );
  return renderUi(<StorageSection />, env);
}

async function setSize(mb: string) {
  const input = await screen.findByLabelText('Keep at most (MB)');
  await userEvent.clear(input);
  await userEvent.type(input, mb);
  await userEvent.click(screen.getByRole('button', { name: 'Set the size' }));
  return screen.findByRole('dialog');
}

describe('storage: nothing paid for goes without a question that says what goes', () => {
  it('a size below what the library holds names the items, the MB and the credits, and the rule from now on; cancelling deletes and saves nothing', async () => {
    const { env } = renderStorage();
    await screen.findByText(/1,500 items from 60 answers/);
    const dialog = await setSize('50');
    expect(env.api.libraryCapPreview).toHaveBeenCalledWith({ maxMegabytes: 50 });
    expect(dialog.textContent).toContain('The oldest 612 items from 24 answers (31 MB) go now. They cost 47 credits when they were fetched');
    expect(dialog.textContent).toContain('From now on, the oldest answers go when the library is over 50 MB.');
    expect(within(dialog).getByRole('button', { name: 'Export everything first (JSON)' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(env.api.librarySetCap).not.toHaveBeenCalled();
    expect(env.api.saveSettings).not.toHaveBeenCalled();
    expect(env.api.libraryDelete).not.toHaveBeenCalled();
  });

  it('exports in the same dialog, then sets the size with the figures the user agreed to', async () => {
    const { env } = renderStorage();
    const dialog = await setSize('50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export everything first (JSON)' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toMatch(/^Saved library-.*\.json/), { timeout: 3000 }).catch(() => {
      throw new Error(dialog.textContent ?? '');
    });
    expect(env.api.libraryExport).toHaveBeenCalledWith({ query: {} });
    expect(env.api.librarySetCap).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 612 items and keep 50 MB' }));
    await waitFor(() => expect(env.api.librarySetCap).toHaveBeenCalledWith({ maxMegabytes: 50, agreed: GOES }));
  });

  it('a size that deletes nothing is set without a question', async () => {
    const { env } = renderStorage();
    env.api.libraryCapPreview = vi.fn(async () => ({ answers: 0, items: 0, bytes: 0, credits: 0 }));
    await screen.findByText(/1,500 items/);
    const input = screen.getByLabelText('Keep at most (MB)');
    await userEvent.type(input, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Set the size' }));
    await waitFor(() => expect(env.api.librarySetCap).toHaveBeenCalledWith({ maxMegabytes: 500 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(/From now on, the oldest answers go when the library is over 500 MB/)).toBeTruthy();
  });

  it('"Delete everything" names every item, the MB and the credits, offers the export, and after it says the browser frees the space later', async () => {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate: async () => ({ usage: 90 * MB, quota: 1000 * MB }) } });
    const { env } = renderStorage();
    await screen.findByText(/The browser reports/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything…' }));
    const dialog = await screen.findByRole('dialog');
    expect(env.api.libraryCapPreview).toHaveBeenCalledWith({ maxMegabytes: 0 });
    expect(dialog.textContent).toContain('All 1,500 items from 60 answers (80 MB) go. They cost 130 credits when they were fetched');
    expect(within(dialog).getByRole('button', { name: 'Export everything first (JSON)' })).toBeTruthy();
    expect(screen.queryByText(/frees the space/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(env.api.libraryDelete).toHaveBeenCalledWith({ all: true }));
    expect(await screen.findByText(/The browser frees the space of deleted answers later/)).toBeTruthy();
  });

  it('a library over its saved size says so and deletes nothing until asked', async () => {
    const { env } = renderStorage(50);
    expect(await screen.findByText(/more than its size of 50 MB\. Nothing was deleted/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'See what goes…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('612 items');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(env.api.librarySetCap).not.toHaveBeenCalled();
  });
});
