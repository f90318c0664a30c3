import { useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { cleanTags, useBoards, useBoardsChanged, useBoardsOf } from '../../lib/ui/boards/board-queries';
import { shortError } from '../../lib/ui/text/errors';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/boards';

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
    const out = await env.api.boardSave(chosen === NEW ? { name: name.trim() || t('boards.save.defaultName'), items: [item] } : { id: chosen, items: [item] });
    if (!out.ok) {
      setStatus(shortError(out.error));
      return;
    }
    setStatus(t('boards.save.saved', { name: out.board.name }));
    setBoard(out.board.id);
    setOpen(false);
    await changed();
  };
  const onBoards = on.data ?? [];
  return (
    <section className="save-to-board small" aria-label={t('boards.save.label')}>
      {onBoards.length ? <p className="muted">{t('boards.save.on', { boards: onBoards.map((b) => t('boards.save.quoted', { name: b.name })).join(', ') })}</p> : null}
      {open ? (
        <form
          className="filters"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label className="field">
            <span className="label">{t('boards.save.board')}</span>
            <select aria-label={t('boards.save.board')} value={chosen} onChange={(e) => setBoard(e.target.value)}>
              {list.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
              <option value={NEW}>{t('boards.save.newBoard')}</option>
            </select>
          </label>
          {chosen === NEW ? (
            <label className="field">
              <span className="label">{t('boards.save.newName')}</span>
              <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} placeholder={t('boards.nameHint')} />
            </label>
          ) : null}
          <label className="field field-wide">
            <span className="label">{t('boards.save.note')}</span>
            <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={2} />
          </label>
          <label className="field field-wide">
            <span className="label">{t('boards.save.tags')}</span>
            <input value={tags} onChange={(e) => setTags(e.target.value)} placeholder={t('boards.save.tagsHint')} />
          </label>
          <button type="submit" className="btn btn-secondary">
            {t('boards.save.save')}
          </button>{' '}
          <button type="button" className="btn btn-link" onClick={() => setOpen(false)}>
            {t('boards.save.cancel')}
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
          {t('boards.save.open')}
        </button>
      )}
      {status ? <span role="status"> {status}</span> : null}
    </section>
  );
}
