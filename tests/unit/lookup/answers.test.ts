import { describe, expect, it } from 'vitest';
import { createAnswers } from '../../../lib/lookup/answers';
import { createLibrary } from '../../../lib/lookup/library/library';
import type { Lifetimes, ResponseCache } from '../../../lib/lookup/cache-types';
import { DEFAULT_SETTINGS } from '../../../lib/lookup/settings';
import type { Normalized } from '../../../lib/service/model';
import { DEFAULT_SITE_HOSTS } from '../../../lib/site';
import { operationKey } from '../../../lib/service/operation-key';
import { freshLibraryDb } from './production-path';

// A miss is remembered so a run right after its estimate reads nothing again, and forgotten as
// soon as a kept answer may answer it (under its key or through the entity its link names).

const SCOPE = 'https://service.example';
const OP = 'social_get_post_details' as const;
const POST_ID = '2257188721032235';
const CANONICAL = `https://www.social.example/northwindgames/posts/${POST_ID}`;
const PERMALINK = `https://www.social.example/permalink.php?story_fbid=${POST_ID}&id=100064860875397`;
const SHARE = 'https://www.social.example/share/p/Nw7rQk2PzL/';

const post: Normalized = { status: 'ok', model: 'post', data: { id: POST_ID, media: [], reactions: { byType: {} } } } as unknown as Normalized;

function setup(lifetimes?: () => Lifetimes) {
  const base = createLibrary({ store: freshLibraryDb(), lifetimes: async () => lifetimes?.() ?? DEFAULT_SETTINGS.cacheLifetimes, maxMegabytes: () => null });
  const reads: string[] = [];
  let duringRead: (() => Promise<void>) | undefined;
  const cache: ResponseCache = {
    ...base,
    get: async (key, kind) => (reads.push(key), base.get(key, kind)),
    async peek(key, kind) {
      reads.push(key);
      const hit = await base.peek(key, kind);
      const hook = duringRead;
      duringRead = undefined;
      await hook?.();
      return hit;
    },
  };
  const answers = createAnswers(cache, () => DEFAULT_SITE_HOSTS, lifetimes);
  const keep = (link: string, after?: Promise<void>) =>
    answers.keep(SCOPE, { operationId: OP, params: { link }, raw: { id: POST_ID }, fetchedAt: Date.now(), creditsCharged: 1 }, post, after);
  const find = (link: string, touch = false) => answers.find(SCOPE, OP, { link }, { touch });
  return { answers, keep, find, reads, whileReading: (f: () => Promise<void>) => (duringRead = f) };
}

describe('kept answers: misses', () => {
  it('a miss is read once; the next look reads nothing', async () => {
    const { find, reads } = setup();
    expect(await find(CANONICAL)).toBeNull();
    const after = reads.length;
    expect(await find(CANONICAL)).toBeNull();
    expect(reads).toHaveLength(after);
  });

  it('an answer kept under the same request is found after a remembered miss', async () => {
    const { find, keep } = setup();
    expect(await find(CANONICAL)).toBeNull();
    await keep(CANONICAL);
    expect(await find(CANONICAL)).not.toBeNull();
  });

  it('an answer kept for another link of the same post answers a remembered miss of the permalink', async () => {
    const { find, keep } = setup();
    expect(await find(PERMALINK)).toBeNull();
    await keep(CANONICAL);
    expect(await find(PERMALINK)).not.toBeNull();
  });

  it('an answer kept for an unrelated link leaves a miss remembered', async () => {
    const { find, keep, reads } = setup();
    expect(await find(SHARE)).toBeNull();
    await keep(CANONICAL);
    const after = reads.length;
    expect(await find(SHARE)).toBeNull();
    expect(reads).toHaveLength(after);
  });

  it('a miss read while an answer was being kept is not remembered', async () => {
    const { find, keep, whileReading } = setup();
    // A share link names no entity: its one read is of its own key, and the keep lands meanwhile.
    whileReading(() => keep(SHARE));
    expect(await find(SHARE)).toBeNull();
    expect(await find(SHARE)).not.toBeNull();
  });

  it('forgetting the misses (the site hosts or lifetimes changed) reads again', async () => {
    const { answers, find, reads } = setup();
    await find(CANONICAL);
    answers.forgetMisses();
    const before = reads.length;
    await find(CANONICAL);
    expect(reads.length).toBeGreaterThan(before);
  });
});

describe('kept answers: an answer being written', () => {
  function held() {
    let open!: () => void;
    const after = new Promise<void>((resolve) => (open = resolve));
    return { after, open };
  }

  it('is found from memory before its write starts, by its key and by its entity, touching or not', async () => {
    let lifetimes: Lifetimes = DEFAULT_SETTINGS.cacheLifetimes;
    const { find, keep, reads } = setup(() => lifetimes);
    const gate = held();
    const kept = keep(CANONICAL, gate.after);
    for (const [link, touch] of [[CANONICAL, false], [PERMALINK, false], [CANONICAL, true], [PERMALINK, true]] as const) {
      expect(await find(link, touch), link).toMatchObject({ key: `${SCOPE} ${operationKey(OP, { link: CANONICAL })}`, fetchedAt: expect.any(Number) });
    }
    expect(reads).toEqual([]);
    // A kind no longer cached (lifetime 0) is not served from memory: read, and not found.
    lifetimes = { ...lifetimes, details: 0 };
    expect(await find(PERMALINK)).toBeNull();
    expect(reads.length).toBeGreaterThan(0);
    lifetimes = DEFAULT_SETTINGS.cacheLifetimes;
    gate.open();
    await kept;
    // Written: found in the cache from now on (read there, no longer from memory).
    const before = reads.length;
    expect(await find(PERMALINK)).not.toBeNull();
    expect(reads.length).toBeGreaterThan(before);
  });

  it('is never served from memory without the lifetimes to check', async () => {
    const { find, keep } = setup();
    const gate = held();
    const kept = keep(CANONICAL, gate.after);
    expect(await find(PERMALINK)).toBeNull();
    gate.open();
    await kept;
    expect(await find(PERMALINK)).not.toBeNull();
  });

  it('leaves memory when its write fails, and misses read meanwhile are not remembered', async () => {
    const { find, keep, reads } = setup(() => DEFAULT_SETTINGS.cacheLifetimes);
    const gate = held();
    const kept = keep(CANONICAL, gate.after.then(() => Promise.reject(new Error('refused'))));
    // Counted as under way from the keep's first line: an unrelated miss now is read again later.
    expect(await find(SHARE)).toBeNull();
    gate.open();
    await expect(kept).rejects.toThrow('refused');
    const before = reads.length;
    expect(await find(SHARE)).toBeNull();
    expect(reads.length).toBeGreaterThan(before);
    // Nothing was written, and nothing is left in memory.
    expect(await find(CANONICAL)).toBeNull();
  });
});
