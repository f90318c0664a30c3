import { useId } from 'react';
import type { Language } from '../../lib/ui/types';
import { useSetLanguage } from '../../lib/ui/options/options-actions';
import { PSEUDO_LOCALE, resolveLocale, t } from '../../lib/ui/i18n/catalogue';
import { Notice } from '../common/Status';
import '../../lib/ui/i18n/words/options';

/** Each language in its own words; the pseudo-locale only in test builds (for screenshots). */
const LANGUAGE_NAMES: ReadonlyArray<[Language, string]> = [
  ['en', 'English'],
  ['es', 'Español'],
  ...(import.meta.env.MODE === 'e2e' || import.meta.env.MODE === 'test' ? [[PSEUDO_LOCALE, 'Pseudo (en-XA)'] as [Language, string]] : []),
];

/** The language of the extension's pages and menus: the browser's unless the user picks one. */
export function LanguageSection() {
  const id = useId();
  const { language, setLanguage, notice } = useSetLanguage();
  const browserLanguage = LANGUAGE_NAMES.find(([code]) => code === resolveLocale('auto'))?.[1] ?? 'English';
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        {t('options.language.title')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('options.language.label')}</label>
        <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Language)} aria-describedby={`${id}-language-hint`}>
          <option value="auto">{t('options.language.auto', { language: browserLanguage })}</option>
          {LANGUAGE_NAMES.map(([code, name]) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>
        <span id={`${id}-language-hint`} className="hint">
          {t('options.language.hint')}
        </span>
      </div>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </section>
  );
}

