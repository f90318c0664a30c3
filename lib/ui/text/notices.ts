import type { Notice } from '../../lookup/types';
import { catalogue, t } from '../i18n/catalogue';
import '../i18n/words/answers';

const hasWhat = (what: unknown): what is keyof ReturnType<typeof catalogue>['answers']['notices']['what'] =>
  typeof what === 'string' && Object.hasOwn(catalogue('en').answers.notices.what, what);

/** Why an answer ended before its data, in the user's language (the lookup core sends a code and what it is about). */
export function noticeText(notice: Notice): string {
  switch (notice.code) {
    case 'not_found':
    case 'unrecognised':
      if (!hasWhat(notice.what)) return t('answers.foundNothing');
      return t(notice.code === 'not_found' ? 'answers.notices.notFound' : 'answers.notices.unrecognised', { what: t(`answers.notices.what.${notice.what}`) });
    case 'no_ads':
      return notice.page ? t('answers.notices.noAdsNamed', { page: notice.page }) : t('answers.notices.noAds');
    case 'no_author':
      return t('answers.notices.noAuthor');
    case 'no_seller':
      return t('answers.notices.noSeller');
    case 'not_offered':
      if (notice.about === 'tag') return t('answers.notices.noTagPosts', { tag: notice.tag });
      return notice.user ? t('answers.notices.noStoriesOf', { user: notice.user }) : t('answers.notices.noStories');
    default:
      // A notice of another version of the extension (kept in a session's answers).
      return t('answers.foundNothing');
  }
}
