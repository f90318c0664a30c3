import { useState } from 'react';
import { useUi } from '../../lib/ui/app/context';
import { useWatchPrefs } from '../../lib/ui/watch/watch-queries';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/watch';

/**
 * How new items are announced: the unseen count on the toolbar badge, and a browser notification
 * (off by default; turning it on asks the browser's optional permission first, in the click).
 */
export function WatchPrefs() {
  const { env } = useUi();
  const { prefs, set } = useWatchPrefs();
  const [refused, setRefused] = useState(false);
  if (!prefs) return null;
  const notify = (on: boolean) => {
    setRefused(false);
    if (!on) return set({ notify: false });
    // Asked before any await: the request needs the click's gesture.
    const asked = env.permissions.requestApi?.('notifications') ?? Promise.resolve(false);
    void asked.then(
      (granted) => (granted ? set({ notify: true }) : setRefused(true)),
      () => setRefused(true),
    );
  };
  return (
    <section className="section" aria-label={t('watch.prefs.title')}>
      <label>
        <input type="checkbox" checked={prefs.badge} onChange={(e) => set({ badge: e.target.checked })} /> {t('watch.prefs.badge')}
      </label>
      <label>
        <input type="checkbox" checked={prefs.notify} onChange={(e) => notify(e.target.checked)} /> {t('watch.prefs.notify')}
      </label>
      {refused ? <p className="small warning" role="status">{t('watch.prefs.refused')}</p> : null}
    </section>
  );
}
