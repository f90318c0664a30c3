// HTML building blocks of the fixture site: escaping, the page frame and its style sheet.
// Everything dynamic goes through esc(); no external resources are referenced.

export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for an inline <script> (no `</script>` or `<!--` can break out). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function a(href: string, label: string, attrs = ''): string {
  return `<a href="${esc(href)}"${attrs ? ' ' + attrs : ''}>${esc(label)}</a>`;
}

/** Same-origin path of a media URL (the site serves /v/… on every site host). */
export function media(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function img(url: string, alt: string, cls = ''): string {
  return `<img src="${esc(media(url))}" alt="${esc(alt)}"${cls ? ` class="${cls}"` : ''} loading="lazy">`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f0f2f5;color:#050505}
a{color:#216fdb;text-decoration:none}a:hover{text-decoration:underline}
header.top{position:sticky;top:0;z-index:5;display:flex;align-items:center;gap:16px;height:56px;padding:0 16px;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.15)}
header.top .logo{font-weight:800;font-size:26px;color:#1b6ee8;letter-spacing:-1px}
header.top input{flex:0 1 260px;border:0;border-radius:20px;background:#f0f2f5;padding:9px 14px;font:inherit}
header.top nav{display:flex;gap:18px;margin-left:auto}
.layout{display:grid;grid-template-columns:240px minmax(0,640px) 280px;gap:24px;justify-content:center;padding:20px 12px}
@media (max-width:1100px){.layout{grid-template-columns:minmax(0,680px)}.side{display:none}}
.side ul{list-style:none;margin:0;padding:0}.side li{padding:6px 4px}
.side h3{font-size:15px;color:#65676b;margin:16px 4px 6px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 2px rgba(0,0,0,.12);padding:14px 16px;margin-bottom:16px}
.card .head{display:flex;align-items:center;gap:10px;margin-bottom:8px}
.avatar{width:40px;height:40px;border-radius:50%;background:#ccd;object-fit:cover}
.meta{color:#65676b;font-size:13px}
.text{white-space:pre-wrap;margin:8px 0}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:4px;margin:8px -16px}
.photos img,.thumb{width:100%;display:block;background:#dde;aspect-ratio:4/3;object-fit:cover}
.counts{display:flex;justify-content:space-between;color:#65676b;font-size:14px;border-bottom:1px solid #e4e6eb;padding:6px 0}
.actions{display:flex;justify-content:space-around;padding-top:6px;font-weight:600;color:#65676b}
.cover{height:200px;border-radius:0 0 10px 10px;background:linear-gradient(135deg,#6a8dff,#9ad0ff)}
.profile{display:flex;align-items:flex-end;gap:16px;margin-top:-50px;padding:0 16px 16px}
.profile img{width:140px;height:140px;border-radius:50%;border:4px solid #fff;background:#ccd}
h1{font-size:28px;margin:8px 0}
.badge{display:inline-block;background:#1b6ee8;color:#fff;border-radius:50%;width:18px;height:18px;font-size:12px;text-align:center;line-height:18px;vertical-align:middle}
.comments .comment{background:#f0f2f5;border-radius:16px;padding:8px 12px;margin:6px 0}
.comments .reply{margin-left:40px}
.links li{padding:2px 0}
.empty{color:#65676b;text-align:center;padding:40px}
.reel{max-width:360px;margin:auto}.reel img{aspect-ratio:9/16}
`;

export interface FrameOptions {
  title: string;
  /** data-entity-kind of <main> (page, group, post, video, reel; other for non-entity pages). */
  kind: string;
  entityId?: string | undefined;
  body: string;
  left?: string;
  right?: string;
  script?: string;
  status?: number;
}

export function frame(o: FrameOptions): string {
  const id = o.entityId ? ` data-entity-id="${esc(o.entityId)}"` : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(o.title)}</title><style>${STYLE}</style></head>
<body>
<header class="top"><a class="logo" href="/">social</a><input type="search" placeholder="Search social" aria-label="Search">
<nav><a href="/">Home</a><a href="/watch">Watch</a><a href="/marketplace">Marketplace</a><a href="/groups/feed">Groups</a></nav></header>
<div class="layout"><aside class="side">${o.left ?? ''}</aside>
<main id="content" data-entity-kind="${esc(o.kind)}"${id}>
${o.body}
</main>
<aside class="side">${o.right ?? ''}</aside></div>
${o.script ? `<script>${o.script}</script>` : ''}
</body></html>`;
}

/** A placeholder picture (SVG) for /v/… media paths: colour from the id, size from the name. */
export function placeholderSvg(path: string): string {
  const m = /\/([A-Za-z0-9]+)_(\d{1,4})x(\d{1,4})_n\.jpg$/.exec(path);
  const id = m?.[1] ?? 'media';
  const w = Math.min(4000, Number(m?.[2] ?? 640));
  const h = Math.min(4000, Number(m?.[3] ?? 480));
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue},55%,70%)"/>` +
    `<circle cx="${Math.round(w * 0.7)}" cy="${Math.round(h * 0.35)}" r="${Math.round(Math.min(w, h) * 0.12)}" fill="hsl(${(hue + 40) % 360},70%,85%)"/>` +
    `<path d="M0 ${h} L${Math.round(w * 0.35)} ${Math.round(h * 0.45)} L${Math.round(w * 0.6)} ${Math.round(h * 0.75)} L${Math.round(w * 0.8)} ${Math.round(h * 0.55)} L${w} ${h} Z" fill="hsl(${hue},40%,45%)"/>` +
    `</svg>`;
}
