import { useState } from 'react';
import type { JobSpec, JobUseCase } from '../../lib/ui/types';
import type { LibraryItem } from '../../lib/ui/library/library-queries';
import { jobSpecOf } from '../../lib/ui/jobs/job-start';
import { jobNounText } from '../../lib/ui/jobs/job-text';
import { JobEstimateForm } from './JobEstimateForm';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/jobs';

/** The lists a kept item has that a job can collect by its link: a post's comments, a page's posts, videos and reels. */
const LISTS: Partial<Record<LibraryItem['kind'], JobUseCase[]>> = {
  post: ['post_comments'],
  video: ['post_comments'],
  reel: ['post_comments'],
  page: ['page_posts', 'page_videos', 'page_reels'],
  group: ['group_posts', 'group_videos'],
};

/** A list a job can collect, with the total the kept answer announced for it (the estimate's ground). */
interface Collectable {
  useCase: JobUseCase;
  input: Record<string, string>;
  total?: number;
}

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

function collectables(item: LibraryItem): Collectable[] {
  const data = (item.data ?? {}) as { comments?: unknown; totalAds?: unknown; adPageId?: unknown };
  if (item.kind === 'advertiser') {
    // An advertiser's ads go by its ads library id; its profile announced how many it has.
    const id = typeof data.adPageId === 'string' ? data.adPageId : item.id;
    if (!/^\d+$/.test(id)) return [];
    const total = count(data.totalAds);
    return [{ useCase: 'ads_library', input: { ad_page_id: id }, ...(total !== undefined ? { total } : {}) }];
  }
  if (!item.url) return [];
  return (LISTS[item.kind] ?? []).map((useCase) => {
    const total = useCase === 'post_comments' ? count(data.comments) : undefined;
    return { useCase, input: { link: item.url! }, ...(total !== undefined ? { total } : {}) };
  });
}

/** "Collect all comments…" on a kept post (and the like): a job from the library, estimate first. */
export function LibraryCollect({ item }: { item: LibraryItem }) {
  const [open, setOpen] = useState<JobSpec | null>(null);
  const lists = collectables(item);
  if (!lists.length) return null;
  return (
    <div className="library-collect">
      {open ? (
        <JobEstimateForm spec={open} onClose={() => setOpen(null)} />
      ) : (
        <div className="actions" role="group" aria-label={t('jobs.collectGroup')}>
          {lists.map((list) => (
            <button
              key={list.useCase}
              type="button"
              className="btn btn-secondary"
              onClick={() => setOpen(jobSpecOf(list, list.total, item.title))}
            >
              {t('jobs.collectAll', { noun: jobNounText(list.useCase) })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
