import type { PhotoProfile, PhotoUserRef } from '../../../lib/service/model-photo';
import { formatNumber } from '../../../lib/ui/text/numbers';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../../SafeLink';
import { Facts, Prose } from '../../common/Text';
import { NotOffered } from './offers';
import { t } from '../../../lib/ui/i18n/catalogue';
import type { photo as photoWords } from '../../../lib/ui/i18n/messages/en/photo';
import '../../../lib/ui/i18n/words/photo';

/** The words an exact count is said in (photo.counts in the catalogue). */
export type CountNoun = keyof typeof photoWords.counts;

/** A count as the exact number, in words ("1,204 posts"); a dash when the answer has none. */
export function ExactCount({ value, noun }: { value: number | undefined; noun: CountNoun }) {
  if (value === undefined) return <span className="muted">—</span>;
  // The message keeps {amount} for the number, which is shown apart from its words.
  const pieces = t(`photo.counts.${noun}`, { count: value }).split(/(\{amount\})/);
  return (
    <span>
      {pieces.map((piece, i) =>
        piece === '{amount}' ? (
          <span key={i} className="num">
            {formatNumber(value)}
          </span>
        ) : piece.trim() ? (
          <span key={i} className="muted small">
            {piece}
          </span>
        ) : (
          piece
        ),
      )}
    </span>
  );
}

/** "@name" with the full name, a verified badge where the answer says so. */
export function UserName({ user, link }: { user: PhotoUserRef; link?: string | undefined }) {
  const handle = user.username ? `@${shortText(user.username)}` : undefined;
  const name = shortText(user.fullName);
  return (
    <span className="author">
      {link ? <SafeLink href={link}>{handle ?? name ?? t('photo.profile')}</SafeLink> : (handle ?? name ?? t('photo.unknownProfile'))}
      {handle && name ? <span className="muted small"> {name}</span> : null}
      {user.verified ? (
        <span className="badge badge-ok" title={t('photo.verified')}>
          {t('photo.verified')}
        </span>
      ) : null}
    </span>
  );
}

/** A business's contact as text: links here are only ever http(s) ones, shown with their host. */
function Contact({ business }: { business: NonNullable<PhotoProfile['business']> }) {
  return (
    <Facts
      rows={[
        [t('photo.category'), shortText(business.category)],
        [t('photo.email'), business.email ? <span dir="ltr">{shortText(business.email)}</span> : undefined],
        [t('photo.phone'), business.phone ? <span dir="ltr">{shortText(business.phone)}</span> : undefined],
        [t('photo.address'), shortText(business.address)],
      ]}
    />
  );
}

/**
 * A photo profile: picture, name, verification, bio, the exact counts as text, the link in the
 * bio and the business contact, related profiles; and, in place, that the service lists no
 * followers nor followed accounts.
 */
export function PhotoProfileCard({ profile }: { profile: PhotoProfile }) {
  const title = profile.username ? `@${shortText(profile.username)}` : (shortText(profile.fullName) ?? t('photo.profile'));
  return (
    <article className="card profile" aria-label={t('photo.profileOf', { name: title })}>
      <header className="profile-head">
        <SafeImage src={profile.picture} alt="" className="avatar" />
        <div>
          <h2 className="title">
            <SafeLink href={profile.url}>{title}</SafeLink>
            {profile.verified ? (
              <span className="badge badge-ok" title={t('photo.verified')}>
                {t('photo.verified')}
              </span>
            ) : null}
            {profile.private ? <span className="badge badge-warn">{t('photo.private')}</span> : null}
          </h2>
          {profile.fullName && profile.username ? <p className="muted small">{shortText(profile.fullName)}</p> : null}
        </div>
      </header>
      <ul className="stats" aria-label={t('photo.countsLabel')}>
        <li>
          <span className="stat-label">{t('photo.posts')}</span>
          <span className="stat-value">
            <ExactCount value={profile.posts} noun="post" />
          </span>
        </li>
        <li>
          <span className="stat-label">{t('photo.followers')}</span>
          <span className="stat-value">
            <ExactCount value={profile.followers} noun="follower" />
          </span>
        </li>
        <li>
          <span className="stat-label">{t('photo.following')}</span>
          <span className="stat-value">
            <ExactCount value={profile.following} noun="profile" />
          </span>
        </li>
      </ul>
      <Prose text={profile.bio} />
      <Facts
        rows={[
          [t('photo.website'), profile.website ? <SafeLink href={profile.website} /> : undefined],
          [t('photo.profileId'), profile.id ? <span className="mono">{profile.id}</span> : undefined],
        ]}
      />
      {profile.business ? (
        <section aria-label={t('photo.businessContact')}>
          <h3 className="subtitle">{t('photo.businessContact')}</h3>
          <Contact business={profile.business} />
        </section>
      ) : null}
      {profile.private ? <p className="muted small">{t('photo.privateNote')}</p> : null}
      {profile.related?.length ? (
        <section aria-label={t('photo.relatedProfiles')}>
          <h3 className="subtitle">{t('photo.related', { count: profile.related.length })}</h3>
          <ul className="items">
            {profile.related.map((r, i) => (
              <li key={`${r.id ?? r.username ?? ''} ${i}`} className="profile-head">
                <SafeImage src={r.picture} alt="" className="avatar avatar-small" />
                <UserName user={r} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NotOffered>{t('photo.noFollowerLists')}</NotOffered>
    </article>
  );
}
