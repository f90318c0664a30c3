import { describe, expect, it } from 'vitest';
import { validateParams } from '../../../lib/service/catalog';
import {
  ERROR_CODES,
  errorInfo,
  ERRORS,
  hasCode,
  toServiceError,
  errorForResponse,
  rateLimited,
  RAW_BODY_LIMIT,
  readServiceMessage,
  serializeError,
  ServiceError,
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
    [500, 'service_failed'],
    [502, 'upstream_error'],
    [503, 'service_failed'],
    [504, 'upstream_timeout'],
  ])('%i → %s', (status, code) => {
    const e = errorForResponse({ status, bodyText: '{"error":"x"}', requestId: 'r' });
    expect(e).toBeInstanceOf(ServiceError);
    expect(e).toMatchObject({ code, status, requestId: 'r', serviceMessage: 'x' });
    // No sentence of ours: the code and its data (the pages word them).
    expect(serializeError(e)).toEqual({ code, status, requestId: 'r', serviceMessage: 'x', rawBody: '{"error":"x"}', ...(status === 429 ? { retryAfterMs: 1000 } : {}) });
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

describe('rateLimited', () => {
  it('always says how long to wait: 1 s by default', () => {
    expect(rateLimited().retryAfterMs).toBe(1000);
  });
});

describe('the error table', () => {
  it('gives every code a kind and no sentence (the pages word it: lib/ui/text/errors.ts)', () => {
    for (const code of ERROR_CODES) {
      const row = ERRORS[code];
      expect(row.kind, code).not.toBe('');
      expect(Object.keys(row).sort(), code).toEqual(['kind', 'retryable']);
      expect(new ServiceError(code).message).toBe(code);
    }
  });

  it('retries only what the service has not charged: rate limits and upstream failures', () => {
    expect(ERROR_CODES.filter((c) => ERRORS[c].retryable).sort()).toEqual(['rate_limited', 'upstream_error', 'upstream_timeout']);
  });

  it('reads an unknown code as internal', () => {
    expect(errorInfo('nope')).toBe(ERRORS.internal);
  });
});

describe('serializeError', () => {
  it('keeps every field of every code through JSON', () => {
    for (const code of ERROR_CODES) {
      const fields = {
        serviceMessage: 's', status: 418, requestId: 'rid', retryAfterMs: 1234, rawBody: '{}', param: 'p', issues: ['p: no'], problem: 'path' as const,
        estimate: 5, budgetLeft: 2, creditsLeft: 1, budget: 9, spent: 7, cap: 3, page: 2, origin: 'https://a.example', url: 'https://a.example/x',
        scheme: 'ftp:', timeoutMs: 150, detail: 'ECONNRESET',
      };
      const wire = JSON.parse(JSON.stringify(serializeError(new ServiceError(code, fields))));
      expect(wire).toEqual({ code, ...fields });
      expect(serializeError(toServiceError(new ServiceError(code)))).toEqual({ code });
    }
  });

  it('carries the catalog validation error with its parameter', () => {
    let thrown: unknown;
    try {
      validateParams('social_get_page_posts', { link: 'x', limit: 12 });
    } catch (e) {
      thrown = e;
    }
    expect(hasCode(thrown, 'invalid_params')).toBe(true);
    const s = serializeError(thrown);
    expect(s).toMatchObject({ code: 'invalid_params', param: 'limit' });
    expect(s.issues!.join()).toContain('limit');
  });

  it('unknown thrown values become internal', () => {
    expect(serializeError(new TypeError('oops'))).toEqual({ code: 'internal', detail: 'oops' });
    expect(serializeError('plain')).toEqual({ code: 'internal', detail: 'plain' });
    expect(serializeError({ a: 1 })).toEqual({ code: 'internal', detail: '{"a":1}' });
    expect(serializeError(undefined).code).toBe('internal');
  });
});
