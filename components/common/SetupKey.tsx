import { t } from '../../lib/ui/i18n/catalogue';

/** Shown while no key is set: what to do, and the button that does it. */
export function SetupKey({ onOpenOptions }: { onOpenOptions: () => void }) {
  return (
    <section className="card setup" aria-labelledby="setup-title">
      <h2 id="setup-title" className="title">
        {t('common.setUpKey')}
      </h2>
      <p>{t('common.setup.needsKey')}</p>
      <button type="button" className="btn btn-primary" onClick={onOpenOptions}>
        {t('common.openOptions')}
      </button>
    </section>
  );
}
