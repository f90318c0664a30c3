import { hashKey as queryHash } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { scopedKey } from '../../../lib/lookup/answers';
import { entityAliasKey } from '../../../lib/lookup/identity';
import { operationKey } from '../../../lib/service/operation-key';
import { createQueryClient } from '../../../lib/ui/requests/query-client';
import { hashKey, stableKey } from '../../../lib/util/stable-key';

const PAGE = 'https://www.social.example/northwindgames';

/**
 * Keys that earlier builds stored, written out as they stored them: the library's recent lookups
 * (IndexedDB, by the request's stable key), its kept answers (by scope and operation key), the old
 * cache's entries in storage.local (`cache:` and the hash of the operation key) and the ids of
 * items the service gave none (`u` and the hash of their link). A change here orphans what users kept.
 */
describe('stored keys stay as earlier builds wrote them', () => {
  it("a request's stable key: keys sorted, undefined left out, empty text kept", () => {
    expect(stableKey({ useCase: 'page_posts', input: { link: PAGE, limit: 3, end_cursor: '', x: undefined } })).toBe(
      '{"input":{"end_cursor":"","limit":3,"link":"https://www.social.example/northwindgames"},"useCase":"page_posts"}',
    );
    expect(stableKey({ input: { recent: true, query: 'é "q"', after_time: '2024-01-01' }, useCase: 'search_posts' })).toBe(
      '{"input":{"after_time":"2024-01-01","query":"é \\"q\\"","recent":true},"useCase":"search_posts"}',
    );
    expect(stableKey([{ b: [{ d: 1, c: null }], a: 'x' }])).toBe('[{"a":"x","b":[{"c":null,"d":1}]}]');
  });

  it("an answer's keys: the operation key in query form, scoped by the service, and its hash", () => {
    const key = operationKey('social_get_page_posts', { link: PAGE, limit: '3', end_cursor: 'c d&e' });
    expect(key).toBe('social_get_page_posts?end_cursor=c%20d%26e&limit=3&link=https%3A%2F%2Fwww.social.example%2Fnorthwindgames');
    expect(hashKey(key)).toBe('f65196e836d056d0');
    expect(scopedKey(' http://127.0.0.1:8787/v1 ', 'social_get_post_details', { link: 'https://www.social.example/x/posts/123' })).toBe(
      'http://127.0.0.1:8787/v1 social_get_post_details?link=https%3A%2F%2Fwww.social.example%2Fx%2Fposts%2F123',
    );
    expect(entityAliasKey('https://api.example', 'social_get_post_details', { link: 'l', exact: 'true' }, 'post:123')).toBe(
      'https://api.example social_get_post_details?exact=true&link=post%3A123',
    );
    expect(`u${hashKey('https://www.social.example/reel/1195289147628387')}`).toBe('uce806c91d2216b80');
  });

  it("is the pages' query hash, as the query library's own would be", () => {
    const key = ['run', '{"input":{"b":1,"a":[{"y":2,"x":1}]},"useCase":"page_posts"}', { z: 1, a: { d: 2, c: 1 } }];
    expect(stableKey(key)).toBe(queryHash(key));
    const client = createQueryClient();
    client.setQueryData(key, 1);
    expect(client.getQueryCache().find({ queryKey: key })?.queryHash).toBe(stableKey(key));
  });
});

describe('hashKey', () => {
  it('is stable and spreads keys', () => {
    expect(hashKey('a')).toBe(hashKey('a'));
    expect(hashKey('a')).toMatch(/^[0-9a-f]{16}$/);
    const hashes = new Set(Array.from({ length: 5000 }, (_, i) => hashKey(`social_get_post_details?link=${i}`)));
    expect(hashes.size).toBe(5000);
  });
});
