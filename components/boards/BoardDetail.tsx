import { useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { cleanTags, filterBoardItems, useBoard, useBoardsChanged, type BoardItem } from '../../lib/ui/boards/board-queries';
import { useExport } from '../../lib/ui/library/export-files';
import type { LibraryItem } from '../../lib/ui/library/library-queries';
import { shownKind } from '../../lib/ui/library/shown-kind';
import { formatAge } from '../../lib/ui/text/dates';
import { ExportControl } from '../common/ExportControl';
import { Empty, Loading } from '../common/Status';
import { LibraryItemView } from '../library/LibraryItemView';
import { kindName } from '../library/LibraryRow';
import { KindFilter } from '../library/KindFilter';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/boards';

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
        <span className="muted">{t('boards.row.notInLibrary', { uid: item.uid })}</span>
      )}
      {kept ? <span className="muted small">{t('boards.row.kept', { age: formatAge(now - kept.fetchedAt) })}</span> : null}
      {editing ? (
        <form
          className="filters small"
          onSubmit={(e) => {
            e.preventDefault();
            void onSave(note, cleanTags([tags])).then(() => setEditing(false));
          }}
        >
          <label className="field field-wide">
            <span className="label">{t('boards.row.note')}</span>
            <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={2} />
          </label>
          <label className="field field-wide">
            <span className="label">{t('boards.row.tags')}</span>
            <input value={tags} onChange={(e) => setTags(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-secondary">
            {t('boards.row.save')}
          </button>
        </form>
      ) : (
        <p className="small">
          {item.note ? <span className="board-note">{item.note}</span> : null}
          {item.tags.map((tag) => (
            <span key={tag} className="chip">
              {tag}
            </span>
          ))}{' '}
          <button type="button" className="btn btn-link" onClick={() => setEditing(true)}>
            {t('boards.row.edit')}
          </button>
          <button type="button" className="btn btn-link danger" onClick={onRemove}>
            {t('boards.row.remove')}
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
  if (opened.isLoading) return <Loading>{t('boards.opening')}</Loading>;
  const view = opened.data;
  if (!view) {
    return (
      <div className="board">
        <button type="button" className="btn btn-link" onClick={onBack}>
          {t('boards.back')}
        </button>
        <Empty>{t('boards.gone')}</Empty>
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
    setFileStatus(t('boards.preparing'));
    try {
      setFileStatus(await onExportFile(board.id, board.name));
    } catch (e) {
      setFileStatus(t('boards.exportFailed', { error: String((e as Error)?.message ?? e) }));
    }
  };
  const remove = async () => {
    await env.api.boardDelete({ id: board.id });
    await changed();
    onBack();
  };
  return (
    <div className="board" aria-label={t('boards.boardLabel', { name: board.name })}>
      <button type="button" className="btn btn-link" onClick={onBack}>
        {t('boards.back')}
      </button>
      <h2 className="subtitle">{board.name}</h2>
      <div className="filters">
        <KindFilter kinds={kinds} value={kind} onChange={setKind} label={t('boards.kindOnBoard')} />
        <label className="field">
          <span className="label">{t('boards.tag')}</span>
          <select aria-label={t('boards.tagOnBoard')} value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">{t('boards.anyTag')}</option>
            {tags.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ExportControl
        label={t('boards.exportListed')}
        status={status}
        onExport={(format) => {
          const listed = new Map(shown.filter((i) => i.kept).map((i) => [i.uid, { note: i.note, tags: i.tags }]));
          void exportQuery({ uids: [...listed.keys()] }, format, `board-${board.name}`, (uid) => listed.get(uid));
        }}
      />
      {shown.length === 0 ? <Empty>{board.items.length ? t('boards.noMatch') : t('boards.empty')}</Empty> : null}
      <ul className="items" aria-label={t('boards.onBoard')}>
        {shown.map((i) => (
          <li key={i.uid}>
            <BoardRow
              item={i}
              kept={i.kept}
              now={now}
              onOpen={() => setItem(i.uid)}
              onSave={async (note, itemTags) => {
                await env.api.boardSave({ id: board.id, items: [{ uid: i.uid, note, tags: itemTags }] });
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
          {t('boards.exportFile')}
        </button>
        {fileStatus ? <span role="status"> {fileStatus}</span> : null}
      </p>
      {deleting ? (
        <div className="confirm-inline small" role="alertdialog" aria-label={t('boards.deleteQuestion')}>
          <p>
            <strong>{t('boards.deleteTitle', { name: board.name })}</strong>{' '}
            {t('boards.deleteBody', {
              items: t('boards.items', { count: board.items.length }),
              notes: t('boards.notes', { count: notes }),
              tags: t('boards.tags', { count: tags.length }),
            })}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void exportFile()}>
            {t('boards.exportFirst')}
          </button>{' '}
          <button type="button" className="btn btn-danger" onClick={() => void remove()}>
            {t('boards.deleteBoard')}
          </button>{' '}
          <button type="button" className="btn btn-link" onClick={() => setDeleting(false)}>
            {t('boards.keep')}
          </button>
        </div>
      ) : (
        <p>
          <button type="button" className="btn btn-link danger" onClick={() => setDeleting(true)}>
            {t('boards.deleteThis')}
          </button>
        </p>
      )}
    </div>
  );
}
