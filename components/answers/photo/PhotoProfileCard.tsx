import type { PhotoProfile, PhotoUserRef } from '../../../lib/service/model-photo';
import { formatNumber, plural } from '../../../lib/ui/text/numbers';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../../SafeLink';
import { Facts, Prose } from '../../common/Text';
import { NotOffered } from './offers';

/** A count as the exact number, in words ("1,204 posts"); a dash when the answer has none. */
export function ExactCount({ value, one, many }: { value: number | undefined; one: string; many?: string }) {
  if (value === undefined) return <span className="muted">—</span>;
  const noun = value === 1 ? one : (many ?? `${one}s`);
  return (
    <span>
      <span className="num">{formatNumber(value)}</span> <span className="muted small">{noun}</span>
    </span>
  );
}

/** "@name" with the full name, a verified badge where the answer says so. */
export function UserName({ user, link }: { user: PhotoUserRef; link?: string | undefined }) {
  const handle = user.username ? `@${shortText(user.username)}` : undefined;
  const name = shortText(user.fullName);
  return (
    <span className="author">
      {link ? <SafeLink href={link}>{handle ?? name ?? 'Profile'}</SafeLink> : (handle ?? name ?? 'Unknown profile')}
      {handle && name ? <span className="muted small"> {name}</span> : null}
      {user.verified ? (
        <span className="badge badge-ok" title="Verified">
          Verified
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
        ['Category', shortText(business.category)],
        ['Email', business.email ? <span dir="ltr">{shortText(business.email)}</span> : undefined],
        ['Phone', business.phone ? <span dir="ltr">{shortText(business.phone)}</span> : undefined],
        ['Address', shortText(business.address)],
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
  const title = profile.username ? `@${shortText(profile.username)}` : (shortText(profile.fullName) ?? 'Profile');
  return (
    <article className="card profile" aria-label={`Profile ${title}`}>
      <header className="profile-head">
        <SafeImage src={profile.picture} alt="" className="avatar" />
        <div>
          <h2 className="title">
            <SafeLink href={profile.url}>{title}</SafeLink>
            {profile.verified ? (
              <span className="badge badge-ok" title="Verified">
                Verified
              </span>
            ) : null}
            {profile.private ? <span className="badge badge-warn">Private</span> : null}
          </h2>
          {profile.fullName && profile.username ? <p className="muted small">{shortText(profile.fullName)}</p> : null}
        </div>
      </header>
      <ul className="stats" aria-label="Counts">
        <li>
          <span className="stat-label">Posts</span>
          <span className="stat-value">
            <ExactCount value={profile.posts} one="post" />
          </span>
        </li>
        <li>
          <span className="stat-label">Followers</span>
          <span className="stat-value">
            <ExactCount value={profile.followers} one="follower" />
          </span>
        </li>
        <li>
          <span className="stat-label">Following</span>
          <span className="stat-value">
            <ExactCount value={profile.following} one="profile" />
          </span>
        </li>
      </ul>
      <Prose text={profile.bio} />
      <Facts
        rows={[
          ['Website', profile.website ? <SafeLink href={profile.website} /> : undefined],
          ['Profile id', profile.id ? <span className="mono">{profile.id}</span> : undefined],
        ]}
      />
      {profile.business ? (
        <section aria-label="Business contact">
          <h3 className="subtitle">Business contact</h3>
          <Contact business={profile.business} />
        </section>
      ) : null}
      {profile.private ? <p className="muted small">This profile is private: its posts, reels and highlights are not public.</p> : null}
      {profile.related?.length ? (
        <section aria-label="Related profiles">
          <h3 className="subtitle">{plural(profile.related.length, 'related profile')}</h3>
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
      <NotOffered>The service does not list a profile’s followers or the profiles it follows: only how many there are.</NotOffered>
    </article>
  );
}
