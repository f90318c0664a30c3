import { useRef, useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { useNow } from '../../lib/ui/app/time-hooks';
import { readBoardFileText, saveBoardFile, useBoards, useBoardsChanged } from '../../lib/ui/boards/board-queries';
import { shortError } from '../../lib/ui/text/errors';
import { formatNumber, plural } from '../../lib/ui/text/numbers';
import { Empty, Loading } from '../common/Status';
import { CompareView } from '../compare/CompareView';
import { BoardDetail } from './BoardDetail';

/** What an import did, in words. */
function importedText(i: { name: string; added: number; answersKept: number; answersSkipped: number }): string {
  const kept = i.answersKept ? `; ${plural(i.answersKept, 'answer')} kept in the library` : '';
  const skipped = i.answersSkipped ? `; ${plural(i.answersSkipped, 'answer')} already kept as new or newer` : '';
  return `Imported “${i.name}”: ${i.added === 0 ? 'nothing new' : plural(i.added, 'item')} added${kept}${skipped}. No credits were spent.`;
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
    setStatus('Importing…');
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
          return saved ? `Saved ${saved.filename} (${plural(saved.rows, 'item')})` : 'This board is gone.';
        }}
      />
    );
  }
  const list = boards.data?.boards ?? [];
  const aside = boards.data?.aside.length ?? 0;
  return (
    <div className="boards">
      <header className="section-head">
        <h2 className="subtitle">Boards</h2>
      </header>
      <p className="muted small">Keep kept items in named boards with a note and tags; share a board as a file, which opens for free on a colleague’s extension.</p>
      {boards.isLoading ? <Loading>Reading the boards…</Loading> : null}
      {boards.data && list.length === 0 ? <Empty>No boards yet. Make one here, or save an item of the library to a board.</Empty> : null}
      {list.length ? (
        <ul className="items" aria-label="Boards">
          {list.map((b) => (
            <li key={b.id}>
              <button type="button" className="btn btn-link" onClick={() => setOpen(b.id)}>
                {b.name}
              </button>{' '}
              <span className="muted small">
                {b.items === 1 ? '1 item' : `${formatNumber(b.items)} items`}
                {b.tags.length ? ` · ${b.tags.join(', ')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {aside ? <p className="small warning">{plural(aside, 'stored board record')} could not be read and {aside === 1 ? 'is' : 'are'} kept aside as {aside === 1 ? 'it was' : 'they were'}.</p> : null}
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label className="field">
          <span className="label">New board</span>
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} placeholder="e.g. Competitors" />
        </label>
        <button type="submit" className="btn btn-secondary" disabled={!name.trim()}>
          Make board
        </button>
      </form>
      <p className="small">
        <label className="btn btn-link">
          Import a board file · free
          <input ref={fileInput} type="file" accept="application/json,.json" hidden aria-label="Board file to import" onChange={(e) => void importFile(e.target.files?.[0])} />
        </label>
        {status ? <span role="status"> {status}</span> : null}
      </p>
      <CompareView now={now} />
    </div>
  );
}
