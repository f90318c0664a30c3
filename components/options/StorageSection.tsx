import { useId, useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { formatNumber, plural } from '../../lib/ui/text/numbers';
import { buildExport, saveFile } from '../../lib/ui/library/export-files';
import { formatBytes } from '../../lib/ui/text/numbers';
import { useConfirmAsk } from '../../lib/ui/requests/run-hooks';
import { useLibraryStats, useStorageEstimate } from '../../lib/ui/library/library-queries';
import { capQuestion, capRule, deleteAllQuestion, freedLater, goesText } from '../../lib/ui/library/deletion-text';
import type { ConfirmRequest } from '../../lib/ui/account/confirm';
import { Notice } from '../common/Status';
import { errorSentence } from '../../lib/ui/text/errors';

const MB = 1024 * 1024;

/**
 * The library's storage: what it holds and the browser's quota, how much it may keep, export
 * everything, delete everything. Nothing paid for is deleted without a question that says what
 * goes (items, answers, MB, the credits they cost) and offers the export first.
 */
export function StorageSection() {
  const id = useId();
  const { env } = useUi();
  const ask = useConfirmAsk();
  const stats = useLibraryStats();
  const estimate = useStorageEstimate();
  const [cap, setCap] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [deleted, setDeleted] = useState(false);
  const s = stats.data;
  const capText = cap ?? (s?.maxMegabytes ? String(s.maxMegabytes) : '');
  const over = s?.maxMegabytes ? s.stats.bytes > s.maxMegabytes * MB : false;

  const exportAll = async () => {
    const file = await buildExport((await env.api.libraryExport({ query: {} })).rows, 'json', 'library');
    await saveFile(file);
    return `Saved ${file.filename} (${formatNumber(file.rows)} items).`;
  };
  const withExport = (q: ConfirmRequest): ConfirmRequest => ({ ...q, extra: { label: 'Export everything first (JSON)', run: exportAll } });
  const reload = () => {
    stats.reload();
    estimate.reload();
  };

  const applyCap = async (mb: number | null) => {
    const preview = mb === null ? null : await env.api.libraryCapPreview({ maxMegabytes: mb });
    const agreed = preview && preview.answers > 0 ? preview : undefined;
    if (agreed && mb !== null && !(await ask(withExport(capQuestion(mb, agreed))))) return;
    const out = await env.api.librarySetCap({ maxMegabytes: mb, ...(agreed ? { agreed } : {}) });
    if (!out.ok) {
      setNotice({
        kind: 'error',
        text: 'preview' in out ? `The library changed meanwhile (now ${goesText(out.preview)} would go): nothing was deleted. Set the size again to see what goes.` : errorSentence(out.error),
      });
    } else {
      const gone = out.deleted.answers > 0 ? `Deleted ${goesText(out.deleted)}, which cost ${plural(out.deleted.credits, 'credit')}. ` : '';
      setNotice({ kind: 'ok', text: mb === null ? 'Everything is kept until you delete it.' : `${gone}The library keeps up to ${formatNumber(mb)} MB. ${capRule(mb)}` });
      if (out.deleted.answers > 0) setDeleted(true);
    }
    reload();
  };
  const saveCap = () => {
    const text = capText.trim();
    const mb = text === '' ? null : Number(text);
    if (mb !== null && (!Number.isFinite(mb) || mb < 1)) {
      setNotice({ kind: 'error', text: 'Enter a size of at least 1 MB, or leave it empty to keep everything.' });
      return;
    }
    void applyCap(mb === null ? null : Math.round(mb));
  };
  const deleteAll = async () => {
    const preview = await env.api.libraryCapPreview({ maxMegabytes: 0 });
    if (!(await ask(withExport(deleteAllQuestion(preview))))) return;
    const out = await env.api.libraryDelete({ all: true });
    setNotice({ kind: 'ok', text: `Deleted ${formatNumber(out.deleted)} items.` });
    setDeleted(true);
    reload();
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
          {deleted ? ` ${freedLater()}` : ''}
        </p>
      ) : null}
      {over && s?.maxMegabytes ? (
        <Notice kind="info">
          The library holds {formatBytes(s.stats.bytes)}, more than its size of {formatNumber(s.maxMegabytes)} MB. Nothing was deleted: the oldest answers go
          only once you agree to what goes.{' '}
          <button type="button" className="btn btn-link" onClick={() => void applyCap(s.maxMegabytes)}>
            See what goes…
          </button>
        </Notice>
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
          <button type="button" className="btn btn-secondary" onClick={saveCap}>
            Set the size
          </button>
        </div>
        <span className="hint">
          Empty keeps everything until you delete it. A size below what the library holds asks first, naming what goes; past the size, the oldest answers go
          first. Cache lifetimes only decide when a lookup pays again.
        </span>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={() => void exportAll().then((text) => setNotice({ kind: 'ok', text }))}>
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
