import type { ModelKind } from '../../../lib/service/catalog';
import { jobNoun, isJobUseCase } from '../../../lib/ui/jobs/job-text';
import type { UseCaseRequest } from '../../../lib/ui/types';
import { CollectAll } from '../../common/PagedList';
import { t } from '../../../lib/ui/i18n/catalogue';

/** The list a photo job's items come in, by their word in the use-case table (it keys the job's card under its list). */
/** The words of those lists, in the user's language. */
const NOUNS = { posts: 'photo.nouns.posts', reels: 'photo.nouns.reels', results: 'photo.nouns.results' } as const;

const modelOf = (noun: string): ModelKind => (noun === 'reels' ? 'photo_reel_list' : noun === 'results' ? 'photo_search' : 'photo_post_list');

/**
 * "Collect all posts…" under a photo list: the same job entry the social lists have (estimate and
 * cap first, then the job's card with its progress, pause and resume). Whether a use case can be
 * collected, and the word for its items, are its entry's in the use-case table.
 */
export function CollectList({ request, of, total, more = true }: { request: UseCaseRequest | undefined; of?: string | undefined; total?: number | undefined; more?: boolean }) {
  if (!request || !isJobUseCase(request.useCase)) return null;
  const noun = jobNoun(request.useCase);
  const spec = { useCase: request.useCase, input: request.input as Record<string, unknown>, model: modelOf(noun) };
  const words = noun in NOUNS ? t(NOUNS[noun as keyof typeof NOUNS]) : noun;
  return (
    <CollectAll
      spec={spec}
      noun={words}
      canStart={more}
      {...(of ? { of } : {})}
      {...(total !== undefined ? { announcedTotal: total } : {})}
    />
  );
}
