import { describe, expect, it } from 'vitest';
import { byteSize } from '../../../lib/lookup/library/byte-size';

describe('byteSize', () => {
  it('counts the UTF-8 bytes of the JSON', () => {
    expect(byteSize('é')).toBe(4);
    expect(byteSize({ a: 1 })).toBe(7);
  });
});
