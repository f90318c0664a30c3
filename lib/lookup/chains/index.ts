import { DEFAULT_SITE_HOSTS, type SiteHosts } from '../../site';
import { canonicalLink, estimatePlan, type ChainEstimate, type Plan } from '../plan';
import { shortLink } from '../summary';
import type { UseCaseName, UseCaseRequest } from '../use-cases';
import { oneOperation, operationCall, paramsOf, USE_CASES, type Chained } from '../use-cases/table';
import { byUsername } from './photo';
import { single } from './common';

export { AD_LOOKUP_OPERATIONS, LOOKUP_OPERATION_BY_KIND, lookupCost, lookupCostForKind } from './lookup-url';

/** What a one-operation use case is about, for its label: the link, the query, or an id. */
function subject(params: Record<string, unknown>): string {
  const { link, url, query, city, keyword, username } = params;
  if (typeof link === 'string') return ` · ${shortLink(link)}`;
  if (typeof url === 'string') return ` · ${shortLink(url)}`;
  if (typeof query === 'string') return ` “${query}”`;
  if (typeof keyword === 'string') return ` “${keyword}”`;
  if (typeof username === 'string') return ` @${username}`;
  if (typeof city === 'string') return ` “${city}”`;
  const id = ['video_id', 'page_id', 'ad_page_id', 'ad_archive_id', 'seller_id', 'shortcode', 'user_id', 'highlight_id', 'location_id', 'audio_id'].map((k) => params[k]).find((v) => typeof v === 'string');
  return typeof id === 'string' ? ` ${id}` : '';
}

/**
 * The plan of a use case, from its entry (use-cases/table.ts): one operation, with the input (links
 * canonicalised) and the fixed extras as parameters and the title with the subject as label; or its
 * chain (or a free refusal) and label.
 */
export function planUseCase(request: UseCaseRequest, hosts: SiteHosts = DEFAULT_SITE_HOSTS): Plan {
  const call = operationCall(request);
  if (call) {
    const { op, params, title } = call;
    if (typeof params.link === 'string') params.link = canonicalLink(params.link, hosts);
    return { useCase: request.useCase, label: title + subject(params), chain: single(op, params) };
  }
  const one = oneOperation(request.useCase);
  if (one?.byUsername) {
    // No id in the input: the username's, then the operation (with the input's cursor under its name).
    const { username, ...rest } = request.input as { username: string } & Record<string, unknown>;
    const params = paramsOf(one, rest);
    return { useCase: request.useCase, label: `${one.title} @${username}`, chain: (io) => byUsername(io, username, one.operation, params) };
  }
  const entry = USE_CASES[request.useCase] as Chained<UseCaseName>;
  return { useCase: request.useCase, ...entry.plan(request.input, hosts) };
}

/** What a use case costs before anything is sent and without the cache (catalog prices only). */
export async function planCost(request: UseCaseRequest, hosts: SiteHosts = DEFAULT_SITE_HOSTS): Promise<ChainEstimate> {
  return estimatePlan(planUseCase(request, hosts));
}
