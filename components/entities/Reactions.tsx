import type { Reactions as ReactionsModel } from '../../lib/service/model';
import { countNoun, formatCount } from '../../lib/ui/text/numbers';
import { Count } from '../common/Text';

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
    [countNoun(total, 'reaction'), total, breakdown || undefined],
    [countNoun(comments, 'comment'), comments],
    [countNoun(shares, 'share'), shares],
    [countNoun(views, 'view'), views],
  ];
  const shown = items.filter(([, n]) => n !== undefined);
  if (shown.length === 0) return null;
  return (
    <ul className="engagement" aria-label="Engagement">
      {shown.map(([label, n, title]) => (
        <li key={label} title={title}>
          <Count value={n} /> {label}
        </li>
      ))}
    </ul>
  );
}
