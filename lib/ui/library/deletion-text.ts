import type { CapFigures } from '../../lookup/library/cap';
import type { ConfirmRequest } from '../account/confirm';
import { formatBytes } from '../text/numbers';
import { t } from '../i18n/catalogue';
import '../i18n/words/library';

/**
 * The words of a deletion of paid answers, asked before anything goes: what goes (items, answers,
 * MB) and what it cost. The figures are the library's dry run of the same deletion.
 */

/** "1,204 items from 40 answers (262 MB)". */
export function goesText(f: CapFigures): string {
  return t('library.deletion.goes', {
    items: t('library.deletion.items', { count: f.items }),
    answers: t('library.deletion.answers', { count: f.answers }),
    size: formatBytes(f.bytes),
  });
}

/** What they cost: "They cost 45 credits when they were fetched; opening them again costs credits again." */
export function costSentence(f: CapFigures): string {
  return f.credits > 0 ? t('library.deletion.costPaid', { credits: t('count.credit', { count: f.credits }) }) : t('library.deletion.costFree');
}

/** The standing rule a size sets, said in its question and after it. */
export const capRule = (megabytes: number) => t('library.deletion.capRule', { megabytes });

/** Before a size below what the library holds. */
export function capQuestion(megabytes: number, f: CapFigures): ConfirmRequest {
  return {
    title: t('library.deletion.capTitle', { megabytes }),
    body: t('library.deletion.capBody', { goes: goesText(f), cost: costSentence(f), rule: capRule(megabytes) }),
    confirmLabel: t('library.deletion.capConfirm', { count: f.items, megabytes }),
  };
}

/** Before "Delete everything". */
export function deleteAllQuestion(f: CapFigures): ConfirmRequest {
  return {
    title: t('library.deletion.allTitle'),
    body: t('library.deletion.allBody', { goes: goesText(f), cost: costSentence(f) }),
    confirmLabel: t('library.deletion.allConfirm'),
  };
}

/** After a deletion: the library's own count, and why the browser's may not shrink at once. */
export const freedLater = (): string => t('library.deletion.freedLater');
