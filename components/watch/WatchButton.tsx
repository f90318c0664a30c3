import { usePanel } from '../../lib/ui/app/context';
import { useWatchSpecOfList, watchDraft } from '../../lib/ui/watch/watch-draft';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/watch';

/**
 * "Watch…" beside a list a watch can follow (a page's or group's posts, an advertiser's or a
 * keyword's ads, a photo profile's posts or reels, a search): opens the Watch tab's setup with
 * this source filled in, where its cost shows before anything is saved.
 */
export function WatchButton({ list, of }: { list: { useCase: string; input: Record<string, unknown> }; of?: string }) {
  const setView = usePanel((s) => s.setView);
  const spec = useWatchSpecOfList(list, of);
  if (!spec) return null;
  return (
    <button
      type="button"
      className="btn btn-secondary"
      title={t('watch.button.hint')}
      onClick={() => {
        watchDraft.getState().set(spec);
        setView('watch');
      }}
    >
      {t('watch.button.label')}
    </button>
  );
}
