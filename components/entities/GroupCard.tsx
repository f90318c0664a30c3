import type { Group } from '../../lib/service/model';
import { shortText } from '../../lib/ui/text/strings';
import { SafeImage, SafeLink } from '../SafeLink';
import { Count, Facts, Prose, TimeText } from '../common/Text';

/** A group's profile: description, members, privacy, rules and activity. */
export function GroupCard({ group }: { group: Group }) {
  return (
    <article className="card profile" aria-label={group.name ? `Group ${shortText(group.name)}` : 'Group'}>
      <header className="profile-head">
        <SafeImage src={group.image} alt="" className="avatar" />
        <div>
          <h2 className="title">
            <SafeLink href={group.url}>{shortText(group.name) ?? 'Unnamed group'}</SafeLink>
          </h2>
          {group.privacy ? <p className="muted small">{shortText(group.privacy)}</p> : null}
        </div>
      </header>
      <ul className="stats">
        <li>
          <span className="stat-label">Members</span>
          <span className="stat-value">
            <Count value={group.members} />
          </span>
        </li>
        <li>
          <span className="stat-label">Posts today</span>
          <span className="stat-value">
            <Count value={group.postsLastDay} />
          </span>
        </li>
        <li>
          <span className="stat-label">Posts this month</span>
          <span className="stat-value">
            <Count value={group.postsLastMonth} />
          </span>
        </li>
      </ul>
      <Prose text={group.description} />
      <Facts
        rows={[
          ['Privacy', shortText(group.privacy)],
          ['Created', group.createdTime ? <TimeText value={group.createdTime} /> : undefined],
          ['Group id', group.id ? <span className="mono">{group.id}</span> : undefined],
        ]}
      />
      {group.rules.length ? (
        <section aria-label="Rules">
          <h3 className="subtitle">Rules</h3>
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
        <p className="muted small">No rules listed.</p>
      )}
    </article>
  );
}
