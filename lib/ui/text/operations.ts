import { catalogue, t } from '../i18n/catalogue';
import '../i18n/words/operation-names';

type OperationKey = keyof ReturnType<typeof catalogue>['labels']['operations'];
const hasWords = (id: string): id is OperationKey => Object.hasOwn(catalogue('en').labels.operations, id);

/**
 * An operation's name in the user's language ("Page details", "Detalles de página"); an id the
 * catalogue does not know (a ledger entry of a newer service) as it is.
 */
export function operationTitle(id: string): string {
  return hasWords(id) ? t(`labels.operations.${id}`) : id;
}
