import { describePrice, OPERATION_IDS, OPERATIONS } from '../lib/service/catalog';

/** The README's table of operations, generated from the catalog (`npx tsx scripts/operations-table.ts`). */
export function operationsTable(): string {
  const rows = OPERATION_IDS.map((id) => {
    const params = Object.keys(OPERATIONS[id].params.shape).map((k) => `\`${k}\``).join(', ') || '—';
    return `| \`${id}\` | \`${OPERATIONS[id].path}\` | ${params} | ${describePrice(id)} |`;
  });
  return ['| Operation | Path | Parameters | Price |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

if (process.argv[1]?.endsWith('operations-table.ts')) console.log(operationsTable());
