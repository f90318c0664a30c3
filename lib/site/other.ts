// Canonical links of site URLs that show no entity (`other`): https, canonical origin, path without
// trailing slash, tracking parameters dropped, the rest sorted by name, no fragment. Only the
// background needs them (identify.ts); the content script reports such pages by path alone.

import { enc, pathUrl, type ParsedUrl } from './canonical';

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
  return key.startsWith('__') || key.startsWith('utm_') || key.startsWith('_nc_') || TRACKING.has(key);
}

/**
 * Canonical form of a site URL that matched no entity: https, canonical origin, path without
 * trailing slash, tracking parameters dropped, remaining parameters sorted by name, no fragment.
 */
export function otherUrl(p: ParsedUrl): string {
  const base = pathUrl(p);
  const kept: Array<[string, string]> = [];
  for (const kv of p.params) if (!isTrackingParam(kv[0])) kept.push(kv);
  if (kept.length === 0) return base;
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let q = '';
  for (const [k, v] of kept) q += (q ? '&' : '?') + enc(k) + '=' + enc(v);
  return base + q;
}
