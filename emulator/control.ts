// Control API under /__emulator/ (loopback clients only): faults, ledger, keys, reset. Tests and
// benchmarks use it to set balances, inject failures and read the ground truth of every call.

import { Hono, type Context } from 'hono';
import { addPostsSchema } from './added-posts';
import { KNOWN } from './data/known';
import { PHOTO_KNOWN, photoDataset } from './data/photo';
import { faultSpecSchema } from './faults';
import { keyPatchSchema, publicKey } from './keys';
import type { EmulatorEnv } from './env';
import type { EmulatorState } from './state';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

async function readJson(c: Context<EmulatorEnv>): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const issues = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
  error.issues.map((i) => `${i.path.map(String).join('.') || 'body'}: ${i.message}`);

export function createControlApp(state: EmulatorState): Hono<EmulatorEnv> {
  const ctl = new Hono<EmulatorEnv>();

  ctl.use('*', async (c, next) => {
    const remote = c.env?.incoming?.socket?.remoteAddress;
    // In-process requests (app.request) have no socket and are local by nature.
    if (remote !== undefined && !LOOPBACK.has(remote)) return c.json({ error: 'The control API answers loopback clients only' }, 403);
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': 'content-type',
      });
    }
    await next();
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', 'no-store');
  });

  ctl.get('/', (c) =>
    c.json({
      endpoints: [
        'GET /__emulator/info', 'GET /__emulator/known',
        'GET /__emulator/faults', 'POST /__emulator/faults', 'DELETE /__emulator/faults', 'DELETE /__emulator/faults/:id',
        'GET /__emulator/ledger?since=<seq>', 'DELETE /__emulator/ledger',
        'GET /__emulator/keys', 'GET /__emulator/keys/:token', 'PUT /__emulator/keys/:token', 'DELETE /__emulator/keys/:token',
        'POST /__emulator/posts', 'POST /__emulator/reset',
      ],
    }),
  );

  ctl.get('/info', (c) => {
    const ds = state.dataset;
    return c.json({
      seed: state.seed,
      scale: state.scale,
      counts: {
        pages: ds.pages.length, groups: ds.groups.length, people: ds.people.length, posts: ds.posts.length,
        videos: ds.videos.filter((v) => !v.isReel).length, reels: ds.videos.filter((v) => v.isReel).length,
        ads: ds.ads.length, shareCodes: ds.shareCodes.size, listings: ds.listings.length, sellers: ds.sellers.length,
        photo: photoCounts(state.seed),
      },
      keys: [...state.keys.keys()],
    });
  });

  ctl.get('/known', (c) => c.json({ ...KNOWN, photo: PHOTO_KNOWN }));

  // Faults
  ctl.get('/faults', (c) => c.json({ faults: state.faults.list() }));
  ctl.post('/faults', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return c.json({ error: 'Body must be JSON' }, 400);
    const spec = faultSpecSchema.safeParse(body.value);
    if (!spec.success) return c.json({ error: 'Invalid fault', issues: issues(spec.error) }, 400);
    const fault = state.faults.add(spec.data);
    return c.json({ id: fault.id, fault }, 201);
  });
  ctl.delete('/faults', (c) => {
    state.faults.clear();
    return c.json({ cleared: true });
  });
  ctl.delete('/faults/:id', (c) =>
    state.faults.remove(c.req.param('id')) ? c.json({ removed: c.req.param('id') }) : c.json({ error: 'No such fault' }, 404),
  );

  // Ledger
  ctl.get('/ledger', (c) => {
    const since = Number(c.req.query('since') ?? 0);
    if (!Number.isInteger(since) || since < 0) return c.json({ error: 'since must be a whole number' }, 400);
    const calls = state.entries(since);
    const totalCharged = calls.reduce((sum, e) => sum + e.creditsCharged, 0);
    return c.json({ calls, count: calls.length, totalCharged, lastSeq: calls.at(-1)?.seq ?? since });
  });
  ctl.delete('/ledger', (c) => {
    state.clearLedger();
    return c.json({ cleared: true });
  });

  // Keys
  ctl.get('/keys', (c) => c.json({ keys: [...state.keys.values()].map(publicKey) }));
  ctl.get('/keys/:token', (c) => {
    const key = state.keys.get(c.req.param('token'));
    return key ? c.json(publicKey(key)) : c.json({ error: 'No such key' }, 404);
  });
  ctl.put('/keys/:token', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return c.json({ error: 'Body must be JSON' }, 400);
    const patch = keyPatchSchema.safeParse(body.value);
    if (!patch.success) return c.json({ error: 'Invalid key settings', issues: issues(patch.error) }, 400);
    return c.json(publicKey(state.putKey(c.req.param('token'), patch.data)));
  });
  ctl.delete('/keys/:token', (c) =>
    state.keys.delete(c.req.param('token')) ? c.json({ removed: c.req.param('token') }) : c.json({ error: 'No such key' }, 404),
  );

  // Posts added to a page or group (a test of what a later check finds new).
  ctl.post('/posts', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return c.json({ error: 'Body must be JSON' }, 400);
    const spec = addPostsSchema.safeParse(body.value);
    if (!spec.success) return c.json({ error: 'Invalid posts', issues: issues(spec.error) }, 400);
    const posts = state.addPosts(spec.data);
    if (!posts) return c.json({ error: 'No such page or group' }, 404);
    return c.json({ added: posts.map((p) => ({ id: p.id, url: p.url, text: p.text, time: new Date(p.time).toISOString() })) }, 201);
  });

  ctl.post('/reset', (c) => {
    state.reset();
    return c.json({ reset: true });
  });

  ctl.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return ctl;
}

/** Sizes of the photo dataset of a seed. */
function photoCounts(seed: number) {
  const p = photoDataset(seed);
  const items = [...p.items.values()];
  return {
    profiles: p.users.length, posts: items.filter((x) => x.kind !== 'reel').length, reels: p.feed.length,
    highlights: p.highlightById.size, stories: p.storyById.size, locations: p.places.length, audio: p.audios.length,
  };
}
