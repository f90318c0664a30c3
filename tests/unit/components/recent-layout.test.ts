import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../../lib/site/social/kinds';

/**
 * The popup's recent list at 360 px: a row's label ("Marketplace category 1234…") kept whole words
 * only if the times beside it go under it instead of squeezing it, and a word breaks only when it
 * is wider than the row (a layout the unit tests' DOM does not compute: the rules are read here;
 * the row was looked at in Chromium at 360 px).
 */
const css = readFileSync(fileURLToPath(new URL('../../../assets/ui.css', import.meta.url)), 'utf8');
const rule = (selector: string) => {
  const m = new RegExp(`(?:^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`).exec(css);
  if (!m) throw new Error(`no rule ${selector}`);
  return m[1]!.replace(/\/\*[\s\S]*?\*\//g, '');
};

describe('the recent list keeps every kind name whole', () => {
  it('wraps the row, not the words of its label', () => {
    const longest = Object.values(KINDS).map((k) => k.name).sort((a, b) => b.length - a.length)[0]!;
    expect(longest).toMatch(/^Marketplace /);
    expect(rule('.recent-item')).toMatch(/flex-wrap:\s*wrap/);
    const label = rule('.recent-label');
    expect(label).not.toMatch(/overflow-wrap:\s*anywhere|word-break:\s*break-all/);
    // It takes the row's width before the times do (about 14 letters at least: a kind's name and more).
    expect(label).toMatch(/flex:\s*1 1 (1[4-9]|[2-9]\d)em/);
  });
});
