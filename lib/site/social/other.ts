// Canonical links of the social network's URLs that show no entity (`other`): https, canonical
// origin, path without trailing slash, tracking parameters dropped, the rest sorted by name, no
// fragment. Only the background needs them (identify.ts); the content script reports such pages by
// path alone.

import { decodeParam, enc, paramsOf, pathUrl, type ParsedUrl } from '../params';

/** Tracking and presentation parameters that never identify an entity. */
const TRACKING: ReadonlySet<string> = new Set(
  ('refid mibextid rdid sfnsn ref fref _rdr refsrc extid locale locale2 notif_t notif_id _ft_ eav ' +
    'paipv rc type theater comment_id reply_comment_id comment_tracking m_entstream_source hc_ref ' +
    'hc_location mt_nav fbclid acontext action_history ref_component ref_page source src sfns ti ' +
    'hrc app ocid pnref entry_point story_location ftentidentifier igshid sk lst dti lrs rs rid ' +
    'lrid login_attempt store_visit_source').split(' '),
);

/** True for parameters that only track or style the view (`__cft__[0]`, `__tn__`, `utm_*`…). */
export function isTrackingParam(key: string): boolean {
  // The first character first: startsWith is slow in V8, and most names start with neither.
  const c = key.charCodeAt(0);
  if (c === 95 /* _ */ && (key.startsWith('__') || key.startsWith('_nc_'))) return true;
  if (c === 117 /* u */ && key.startsWith('utm_')) return true;
  return TRACKING.has(key);
}

/** Orders parameters by name (one function for all calls, not a new closure per link). */
const byName = (a: [string, string], b: [string, string]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * Canonical form of a site URL that matched no entity: https, canonical origin, path without
 * trailing slash, tracking parameters dropped, remaining parameters sorted by name, no fragment.
 * `base` is `pathUrl(p)`, when the caller has it already.
 */
export function otherUrl(p: ParsedUrl, base = pathUrl(p)): string {
  const kept: Array<[string, string]> = [];
  for (const kv of paramsOf(p)) if (!isTrackingParam(kv[0])) kept.push(kv);
  if (kept.length === 0) return base;
  kept.sort(byName);
  let q = '';
  for (const kv of kept) q += (q ? '&' : '?') + enc(kv[0]) + '=' + enc(decodeParam(kv[1]));
  return base + q;
}
