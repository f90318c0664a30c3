// Canonical links of the photo site's URLs that show no entity (`other`): origin and path without
// trailing slash, tracking and language parameters dropped, the rest sorted by name, no fragment.

import { decodeParam, enc, paramsOf, pathUrl, type ParsedUrl } from '../params';

const TRACKING: ReadonlySet<string> = new Set('igsh igshid hl utm_source utm_medium utm_campaign img_index taken-by fbclid ref'.split(' '));

export function otherUrl(p: ParsedUrl, base = pathUrl(p)): string {
  const kept = paramsOf(p).filter((kv) => !TRACKING.has(kv[0]) && !kv[0].startsWith('utm_'));
  if (kept.length === 0) return base;
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return base + kept.map((kv, i) => (i ? '&' : '?') + enc(kv[0]) + '=' + enc(decodeParam(kv[1]))).join('');
}
