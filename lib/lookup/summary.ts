// Links and parameters in a few words, for labels and the ledger. Imports nothing, so the pages
// (job and ledger views) can use it without loading the catalog's parameter schemas.

/** A link shortened for labels and ledger summaries: "…/northwindgames/posts/2257…". */
export function shortLink(value: string, max = 26): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+(.*)$/i.exec(value.trim());
  const rest = m ? m[1] || '/' : value.trim();
  const body = rest.length > max ? `${rest.slice(0, max)}…` : rest;
  return m ? `…${body}` : body;
}

/** Short summary of parameters: "link=…/northwindgames/posts/2257… end_cursor=AQHR…". */
export function summarizeParams(params: Record<string, string>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    if (k === 'exact_followers_count' && v === 'false') continue;
    const value = /^https?:\/\//i.test(v) ? shortLink(v) : v.length > 24 ? `${v.slice(0, 12)}…` : v;
    parts.push(`${k}=${value}`);
  }
  const text = parts.join(' ');
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
