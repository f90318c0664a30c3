import type { ReactNode } from 'react';
import type { Detection } from '../../lib/ui/types';
import { kindLabel } from '../../lib/ui/text/kinds';
import { SafeLink } from '../SafeLink';
import { t } from '../../lib/ui/i18n/catalogue';

/** A detected entity: its kind, id (and owner) and canonical link, free to show. */
export function EntityRow({ detection, action }: { detection: Detection; action?: ReactNode }) {
  const name = [detection.owner, detection.id].filter(Boolean).join(' · ');
  return (
    <div className="entity-row">
      <span className="badge">{kindLabel(detection.kind)}</span>
      <span className="entity-main">
        <span className="entity-id" title={name || undefined}>{name || t('common.entity.noId')}</span>
        <SafeLink href={detection.url} className="entity-url small" title={detection.url}>
          {detection.url}
        </SafeLink>
      </span>
      {action ? <span className="entity-action">{action}</span> : null}
    </div>
  );
}
