import type { ModelKind } from '../../../lib/service/catalog';
import { jobNoun, jobNounText, isJobUseCase } from '../../../lib/ui/jobs/job-text';
import type { UseCaseRequest } from '../../../lib/ui/types';
import { CollectAll } from '../../common/PagedList';

/** The list a photo job's items come in, by their word in the use-case table (it keys the job's card under its list). */
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
  return (
    <CollectAll
      spec={spec}
      noun={jobNounText(request.useCase)}
      canStart={more}
      {...(of ? { of } : {})}
      {...(total !== undefined ? { announcedTotal: total } : {})}
    />
  );
}
