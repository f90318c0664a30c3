import { beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createJobStore } from '../../../lib/lookup/jobs/store';
import { createLookupHistory } from '../../../lib/lookup/history';
import { liveSignalItem } from '../../../lib/storage/items';
import { signallingStore } from '../../../lib/storage/kv';
import { LIVE_KEYS, type LiveKey } from '../../../lib/util/storage-keys';
import type { JobRecord } from '../../../lib/lookup/jobs/types';

beforeEach(() => fakeBrowser.reset());
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// The stores write their keys from the registry, and the signal names keys of the same registry:
// a key renamed in one store alone stops the signal, and this fails.
it('the jobs store and the history write keys the live signal names', async () => {
  const kv = signallingStore();
  await createJobStore(kv).add({ id: 'j1' } as JobRecord);
  await flush();
  expect((await liveSignalItem.getValue()).changed).toEqual(['jobs']);
  await createLookupHistory({ store: kv }).clear();
  await flush();
  expect((await liveSignalItem.getValue()).changed).toEqual(['history']);
  // The pages' watchers take a LiveKey: a name outside the registry does not type-check.
  // @ts-expect-error 'bulkJobs' is no live key
  const wrong: LiveKey = 'bulkJobs';
  expect(LIVE_KEYS).not.toContain(wrong);
});
