import type { ReactNode } from 'react';
import type { Page } from '../../lib/service/model';
import { shortText } from '../../lib/ui/text/strings';
import { countNoun, formatNumber } from '../../lib/ui/text/numbers';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count, Facts, Prose } from '../common/Text';

/** A page's profile: every field the service names. */
export function PageCard({ page, actions }: { page: Page; actions?: ReactNode }) {
  // An exact count was paid for (5 credits): it is shown whole, as text, not only in a title.
  const followers =
    page.followers !== undefined ? (
      page.followersExact ? (
        <span>
          <span className="num">{formatNumber(page.followers)}</span> <span className="muted small">{countNoun(page.followers, 'follower')} (exact)</span>
        </span>
      ) : (
        <span>
          <Count value={page.followers} />{' '}
          <span className="muted small" title={page.followersDisplay ? `The service said “${shortText(page.followersDisplay)}”` : undefined}>
            (abbreviated)
          </span>
        </span>
      )
    ) : page.followersDisplay ? (
      <span>{shortText(page.followersDisplay)}</span>
    ) : undefined;
  return (
    <article className="card profile" aria-label={page.name ? `Page ${shortText(page.name)}` : 'Page'}>
      <header className="profile-head">
        <SafeImage src={page.image} alt="" className="avatar" />
        <div>
          <h2 className="title">
            <SafeLink href={page.url}>{shortText(page.name) ?? 'Unnamed page'}</SafeLink>
            {page.verified ? (
              <span className="badge badge-ok" title="Verified">
                Verified
              </span>
            ) : null}
          </h2>
          {page.categories.length ? <p className="muted small">{shortText(page.categories.join(' · '))}</p> : null}
        </div>
      </header>
      <ul className="stats">
        <li>
          <span className="stat-label">Followers</span>
          <span className="stat-value">{followers ?? <span className="muted">—</span>}</span>
        </li>
        <li>
          <span className="stat-label">Likes</span>
          <span className="stat-value">
            <Count value={page.likes} />
          </span>
        </li>
      </ul>
      {actions ? <div className="actions">{actions}</div> : null}
      <Prose text={page.bio} />
      <Facts
        rows={[
          ['Email', shortText(page.email)],
          ['Phone', shortText(page.phone)],
          ['Website', page.website ? <SafeLink href={page.website} /> : undefined],
          ['Address', shortText(page.address)],
          ['Rating', shortText(page.rating)],
          ['Page id', page.id ? <span className="mono">{page.id}</span> : undefined],
          ['Ads library id', page.adPageId ? <span className="mono">{page.adPageId}</span> : undefined],
        ]}
      />
    </article>
  );
}
