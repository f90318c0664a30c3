import { copyText } from '../../lib/ui/library/clipboard';
import { SafeLink } from '../SafeLink';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/library';

/** "Copy id · Copy link · Open on the site" of a kept item (the link parts only when it has one). */
export function CopyLinks({ id, url }: { id: string; url?: string | undefined }) {
  return (
    <>
      <button type="button" className="btn btn-link" onClick={() => void copyText(id)} title={t('library.links.copyTitle', { id })}>
        {t('library.links.copyId')}
      </button>
      {url ? (
        <>
          {' · '}
          <button type="button" className="btn btn-link" onClick={() => void copyText(url)}>
            {t('library.links.copyLink')}
          </button>
          {' · '}
          <SafeLink href={url}>{t('library.links.open')}</SafeLink>
        </>
      ) : null}
    </>
  );
}
