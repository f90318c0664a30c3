import type { ReactNode } from 'react';
import type { AdKeywordResult } from '../../lib/service/model';
import { plural } from '../../lib/ui/text/numbers';
import { shortText } from '../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count } from '../common/Text';

/** An advertiser found by name in the ads library: who, what, how many ads for the words; `children`: its actions. */
export function AdKeywordCard({ advertiser: a, children }: { advertiser: AdKeywordResult; children?: ReactNode }) {
  return (
    <article className="card profile" aria-label={shortText(a.name) ?? 'Advertiser'}>
      <header className="profile-head">
        <SafeImage src={a.picture} alt="" className="avatar-small" />
        <div>
          <p className="title">
            <SafeLink href={a.url}>{shortText(a.name) ?? 'Advertiser'}</SafeLink> {a.verified ? <span className="badge badge-ok">Verified</span> : null}
          </p>
          <p className="muted small">
            {[shortText(a.category), a.adCount !== undefined ? plural(a.adCount, 'ad') : ''].filter(Boolean).join(' · ')}
            {a.likes !== undefined ? (
              <>
                {' · '}
                <Count value={a.likes} suffix="likes" />
              </>
            ) : null}
          </p>
        </div>
      </header>
      {children}
    </article>
  );
}
