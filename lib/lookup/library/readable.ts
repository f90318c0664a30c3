import { ENTITY_KINDS, type LibraryEntity } from './types';

const str = (v: unknown): v is string => typeof v === 'string';
const obj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/**
 * A stored entity the views can show (a garbled row is passed over, never shown half: the rest of
 * the library stays readable). Fields it does not know (a newer build's) are let be.
 */
export function isReadableEntity(e: unknown): e is LibraryEntity {
  if (!obj(e)) return false;
  return (
    str(e.uid) && (ENTITY_KINDS as readonly unknown[]).includes(e.kind) && str(e.id) && str(e.title) &&
    (e.owner === undefined || str(e.owner)) && (e.text === undefined || str(e.text)) && (e.url === undefined || str(e.url)) &&
    (e.time === undefined || Number.isFinite(e.time)) && Number.isFinite(e.position) && Number.isFinite(e.fetchedAt) &&
    obj(e.data) && obj(e.source) && Array.isArray(e.versions) && Array.isArray(e.answerKeys) && e.answerKeys.every(str) &&
    Array.isArray(e.tokens)
  );
}

