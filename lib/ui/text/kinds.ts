import { kindName } from '../../site/kinds';
import type { SocialKind } from '../../site/types';
import type { UseCaseResult } from '../../lookup/types';

/** Human name of a detected kind ("Page", "Share link"), from the site module. */
export function kindLabel(kind: string): string {
  return kindName(kind as SocialKind) || 'Link';
}

/**
 * The badge of an entity view: what its link says, unless the answer says otherwise (an object id
 * alone reads as a post until its answer is a page or a group).
 */
export function entityKindLabel(kind: string | undefined, result: UseCaseResult | undefined): string {
  if (kind === 'post') {
    const answered = result?.steps.find((s) => s.normalized.status === 'ok' && (s.normalized.model === 'page' || s.normalized.model === 'group'));
    if (answered) return kindLabel(answered.normalized.model);
  }
  return kind ? kindLabel(kind) : 'Link';
}
