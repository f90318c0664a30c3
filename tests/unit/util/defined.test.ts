import { describe, expect, it } from 'vitest';
import { definedOnly } from '../../../lib/util/defined';

interface Patch {
  name: string;
  limit?: number;
  plan?: string;
}

describe('definedOnly', () => {
  it('keeps the fields that have a value, falsy ones included, and drops the undefined ones', () => {
    const limit: number | undefined = 0;
    const plan: string | undefined = undefined;
    const patch: Patch = { name: 'x', ...definedOnly({ limit, plan }) };
    expect(patch).toEqual({ name: 'x', limit: 0 });
    expect('plan' in patch).toBe(false);
    expect(definedOnly({ a: '', b: false, c: null, d: undefined })).toEqual({ a: '', b: false, c: null });
  });

  it('is what exactOptionalPropertyTypes asks for, where a bare undefined is refused', () => {
    const plan = undefined as string | undefined;
    // @ts-expect-error an optional field may be absent, never undefined (it would blank a stored value)
    const bare: Patch = { name: 'x', plan };
    const checked: Patch = { name: 'x', ...definedOnly({ plan }) };
    expect(bare).toHaveProperty('plan');
    expect(checked).not.toHaveProperty('plan');
  });
});
