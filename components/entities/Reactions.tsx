import type { Reactions as ReactionsModel } from '../../lib/service/model';
import { t } from '../../lib/ui/i18n/catalogue';
import { formatCount } from '../../lib/ui/text/numbers';
import { Count } from '../common/Text';
import '../../lib/ui/i18n/words/entities';

/** Reaction, comment and share counts in one line. */
export function Engagement({
  reactions,
  comments,
  shares,
  views,
}: {
  reactions?: ReactionsModel | number | undefined;
  comments?: number | undefined;
  shares?: number | undefined;
  views?: number | undefined;
}) {
  const total = typeof reactions === 'number' ? reactions : reactions?.total;
  const byType = typeof reactions === 'object' ? Object.entries(reactions.byType ?? {}).filter(([, n]) => n > 0) : [];
  const breakdown = byType
    .sort(([, a], [, b]) => b - a)
    .map(([name, n]) => `${name} ${formatCount(n).text}`)
    .join(' · ');
  const items: [string, number | undefined, (string | undefined)?][] = [
    [t('labels.nouns.reaction', { count: total ?? 0 }), total, breakdown || undefined],
    [t('labels.nouns.comment', { count: comments ?? 0 }), comments],
    [t('labels.nouns.share', { count: shares ?? 0 }), shares],
    [t('labels.nouns.view', { count: views ?? 0 }), views],
  ];
  const shown = items.filter(([, n]) => n !== undefined);
  if (shown.length === 0) return null;
  return (
    <ul className="engagement" aria-label={t('entities.engagement')}>
      {shown.map(([label, n, title]) => (
        <li key={label} title={title}>
          <Count value={n} /> {label}
        </li>
      ))}
    </ul>
  );
}
