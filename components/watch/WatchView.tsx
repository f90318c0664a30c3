import { useId, useState } from 'react';
import { shortError } from '../../lib/ui/text/errors';
import { useWatchDraft } from '../../lib/ui/watch/watch-draft';
import { useWatchActions, useWatchEstimate, useWatches } from '../../lib/ui/watch/watch-queries';
import { newCountText, sourceName, unseenOf, WATCHABLE, WATCH_SCHEDULES, watchEstimateText, watchSpec, type WatchEvery, type WatchRecord } from '../../lib/ui/watch/watch-text';
import { t } from '../../lib/ui/i18n/catalogue';
import { Empty, Loading } from '../common/Status';
import { WatchPrefs } from './WatchPrefs';
import '../../lib/ui/i18n/words/watch';

/** The side panel's Watch tab: what is new across watches, the watches, and a new watch's setup. */
export function WatchView() {
  const { watches, loading } = useWatches();
  return (
    <div className="watch-view">
      <NewItems watches={watches} />
      <section className="section" aria-labelledby="watches-title">
        <h2 id="watches-title" className="subtitle">{t('watch.list.title')}</h2>
        {loading ? <Loading>{t('watch.list.loading')}</Loading> : null}
        {!loading && watches.length === 0 ? <Empty>{t('watch.list.empty')}</Empty> : null}
        <ul className="items" aria-label={t('watch.list.title')}>
          {watches.map((w) => (
            <li key={w.id}>
              <WatchRow watch={w} />
            </li>
          ))}
        </ul>
      </section>
      <WatchSetup />
      <WatchPrefs />
    </div>
  );
}

function WatchRow({ watch }: { watch: WatchRecord }) {
  const { control, seen } = useWatchActions();
  const unseen = unseenOf(watch);
  return (
    <article className="card" aria-label={watch.spec.label}>
      <strong>{watch.spec.label}</strong>
      <p className="small">
        {watch.status === 'paused' ? t('watch.list.paused') : t('watch.list.every', { count: watch.everyHours })} · {newCountText(unseen)}
      </p>
      {watch.reason ? <p className="small danger">{shortError(watch.reason)}</p> : null}
      <div className="row">
        <button type="button" className="btn" disabled={control.isPending} onClick={() => control.mutate({ id: watch.id, action: 'check' })}>{t('watch.list.checkNow')}</button>
        {watch.status === 'paused' ? (
          <button type="button" className="btn" onClick={() => control.mutate({ id: watch.id, action: 'resume' })}>{t('watch.list.resume')}</button>
        ) : (
          <button type="button" className="btn" onClick={() => control.mutate({ id: watch.id, action: 'pause' })}>{t('watch.list.pause')}</button>
        )}
        {unseen ? <button type="button" className="btn" onClick={() => seen.mutate({ id: watch.id })}>{t('watch.list.markSeen')}</button> : null}
        <button type="button" className="btn" onClick={() => control.mutate({ id: watch.id, action: 'remove' })}>{t('watch.list.remove')}</button>
      </div>
    </article>
  );
}

/** New items across watches, newest first, with where each came from; opening one marks it seen. */
function NewItems({ watches }: { watches: WatchRecord[] }) {
  const { seen } = useWatchActions();
  const items = watches
    .flatMap((w) => w.found.filter((f) => !f.seen).map((f) => ({ ...f, from: w.spec.label, watchId: w.id })))
    .sort((a, b) => b.foundAt - a.foundAt || (b.time ?? '').localeCompare(a.time ?? ''));
  return (
    <section className="section" aria-labelledby="new-title">
      <h2 id="new-title" className="subtitle">{t('watch.found.title')}</h2>
      {items.length === 0 ? <Empty>{t('watch.found.empty')}</Empty> : null}
      <ul className="items" aria-label={t('watch.found.label')}>
        {items.map((f) => (
          <li key={`${f.watchId}:${f.key}`}>
            {f.url ? (
              <a href={f.url} target="_blank" rel="noreferrer" onClick={() => seen.mutate({ id: f.watchId, keys: [f.key] })}>
                {f.title ?? f.key}
              </a>
            ) : (
              <button type="button" className="link" onClick={() => seen.mutate({ id: f.watchId, keys: [f.key] })}>
                {f.title ?? f.key}
              </button>
            )}
            <span className="small muted"> · {f.from}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A new watch: a list's source handed over by its "Watch…" button, or a use case and a link or keyword typed here. */
function WatchSetup() {
  const id = useId();
  const { draft, set: setDraft } = useWatchDraft();
  const [useCase, setUseCase] = useState(WATCHABLE[0]!.useCase);
  const [value, setValue] = useState('');
  const [everyHours, setEvery] = useState<WatchEvery>(6);
  const [cap, setCap] = useState(100);
  const spec = draft ?? watchSpec(useCase, value);
  const estimate = useWatchEstimate(spec, everyHours);
  const { add } = useWatchActions();
  return (
    <form
      className="section"
      aria-labelledby={`${id}-t`}
      onSubmit={(e) => {
        e.preventDefault();
        if (spec) add.mutate({ spec, everyHours, capPerDay: cap }, { onSuccess: () => (setValue(''), setDraft(null)) });
      }}
    >
      <h2 id={`${id}-t`} className="subtitle">{t('watch.setup.title')}</h2>
      {draft ? (
        <p data-testid="watch-source">
          <strong>{draft.label}</strong>{' '}
          <button type="button" className="btn btn-link" onClick={() => setDraft(null)}>{t('watch.setup.setAside')}</button>
        </p>
      ) : (
        <>
          <label>
            {t('watch.setup.watch')}{' '}
            <select value={useCase} onChange={(e) => setUseCase(e.target.value as typeof useCase)}>
              {WATCHABLE.map((w) => (
                <option key={w.useCase} value={w.useCase}>{sourceName(w.useCase)}</option>
              ))}
            </select>
          </label>
          <label>
            {t('watch.setup.linkOrKeyword')} <input type="text" value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
        </>
      )}
      <label>
        {t('watch.setup.checkEvery')}{' '}
        <select value={everyHours} onChange={(e) => setEvery(Number(e.target.value) as WatchEvery)}>
          {WATCH_SCHEDULES.map((h) => (
            <option key={h} value={h}>{t('watch.setup.hours', { count: h })}</option>
          ))}
        </select>
      </label>
      <label>
        {t('watch.setup.capPerDay')} <input type="number" min={0} value={cap} onChange={(e) => setCap(Math.max(0, Math.floor(Number(e.target.value) || 0)))} />
      </label>
      {estimate ? <p className="small" data-testid="watch-estimate">{watchEstimateText(estimate)}</p> : null}
      <button type="submit" className="btn btn-primary" disabled={!spec || add.isPending}>{t('watch.setup.save')}</button>
    </form>
  );
}
