import type { OperationId } from '../../service/catalog';
import { useCaseRequest, type UseCaseRequest } from '../use-cases';
import { definedOnly } from '../../util/defined';

/**
 * The use case that fetches a kept answer again (the library's "refresh"): its operation and
 * parameters, as the request the side panel would send. Null for answers only reached inside a
 * chain (ids, attachments without their post's link, countries).
 */

const pick = (params: Record<string, string>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => params[k] !== undefined && params[k] !== '').map((k) => [k, params[k]!]));
const bool = (v: string | undefined) => (v === undefined ? undefined : v === 'true');

function build(op: OperationId, p: Record<string, string>): unknown {
  const postList = () => ({ link: p.link, ...pick(p, ['after_time', 'before_time', 'timezone', 'end_cursor']), ...(p.limit ? { limit: Number(p.limit) } : {}) });
  switch (op) {
    case 'social_get_page_details':
      return p.exact_followers_count === 'true' ? { useCase: 'page_exact_followers', input: { link: p.link } } : { useCase: 'lookup_url', input: { url: p.link } };
    case 'social_get_group_details':
    case 'social_get_post_details':
      return { useCase: 'lookup_url', input: { url: p.link } };
    case 'social_get_post_details_extended':
      return { useCase: 'post_extended', input: { link: p.link } };
    case 'social_get_video_details':
      return { useCase: 'video_details', input: { video_id: p.video_id } };
    case 'social_get_page_posts':
      return { useCase: 'page_posts', input: postList() };
    case 'social_get_group_posts':
      return { useCase: 'group_posts', input: postList() };
    case 'social_get_page_videos':
      return { useCase: 'page_videos', input: pick(p, ['link', 'end_cursor']) };
    case 'social_get_page_reels':
      return { useCase: 'page_reels', input: pick(p, ['link', 'end_cursor']) };
    case 'social_get_group_videos':
      return { useCase: 'group_videos', input: pick(p, ['link', 'end_cursor']) };
    case 'social_get_post_comments':
      return { useCase: 'post_comments', input: pick(p, ['link', 'end_cursor']) };
    case 'social_get_comment_replies':
      return { useCase: 'comment_replies', input: pick(p, ['comment_feedback_id', 'expansion_token']) };
    case 'social_search_pages':
      return { useCase: 'search_pages', input: pick(p, ['query', 'location_uid', 'end_cursor']) };
    case 'social_search_people':
      return { useCase: 'search_people', input: pick(p, ['query', 'location_uid', 'end_cursor']) };
    case 'social_search_locations':
      return { useCase: 'search_locations', input: pick(p, ['query']) };
    case 'social_search_posts': {
      const recent = bool(p.recent_posts);
      return { useCase: 'search_posts', input: { ...pick(p, ['query', 'location_uid', 'start_time', 'end_time', 'end_cursor']), ...definedOnly({ recent_posts: recent }) } };
    }
    case 'social_search_videos': {
      const flags = Object.fromEntries((['most_recent', 'videos_live'] as const).filter((k) => p[k] !== undefined).map((k) => [k, bool(p[k])]));
      return { useCase: 'search_videos', input: { ...pick(p, ['query', 'end_cursor']), ...flags } };
    }
    case 'social_ads_search':
      return { useCase: 'ads_library', input: pick(p, ['query', 'ad_page_id', 'country', 'activeStatus', 'after_time', 'before_time', 'sort_data', 'end_cursor']) };
    case 'social_ads_page_details':
      return { useCase: 'advertiser', input: pick(p, ['page_id']) };
    default:
      return null;
  }
}

export function refreshRequest(operationId: OperationId, params: Record<string, string>): UseCaseRequest | null {
  const built = build(operationId, params);
  if (!built) return null;
  const parsed = useCaseRequest.safeParse(built);
  return parsed.success ? (built as UseCaseRequest) : null;
}
