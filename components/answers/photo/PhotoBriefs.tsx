import type { PhotoProfile } from '../../../lib/service/model-photo';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../../SafeLink';
import { ExactCount } from './PhotoProfileCard';
import { t } from '../../../lib/ui/i18n/catalogue';
import '../../../lib/ui/i18n/words/photo';

/** The popup's few lines of a photo profile: who, and the exact counts. */
export function PhotoBrief({ profile }: { profile: PhotoProfile }) {
  const title = profile.username ? `@${shortText(profile.username)}` : (shortText(profile.fullName) ?? t('photo.profile'));
  return (
    <div className="summary">
      <p className="title profile-head">
        <SafeImage src={profile.picture} alt="" className="avatar avatar-small" />
        <SafeLink href={profile.url}>{title}</SafeLink>
        {profile.verified ? <span className="badge badge-ok">{t('photo.verified')}</span> : null}
      </p>
      {profile.fullName && profile.username ? <p className="muted small">{shortText(profile.fullName)}</p> : null}
      <ul className="engagement" aria-label={t('photo.countsLabel')}>
        <li>
          <ExactCount value={profile.followers} noun="follower" />
        </li>
        <li>
          <ExactCount value={profile.following} noun="following" />
        </li>
        <li>
          <ExactCount value={profile.posts} noun="post" />
        </li>
      </ul>
    </div>
  );
}

/** A list in the popup: how many, and where to see them (sorting and the grid need the room). */
export function PhotoListBrief({ count, noun }: { count: number; noun: 'post' | 'reel' | 'result' }) {
  return <p className="small">{t(`photo.listInAnswer.${noun}`, { count })}</p>;
}
