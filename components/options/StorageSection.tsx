import { useId, useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { formatNumber } from '../../lib/ui/text/numbers';
import { buildExport, saveFile } from '../../lib/ui/library/export-files';
import { formatBytes } from '../../lib/ui/text/numbers';
import { useConfirmAsk } from '../../lib/ui/requests/run-hooks';
import { useLibraryStats, useStorageEstimate } from '../../lib/ui/library/library-queries';
import { Notice } from '../common/Status';
import { errorSentence } from '../../lib/ui/text/errors';

/**
 * The library's storage: what it holds and the browser's quota, how much it may keep, export
 * everything, delete everything (asked first).
 */
export function StorageSection() {
  const id = useId();
  const { env } = useUi();
  const ask = useConfirmAsk();
  const stats = useLibraryStats();
  const estimate = useStorageEstimate();
  const [cap, setCap] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const s = stats.data;
  const capText = cap ?? (s?.maxMegabytes ? String(s.maxMegabytes) : '');

  const saveCap = async () => {
    const text = capText.trim();
    const mb = text === '' ? null : Number(text);
    if (mb !== null && (!Number.isFinite(mb) || mb < 1)) {
      setNotice({ kind: 'error', text: 'Enter a size of at least 1 MB, or leave it empty to keep everything.' });
      return;
    }
    const out = await env.api.saveSettings({ libraryMaxMegabytes: mb === null ? null : Math.round(mb) });
    setNotice(out.ok ? { kind: 'ok', text: mb === null ? 'Everything is kept until you delete it.' : `The library keeps up to ${Math.round(mb)} MB, oldest answers going first.` } : { kind: 'error', text: errorSentence(out.error) });
    stats.reload();
  };
  const exportAll = async () => {
    const file = await buildExport((await env.api.libraryExport({ query: {} })).rows, 'json', 'library');
    await saveFile(file);
    setNotice({ kind: 'ok', text: `Saved ${file.filename} (${formatNumber(file.rows)} items).` });
  };
  const deleteAll = async () => {
    const ok = await ask({
      title: 'Delete the whole library?',
      body: 'Every kept answer and item goes; opening them again costs credits. Export everything first if you may need it. The ledger stays.',
      confirmLabel: 'Delete everything',
    });
    if (!ok) return;
    const out = await env.api.libraryDelete({ all: true });
    setNotice({ kind: 'ok', text: `Deleted ${formatNumber(out.deleted)} items.` });
    stats.reload();
    estimate.reload();
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="subtitle">
        Storage
      </h2>
      {s ? (
        <p className="small">
          The library keeps {formatNumber(s.stats.entities)} items from {formatNumber(s.stats.entries)} answers ({formatBytes(s.stats.bytes)}).
        </p>
      ) : null}
      {estimate.data?.quota !== undefined ? (
        <p className="small muted">
          The browser reports {formatBytes(estimate.data.usage ?? 0)} used by the extension of {formatBytes(estimate.data.quota)} it may use.
        </p>
      ) : null}
      {s?.writeFailure ? (
        <Notice kind="error">
          The browser refused to store the last answer ({s.writeFailure.message}). Everything kept before and the ledger are intact; free some space or
          lower the size below.
        </Notice>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-cap`}>Keep at most (MB)</label>
        <div className="inline">
          <input id={`${id}-cap`} type="number" min={1} inputMode="numeric" value={capText} placeholder="everything" onChange={(e) => setCap(e.target.value)} />
          <button type="button" className="btn btn-secondary" onClick={() => void saveCap()}>
            Set the size
          </button>
        </div>
        <span className="hint">Empty keeps everything until you delete it; past the size, the oldest answers go first. Cache lifetimes only decide when a lookup pays again.</span>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={() => void exportAll()}>
          Export everything (JSON)
        </button>
        <button type="button" className="btn btn-link danger" onClick={() => void deleteAll()}>
          Delete everything…
        </button>
      </div>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </section>
  );
}
