import { useId, type FormEvent } from 'react';
import { hostsOfList, useDraft, type HostList as HostListName } from '../../lib/ui/options/options-store';
import { useOptionsSettings, useSiteHosts, useSiteHostsState } from '../../lib/ui/options/options-actions';
import { Notice } from '../common/Status';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/options';

const NONE: string[] = [];

/** The domain each list's field shows as an example. */
const EXAMPLE: Record<HostListName, string> = { site: 'social.example', short: 'socialme.example', photo: 'photo.example' };

function HostList({ list }: { list: HostListName }) {
  const id = useId();
  const title = t(`options.hosts.${list}.title`);
  const saved = useOptionsSettings().data?.siteHosts;
  const hosts = saved ? hostsOfList(saved, list) : NONE;
  const value = useDraft((s) => s.draft.newHost[list]);
  const newHost = useDraft((s) => s.draft.newHost);
  const edit = useDraft((s) => s.edit);
  const { add: addHost, remove: removeHost } = useSiteHosts(list);
  const { busy } = useSiteHostsState();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Straight from the event: the permission request needs the user's gesture.
    addHost();
  };
  return (
    <div className="host-list">
      <h3 className="subtitle">{title}</h3>
      <p className="hint">{t(`options.hosts.${list}.hint`)}</p>
      {hosts.length ? (
        <ul className="chips" aria-label={title}>
          {hosts.map((d) => (
            <li key={d} className="chip">
              <span>{d}</span>
              <button type="button" className="icon-btn" aria-label={t('options.hosts.remove', { domain: d })} onClick={() => removeHost(d)} disabled={busy}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{t('options.hosts.none')}</p>
      )}
      <form className="inline" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-add`} className="sr-only">
          {t(`options.hosts.${list}.field`)}
        </label>
        <input
          id={`${id}-add`}
          type="text"
          value={value}
          placeholder={EXAMPLE[list]}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => edit({ newHost: { ...newHost, [list]: e.target.value } })}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy || !value.trim()}>
          {t('options.hosts.add')}
        </button>
      </form>
    </div>
  );
}

/** Domains of the sites and of the social site's short links: where links are detected (any subdomain). */
export function SiteHostsEditor() {
  const id = useId();
  const { notice } = useSiteHostsState();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        {t('options.hosts.title')}
      </h2>
      <p className="muted small">
        {t('options.hosts.intro')}
      </p>
      <HostList list="site" />
      <HostList list="short" />
      <HostList list="photo" />
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </section>
  );
}
