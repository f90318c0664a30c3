import type { ReactNode } from 'react';
import type { Page } from '../../lib/service/model';
import { shortText } from '../../lib/ui/text/strings';
import { t } from '../../lib/ui/i18n/catalogue';
import { formatNumber } from '../../lib/ui/text/numbers';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count, Facts, Prose } from '../common/Text';
import '../../lib/ui/i18n/words/entities';

/** A page's profile: every field the service names. */
export function PageCard({ page, actions }: { page: Page; actions?: ReactNode }) {
  // An exact count was paid for (5 credits): it is shown whole, as text, not only in a title.
  const followers =
    page.followers !== undefined ? (
      page.followersExact ? (
        <span>
          <span className="num">{formatNumber(page.followers)}</span> <span className="muted small">{t('entities.page.exactFollowers', { count: page.followers })}</span>
        </span>
      ) : (
        <span>
          <Count value={page.followers} />{' '}
          <span className="muted small" title={page.followersDisplay ? t('entities.page.serviceSaid', { text: shortText(page.followersDisplay) }) : undefined}>
            {t('entities.page.abbreviated')}
          </span>
        </span>
      )
    ) : page.followersDisplay ? (
      <span>{shortText(page.followersDisplay)}</span>
    ) : undefined;
  return (
    <article className="card profile" aria-label={page.name ? t('entities.page.labelNamed', { name: shortText(page.name) }) : t('entities.page.label')}>
      <header className="profile-head">
        <SafeImage src={page.image} alt="" className="avatar" />
        <div>
          <h2 className="title">
            <SafeLink href={page.url}>{shortText(page.name) ?? t('entities.unnamedPage')}</SafeLink>
            {page.verified ? (
              <span className="badge badge-ok" title={t('entities.verified')}>
                {t('entities.verified')}
              </span>
            ) : null}
          </h2>
          {page.categories.length ? <p className="muted small">{shortText(page.categories.join(' · '))}</p> : null}
        </div>
      </header>
      <ul className="stats">
        <li>
          <span className="stat-label">{t('entities.page.followers')}</span>
          <span className="stat-value">{followers ?? <span className="muted">—</span>}</span>
        </li>
        <li>
          <span className="stat-label">{t('entities.page.likes')}</span>
          <span className="stat-value">
            <Count value={page.likes} />
          </span>
        </li>
      </ul>
      {actions ? <div className="actions">{actions}</div> : null}
      <Prose text={page.bio} />
      <Facts
        rows={[
          [t('entities.page.email'), shortText(page.email)],
          [t('entities.page.phone'), shortText(page.phone)],
          [t('entities.page.website'), page.website ? <SafeLink href={page.website} /> : undefined],
          [t('entities.page.address'), shortText(page.address)],
          [t('entities.page.rating'), shortText(page.rating)],
          [t('entities.page.pageId'), page.id ? <span className="mono">{page.id}</span> : undefined],
          [t('entities.page.adsLibraryId'), page.adPageId ? <span className="mono">{page.adPageId}</span> : undefined],
        ]}
      />
    </article>
  );
}
