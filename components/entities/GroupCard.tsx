import type { Group } from '../../lib/service/model';
import { t } from '../../lib/ui/i18n/catalogue';
import { shortText } from '../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count, Facts, Prose, TimeText } from '../common/Text';
import '../../lib/ui/i18n/words/entities';

/** A group's profile: description, members, privacy, rules and activity. */
export function GroupCard({ group }: { group: Group }) {
  return (
    <article className="card profile" aria-label={group.name ? t('entities.group.labelNamed', { name: shortText(group.name) }) : t('entities.group.label')}>
      <header className="profile-head">
        <SafeImage src={group.image} alt="" className="avatar" />
        <div>
          <h2 className="title">
            <SafeLink href={group.url}>{shortText(group.name) ?? t('entities.group.unnamed')}</SafeLink>
          </h2>
          {group.privacy ? <p className="muted small">{shortText(group.privacy)}</p> : null}
        </div>
      </header>
      <ul className="stats">
        <li>
          <span className="stat-label">{t('entities.group.members')}</span>
          <span className="stat-value">
            <Count value={group.members} />
          </span>
        </li>
        <li>
          <span className="stat-label">{t('entities.group.postsToday')}</span>
          <span className="stat-value">
            <Count value={group.postsLastDay} />
          </span>
        </li>
        <li>
          <span className="stat-label">{t('entities.group.postsThisMonth')}</span>
          <span className="stat-value">
            <Count value={group.postsLastMonth} />
          </span>
        </li>
      </ul>
      <Prose text={group.description} />
      <Facts
        rows={[
          [t('entities.group.privacy'), shortText(group.privacy)],
          [t('entities.group.created'), group.createdTime ? <TimeText value={group.createdTime} /> : undefined],
          [t('entities.group.groupId'), group.id ? <span className="mono">{group.id}</span> : undefined],
        ]}
      />
      {group.rules.length ? (
        <section aria-label={t('entities.group.rules')}>
          <h3 className="subtitle">{t('entities.group.rules')}</h3>
          <ol className="rules">
            {group.rules.map((rule, i) => (
              <li key={i}>
                {rule.title ? <strong>{shortText(rule.title)}</strong> : null}
                <Prose text={rule.text} className="small" compact />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="muted small">{t('entities.group.noRules')}</p>
      )}
    </article>
  );
}
