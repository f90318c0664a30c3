import { useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { saveFile } from '../../lib/ui/library/export-files';
import { useLibraryStats } from '../../lib/ui/library/library-queries';
import { useConfirmAsk } from '../../lib/ui/account/confirm-ask';
import { describeError } from '../../lib/ui/text/errors';
import { t } from '../../lib/ui/i18n/catalogue';
import { Notice } from '../common/Status';
import '../../lib/ui/i18n/words/library';

/** What the newer library holds, as the library's stats say it. */
type NewerLibraryHoldings = NonNullable<NonNullable<ReturnType<typeof useLibraryStats>['data']>['newer']>;

/** What a reset deletes, in words ("3 kept answers, 40 items and 12 lookups of the history"). */
export function newerHoldings(newer: NewerLibraryHoldings): string {
  const c = newer.counts;
  if (!c) return t('library.newer.everythingUnread');
  const parts = [
    c.answers !== undefined ? t('library.newer.answers', { count: c.answers }) : null,
    c.entities !== undefined ? t('library.newer.items', { count: c.entities }) : null,
    c.lookups !== undefined ? t('library.newer.lookups', { count: c.lookups }) : null,
  ].filter((p): p is string => p !== null);
  const other = Object.keys(c).filter((s) => !['answers', 'entities', 'lookups', 'aliases', 'meta'].includes(s));
  if (other.length) parts.push(t('library.newer.ownRecords', { stores: other.join(', ') }));
  return parts.length ? parts.join(', ') : t('library.newer.everything');
}

/**
 * The library was saved by a newer version (lib/lookup/library/newer.ts): lookups go on without
 * keeping their answers. Offers a raw export of what it holds, and a reset that deletes it only
 * after the user confirmed, with what goes named.
 */
export function NewerLibraryNotice({ onReset }: { onReset: () => void }) {
  const { env } = useUi();
  const ask = useConfirmAsk();
  const stats = useLibraryStats();
  const [status, setStatus] = useState<string | null>(null);
  const newer = stats.data?.newer;
  if (!newer) return null;
  const { title, detail } = describeError({ code: 'library_newer' });

  const exportRaw = async () => {
    setStatus(t('library.newer.reading'));
    const stores: Record<string, unknown[]> = {};
    for (const store of Object.keys(newer.counts ?? {})) {
      const rows: unknown[] = (stores[store] = []);
      for (let more = true; more; ) {
        const page = await env.api.libraryRaw({ store, offset: rows.length });
        rows.push(...page.rows);
        more = page.more && page.rows.length > 0;
      }
    }
    const text = JSON.stringify({ format: 'social-lookup-library-raw', version: newer.version, exportedAt: new Date().toISOString(), stores }, null, 1);
    const day = new Date().toISOString().slice(0, 10);
    await saveFile({ filename: `library-raw-v${newer.version}-${day}.json`, mime: 'application/json', text, rows: Object.values(stores).flat().length });
    setStatus(t('library.newer.exported'));
  };

  const reset = async () => {
    const ok = await ask({
      title: t('library.newer.resetQuestion'),
      body: t('library.newer.resetBody', { holdings: newerHoldings(newer) }),
      confirmLabel: t('library.newer.resetConfirm'),
    });
    if (!ok) return;
    const { reset: done } = await env.api.libraryReset({ version: newer.version });
    setStatus(done ? null : t('library.newer.changed'));
    stats.reload();
    onReset();
  };

  return (
    <Notice kind="error">
      <strong>{title}.</strong> {detail}{' '}
      {newer.counts ? (
        <button type="button" className="btn btn-link" onClick={() => void exportRaw().catch((e: unknown) => setStatus(String((e as Error)?.message ?? e)))}>
          {t('library.newer.exportRaw')}
        </button>
      ) : null}{' '}
      <button type="button" className="btn btn-link danger" onClick={() => void reset()}>
        {t('library.newer.reset')}
      </button>
      {status ? <span className="muted"> {status}</span> : null}
    </Notice>
  );
}
