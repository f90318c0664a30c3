import { describe, expect, it } from 'vitest';
import { MAX_FOUND, detectionReportSchema, openSidePanelSchema, parseDetectionReport } from '../../../lib/messaging/content-schema';
import { runRequest } from '../../../lib/messaging/protocol';
import { settingsPatch } from '../../../lib/lookup/settings';

const det = (i: number) => ({ kind: 'post', id: String(i), url: `https://www.social.example/x/posts/${i}` });

describe('content payloads', () => {
  it('accepts a detection report', () => {
    const report = {
      pageUrl: 'https://www.social.example/northwindgames',
      current: { kind: 'page', id: 'northwindgames', url: 'https://www.social.example/northwindgames' },
      found: [det(1), { ...det(2), owner: 'x' }],
    };
    expect(parseDetectionReport(report)).toEqual(report);
  });

  it('caps the found list at 500', () => {
    const report = { pageUrl: 'https://www.social.example/', current: null, found: Array.from({ length: 2000 }, (_, i) => det(i)) };
    expect(parseDetectionReport(report)?.found).toHaveLength(MAX_FOUND);
  });

  it.each([
    ['an unknown kind', { pageUrl: 'x', current: null, found: [{ kind: 'profile', url: 'https://a.example/' }] }],
    ['a javascript: link', { pageUrl: 'x', current: { kind: 'page', url: 'javascript:alert(1)' }, found: [] }],
    ['a missing list', { pageUrl: 'x', current: null }],
    ['a huge id', { pageUrl: 'x', current: null, found: [{ ...det(1), id: 'x'.repeat(600) }] }],
    ['not an object', 'report'],
  ])('refuses %s', (_what, value) => {
    expect(detectionReportSchema.safeParse(value).success).toBe(false);
    expect(parseDetectionReport(value)).toBeNull();
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
