import type { LogEntry } from '../../lookup/log';
import type { MessageKey } from '../i18n/catalogue';
import { t } from '../i18n/catalogue';
import '../i18n/words/sidepanel-views';

/** The problems the background handles on purpose, by code: what the Ledger view says of each. */
const BY_CODE: Record<string, MessageKey> = {
  credits_rejected: 'sidepanel.ledger.problem.creditsRejected',
  retry_after_rejected: 'sidepanel.ledger.problem.retryAfterRejected',
  ledger_repaired: 'sidepanel.ledger.problem.ledgerRepaired',
  library_newer: 'sidepanel.ledger.problem.libraryNewer',
};

/**
 * A handled problem in the user's language; one the catalogue does not know (an error the
 * browser raised, in its own words) as it was logged.
 */
export function problemText(entry: Pick<LogEntry, 'where' | 'code' | 'message'>): string {
  if (entry.code === 'record_repaired') {
    if (entry.where === 'log.read') return t('sidepanel.ledger.problem.logRepaired');
    if (entry.where === 'boards.read') return t('sidepanel.ledger.problem.boardsRepaired');
    return t('sidepanel.ledger.problem.recordRepaired');
  }
  const key = Object.hasOwn(BY_CODE, entry.code) ? BY_CODE[entry.code] : undefined;
  return key ? t(key) : entry.message;
}
