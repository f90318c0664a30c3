import type * as z from 'zod/mini';
import type { OperationId } from '../../service/catalog';
import { USE_CASE_INPUTS, USE_CASE_NAMES, useCaseRequest, type UseCaseName, type UseCaseRequest } from '../use-cases';
import { USE_CASES, type KeptParams, type UseCaseEntry } from '../use-cases/table';

/**
 * The use case that fetches a kept answer again (the library's "refresh"): the request the side
 * panel would send, from the operation and parameters of the call that fetched it. Read from the
 * entries' `refresh` (one-operation use cases, tried first) and `refreshes` (chains). Null for
 * answers only reached inside a chain (ids, attachments without their post's link, countries).
 */

type Refresher = { useCase: UseCaseName; input: (params: KeptParams) => unknown };

/** A schema's own type under `optional`: "number", "boolean", "string", "enum"… */
function typeOf(schema: z.ZodMiniType): string {
  const def = schema._zod.def as { type: string; innerType?: z.ZodMiniType };
  return def.type === 'optional' && def.innerType ? typeOf(def.innerType) : def.type;
}

/** The input whose fields are the kept parameters of the same names (numbers and booleans read back). */
function sameNames(useCase: UseCaseName, params: KeptParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries((USE_CASE_INPUTS[useCase] as z.ZodMiniObject).shape)) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    const type = typeOf(schema as z.ZodMiniType);
    out[key] = type === 'number' ? Number(value) : type === 'boolean' ? value === 'true' : value;
  }
  return out;
}

function refreshers(): Map<OperationId, Refresher[]> {
  const map = new Map<OperationId, Refresher[]>();
  const add = (op: OperationId, r: Refresher) => map.set(op, [...(map.get(op) ?? []), r]);
  const entries = USE_CASE_NAMES.map((useCase) => [useCase, USE_CASES[useCase] as UseCaseEntry<UseCaseName>] as const);
  for (const [useCase, entry] of entries) {
    if (!('operation' in entry) || !entry.refresh) continue;
    const refresh = entry.refresh;
    add(entry.operation, { useCase, input: refresh === 'same' ? (p) => sameNames(useCase, p) : refresh });
  }
  for (const [useCase, entry] of entries) {
    if (!('plan' in entry)) continue;
    for (const [op, input] of Object.entries(entry.refreshes ?? {})) add(op as OperationId, { useCase, input: input! });
  }
  return map;
}

let byOperation: Map<OperationId, Refresher[]> | undefined;

/** The operations whose kept answers can be fetched again, each with the use cases that may do it, in order. */
export function refreshableOperations(): Map<OperationId, Refresher[]> {
  return (byOperation ??= refreshers());
}

export function refreshRequest(operationId: OperationId, params: KeptParams): UseCaseRequest | null {
  for (const { useCase, input } of refreshableOperations().get(operationId) ?? []) {
    const built = input(params);
    if (built === null) continue;
    const parsed = useCaseRequest.safeParse({ useCase, input: built });
    return parsed.success ? ({ useCase, input: built } as UseCaseRequest) : null;
  }
  return null;
}
