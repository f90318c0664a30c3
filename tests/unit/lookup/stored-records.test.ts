import { describe, expect, it } from 'vitest';
import { createJobStore, JOBS_KEY } from '../../../lib/lookup/jobs/store';
import { activeJobs } from '../../../lib/lookup/jobs/completeness';
import { createErrorLog, ERROR_LOG_KEY } from '../../../lib/lookup/log';
import { memoryStore } from '../../../lib/lookup/store';

const job = {
  id: 'job-1',
  spec: { useCase: 'post_comments', input: { link: 'https://www.social.example/x/posts/1' }, label: 'Comments of post 1' },
  status: 'done',
  createdAt: 1,
  updatedAt: 2,
  capCredits: 5,
  phase: 'items',
  pages: 1,
  items: 4,
  replyItems: 0,
  calls: 1,
  credits: 1,
  runningMs: 10,
};

describe('stored jobs that cannot be read', () => {
  it('are left out and logged; the readable ones stay (a null among them once made every worker start throw)', async () => {
    const kv = memoryStore();
    await kv.set({ [JOBS_KEY]: [null, job, { ...job, id: 'job-2', status: 7 }, 'x'] });
    const log = createErrorLog({ store: kv });
    const store = createJobStore(kv, undefined, log);
    const jobs = await store.list();
    expect(jobs.map((j) => j.id)).toEqual(['job-1']);
    expect(activeJobs(jobs)).toBe(0);
    expect((await kv.get([JOBS_KEY]))[JOBS_KEY]).toEqual([job]);
    const logged = await log.list();
    expect(logged.map((e) => [e.where, e.code, e.context?.raw])).toEqual([
      ['jobs.read', 'record_repaired', 'null'],
      ['jobs.read', 'record_repaired', expect.stringContaining('"job-2"')],
      ['jobs.read', 'record_repaired', '"x"'],
    ]);
    expect((await kv.get([ERROR_LOG_KEY]))[ERROR_LOG_KEY]).toHaveLength(3);
  });

  it('a value that is not a list keeps nothing unread silently', async () => {
    const kv = memoryStore();
    await kv.set({ [JOBS_KEY]: { junk: true } });
    const log = createErrorLog({ store: kv });
    expect(await createJobStore(kv, undefined, log).list()).toEqual([]);
    expect(await log.list()).toHaveLength(1);
  });
});

describe('stored log entries that cannot be read', () => {
  it('are left out, and the log says how many (a null among them made the ledger view fail)', async () => {
    const kv = memoryStore();
    const good = { time: 5, where: 'cache.set', code: 'quota', message: 'Full.' };
    await kv.set({ [ERROR_LOG_KEY]: [null, good, 'x', { ...good, context: { a: [] } }] });
    const log = createErrorLog({ store: kv, now: () => 9 });
    expect(await log.list()).toEqual([good, { time: 9, where: 'log.read', code: 'record_repaired', message: expect.any(String), context: { key: ERROR_LOG_KEY, count: 3 } }]);
  });
});

describe('a stored balance that is not a count of credits', () => {
  it('is no balance (a garbled negative one refused every paid call)', async () => {
    const { createCreditLedger, CREDITS_KEY } = await import('../../../lib/lookup/ledger');
    const kv = memoryStore();
    await kv.set({ [CREDITS_KEY]: { remaining: -9.09e-54, reportedAt: 5, plan: 7, limit: 'x' } });
    expect(await createCreditLedger({ store: kv }).credits()).toEqual({ reportedAt: 5 });
  });
});

describe('stored lookups that cannot be read', () => {
  it('are passed over, from the library and from the recent list (a request without input made the popup fail)', async () => {
    const { createKeptHistory, HISTORY_KEY } = await import('../../../lib/lookup/history');
    const good = { time: 1, useCase: 'lookup_url', request: { useCase: 'lookup_url', input: { url: 'https://www.social.example/x' } }, label: 'Page x', creditsCharged: 1, fromCache: false };
    const bad = [null, {}, { ...good, request: { useCase: 'lookup_url', input: null } }];
    const kv = memoryStore();
    await kv.set({ [HISTORY_KEY]: [...bad, good] });
    const fromLibrary = createKeptHistory({ log: { add: async () => {}, list: async () => [...bad, good] as never, clear: async () => {} }, store: kv });
    expect(await fromLibrary.list()).toEqual([good]);
    const recentOnly = createKeptHistory({ log: { add: async () => {}, list: async () => [], clear: async () => {} }, store: kv });
    expect(await recentOnly.list()).toEqual([good]);
  });
});
