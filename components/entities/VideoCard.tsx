import type { ReactNode } from 'react';
import type { Reel, Video } from '../../lib/service/model';
import { t } from '../../lib/ui/i18n/catalogue';
import { shortText } from '../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count, Duration, Prose, TimeText } from '../common/Text';
import { Engagement } from './Reactions';
import '../../lib/ui/i18n/words/entities';

/** A video: title, text, hashtags, owner, duration, views, reactions. */
export function VideoCard({ video, compact, actions }: { video: Video; compact?: boolean; actions?: ReactNode }) {
  return (
    <article className={`card video${compact ? ' compact' : ''}`} aria-label={video.title ? t('entities.video.labelNamed', { title: shortText(video.title) }) : t('entities.video.label')}>
      <div className="video-row">
        <SafeImage src={video.thumbnail} alt="" className="thumb" />
        <div className="video-main">
          <h3 className="title">
            <SafeLink href={video.url}>{shortText(video.title) || t('entities.untitledVideo')}</SafeLink>
          </h3>
          <p className="muted small">
            {video.owner?.name ? <SafeLink href={video.owner.url}>{shortText(video.owner.name)}</SafeLink> : null}
            {video.owner?.name && (video.durationSec !== undefined || video.time) ? ' · ' : null}
            {video.durationSec !== undefined ? <Duration seconds={video.durationSec} /> : null}
            {video.durationSec !== undefined && video.time ? ' · ' : null}
            {video.time ? <TimeText value={video.time} /> : null}
          </p>
        </div>
      </div>
      {!compact ? <Prose text={video.text} /> : null}
      {!compact && video.hashtags.length ? (
        <p className="hashtags small">{shortText(video.hashtags.map((h) => (h.startsWith('#') ? h : `#${h}`)).join(' '))}</p>
      ) : null}
      <Engagement reactions={video.reactions} views={video.views} />
      {actions ? <footer className="post-foot small">{actions}</footer> : null}
    </article>
  );
}

/** A reel (short video of a page). */
export function ReelCard({ reel, actions }: { reel: Reel; actions?: ReactNode }) {
  return (
    <article className="card video compact" aria-label={t('entities.video.reel')}>
      <div className="video-row">
        <SafeImage src={reel.thumbnail} alt="" className="thumb thumb-tall" />
        <div className="video-main">
          {reel.text ? <Prose text={reel.text} compact /> : <p className="muted small">{t('entities.video.noCaption')}</p>}
          <p className="muted small">
            {reel.views !== undefined ? (
              <>
                <Count value={reel.views} /> {t('labels.nouns.view', { count: reel.views })}
              </>
            ) : null}
            {reel.views !== undefined && reel.durationSec !== undefined ? ' · ' : null}
            {reel.durationSec !== undefined ? <Duration seconds={reel.durationSec} /> : null}
            {reel.time ? (
              <>
                {' · '}
                <TimeText value={reel.time} />
              </>
            ) : null}
          </p>
          <p className="small">
            {reel.url ? <SafeLink href={reel.url}>{t('entities.openOnSite')}</SafeLink> : null} {actions}
          </p>
        </div>
      </div>
    </article>
  );
}
