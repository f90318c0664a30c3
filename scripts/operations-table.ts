import { describePrice, estimateCost, OPERATION_IDS, OPERATIONS } from '../lib/service/catalog';

/**
 * The README's table of operations with the sentence that counts them, generated from the catalog
 * (`npx tsx scripts/operations-table.ts`).
 */
export function operationsTable(): string {
  const free = OPERATION_IDS.filter((id) => estimateCost(id, {}) === 0).length;
  const lead = `All ${OPERATION_IDS.length} operations of the catalog (${OPERATION_IDS.length - free} paid, ${free} free), each with its price (from \`lib/service/catalog.ts\`):`;
  const rows = OPERATION_IDS.map((id) => {
    const params = Object.keys(OPERATIONS[id].params.shape).map((k) => `\`${k}\``).join(', ') || '—';
    return `| \`${id}\` | \`${OPERATIONS[id].path}\` | ${params} | ${describePrice(id)} |`;
  });
  return [lead, '', '| Operation | Path | Parameters | Price |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

if (process.argv[1]?.endsWith('operations-table.ts')) console.log(operationsTable());
