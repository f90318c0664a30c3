import { scopedKey } from '../lookup/answers';
import { answerRows } from '../lookup/jobs/export';
import type { UiHandlers } from '../messaging/ui-server';
import { isOperationId } from '../service/catalog';
import { exportRows } from './library-handlers';
import type { BackgroundServices } from './services';

/**
 * Exports beside the library's: the records the ledger set aside (raw, as stored), and the items a
 * list of the side panel loaded (the kept answers of its pages, nothing else). Free, sender-checked
 * and validated like every other message; the page builds the files.
 */
export function createExportHandlers(bg: BackgroundServices): Pick<UiHandlers, 'ledgerAside' | 'answersExport'> {
  return {
    ledgerAside: async () => (await bg.lookup.settled(), bg.ledger.aside()),

    answersExport: async (data) => {
      await bg.lookup.settled();
      const scope = (await bg.settings()).baseUrl;
      const keys = data.calls.flatMap((c) => (isOperationId(c.operationId) ? [scopedKey(scope, c.operationId, c.params)] : []));
      return { rows: exportRows(await answerRows(bg.library, keys)) };
    },
  };
}
