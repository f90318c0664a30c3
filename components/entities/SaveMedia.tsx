import { useState } from 'react';
import type { MediaDownload } from '../../lib/service/model';
import { useUi } from '../../lib/ui/app/context';
import { useSession } from '../../lib/ui/account/session';
import { dataOf, stepOf } from '../../lib/ui/requests/results';
import { t } from '../../lib/ui/i18n/catalogue';
import { outcomeText, type DownloadResult } from '../../lib/ui/media/downloads';
import { safeHttpUrl } from '../../lib/ui/text/links';
import { OnDemand } from '../common/OnDemand';
import { Unrecognised } from '../common/RawJson';
import '../../lib/ui/i18n/words/entities';

export interface SaveableFile {
  url: string | undefined;
  type: 'photo' | 'video' | 'audio' | 'file';
}

/** What names the files: who posted it, when, and its id ({owner}, {date}, {id}). */
export interface SaveNames {
  owner?: string | undefined;
  date?: string | undefined;
  id?: string | undefined;
}

type Outcome = DownloadResult | { error: string };

/**
 * Saves the media of a post, reel, ad or listing through the browser's downloads, one file or all,
 * named from the template in the options. Only http(s) links are offered; saving costs nothing.
 * Each download is followed to its end: the line says which files failed and why, and offers to
 * save those again.
 */
export function SaveMedia({ files, names, label }: { files: SaveableFile[]; names: SaveNames; label?: string }) {
  const { env } = useUi();
  const template = useSession((s) => s.overview?.settings.downloadTemplate);
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Numbered in the order shown, so {n} matches what the user sees; unsafe links are never offered.
  const numbered = files
    .map((f, i) => ({ url: safeHttpUrl(f.url), type: f.type, n: i + 1 }))
    .filter((f): f is { url: string; type: SaveableFile['type']; n: number } => f.url !== null);
  if (numbered.length === 0) return null;
  const save = async (chosen: typeof numbered) => {
    setBusy(chosen.length);
    setOutcome(null);
    try {
      const request = {
        files: chosen,
        ...(names.owner ? { owner: names.owner } : {}),
        ...(names.date ? { date: names.date } : {}),
        ...(names.id ? { id: names.id } : {}),
      };
      // The template as the background keeps it (repaired), with the overview's settings.
      const result = await env.downloads.save(request, template);
      setOutcome(result);
    } catch (e) {
      setOutcome({ error: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(null);
    }
  };
  const failed = outcome && !('error' in outcome) ? outcome.failed : [];
  const retry = numbered.filter((f) => failed.some((x) => x.n === f.n));
  const outcomeClass = outcome && ('error' in outcome || outcome.failed.length) ? 'small warn' : 'small muted';
  return (
    <div className="save-media" aria-label={t('entities.save.group', { what: label ?? t('entities.save.media') })} role="group">
      <div className="actions">
        <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void save(numbered)}>
          {numbered.length === 1 ? t(`entities.save.one.${numbered[0]!.type}`) : t('entities.save.all', { count: numbered.length })}
        </button>
        {numbered.length > 1
          ? numbered.map((f) => (
              <button key={f.n} type="button" className="btn btn-link" disabled={busy !== null} onClick={() => void save([f])}>
                {t(`entities.save.numbered.${f.type}`, { n: f.n })}
              </button>
            ))
          : null}
      </div>
      {busy !== null ? (
        <p className="small muted" role="status">
          {t('entities.save.saving', { count: busy })}
        </p>
      ) : outcome ? (
        <p className={outcomeClass} role="status">
          {'error' in outcome ? t('entities.save.couldNot', { error: outcome.error }) : outcomeText(outcome)}
        </p>
      ) : null}
      {busy === null && retry.length ? (
        <div className="actions">
          <button type="button" className="btn btn-secondary" onClick={() => void save(retry)}>
            {t('entities.save.retry', { count: retry.length })}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Where the answer gives no direct file (a video or reel), the service's media download gives
 * the links: paid, so its cost is on the button; then each file can be saved.
 */
export function SaveViaService({ url, names }: { url: string; names: SaveNames }) {
  const link = safeHttpUrl(url);
  if (!link) return null;
  return (
    <OnDemand
      request={{ useCase: 'media_links', input: { url: link } }}
      label={t('entities.save.getLinks')}
      what={t('entities.save.getLinksWhat')}
      loadingText={t('entities.save.gettingLinks')}
      render={(result) => {
        const step = stepOf(result, 'media_download');
        if (step?.normalized.status === 'unrecognised') return <Unrecognised reason={step.normalized.reason} raw={step.raw} />;
        const media = dataOf(step?.normalized, 'media_download') as MediaDownload | undefined;
        if (!media || media.files.length === 0) return <p className="empty">{t('entities.save.noLinks')}</p>;
        return (
          <>
            <p className="small muted">
              {media.files.map((f) => [t(`entities.save.type.${f.type}`), f.quality].filter(Boolean).join(' ')).join(', ')}
            </p>
            <SaveMedia files={media.files} names={{ ...names, ...(media.title && !names.owner ? { owner: media.title } : {}) }} />
          </>
        );
      }}
    />
  );
}
