// The answer as the library keeps it, and the entities read out of it, before it is written.

import { getOperation, isOperationId, type CacheKind } from '../../service/catalog';
import { normalize } from '../../service/normalize';
import type { Normalized } from '../../service/model';
import type { CachedAnswer } from '../cache-types';
import { summarizeParams } from '../summary';
import { byteSize } from './byte-size';
import { extractEntities } from './extract';
import type { LibraryAnswer, Provenance } from './types';

/** An answer as the library keeps it, with the entities read out of it (null: not an operation this version knows). */
export function prepareAnswer(answer: CachedAnswer, kind: CacheKind, known?: Normalized): { answer: LibraryAnswer; extraction: ReturnType<typeof extractEntities> } | null {
  if (!isOperationId(answer.operationId)) return null;
  const source: Provenance = {
    answerKey: answer.key,
    operationId: answer.operationId,
    params: answer.params,
    fetchedAt: answer.fetchedAt,
    creditsCharged: answer.creditsCharged ?? 0,
    ...(answer.requestId ? { requestId: answer.requestId } : {}),
  };
  let normalized: Normalized;
  try {
    normalized = known ?? (normalize(answer.operationId, answer.raw, answer.params) as Normalized);
  } catch {
    normalized = { status: 'unrecognised', model: getOperation(answer.operationId).model, reason: 'unreadable' };
  }
  const extraction = extractEntities(normalized, source);
  const kept: LibraryAnswer = {
    ...answer,
    kind,
    summary: summarizeParams(answer.params),
    entityUids: extraction.entities.map((e) => e.uid),
    bytes: byteSize(answer) + extraction.entities.reduce((sum, e) => sum + byteSize(e), 0),
  };
  return { answer: kept, extraction };
}
