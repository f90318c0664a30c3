import { useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { cleanTags, useBoards, useBoardsChanged, useBoardsOf } from '../../lib/ui/boards/board-queries';
import { shortError } from '../../lib/ui/text/errors';

const NEW = '';

/** "Save to board · free" of a kept item: a board (or a new one), a note and tags; saving again updates them. */
export function SaveToBoard({ uid }: { uid: string }) {
  const { env } = useUi();
  const boards = useBoards();
  const on = useBoardsOf(uid);
  const changed = useBoardsChanged();
  const [open, setOpen] = useState(false);
  const [board, setBoard] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [tags, setTags] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const list = boards.data?.boards ?? [];
  const chosen = board ?? list[0]?.id ?? NEW;
  const save = async () => {
    const item = { uid, note, tags: cleanTags([tags]) };
    const out = await env.api.boardSave(chosen === NEW ? { name: name.trim() || 'Board', items: [item] } : { id: chosen, items: [item] });
    if (!out.ok) {
      setStatus(shortError(out.error));
      return;
    }
    setStatus(`Saved to “${out.board.name}”`);
    setBoard(out.board.id);
    setOpen(false);
    await changed();
  };
  const onBoards = on.data ?? [];
  return (
    <section className="save-to-board small" aria-label="Boards">
      {onBoards.length ? <p className="muted">On {onBoards.map((b) => `“${b.name}”`).join(', ')}</p> : null}
      {open ? (
        <form
          className="filters"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label className="field">
            <span className="label">Board</span>
            <select aria-label="Board" value={chosen} onChange={(e) => setBoard(e.target.value)}>
              {list.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
              <option value={NEW}>New board…</option>
            </select>
          </label>
          {chosen === NEW ? (
            <label className="field">
              <span className="label">Name of the new board</span>
              <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} placeholder="e.g. Competitors" />
            </label>
          ) : null}
          <label className="field field-wide">
            <span className="label">Note</span>
            <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={2} />
          </label>
          <label className="field field-wide">
            <span className="label">Tags (comma between them)</span>
            <input value={tags} onChange={(e) => setTags(e.target.value)} placeholder="e.g. launch, Q3" />
          </label>
          <button type="submit" className="btn btn-secondary">
            Save · free
          </button>{' '}
          <button type="button" className="btn btn-link" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
          Save to board · free
        </button>
      )}
      {status ? <span role="status"> {status}</span> : null}
    </section>
  );
}
