// HTML pages of the fixture photo site, built from the photo dataset: profile (and its tabs),
// post, reel, stories and one story, highlight, tag, location, audio, the site's own pages and a
// home page with links in every shape. Each page links to related entities in the URL shapes real
// pages use, so the content script finds them. `<main data-entity-kind>` names the page's kind.

import {
  audioUrl, highlightUrl, PHOTO_KNOWN, placeUrl, postUrl, profileUrl, storyUrl, tagUrl,
  type PhotoAudio, type PhotoDataset, type PhotoHighlight, type PhotoItem, type PhotoPlace, type PhotoStory, type PhotoUser,
} from '../data/photo';
import { abbreviate } from '../format';
import { a, esc, img } from './html';

const W = 'https://www.photo.example';
/** Site-relative path of one of the dataset's absolute links. */
const rel = (url: string) => url.replace(/^https:\/\/www\.photo\.example/, '');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fafafa;color:#262626}
a{color:#00376b;text-decoration:none}a:hover{text-decoration:underline}
header.top{display:flex;gap:18px;align-items:center;height:56px;padding:0 20px;background:#fff;border-bottom:1px solid #dbdbdb}
header.top .logo{font:italic 700 24px Georgia,serif;color:#262626}header.top nav{display:flex;gap:16px;margin-left:auto}
main{max-width:935px;margin:0 auto;padding:24px 16px}
.head{display:flex;gap:32px;align-items:center;margin-bottom:24px}.head img{width:150px;height:150px;border-radius:50%;background:#ddd}
h1{font-size:24px;font-weight:400;margin:0 0 8px}.badge{color:#0095f6}.meta{color:#8e8e8e}
.counts{display:flex;gap:28px;margin:8px 0}.tabs{display:flex;gap:40px;justify-content:center;border-top:1px solid #dbdbdb;padding:12px 0;text-transform:uppercase;font-size:12px}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:4px}.grid img{width:100%;aspect-ratio:1;object-fit:cover;display:block;background:#ddd}
.grid .cell{position:relative}.grid .count{position:absolute;left:6px;bottom:4px;color:#fff;font-weight:600;text-shadow:0 0 3px #000}
.rings{display:flex;gap:18px;margin:12px 0}.rings a{display:flex;flex-direction:column;align-items:center;width:80px;font-size:12px}
.rings img{width:64px;height:64px;border-radius:50%;border:2px solid #dbdbdb}
.post{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:20px;background:#fff;border:1px solid #dbdbdb}
.post .media img{width:100%;display:block;background:#ddd}.post .side{padding:14px}
ul.links{padding-left:18px}ul.links li{padding:2px 0}.empty{color:#8e8e8e;text-align:center;padding:40px}
`;

interface PhotoFrame {
  title: string;
  /** The page's kind as the extension names it (photo_profile …), `other` for the site's own pages. */
  kind: string;
  entityId?: string | undefined;
  body: string;
}

export function photoFrame(o: PhotoFrame): string {
  const id = o.entityId ? ` data-entity-id="${esc(o.entityId)}"` : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(o.title)} | photo</title><style>${STYLE}</style></head>
<body>
<header class="top"><a class="logo" href="/">photo</a>
<nav><a href="/">Home</a><a href="/explore/">Explore</a><a href="/reels/">Reels</a><a href="/direct/inbox/">Messages</a><a href="/accounts/login/">Log in</a></nav></header>
<main id="content" data-entity-kind="${esc(o.kind)}"${id}>
${o.body}
</main>
</body></html>`;
}

const n = (x: number) => x.toLocaleString('en-US');
const verified = (u: PhotoUser) => (u.verified ? ' <span class="badge" title="Verified">✔</span>' : '');
const userLink = (u: PhotoUser) => a(`/${u.username}/`, u.username);

/** A post's or reel's link in the shape the page uses: canonical, or under its owner's name. */
function itemHref(item: PhotoItem, underOwner: boolean): string {
  const path = item.kind === 'reel' ? 'reel' : 'p';
  return underOwner ? `/${item.owner.username}/${path}/${item.code}/` : `/${path}/${item.code}/`;
}

function grid(items: PhotoItem[], underOwnerEvery = 0): string {
  if (items.length === 0) return '<p class="empty">No posts yet</p>';
  const cells = items.map((item, i) => {
    const href = itemHref(item, underOwnerEvery > 0 && i % underOwnerEvery === underOwnerEvery - 1);
    const first = item.media[0]!;
    const label = item.kind === 'reel' ? `▶ ${abbreviate(item.plays ?? 0)}` : `♥ ${abbreviate(item.likes)}`;
    return `<div class="cell"><a href="${esc(href)}" data-code="${esc(item.code)}">${img(first.thumbnail ?? first.url, item.caption.slice(0, 60))}</a><span class="count">${esc(label)}</span></div>`;
  });
  return `<div class="grid">${cells.join('')}</div>`;
}

/** Caption text with its hashtags as tag links. */
function captionHtml(text: string): string {
  return text.split(/(#[\p{L}\p{N}_]+)/u).map((part) => (part.startsWith('#') ? a(rel(tagUrl(part.slice(1))), part) : esc(part))).join('');
}

/** The `/s/…` share link of a highlight (base64 of `highlight:<id>`), naming one of its items. */
export function highlightShareLink(h: PhotoHighlight): string {
  const token = Buffer.from(`highlight:${h.id}`).toString('base64url');
  return `/s/${token}?story_media_id=${h.items[0]?.id ?? ''}&igsh=ZmVkY2E`;
}

function rings(u: PhotoUser): string {
  if (u.highlights.length === 0) return '';
  const ring = (h: PhotoHighlight, i: number) =>
    `<a href="${esc(i === 0 ? rel(highlightUrl(h)) : i === 1 ? highlightShareLink(h) : rel(highlightUrl(h)))}">${img(h.cover, h.title)}${esc(h.title)}</a>`;
  return `<section class="rings" aria-label="Highlights">${u.highlights.map(ring).join('')}</section>`;
}

export function profilePage(ds: PhotoDataset, u: PhotoUser, tab: string | undefined): string {
  const b = u.business;
  const contact = b
    ? `<p class="business"><span class="meta">${esc(b.category)}</span> · ${a(`mailto:${b.email}`, 'Email')} · ${a(`tel:${b.phone.replace(/\s/g, '')}`, 'Call')} · <span>${esc(b.address)}</span></p>`
    : '';
  const related = u.related.map((name) => ds.userByName.get(name)!).map((r) => `<li>${userLink(r)} ${esc(r.fullName)}${verified(r)}</li>`).join('');
  let content: string;
  if (u.private) content = '<p class="empty">This account is private</p>';
  else if (tab === 'reels') content = grid(u.reels, 3);
  else if (tab === 'tagged') {
    const tagged = u.related.flatMap((name) => ds.userByName.get(name)!.posts.slice(0, 3));
    content = grid(tagged);
  } else content = grid(u.posts, 3);
  const body = `
<section class="head">${img(u.picture, u.username)}<div>
<h1>${esc(u.username)}${verified(u)}</h1>
<div class="counts"><span><b>${n(u.posts.length + u.reels.length)}</b> posts</span><span><b>${esc(abbreviate(u.followers))}</b> followers</span><span><b>${n(u.following)}</b> following</span></div>
<p><b>${esc(u.fullName)}</b><br>${esc(u.bio)}</p>
${u.website ? `<p>${a(u.website, u.website.replace(/^https?:\/\//, ''), 'rel="nofollow"')}</p>` : ''}
${contact}
${u.stories.length ? `<p>${a(`/stories/${u.username}/`, 'Stories')}</p>` : ''}
</div></section>
${rings(u)}
<nav class="tabs">${a(`/${u.username}/`, 'Posts')}${a(`/${u.username}/reels/`, 'Reels')}${a(`/${u.username}/tagged/`, 'Tagged')}</nav>
${content}
<section><h2>Suggested for you</h2><ul class="links related">${related}</ul></section>`;
  return photoFrame({ title: `${u.fullName} (@${u.username})`, kind: 'photo_profile', entityId: u.username, body });
}

export function itemPage(item: PhotoItem): string {
  const u = item.owner;
  const media = item.media.map((m, i) => {
    const picture = img(m.thumbnail ?? m.url, `${item.code} ${i + 1}`);
    return item.kind === 'carousel' ? `<a href="/p/${esc(item.code)}/?img_index=${i + 1}">${picture}</a>` : picture;
  }).join('');
  const counts = [`${n(item.likes)} likes`, `${n(item.comments)} comments`, ...(item.plays !== undefined ? [`${n(item.plays)} plays`] : [])].join(' · ');
  const more = [...u.posts, ...u.reels].filter((x) => x !== item).slice(0, 6);
  const body = `
<article class="post"><div class="media">${media}</div><div class="side">
<p>${img(u.picture, u.username)} ${userLink(u)}${verified(u)}</p>
${item.location ? `<p class="location">${a(rel(placeUrl(item.location)), item.location.name)}</p>` : ''}
${item.audio ? `<p class="audio">♫ ${a(rel(audioUrl(item.audio)), `${item.audio.artist} · ${item.audio.title}`)}</p>` : ''}
<h1 class="caption"><b>${esc(u.username)}</b> ${captionHtml(item.caption)}</h1>
<p class="meta">${esc(counts)}</p>
<p class="meta"><time datetime="${new Date(item.time).toISOString()}">${new Date(item.time).toISOString().slice(0, 10)}</time></p>
</div></article>
<section><h2>More from ${esc(u.username)}</h2>${grid(more, 2)}</section>`;
  const kind = item.kind === 'reel' ? 'photo_reel' : 'photo_post';
  return photoFrame({ title: `${u.fullName} on photo: “${item.caption.slice(0, 40)}”`, kind, entityId: item.code, body });
}

function storyItem(s: PhotoStory): string {
  return `<li>${a(rel(storyUrl(s)), `${s.file.type === 'video' ? 'Video' : 'Photo'} story ${s.id}`)} <span class="meta">${new Date(s.time).toISOString().slice(0, 10)}</span></li>`;
}

export function storiesPage(u: PhotoUser): string {
  const body = `<h1>Stories of ${userLink(u)}</h1>
${u.stories.length ? `<ul class="links">${u.stories.map(storyItem).join('')}</ul>` : '<p class="empty">No stories right now</p>'}
${rings(u)}`;
  return photoFrame({ title: `Stories • ${u.username}`, kind: 'photo_stories', entityId: u.username, body });
}

export function storyPage(s: PhotoStory): string {
  const u = s.owner;
  const siblings = u.stories.includes(s) ? u.stories : u.highlights.find((h) => h.items.includes(s))?.items ?? [s];
  const body = `<p>${userLink(u)}${verified(u)}</p>
<figure>${img(s.file.thumbnail ?? s.file.url, `Story ${s.id}`)}</figure>
<ul class="links">${siblings.filter((x) => x !== s).map(storyItem).join('')}</ul>
<p>${a(`/stories/${u.username}/`, 'All stories')}</p>`;
  return photoFrame({ title: `Story • ${u.username}`, kind: 'photo_story', entityId: s.id, body });
}

export function highlightPage(h: PhotoHighlight): string {
  const body = `<h1>${esc(h.title)}</h1><p>Highlight of ${userLink(h.owner)}${verified(h.owner)}</p>
<div class="grid">${h.items.map((s) => `<div class="cell">${img(s.file.thumbnail ?? s.file.url, `Story ${s.id}`)}</div>`).join('')}</div>
<ul class="links">${h.items.map(storyItem).join('')}</ul>
<p>Other highlights: ${h.owner.highlights.filter((x) => x !== h).map((x) => a(rel(highlightUrl(x)), x.title)).join(' · ')}</p>`;
  return photoFrame({ title: `${h.title} • ${h.owner.username}`, kind: 'photo_highlight', entityId: h.id, body });
}

export function tagPage(ds: PhotoDataset, tag: string): string {
  const posts = [...ds.items.values()].filter((x) => x.tags.includes(tag.toLowerCase())).sort((x, y) => y.likes - x.likes).slice(0, 30);
  const known = ds.tags.find((t) => t.name === tag.toLowerCase());
  const body = `<h1>#${esc(tag)}</h1><p class="meta">${known ? `${n(known.count)} posts` : 'No posts yet'}</p>
${grid(posts)}
<p>Related: ${ds.tags.filter((t) => t.name !== tag.toLowerCase()).slice(0, 5).map((t) => a(rel(tagUrl(t.name)), `#${t.name}`)).join(' ')}</p>`;
  return photoFrame({ title: `#${tag} hashtag`, kind: 'photo_tag', entityId: tag, body });
}

export function locationPage(ds: PhotoDataset, p: PhotoPlace): string {
  const top = [...p.posts].sort((x, y) => y.likes - x.likes).slice(0, 9);
  const nearby = ds.places.filter((x) => x !== p).sort((x, y) => Math.hypot(x.lat - p.lat, x.lng - p.lng) - Math.hypot(y.lat - p.lat, y.lng - p.lng)).slice(0, 5);
  const body = `<h1>${esc(p.name)}</h1><p class="meta">${esc(p.category)} · ${esc(p.address)} · ${p.lat}, ${p.lng} · ${n(p.posts.length)} posts</p>
<h2>Top posts</h2>${grid(top)}
<h2>Most recent</h2>${grid(p.posts.slice(0, 12), 4)}
<h2>Nearby</h2><ul class="links nearby">${nearby.map((x) => `<li>${a(rel(placeUrl(x)), x.name)}</li>`).join('')}</ul>`;
  return photoFrame({ title: `${p.name}`, kind: 'photo_location', entityId: p.id, body });
}

export function audioPage(audio: PhotoAudio): string {
  const artist = audio.reels.find((r) => r.owner.username === audio.artist)?.owner;
  const body = `<h1>${esc(audio.title)}</h1><p>${artist ? userLink(artist) : esc(audio.artist)} · ${n(audio.reels.length)} reels</p>${grid(audio.reels)}`;
  return photoFrame({ title: `${audio.title} · ${audio.artist}`, kind: 'photo_audio', entityId: audio.id, body });
}

export function explorePage(ds: PhotoDataset): string {
  const popular = [...ds.items.values()].filter((x) => x.kind !== 'reel').sort((x, y) => y.likes - x.likes).slice(0, 12);
  const body = `<h1>Explore</h1>${grid(popular, 4)}
<h2>Tags</h2><p>${ds.tags.map((t) => a(rel(tagUrl(t.name)), `#${t.name}`)).join(' ')}</p>
<h2>Places</h2><ul class="links">${ds.places.map((p) => `<li>${a(rel(placeUrl(p)), p.name)}</li>`).join('')}</ul>`;
  return photoFrame({ title: 'Explore', kind: 'other', body });
}

export function reelsPage(ds: PhotoDataset): string {
  return photoFrame({ title: 'Reels', kind: 'other', body: `<h1>Reels</h1>${grid(ds.feed.slice(0, 18))}` });
}

export function plainPage(title: string, text: string): string {
  return photoFrame({ title, kind: 'other', body: `<h1>${esc(title)}</h1><p>${esc(text)}</p><p>${a('/', 'Back to photo')}</p>` });
}

export function notFound(): string {
  return photoFrame({ title: 'Page not found', kind: 'other', body: "<h1>Sorry, this page isn't available.</h1><p>The link may be broken, or the page may have been removed.</p>" });
}

/** Home: the known entities, then the same entities in every link shape real pages use. */
export function photoHome(ds: PhotoDataset): string {
  const k = PHOTO_KNOWN;
  const u = ds.userByName.get(k.profile.username)!;
  const h = ds.highlightById.get(k.highlight.id)!;
  const place = ds.placeById.get(k.location.id)!;
  const known: Array<[string, string]> = [
    [profileUrl(u), `Profile ${u.username} (business, verified)`],
    [profileUrl(ds.userByName.get(k.verified.username)!), `Profile ${k.verified.username} (verified)`],
    [postUrl(ds.items.get(k.post)!), `Post ${k.post}`],
    [postUrl(ds.items.get(k.carousel)!), `Carousel ${k.carousel}`],
    [postUrl(ds.items.get(k.reel)!), `Reel ${k.reel}`],
    [placeUrl(place), `Location ${place.name}`],
    [audioUrl(ds.audioById.get(k.audio.id)!), `Audio ${k.audio.title}`],
    [highlightUrl(h), `Highlight ${h.title}`],
    [`${W}/stories/${u.username}/`, `Stories of ${u.username}`],
    [storyUrl(ds.storyById.get(k.story)!), `Story ${k.story}`],
    [tagUrl(k.tag), `#${k.tag}`],
  ];
  const shapes = [
    `https://m.photo.example/${u.username}?igsh=MTc4MmM1YmI2Ng==`,
    `https://photo.example/${u.username}/reels/`,
    `${W}/${u.username}/tagged/`,
    `${W}/_u/${u.username}`,
    `${W}/p/${k.post}/?utm_source=ig_web_copy_link&igsh=MzRlODBiNWFlZA==`,
    `${W}/${u.username}/p/${k.carousel}/?img_index=2`,
    `${W}/tv/${k.video}/`,
    `${W}/reels/${k.reel}/`,
    `${W}/${u.username}/reel/${k.reel}/?igsh=x`,
    `${W}/audio/${k.audio.id}/`,
    `${W}${highlightShareLink(h)}`,
    `${W}/explore/locations/${place.id}/`,
    `${W}/explore/tags/harbourlights/`,
    `${W}/share/${k.share.post.code}`,
    `${W}/share/reel/${k.share.reel.code}`,
  ];
  const others = [`${W}/explore/`, `${W}/reels/`, `${W}/accounts/login/?next=%2F${u.username}%2F`, `${W}/direct/inbox/`, 'https://help.photo.example/en/', `${W}/explore/locations/`];
  const li = (href: string, label = href) => `<li>${a(href, label)}</li>`;
  const body = `<h1>photo</h1>
<section id="known"><h2>Known</h2><ul class="links">${known.map(([href, label]) => li(href, label)).join('')}</ul></section>
<section id="every-shape"><h2>Links in every shape</h2><ul class="links">${shapes.map((x) => li(x)).join('')}</ul></section>
<section id="site-pages"><h2>The site's own pages</h2><ul class="links">${others.map((x) => li(x)).join('')}</ul></section>
<section id="profiles"><h2>Profiles</h2><ul class="links">${ds.users.map((x) => li(`/${x.username}/`, x.username)).join('')}</ul></section>`;
  return photoFrame({ title: 'photo', kind: 'other', body });
}
