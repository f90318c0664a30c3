import { describe, expect, it } from 'vitest';
import { byteSize, hashKey } from '../../../lib/lookup/hash';

describe('hash', () => {
  it('hashKey is stable and spreads keys', () => {
    expect(hashKey('a')).toBe(hashKey('a'));
    expect(hashKey('a')).toMatch(/^[0-9a-f]{16}$/);
    const hashes = new Set(Array.from({ length: 5000 }, (_, i) => hashKey(`social_get_post_details?link=${i}`)));
    expect(hashes.size).toBe(5000);
  });

  it('byteSize counts the UTF-8 bytes of the JSON', () => {
    expect(byteSize('é')).toBe(4);
    expect(byteSize({ a: 1 })).toBe(7);
  });
});
