import { describe, expect, it } from 'vitest';
import { detectionChangesSchema, openSidePanelSchema, parseDetectionChanges } from '../../../lib/messaging/content-schema';
import { MAX_FOUND } from '../../../lib/site/report';
import { runRequest } from '../../../lib/messaging/protocol';
import { settingsPatch } from '../../../lib/lookup/settings';

const det = (i: number) => ({ kind: 'post', id: String(i), url: `https://www.social.example/x/posts/${i}` });
const changes = (added: unknown[], extra: Record<string, unknown> = {}) => ({
  pageUrl: 'https://www.social.example/northwindgames',
  current: { kind: 'page', id: 'northwindgames', url: 'https://www.social.example/northwindgames' },
  reset: false,
  seq: 4,
  total: 12,
  added,
  removed: ['post https://www.social.example/x/posts/0'],
  ...extra,
});

describe('content payloads', () => {
  it('accepts detection changes', () => {
    const value = changes([det(1), { ...det(2), owner: 'x', text: 'A post', group: 3 }]);
    expect(parseDetectionChanges(value)).toEqual(value);
  });

  it('accepts every kind of every site: a photo profile page and its posts', () => {
    const value = changes([{ kind: 'photo_post', id: 'DMF-GjGO0-q', url: 'https://www.photo.example/p/DMF-GjGO0-q/' }], {
      pageUrl: 'https://www.photo.example/lumen.atelier/',
      current: { kind: 'photo_profile', id: 'lumen.atelier', url: 'https://www.photo.example/lumen.atelier/' },
    });
    expect(parseDetectionChanges(value)).toEqual(value);
  });

  it('keeps the newest 500 of a longer list of added entities', () => {
    const added = parseDetectionChanges(changes(Array.from({ length: 2000 }, (_, i) => det(i))))?.added;
    expect(added).toHaveLength(MAX_FOUND);
    expect(added?.[0]).toEqual(det(1500));
  });

  it.each([
    ['an unknown kind', changes([{ kind: 'profile', url: 'https://a.example/' }])],
    ['a javascript: link', changes([], { current: { kind: 'page', url: 'javascript:alert(1)' } })],
    ['a missing list', { ...changes([]), added: undefined }],
    ['a huge id', changes([{ ...det(1), id: 'x'.repeat(600) }])],
    ['a long text', changes([{ ...det(1), text: 'x'.repeat(600) }])],
    ['a negative count', changes([], { total: -1 })],
    ['a fractional sequence number', changes([], { seq: 1.5 })],
    ['too many removals', changes([], { removed: Array.from({ length: 5000 }, () => 'x') })],
    ['not an object', 'report'],
  ])('refuses %s', (_what, value) => {
    expect(detectionChangesSchema.safeParse(value).success).toBe(false);
    expect(parseDetectionChanges(value)).toBeNull();
  });

  it('openSidePanel takes a url', () => {
    expect(openSidePanelSchema.safeParse({ url: 'https://www.social.example/x' }).success).toBe(true);
    expect(openSidePanelSchema.safeParse({}).success).toBe(false);
  });
});

describe('UI payloads (protocol schemas)', () => {
  it('run requests are validated with the use case schemas', () => {
    expect(runRequest.safeParse({ request: { useCase: 'lookup_url', input: { url: 'https://www.social.example/x' } } }).success).toBe(true);
    expect(runRequest.safeParse({ request: { useCase: 'lookup_url', input: {} } }).success).toBe(false);
    expect(runRequest.safeParse({ request: { useCase: 'drop_tables', input: {} } }).success).toBe(false);
    expect(runRequest.safeParse({ request: { useCase: 'search_pages', input: { query: 'q' } }, autoLookup: true }).success).toBe(true);
  });

  it('settings patches are bounded', () => {
    expect(settingsPatch.safeParse({ dailyBudget: null }).success).toBe(true);
    expect(settingsPatch.safeParse({ cacheLifetimes: { details: -1, list: 1, search: 1, reference: 1 } }).success).toBe(false);
  });
});
