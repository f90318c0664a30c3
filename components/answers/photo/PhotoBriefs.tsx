import type { PhotoProfile } from '../../../lib/service/model-photo';
import { plural } from '../../../lib/ui/text/numbers';
import { shortText } from '../../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../../SafeLink';
import { ExactCount } from './PhotoProfileCard';

/** The popup's few lines of a photo profile: who, and the exact counts. */
export function PhotoBrief({ profile }: { profile: PhotoProfile }) {
  const title = profile.username ? `@${shortText(profile.username)}` : (shortText(profile.fullName) ?? 'Profile');
  return (
    <div className="summary">
      <p className="title profile-head">
        <SafeImage src={profile.picture} alt="" className="avatar avatar-small" />
        <SafeLink href={profile.url}>{title}</SafeLink>
        {profile.verified ? <span className="badge badge-ok">Verified</span> : null}
      </p>
      {profile.fullName && profile.username ? <p className="muted small">{shortText(profile.fullName)}</p> : null}
      <ul className="engagement" aria-label="Counts">
        <li>
          <ExactCount value={profile.followers} one="follower" />
        </li>
        <li>
          <ExactCount value={profile.following} one="following" many="following" />
        </li>
        <li>
          <ExactCount value={profile.posts} one="post" />
        </li>
      </ul>
    </div>
  );
}

/** A list in the popup: how many, and where to see them (sorting and the grid need the room). */
export function PhotoListBrief({ count, noun }: { count: number; noun: string }) {
  return <p className="small">{plural(count, noun)} in this answer: the side panel shows them, as a grid or a list, sortable.</p>;
}
