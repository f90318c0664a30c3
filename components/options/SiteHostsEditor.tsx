import { useId, type FormEvent } from 'react';
import { hostsOfList, useDraft, type HostList as HostListName } from '../../lib/ui/options/options-store';
import { useOptionsSettings, useSiteHosts, useSiteHostsState } from '../../lib/ui/options/options-actions';
import { Notice } from '../common/Status';

const NONE: string[] = [];

/** What each list's field is called and shows as an example. */
const FIELD: Record<HostListName, { label: string; placeholder: string }> = {
  site: { label: 'Add a site domain', placeholder: 'social.example' },
  short: { label: 'Add a short-link domain', placeholder: 'socialme.example' },
  photo: { label: 'Add a photo site domain', placeholder: 'photo.example' },
};

function HostList({ list, title, hint }: { list: HostListName; title: string; hint: string }) {
  const id = useId();
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
      <p className="hint">{hint}</p>
      {hosts.length ? (
        <ul className="chips" aria-label={title}>
          {hosts.map((d) => (
            <li key={d} className="chip">
              <span>{d}</span>
              <button type="button" className="icon-btn" aria-label={`Remove ${d}`} onClick={() => removeHost(d)} disabled={busy}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">None.</p>
      )}
      <form className="inline" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-add`} className="sr-only">
          {FIELD[list].label}
        </label>
        <input
          id={`${id}-add`}
          type="text"
          value={value}
          placeholder={FIELD[list].placeholder}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => edit({ newHost: { ...newHost, [list]: e.target.value } })}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy || !value.trim()}>
          Add
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
        Site domains
      </h2>
      <p className="muted small">
        Social Lookup finds pages, groups, posts and videos, and on the photo site profiles, posts and reels, on these domains and their subdomains. Adding one asks the browser
        for permission to read its pages; listing links is free.
      </p>
      <HostList list="site" title="Site domains" hint="Bare domains such as social.example." />
      <HostList list="short" title="Short-link domains" hint="Domains of the site’s short links and redirects." />
      <HostList
        list="photo"
        title="Photo site domains"
        hint="Bare domains of the photo and video network, such as photo.example: its profiles, posts, reels, highlights, places and audio."
      />
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </section>
  );
}
