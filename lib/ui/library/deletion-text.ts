import type { CapFigures } from '../../lookup/library/cap';
import type { ConfirmRequest } from '../account/confirm';
import { plural } from '../../util/plural';
import { formatBytes, formatNumber } from '../text/numbers';

/**
 * The words of a deletion of paid answers, asked before anything goes: what goes (items, answers,
 * MB) and what it cost. The figures are the library's dry run of the same deletion.
 */

/** "1,204 items from 40 answers (262 MB)". */
export function goesText(f: CapFigures): string {
  const items = f.items === 1 ? '1 item' : `${formatNumber(f.items)} items`;
  const answers = f.answers === 1 ? '1 answer' : `${formatNumber(f.answers)} answers`;
  return `${items} from ${answers} (${formatBytes(f.bytes)})`;
}

/** What they cost: "They cost 45 credits when they were fetched; opening them again costs credits again." */
export function costSentence(f: CapFigures): string {
  const paid = f.credits > 0 ? `They cost ${plural(f.credits, 'credit')} when they were fetched; opening` : 'Opening';
  return `${paid} them again costs credits again.`;
}

/** The standing rule a size sets, said in its question and after it. */
export const capRule = (megabytes: number) => `From now on, the oldest answers go when the library is over ${formatNumber(megabytes)} MB.`;

/** Before a size below what the library holds. */
export function capQuestion(megabytes: number, f: CapFigures): ConfirmRequest {
  return {
    title: `Keep at most ${formatNumber(megabytes)} MB?`,
    body: `The oldest ${goesText(f)} go now. ${costSentence(f)} ${capRule(megabytes)}`,
    confirmLabel: `Delete ${f.items === 1 ? '1 item' : `${formatNumber(f.items)} items`} and keep ${formatNumber(megabytes)} MB`,
  };
}

/** Before "Delete everything". */
export function deleteAllQuestion(f: CapFigures): ConfirmRequest {
  return {
    title: 'Delete the whole library?',
    body: `All ${goesText(f)} go. ${costSentence(f)} The ledger stays.`,
    confirmLabel: 'Delete everything',
  };
}

/** After a deletion: the library's own count, and why the browser's may not shrink at once. */
export const FREED_LATER = 'The browser frees the space of deleted answers later, so its figure may not shrink at once; the library’s own count above is exact.';
