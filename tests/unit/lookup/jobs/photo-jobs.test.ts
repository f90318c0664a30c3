import { describe, expect } from 'vitest';
import { PHOTO_KNOWN } from '../../../../emulator/data/photo';
import type { JobSpec } from '../../../../lib/lookup/jobs/types';
import { completenessLine } from '../../../../lib/ui/jobs/job-text';
import { it } from '../../fixtures/emulator';
import { paid, runJob, startWorker } from './helpers';

/** Each call's cursor (none: the first page), under the operation's own name for it. */
const cursors = (entries: { params: Record<string, string> }[], name: string) => entries.map((e) => e.params[name] ?? '(first)');

describe('jobs over the photo network’s lists', () => {
  it("an audio's reels: each page asked by the service's `max_id`, each paid once, charged as estimated", async ({ emu }) => {
    const w = startWorker(emu);
    const spec: JobSpec = { useCase: 'photo_audio_reels', input: { audio_id: PHOTO_KNOWN.audio.id }, label: 'All reels of “Harbour Lights”' };
    const estimate = await w.runner.estimate(spec);
    const job = await runJob(w, spec);
    const charged = await paid(emu, 'photo_get_reels_by_audio');
    expect(job).toMatchObject({ status: 'done', items: PHOTO_KNOWN.audio.reels });
    expect(charged.length).toBeGreaterThan(1);
    const pages = cursors(charged, 'max_id');
    expect(pages[0]).toBe('(first)');
    expect(new Set(pages).size).toBe(pages.length);
    expect(charged.every((e) => e.params.end_cursor === undefined)).toBe(true);
    expect(job.calls).toBe(charged.length);
    expect(job.credits).toBe(charged.reduce((s, e) => s + e.creditsCharged, 0));
    expect(job.credits).toBeLessThanOrEqual(estimate.credits.max ?? Infinity);
    expect(completenessLine(job)).toMatch(new RegExp(`^${PHOTO_KNOWN.audio.reels} reels`));
  });

  it("a place's posts: paged by `end_cursor`, every post of the place collected", async ({ emu }) => {
    const w = startWorker(emu);
    const spec: JobSpec = { useCase: 'photo_location_posts', input: { location_id: PHOTO_KNOWN.location.id }, label: 'All posts of “Harbour Point”' };
    const job = await runJob(w, spec);
    const charged = await paid(emu, 'photo_get_location_posts');
    const pages = cursors(charged, 'end_cursor');
    expect(pages[0]).toBe('(first)');
    expect(new Set(pages).size).toBe(pages.length);
    expect(job).toMatchObject({ status: 'done', items: PHOTO_KNOWN.location.posts, calls: charged.length });
  });

  it("a profile's reels named by username are refused before any call: each page must be one call, by the numeric id", async ({ emu }) => {
    const w = startWorker(emu);
    const refused = await w.runner.start({ useCase: 'photo_profile_reels', input: { username: PHOTO_KNOWN.profile.username }, label: 'All reels' }, 100);
    expect(refused.ok).toBe(false);
    expect(await emu.ledger()).toEqual([]);
    const job = await runJob(w, { useCase: 'photo_profile_reels', input: { user_id: PHOTO_KNOWN.profile.id }, label: 'All reels of “@lumen.atelier”' });
    expect(job).toMatchObject({ status: 'done', items: PHOTO_KNOWN.profile.reels });
    expect((await paid(emu, 'photo_get_user_id')).length).toBe(0);
  });
});
