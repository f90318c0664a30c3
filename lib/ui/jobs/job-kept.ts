import { useQuery } from '@tanstack/react-query';
import type { JobRecord } from '../../lookup/jobs/types';
import { useUi } from '../app/context';
import { nounOf } from '../../lookup/jobs/kinds';
import { t } from '../i18n/catalogue';
import { countOf } from './job-text';
import '../i18n/words/jobs';

/**
 * Whether an ended job's items are still in the library (they go with "Delete everything", a
 * lowered size or a deletion in the Library): its counts say what it collected, this says what is
 * left of it, counted as its export counts its rows. Free; asked again when the card is shown.
 */
export function useJobKept(job: JobRecord, enabled: boolean): number | undefined {
  const { env } = useUi();
  const ended = job.status === 'done' || job.status === 'failed' || job.status === 'cancelled';
  const q = useQuery({
    queryKey: ['job-kept', job.id, job.updatedAt],
    queryFn: async () => (await env.api.jobKept({ id: job.id })).items,
    enabled: enabled && ended && job.items > 0,
    staleTime: 0,
  });
  return q.data;
}

/** "Its 210 comments were deleted from the library." (none left), "Only 12 of its 210 comments are still in the library." */
export function goneText(job: JobRecord, kept: number): string | undefined {
  const collected = job.items + job.replyItems;
  if (kept >= collected) return undefined;
  const items = countOf(collected, job.replyItems > 0 ? 'items' : nounOf(job.spec));
  if (kept === 0) return t('jobs.gone.none', { count: collected, items });
  return t('jobs.gone.some', { kept, items });
}
