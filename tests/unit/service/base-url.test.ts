import { describe, expect, it } from 'vitest';
import { buildUrl, checkBaseUrl, isLoopbackHost } from '../../../lib/service/base-url';
import { createRateLimiter } from '../../../lib/service/rate-limiter';

describe('checkBaseUrl', () => {
  it.each([
    'https://api.example',
    'https://api.example/',
    ' https://api.example ',
    'http://localhost.:8787',
    'http://127.0.0.1:8787',
    'http://127.1.2.3',
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://[::1]:8787',
  ])('accepts %s', (input) => {
    expect(() => checkBaseUrl(input)).not.toThrow();
  });

  it.each([
    'http://example.com',
    'http://api.example/v1',
    'http://10.0.0.1',
    'http://192.168.1.2',
    'http://localhost.example',
    'http://127.0.0.1.example',
    'ws://api.example',
    'file:///tmp',
    'javascript:alert(1)',
    'api.example',
    '/v1',
    '',
    'https://user:pass@api.example',
    // Every operation's path starts at the root: a path would send every call to the wrong place.
    'https://api.example/v1',
    'http://127.0.0.1:8787/api',
    'https://api.example/?x=1',
  ])('refuses %s', (input) => {
    expect(() => checkBaseUrl(input)).toThrow(expect.objectContaining({ code: 'insecure_base_url' }));
  });

  it('says https is required', () => {
    expect(() => checkBaseUrl('http://example.com')).toThrow(expect.objectContaining({ problem: 'http', url: 'http://example.com' }));
  });

  it('says why a path is refused', () => {
    expect(() => checkBaseUrl('http://127.0.0.1:8787/api')).toThrow(
      expect.objectContaining({ problem: 'path', origin: 'http://127.0.0.1:8787', url: 'http://127.0.0.1:8787/api' }),
    );
    expect(() => checkBaseUrl('ftp://api.example')).toThrow(expect.objectContaining({ problem: 'scheme', scheme: 'ftp:' }));
    expect(() => checkBaseUrl('https://u:p@api.example')).toThrow(expect.objectContaining({ problem: 'credentials' }));
    expect(() => checkBaseUrl('api.example')).toThrow(expect.objectContaining({ problem: 'not_absolute' }));
    expect(() => checkBaseUrl('  ')).toThrow(expect.objectContaining({ problem: 'missing' }));
  });

  it('joins the origin and the path without doubling slashes', () => {
    const join = (base: string, path: string, q?: Record<string, string>) => buildUrl(checkBaseUrl(base), path, q).href;
    expect(join('https://api.example', '/usage')).toBe('https://api.example/usage');
    expect(join('https://api.example/', '/usage')).toBe('https://api.example/usage');
    expect(join('https://api.example', 'social/pages/id')).toBe('https://api.example/social/pages/id');
    expect(join('https://api.example', '/social/search/pages', { query: 'a b&c' })).toBe(
      'https://api.example/social/search/pages?query=a+b%26c',
    );
  });

  it('knows loopback hosts', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('127.255.0.9')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
    expect(isLoopbackHost('example.com')).toBe(false);
  });
});

describe('createRateLimiter', () => {
  function fake(perSecond: number) {
    let clock = 0;
    const waits: number[] = [];
    const limiter = createRateLimiter({
      perSecond,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    return { limiter, waits, time: () => clock };
  }

  it('spaces calls 1/perSecond apart', async () => {
    const { limiter, time } = fake(5);
    for (let i = 0; i < 5; i++) await limiter.acquire();
    expect(time()).toBe(800);
  });

  it('is unlimited for 0, negative, NaN or Infinity', async () => {
    for (const rate of [0, -1, NaN, Infinity]) {
      const { limiter, waits } = fake(rate);
      for (let i = 0; i < 10; i++) await limiter.acquire();
      expect(waits).toEqual([]);
    }
  });

  it('queues concurrent callers in order', async () => {
    let clock = 0;
    const limiter = createRateLimiter({ perSecond: 2, now: () => clock });
    const waits: number[] = [];
    const l2 = createRateLimiter({
      perSecond: 2,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await Promise.all([l2.acquire(), l2.acquire(), l2.acquire()]);
    expect(waits).toEqual([500, 1000]);
    clock = 10_000;
    await limiter.acquire(); // a long idle gap gives no burst debt
  });

  it('is cancellable while waiting', async () => {
    const limiter = createRateLimiter({ perSecond: 1 });
    await limiter.acquire();
    const ac = new AbortController();
    // Aborted while it waits for its turn (a second away), not after a sleep.
    const waiting = expect(limiter.acquire(ac.signal)).rejects.toMatchObject({ code: 'cancelled' });
    ac.abort();
    await waiting;
    const aborted = new AbortController();
    aborted.abort();
    await expect(limiter.acquire(aborted.signal)).rejects.toMatchObject({ code: 'cancelled' });
  });
});
