import type { OperationId } from '../../service/catalog';
import type { JobSpec, JobUseCase } from './types';

/**
 * Each job use case's operation and the word for its items: a plain table with no import of the
 * catalog's code, so the views' progress texts do not bring the catalog and zod into every page.
 */

export interface JobKind {
  operationId: OperationId;
  /** Plural noun of the items: "comments". */
  noun: string;
  /** Fixed parameters the use case adds (see lib/lookup/chains DIRECT). */
  extra?: Record<string, string>;
}

export const JOB_KINDS: Record<JobUseCase, JobKind> = {
  post_comments: { operationId: 'social_get_post_comments', noun: 'comments', extra: { include_reply_info: 'true' } },
  page_posts: { operationId: 'social_get_page_posts', noun: 'posts' },
  group_posts: { operationId: 'social_get_group_posts', noun: 'posts' },
  page_videos: { operationId: 'social_get_page_videos', noun: 'videos' },
  page_reels: { operationId: 'social_get_page_reels', noun: 'reels' },
  group_videos: { operationId: 'social_get_group_videos', noun: 'videos' },
  ads_library: { operationId: 'social_ads_search', noun: 'ads' },
  search_pages: { operationId: 'social_search_pages', noun: 'pages' },
  search_people: { operationId: 'social_search_people', noun: 'people' },
  search_posts: { operationId: 'social_search_posts', noun: 'posts' },
  search_videos: { operationId: 'social_search_videos', noun: 'videos' },
};

export function nounOf(spec: Pick<JobSpec, 'useCase'>): string {
  return JOB_KINDS[spec.useCase].noun;
}
