import { describe, expect, it, vi } from 'vitest';
import { performPaid } from '../../../lib/ui/account/confirm';
import { budgetSentence, describeError, ERROR_WORDS } from '../../../lib/ui/text/errors';
import { ERROR_CODES } from '../../../lib/service/errors';
import { cachedText, costText, formatCredits, withCost } from '../../../lib/ui/account/cost-text';
import { entityKindLabel } from '../../../lib/ui/text/kinds';
import { formatAge, formatDuration } from '../../../lib/ui/text/dates';
import { formatCount } from '../../../lib/ui/text/numbers';
import { prettyJson } from '../../../lib/ui/text/strings';
import { safeHttpUrl } from '../../../lib/ui/text/links';
import { checkBaseUrl, checkDomain } from '../../../lib/ui/options/options-store';
import { draftToPatch } from '../../../lib/ui/options/draft-patch';
import { requestKey } from '../../../lib/ui/requests/results';

describe('formatting', () => {
  it('says what things cost', () => {
    expect(formatCredits(0)).toBe('free');
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(5)).toBe('5 credits');
    expect(costText({ credits: 0, cached: true })).toBe('cached · 0 credits');
    expect(costText({ credits: 3, exact: false })).toBe('~3 credits');
    expect(withCost('Look up', { credits: 1 })).toBe('Look up · 1 credit');
    expect(cachedText(5 * 60_000)).toBe('cached · 0 credits · 5 min ago');
  });

  it('compacts big counts and keeps the exact value as a title', () => {
    const exact = new Intl.NumberFormat(undefined).format(1_234_567);
    const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }).format(1_234_567);
    expect(formatCount(1_234_567)).toEqual({ text: compact, title: exact });
    expect(compact).not.toBe(exact);
    expect(formatCount(9_999).title).toBeUndefined();
  });

  it('formats ages and durations', () => {
    expect(formatAge(10_000)).toBe('just now');
    expect(formatAge(3 * 3600_000)).toBe('3 h ago');
    expect(formatAge(2 * 86400_000)).toBe('2 days ago');
    expect(formatDuration(305)).toBe('5:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('only lets http(s) through', () => {
    expect(safeHttpUrl('https://social.example/x')).toBe('https://social.example/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('data:text/html,hi')).toBeUndefined();
    expect(safeHttpUrl('//social.example')).toBeUndefined();
  });

  it('pretty-prints JSON text and leaves other text alone', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('<html>')).toBe('<html>');
  });

  it('keys requests independently of property order and empty values', () => {
    expect(requestKey({ useCase: 'page_posts', input: { link: 'a', limit: 3 } })).toBe(
      requestKey({ useCase: 'page_posts', input: { limit: 3, link: 'a', end_cursor: '' } }),
    );
  });
});

describe('error sentences', () => {
  it.each([
    ['no_key', 'Set up your key'],
    ['unauthorized', 'The service rejected your key'],
    ['out_of_credits', 'You are out of credits'],
    ['forbidden', 'The key was refused or the account is paused'],
    ['rate_limited', 'Too many requests'],
    ['upstream_error', "The network's data source failed"],
    ['upstream_timeout', "The network's data source timed out"],
    ['network', 'The service could not be reached'],
    ['timeout', 'The service did not answer in time'],
    ['malformed', 'The service sent an answer that is not JSON'],
    ['insecure_base_url', 'The service URL is not usable'],
  ])('%s → %s', (code, title) => {
    expect(describeError({ code }).title).toBe(title);
  });

  it('gives every code of the error table a title and a way forward; an unknown code reads as internal', () => {
    for (const code of ERROR_CODES) {
      // Words with no data at all, and with every figure a code may carry.
      for (const e of [{ code }, { code, status: 500, estimate: 5, budgetLeft: 2, creditsLeft: 1, spent: 3, cap: 4, page: 2, param: 'p', origin: 'https://a.example', url: 'https://a.example/x', timeoutMs: 150 }]) {
        const d = describeError(e);
        expect(d.title, code).toMatch(/\S/);
        expect(d.detail, code).toMatch(/\S/);
        expect(`${d.title} ${d.detail}`, code).not.toMatch(/undefined|NaN|\[object/);
      }
    }
    expect(Object.keys(ERROR_WORDS).sort()).toEqual([...ERROR_CODES].sort());
    // An unknown code, or a record of an older version with its own sentence, reads as internal with that text.
    expect(describeError({ code: 'nope', message: 'x' })).toEqual({ title: 'Something went wrong', detail: 'x', action: 'retry', showRaw: false });
  });

  it('explains the budget', () => {
    expect(budgetSentence({ estimate: 5, budgetLeft: 2 })).toBe('This costs 5 credits; 2 credits of today’s budget are left.');
    expect(budgetSentence({ estimate: 1, budgetLeft: 0 })).toBe('This costs 1 credit; nothing is left of today’s budget.');
  });
});

describe('performPaid', () => {
  it('runs cheap calls without asking', async () => {
    const ask = vi.fn();
    const execute = vi.fn(async () => undefined);
    await performPaid(ask, { what: 'x', credits: 1, execute });
    expect(ask).not.toHaveBeenCalled();
    expect(execute).toHaveBeenCalledWith(false);
  });

  it('asks at 5 credits and does nothing when declined', async () => {
    const ask = vi.fn(async () => false);
    const execute = vi.fn(async () => undefined);
    await performPaid(ask, { what: 'Load attachments', credits: 5, execute });
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ confirmLabel: 'Spend 5 credits' }));
    expect(execute).not.toHaveBeenCalled();
  });

  it('re-runs with confirmOverBudget after a budget_exceeded answer is accepted', async () => {
    const ask = vi.fn(async () => true);
    const execute = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, error: { code: 'budget_exceeded', estimate: 2, budgetLeft: 1 } })
      .mockResolvedValueOnce({ ok: true, result: {} });
    await performPaid(ask, { what: 'x', credits: 2, execute });
    expect(execute).toHaveBeenNthCalledWith(1, false);
    expect(execute).toHaveBeenNthCalledWith(2, true);
  });
});

