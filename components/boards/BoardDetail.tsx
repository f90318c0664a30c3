import { useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { cleanTags, filterBoardItems, useBoard, useBoardsChanged, type BoardItem } from '../../lib/ui/boards/board-queries';
import { useExport } from '../../lib/ui/library/export-files';
import { shownKind, type LibraryItem } from '../../lib/ui/library/library-queries';
import { formatAge } from '../../lib/ui/text/dates';
import { plural } from '../../lib/ui/text/numbers';
import { ExportControl } from '../common/ExportControl';
import { Empty, Loading } from '../common/Status';
import { LibraryItemView } from '../library/LibraryItemView';
import { kindName } from '../library/LibraryRow';

/** One item of a board: its current kept data, its note and tags (edited in place). */
function BoardRow({ item, kept, now, onOpen, onSave, onRemove }: {
  item: BoardItem;
  kept: LibraryItem | undefined;
  now: number;
  onOpen: () => void;
  onSave: (note: string, tags: string[]) => Promise<void>;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(item.note);
  const [tags, setTags] = useState(item.tags.join(', '));
  return (
    <div className="board-row">
      {kept ? (
        <button type="button" className="btn btn-link" onClick={onOpen}>
          <span className="badge">{kindName(shownKind(kept))}</span> {kept.title}
        </button>
      ) : (
        <span className="muted">{item.uid} · no longer in the library</span>
      )}
      {kept ? <span className="muted small"> · kept · fetched {formatAge(now - kept.fetchedAt)}</span> : null}
      {editing ? (
        <form
          className="filters small"
          onSubmit={(e) => {
            e.preventDefault();
            void onSave(note, cleanTags([tags])).then(() => setEditing(false));
          }}
        >
          <label className="field field-wide">
            <span className="label">Note</span>
            <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={2} />
          </label>
          <label className="field field-wide">
            <span className="label">Tags</span>
            <input value={tags} onChange={(e) => setTags(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-secondary">
            Save
          </button>
        </form>
      ) : (
        <p className="small">
          {item.note ? <span className="board-note">{item.note}</span> : null}
          {item.tags.map((t) => (
            <span key={t} className="chip">
              {t}
            </span>
          ))}{' '}
          <button type="button" className="btn btn-link" onClick={() => setEditing(true)}>
            Note and tags
          </button>
          <button type="button" className="btn btn-link danger" onClick={onRemove}>
            Take off the board
          </button>
        </p>
      )}
    </div>
  );
}

/** A board: its items with their current kept data, filtered by kind and tag, exported, shared as a file, deleted with consent. */
export function BoardDetail({ id, now, onBack, onExportFile }: {
  id: string;
  now: number;
  onBack: () => void;
  onExportFile: (id: string, name: string) => Promise<string>;
}) {
  const { env } = useUi();
  const opened = useBoard(id);
  const changed = useBoardsChanged();
  const { status, exportQuery } = useExport();
  const [kind, setKind] = useState('');
  const [tag, setTag] = useState('');
  const [item, setItem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [fileStatus, setFileStatus] = useState<string | null>(null);
  if (opened.isLoading) return <Loading>Opening the board…</Loading>;
  const view = opened.data;
  if (!view) {
    return (
      <div className="board">
        <button type="button" className="btn btn-link" onClick={onBack}>
          ← Boards
        </button>
        <Empty>This board is gone.</Empty>
      </div>
    );
  }
  if (item) {
    return <LibraryItemView uid={item} now={now} onBack={() => setItem(null)} onChildren={() => setItem(null)} onDeleted={() => (setItem(null), void changed())} />;
  }
  const { board, kept } = view;
  const kinds = [...new Set(Object.values(kept).map((k) => k.kind))].sort();
  const tags = [...new Set(board.items.flatMap((i) => i.tags))].sort();
  const shown = filterBoardItems(board, kept, { ...(kind ? { kind } : {}), ...(tag ? { tag } : {}) });
  const notes = board.items.filter((i) => i.note).length;
  const exportFile = async () => {
    setFileStatus('Preparing…');
    try {
      setFileStatus(await onExportFile(board.id, board.name));
    } catch (e) {
      setFileStatus(`Export failed: ${String((e as Error)?.message ?? e)}`);
    }
  };
  const remove = async () => {
    await env.api.boardDelete({ id: board.id });
    await changed();
    onBack();
  };
  return (
    <div className="board" aria-label={`Board: ${board.name}`}>
      <button type="button" className="btn btn-link" onClick={onBack}>
        ← Boards
      </button>
      <h2 className="subtitle">{board.name}</h2>
      <div className="filters">
        <label className="field">
          <span className="label">Kind</span>
          <select aria-label="Kind on the board" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">Everything</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="label">Tag</span>
          <select aria-label="Tag on the board" value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">Any tag</option>
            {tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ExportControl
        label="Export what is listed"
        status={status}
        onExport={(format) => void exportQuery({ uids: shown.filter((i) => i.kept).map((i) => i.uid) }, format, `board-${board.name}`)}
      />
      {shown.length === 0 ? <Empty>{board.items.length ? 'Nothing on this board matches.' : 'Nothing on this board yet: open a kept item in the library and save it here.'}</Empty> : null}
      <ul className="items" aria-label="On the board">
        {shown.map((i) => (
          <li key={i.uid}>
            <BoardRow
              item={i}
              kept={i.kept}
              now={now}
              onOpen={() => setItem(i.uid)}
              onSave={async (note, t) => {
                await env.api.boardSave({ id: board.id, items: [{ uid: i.uid, note, tags: t }] });
                await changed();
              }}
              onRemove={async () => {
                await env.api.boardRemoveItems({ id: board.id, uids: [i.uid] });
                await changed();
              }}
            />
          </li>
        ))}
      </ul>
      <p className="small">
        <button type="button" className="btn btn-link" onClick={() => void exportFile()}>
          Export the board’s file (to share)
        </button>
        {fileStatus ? <span role="status"> {fileStatus}</span> : null}
      </p>
      {deleting ? (
        <div className="confirm-inline small" role="alertdialog" aria-label="Delete this board?">
          <p>
            <strong>Delete “{board.name}”?</strong> Its {plural(board.items.length, 'item')}, {plural(notes, 'note')} and {plural(tags.length, 'tag')} go. The items stay in the library; only the board goes. Export its file first if you may need it.
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void exportFile()}>
            Export the board’s file first
          </button>{' '}
          <button type="button" className="btn btn-danger" onClick={() => void remove()}>
            Delete the board
          </button>{' '}
          <button type="button" className="btn btn-link" onClick={() => setDeleting(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <p>
          <button type="button" className="btn btn-link danger" onClick={() => setDeleting(true)}>
            Delete this board…
          </button>
        </p>
      )}
    </div>
  );
}
