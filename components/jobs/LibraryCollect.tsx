import { useState } from 'react';
import type { JobSpec, JobUseCase } from '../../lib/ui/types';
import type { LibraryItem } from '../../lib/ui/library/library-queries';
import { jobSpecOf } from '../../lib/ui/jobs/job-queries';
import { jobNoun } from '../../lib/ui/jobs/job-text';
import { JobEstimateForm } from './JobEstimateForm';

/** The lists a kept item has that a job can collect: a post's comments, a page's posts, videos and reels. */
const LISTS: Partial<Record<LibraryItem['kind'], JobUseCase[]>> = {
  post: ['post_comments'],
  video: ['post_comments'],
  reel: ['post_comments'],
  page: ['page_posts', 'page_videos', 'page_reels'],
  group: ['group_posts', 'group_videos'],
};

/** "Collect all comments…" on a kept post (and the like): a job from the library, estimate first. */
export function LibraryCollect({ item }: { item: LibraryItem }) {
  const [open, setOpen] = useState<JobSpec | null>(null);
  const lists = item.url ? (LISTS[item.kind] ?? []) : [];
  if (!lists.length) return null;
  const announced = (useCase: JobUseCase) => {
    const n = useCase === 'post_comments' ? (item.data as { comments?: unknown }).comments : undefined;
    return typeof n === 'number' ? n : undefined;
  };
  return (
    <div className="library-collect">
      {open ? (
        <JobEstimateForm spec={open} onClose={() => setOpen(null)} />
      ) : (
        <div className="actions" role="group" aria-label="Collect in the background">
          {lists.map((useCase) => (
            <button
              key={useCase}
              type="button"
              className="btn btn-secondary"
              onClick={() => setOpen(jobSpecOf({ useCase, input: { link: item.url! } }, announced(useCase), item.title))}
            >
              Collect all {jobNoun(useCase)}…
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
