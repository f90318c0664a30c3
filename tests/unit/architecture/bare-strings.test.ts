import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration, over text planted at the path of a component it covers.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
// The list of covered files, from the configuration itself.
const configUrl = new URL('../../../eslint.config.js', import.meta.url).href;
const { WORDS_FROM_CATALOGUE } = (await import(configUrl)) as { WORDS_FROM_CATALOGUE: string[] };
// A component in the first covered folder (a file of that folder's glob).
const planted = WORDS_FROM_CATALOGUE.find((p) => p.startsWith('components/'))!.replace('**', 'Planted.tsx');

async function bareWords(code: string, filePath = planted): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.message.includes('message catalogue')).map((m) => code.split('\n')[m.line - 1]!.slice(m.column - 1, m.column + 11));
}

describe('no bare user-visible words in components', () => {
  it('covers real files of the tree', () => {
    expect(WORDS_FROM_CATALOGUE.length).toBeGreaterThan(0);
    for (const path of WORDS_FROM_CATALOGUE) if (!path.includes('*')) expect(existsSync(`${root}/${path}`), path).toBe(true);
  });

  it('finds words in JSX text, in visible attributes and in the expressions shown', async () => {
    const code = [
      "export const A = ({ x, n }: { x: boolean; n: number }) => (",
      '  <p className="card" title="Hello" aria-label={`Count ${n}`}>',
      '    Hello world',
      "    {'Bye'}",
      "    {x ? 'Yes' : 'No'}",
      "    {x && 'Shown'}",
      '    <img alt="A photo" src="/a.png" />',
      '  </p>',
      ');',
    ].join('\n');
    const found = await bareWords(code);
    expect(found.length).toBe(8);
  });

  it('lets words from the catalogue, class names, ids and numbers through', async () => {
    const code = [
      "import { t } from '../../lib/ui/i18n/catalogue';",
      "export const B = ({ id, x }: { id: string; x: boolean }) => (",
      "  <p className={x ? 'card wide' : 'card'} id={`${id}-title`} title={t('options.language.title')}>",
      "    {t('options.language.label')} · {x ? t('options.language.hint') : null} 42",
      '  </p>',
      ');',
    ].join('\n');
    expect(await bareWords(code)).toEqual([]);
  });
});
