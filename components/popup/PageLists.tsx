import { foundRows, kindCounts } from '../../lib/ui/panel/found';
import { kindLabel } from '../../lib/ui/text/kinds';
import { formatNumber } from '../../lib/ui/text/numbers';
import { t } from '../../lib/ui/i18n/catalogue';
import type { FoundEntity } from '../../lib/ui/types';
import '../../lib/ui/i18n/words/popup';

/** What the page lists, counted by kind as the side panel's found list rows them (free: read from the page). */
export function PageLists({ found }: { found: FoundEntity[] }) {
  const counts = [...kindCounts(foundRows(found))];
  if (counts.length === 0) return null;
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  return (
    <p className="muted small" aria-label={t('popup.pageListsLabel')}>
      {t('popup.pageLists', { count: total, kinds: counts.map(([kind, n]) => [kindLabel(kind), formatNumber(n)].join(' ')).join(', ') })}
    </p>
  );
}
