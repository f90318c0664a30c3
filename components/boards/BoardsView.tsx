import { useRef, useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { useNow } from '../../lib/ui/app/time-hooks';
import { readBoardFileText, saveBoardFile, useBoards, useBoardsChanged } from '../../lib/ui/boards/board-queries';
import { shortError } from '../../lib/ui/text/errors';
import { t } from '../../lib/ui/i18n/catalogue';
import { Empty, Loading } from '../common/Status';
import { CompareView } from '../compare/CompareView';
import { BoardDetail } from './BoardDetail';
import '../../lib/ui/i18n/words/boards';

/** What an import did, in words. */
function importedText(i: { name: string; added: number; answersKept: number; answersSkipped: number }): string {
  const kept = i.answersKept ? t('boards.imported.kept', { count: i.answersKept }) : '';
  const skipped = i.answersSkipped ? t('boards.imported.skipped', { count: i.answersSkipped }) : '';
  return i.added === 0
    ? t('boards.imported.nothing', { name: i.name, kept, skipped })
    : t('boards.imported.some', { name: i.name, count: i.added, kept, skipped });
}

/**
 * Boards: named collections of kept items with notes and tags, shared as a file a colleague
 * imports for free; and items compared side by side. Nothing here calls the service.
 */
export function BoardsView() {
  const { env } = useUi();
  const now = useNow();
  const boards = useBoards();
  const changed = useBoardsChanged();
  const [open, setOpen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const create = async () => {
    if (!name.trim()) return;
    const b = await env.api.boardCreate({ name: name.trim() });
    setName('');
    await changed();
    setOpen(b.id);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setStatus(t('boards.importing'));
    try {
      const out = await env.api.boardImport({ file: await readBoardFileText(file) });
      setStatus(out.ok ? importedText(out.imported) : shortError(out.error));
      await changed();
    } catch (e) {
      setStatus(String((e as Error)?.message ?? e));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  if (open) {
    return (
      <BoardDetail
        id={open}
        now={now}
        onBack={() => setOpen(null)}
        onExportFile={async (id, boardName) => {
          const saved = await saveBoardFile(env.api, id, boardName);
          return saved ? t('boards.savedFile', { filename: saved.filename, count: saved.rows }) : t('boards.gone');
        }}
      />
    );
  }
  const list = boards.data?.boards ?? [];
  const aside = boards.data?.aside.length ?? 0;
  return (
    <div className="boards">
      <header className="section-head">
        <h2 className="subtitle">{t('boards.title')}</h2>
      </header>
      <p className="muted small">{t('boards.intro')}</p>
      {boards.isLoading ? <Loading>{t('boards.reading')}</Loading> : null}
      {boards.data && list.length === 0 ? <Empty>{t('boards.none')}</Empty> : null}
      {list.length ? (
        <ul className="items" aria-label={t('boards.listLabel')}>
          {list.map((b) => (
            <li key={b.id}>
              <button type="button" className="btn btn-link" onClick={() => setOpen(b.id)}>
                {b.name}
              </button>{' '}
              <span className="muted small">
                {t('boards.items', { count: b.items })}
                {b.tags.length ? ` · ${b.tags.join(', ')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {aside ? <p className="small warning">{t('boards.aside', { count: aside })}</p> : null}
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label className="field">
          <span className="label">{t('boards.newBoard')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} placeholder={t('boards.nameHint')} />
        </label>
        <button type="submit" className="btn btn-secondary" disabled={!name.trim()}>
          {t('boards.make')}
        </button>
      </form>
      <p className="small">
        <label className="btn btn-link">
          {t('boards.importFile')}
          <input ref={fileInput} type="file" accept="application/json,.json" hidden aria-label={t('boards.fileToImport')} onChange={(e) => void importFile(e.target.files?.[0])} />
        </label>
        {status ? <span role="status"> {status}</span> : null}
      </p>
      <CompareView now={now} />
    </div>
  );
}
