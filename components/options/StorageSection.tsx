import { useId, useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { formatBytes } from '../../lib/ui/text/numbers';
import { useConfirmAsk } from '../../lib/ui/account/confirm-ask';
import { useLibraryStats, useStorageEstimate } from '../../lib/ui/library/library-queries';
import type { ConfirmRequest } from '../../lib/ui/account/confirm';
import { Notice } from '../common/Status';
import { errorSentence } from '../../lib/ui/text/errors';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/options';

const MB = 1024 * 1024;

// What a deletion says (its question, what goes, the library's words) loads when the library's size
// is changed or it is deleted.
const deletionText = () => import('../../lib/ui/library/deletion-text');

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
  // Said after a deletion: the browser frees the space later.
  const [freed, setFreed] = useState<string | null>(null);
  const s = stats.data;
  const capText = cap ?? (s?.maxMegabytes ? String(s.maxMegabytes) : '');
  const over = s?.maxMegabytes ? s.stats.bytes > s.maxMegabytes * MB : false;

  const exportAll = async () => {
    // The writers load when the library is exported.
    const [{ rows }, { buildExport, saveFile }] = await Promise.all([env.api.libraryExport({ query: {} }), import('../../lib/ui/library/export-files')]);
    const file = await buildExport(rows, 'json', 'library');
    await saveFile(file);
    return t('options.storage.exported', { file: file.filename, count: file.rows });
  };
  const withExport = (q: ConfirmRequest): ConfirmRequest => ({ ...q, extra: { label: t('options.storage.exportFirst'), run: exportAll } });
  const reload = () => {
    stats.reload();
    estimate.reload();
  };

  const applyCap = async (mb: number | null) => {
    const { capQuestion, capRule, freedLater, goesText } = await deletionText();
    const preview = mb === null ? null : await env.api.libraryCapPreview({ maxMegabytes: mb });
    const agreed = preview && preview.answers > 0 ? preview : undefined;
    if (agreed && mb !== null && !(await ask(withExport(capQuestion(mb, agreed))))) return;
    const out = await env.api.librarySetCap({ maxMegabytes: mb, ...(agreed ? { agreed } : {}) });
    if (!out.ok) {
      setNotice({
        kind: 'error',
        text: 'preview' in out ? t('options.storage.changed', { goes: goesText(out.preview) }) : errorSentence(out.error),
      });
    } else {
      const kept = { max: mb ?? 0, rule: mb === null ? '' : capRule(mb) };
      const text =
        mb === null
          ? t('options.storage.keptAll')
          : out.deleted.answers > 0
            ? t('options.storage.deletedThenKeeps', { ...kept, goes: goesText(out.deleted), credits: t('count.credit', { count: out.deleted.credits }) })
            : t('options.storage.keepsUpTo', kept);
      setNotice({ kind: 'ok', text });
      if (out.deleted.answers > 0) setFreed(freedLater());
    }
    reload();
  };
  const saveCap = () => {
    const text = capText.trim();
    const mb = text === '' ? null : Number(text);
    if (mb !== null && (!Number.isFinite(mb) || mb < 1)) {
      setNotice({ kind: 'error', text: t('options.storage.atLeast') });
      return;
    }
    void applyCap(mb === null ? null : Math.round(mb));
  };
  const deleteAll = async () => {
    const { deleteAllQuestion, freedLater } = await deletionText();
    const preview = await env.api.libraryCapPreview({ maxMegabytes: 0 });
    if (!(await ask(withExport(deleteAllQuestion(preview))))) return;
    const out = await env.api.libraryDelete({ all: true });
    setNotice({ kind: 'ok', text: t('options.storage.deleted', { count: out.deleted }) });
    setFreed(freedLater());
    reload();
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="subtitle">
        {t('options.storage.title')}
      </h2>
      {s ? (
        <p className="small">
          {t('options.storage.holds', { items: s.stats.entities, answers: s.stats.entries, size: formatBytes(s.stats.bytes) })}
        </p>
      ) : null}
      {estimate.data?.quota !== undefined ? (
        <p className="small muted">
          {t('options.storage.browserReports', { used: formatBytes(estimate.data.usage ?? 0), quota: formatBytes(estimate.data.quota) })}
          {freed ? ` ${freed}` : ''}
        </p>
      ) : null}
      {over && s?.maxMegabytes ? (
        <Notice kind="info">
          {t('options.storage.over', { size: formatBytes(s.stats.bytes), max: s.maxMegabytes })}{' '}
          <button type="button" className="btn btn-link" onClick={() => void applyCap(s.maxMegabytes)}>
            {t('options.storage.seeWhatGoes')}
          </button>
        </Notice>
      ) : null}
      {s?.writeFailure ? (
        <Notice kind="error">
          {t('options.storage.writeFailure', { message: s.writeFailure.message })}
        </Notice>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-cap`}>{t('options.storage.cap')}</label>
        <div className="inline">
          <input id={`${id}-cap`} type="number" min={1} inputMode="numeric" value={capText} placeholder={t('options.storage.everything')} onChange={(e) => setCap(e.target.value)} />
          <button type="button" className="btn btn-secondary" onClick={saveCap}>
            {t('options.storage.setSize')}
          </button>
        </div>
        <span className="hint">
          {t('options.storage.capHint')}
        </span>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={() => void exportAll().then((text) => setNotice({ kind: 'ok', text }))}>
          {t('options.storage.exportAll')}
        </button>
        <button type="button" className="btn btn-link danger" onClick={() => void deleteAll()}>
          {t('options.storage.deleteAll')}
        </button>
      </div>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </section>
  );
}
