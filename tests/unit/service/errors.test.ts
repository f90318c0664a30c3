import { describe, expect, it } from 'vitest';
import { InvalidParamsError, validateParams } from '../../../lib/service/catalog';
import {
  ERROR_CODES,
  InternalError,
  InvalidParamsServiceError,
  RAW_BODY_LIMIT,
  RateLimitedError,
  ServiceError,
  UpstreamError,
  deserializeError,
  errorForResponse,
  parseRetryAfter,
  readServiceMessage,
  serializeError,
} from '../../../lib/service/errors';

describe('errorForResponse', () => {
  it.each([
    [400, 'bad_request'],
    [404, 'bad_request'],
    [405, 'bad_request'],
    [422, 'bad_request'],
    [401, 'unauthorized'],
    [402, 'out_of_credits'],
    [403, 'forbidden'],
    [429, 'rate_limited'],
    [500, 'upstream_error'],
    [502, 'upstream_error'],
    [503, 'upstream_error'],
    [504, 'upstream_timeout'],
  ])('%i → %s', (status, code) => {
    const e = errorForResponse({ status, bodyText: '{"error":"x"}', requestId: 'r' });
    expect(e).toBeInstanceOf(ServiceError);
    expect(e).toMatchObject({ code, status, requestId: 'r', serviceMessage: 'x' });
    expect(e.message).toMatch(/\.$/);
  });

  it('truncates huge bodies', () => {
    const e = errorForResponse({ status: 502, bodyText: 'x'.repeat(RAW_BODY_LIMIT * 2) });
    expect(e.rawBody!.length).toBeLessThan(RAW_BODY_LIMIT + 20);
  });
});

describe('readServiceMessage', () => {
  it('reads error, then message, then detail', () => {
    expect(readServiceMessage('{"error":"e","message":"m","detail":"d"}')).toBe('e');
    expect(readServiceMessage('{"success":false,"message":"m","detail":"d"}')).toBe('m');
    expect(readServiceMessage('{"detail":[{"loc":["query","link"],"msg":"field required"},{"msg":"too long"}]}')).toBe(
      'field required; too long',
    );
    expect(readServiceMessage('{"error":{"message":"nested"}}')).toBe('nested');
    expect(readServiceMessage('Bad gateway')).toBe('Bad gateway');
    expect(readServiceMessage('<html><title>502</title></html>')).toBeUndefined();
    expect(readServiceMessage('[1,2]')).toBeUndefined();
    expect(readServiceMessage('')).toBeUndefined();
    expect(readServiceMessage('{"error":""}')).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date; 1 s by default', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter(new Date(now + 7000).toUTCString(), now)).toBe(7000);
    expect(parseRetryAfter(new Date(now - 7000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBe(1000);
    expect(parseRetryAfter('soon', now)).toBe(1000);
    expect(new RateLimitedError().retryAfterMs).toBe(1000);
  });
});

describe('serializeError / deserializeError', () => {
  it('round-trips every class through JSON', () => {
    for (const code of ERROR_CODES) {
      const original = deserializeError({
        code,
        message: `m ${code}`,
        serviceMessage: 's',
        status: 418,
        requestId: 'rid',
        retryAfterMs: 1234,
        rawBody: '{}',
        param: 'p',
      });
      expect(original.code).toBe(code);
      const wire = JSON.parse(JSON.stringify(serializeError(original)));
      const back = deserializeError(wire);
      expect(back).toBeInstanceOf(original.constructor);
      expect(back).toBeInstanceOf(Error);
      expect(serializeError(back)).toEqual(wire);
      expect(back.name).toBe(original.constructor.name);
    }
  });

  it('wraps the catalog InvalidParamsError with its parameter', () => {
    let thrown: unknown;
    try {
      validateParams('social_get_page_posts', { link: 'x', limit: 12 });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(InvalidParamsError);
    const s = serializeError(thrown);
    expect(s).toMatchObject({ code: 'invalid_params', param: 'limit' });
    expect(s.message).toContain('limit');
    expect(deserializeError(s)).toBeInstanceOf(InvalidParamsServiceError);
  });

  it('unknown thrown values become internal', () => {
    expect(serializeError(new TypeError('oops'))).toEqual({ code: 'internal', message: 'oops' });
    expect(serializeError('plain')).toEqual({ code: 'internal', message: 'plain' });
    expect(serializeError({ a: 1 })).toEqual({ code: 'internal', message: '{"a":1}' });
    expect(serializeError(undefined).code).toBe('internal');
    expect(deserializeError({ code: 'nope', message: 'x' })).toBeInstanceOf(InternalError);
    expect(deserializeError(null)).toBeInstanceOf(InternalError);
    expect(deserializeError({ code: 'upstream_error', status: 'x' })).toBeInstanceOf(UpstreamError);
  });
});
