import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operationsTable } from '../../../scripts/operations-table';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('README', () => {
  it('lists the operations exactly as the catalog defines them', () => {
    expect(readme).toContain(operationsTable());
  });

  it('gives the two commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('says why each dependency is there', () => {
    const table = readme.slice(readme.indexOf('## Dependencies'));
    const missing = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
      (name) => !table.includes(`\`${name}\``) && !(name.startsWith('@types/') && table.includes('`@types/*`')) && !(name.startsWith('@testing-library/') && table.includes('`@testing-library/*`')),
    );
    expect(missing).toEqual([]);
  });
});