describe('options validation', () => {
  it('accepts https and loopback http only', () => {
    expect(checkBaseUrl('https://api.example')).toEqual({ ok: true, origin: 'https://api.example' });
    expect(checkBaseUrl('https://api.example/')).toEqual({ ok: true, origin: 'https://api.example' });
    // Every operation's path starts at the root: a URL with a path cannot work, so it is refused.
    expect(checkBaseUrl('http://127.0.0.1:8787/api')).toMatchObject({ ok: false, error: { code: 'insecure_base_url', problem: 'path' } });
    // The options page and the background read loopback the same way.
    expect(checkBaseUrl('http://localhost.:8787').ok).toBe(true);
    expect(checkBaseUrl('http://127.0.0.1:8787').ok).toBe(true);
    expect(checkBaseUrl('http://api.example').ok).toBe(false);
    expect(checkBaseUrl('api.example').ok).toBe(false);
    expect(checkBaseUrl('https://u:p@api.example').ok).toBe(false);
  });

  it('accepts bare domains only', () => {
    expect(checkDomain('Social.Example')).toBe('social.example');
    expect(checkDomain('https://social.example')).toBeNull();
    expect(checkDomain('social.example/path')).toBeNull();
    expect(checkDomain('localhost')).toBeNull();
    expect(checkDomain('*.social.example')).toBeNull();
  });

  it('turns the form into a patch, lifetimes in minutes', () => {
    const r = draftToPatch({
      baseUrl: ' https://api.example ',
      key: '',
      showKey: false,
      dailyBudget: '',
      lifetimes: {
        details: { value: '24', unit: 'hours' },
        list: { value: '30', unit: 'minutes' },
        search: { value: '1', unit: 'hours' },
        reference: { value: '168', unit: 'hours' },
      },
      autoLookup: true,
      ratePerSecond: '2.5',
      downloadTemplate: ' {owner}_{n} ',
      theme: 'dark',
      newHost: { site: '', short: '', photo: '' },
    });
    expect(r).toEqual({
      patch: {
        baseUrl: 'https://api.example',
        dailyBudget: null,
        cacheLifetimes: { details: 1440, list: 30, search: 60, reference: 10080 },
        autoLookup: true,
        ratePerSecond: 2.5,
        downloadTemplate: '{owner}_{n}',
        theme: 'dark',
      },
    });
  });

  it('refuses a request rate that is not a positive number up to 100', () => {
    const base = {
      baseUrl: '', key: '', showKey: false, dailyBudget: '', autoLookup: false, theme: 'system' as const,
      downloadTemplate: '{owner}-{date}-{id}-{n}',
      newHost: { site: '', short: '', photo: '' },
      lifetimes: {
        details: { value: '1', unit: 'hours' as const }, list: { value: '1', unit: 'hours' as const },
        search: { value: '1', unit: 'hours' as const }, reference: { value: '1', unit: 'hours' as const },
      },
    };
    for (const ratePerSecond of ['', '0', '-1', 'fast', '101']) {
      expect(draftToPatch({ ...base, ratePerSecond })).toEqual({ error: expect.stringContaining('request rate') });
    }
  });

  it('refuses a file name template without {n} or empty', () => {
    const base = {
      baseUrl: '', key: '', showKey: false, dailyBudget: '', autoLookup: false, theme: 'system' as const, ratePerSecond: '5',
      newHost: { site: '', short: '', photo: '' },
      lifetimes: {
        details: { value: '1', unit: 'hours' as const }, list: { value: '1', unit: 'hours' as const },
        search: { value: '1', unit: 'hours' as const }, reference: { value: '1', unit: 'hours' as const },
      },
    };
    expect(draftToPatch({ ...base, downloadTemplate: '{owner}-{id}' })).toEqual({ error: expect.stringContaining('must contain {n}') });
    expect(draftToPatch({ ...base, downloadTemplate: '  ' })).toEqual({ error: expect.stringContaining('file name template') });
  });
});

describe('entityKindLabel', () => {
  const step = (model: string) => ({ normalized: { status: 'ok', model, data: {} } }) as never;
  it('says what the link is, unless an object id alone turned out to be a page or a group', () => {
    expect(entityKindLabel(undefined, undefined)).toBe('Link');
    expect(entityKindLabel('post', undefined)).toBe('Post');
    expect(entityKindLabel('post', { useCase: 'lookup_url', steps: [step('post')], creditsCharged: 1, fromCache: false })).toBe('Post');
    expect(entityKindLabel('post', { useCase: 'lookup_url', steps: [step('page')], creditsCharged: 0, fromCache: true })).toBe('Page');
    expect(entityKindLabel('post', { useCase: 'lookup_url', steps: [step('group')], creditsCharged: 0, fromCache: true })).toBe('Group');
    expect(entityKindLabel('share_link', { useCase: 'lookup_url', steps: [step('post_extended')], creditsCharged: 1, fromCache: false })).toBe('Share link');
  });
});
