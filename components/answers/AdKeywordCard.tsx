import type { ReactNode } from 'react';
import type { AdKeywordResult } from '../../lib/service/model';
import { shortText } from '../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count } from '../common/Text';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/answers';

/** An advertiser found by name in the ads library: who, what, how many ads for the words; `children`: its actions. */
export function AdKeywordCard({ advertiser: a, children }: { advertiser: AdKeywordResult; children?: ReactNode }) {
  return (
    <article className="card profile" aria-label={shortText(a.name) ?? t('answers.advertiser')}>
      <header className="profile-head">
        <SafeImage src={a.picture} alt="" className="avatar-small" />
        <div>
          <p className="title">
            <SafeLink href={a.url}>{shortText(a.name) ?? t('answers.advertiser')}</SafeLink> {a.verified ? <span className="badge badge-ok">{t('answers.verified')}</span> : null}
          </p>
          <p className="muted small">
            {[shortText(a.category), a.adCount !== undefined ? t('answers.items.ad', { count: a.adCount }) : ''].filter(Boolean).join(' · ')}
            {a.likes !== undefined ? (
              <>
                {' · '}
                <Count value={a.likes} suffix={t('labels.nouns.like', { count: a.likes })} />
              </>
            ) : null}
          </p>
        </div>
      </header>
      {children}
    </article>
  );
}
