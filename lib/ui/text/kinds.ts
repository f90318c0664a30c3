import { kindName } from '../../site/kinds';
import type { SiteShown } from '../../site/site';
import type { UseCaseResult } from '../../lookup/types';
import { catalogue, t } from '../i18n/catalogue';

type KindKey = keyof ReturnType<typeof catalogue>['labels']['kinds'];
const hasWords = (kind: string): kind is KindKey => Object.hasOwn(catalogue('en').labels.kinds, kind);

/**
 * A kind's name in the user's language ("Page", "Share link"), from the catalogue (labels.kinds,
 * keyed by the kind); a kind only a given site module knows, by that site's name; else ''.
 */
export function kindWords(kind: string, sites?: readonly SiteShown[]): string {
  if (kind === 'other') return t('labels.otherKind');
  if (hasWords(kind)) return t(`labels.kinds.${kind}`);
  return sites ? kindName(kind, sites) : kindName(kind);
}

/** Human name of a detected kind ("Page", "Share link"). */
export function kindLabel(kind: string): string {
  return kindWords(kind) || t('labels.link');
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
  return kind ? kindLabel(kind) : t('labels.link');
}
