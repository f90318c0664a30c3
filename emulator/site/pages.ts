// Server-rendered pages of the fixture site: home feed, entity pages, the in-place navigating
// app view, the infinite feed and the link benchmark page.

import { commentsPage, repliesOf } from '../data/comments';
import { KNOWN } from '../data/known';
import type { Dataset, Group, Owner, Page, Post, Video } from '../data/types';
import { abbreviate, isoInZone } from '../format';
import { a, esc, frame, img, scriptJson } from './html';
import { groupLinks, linkPool, marketAndAdLinks, OTHER_LINKS, pageLinks, postLinks, videoLinks, type SiteLink } from './links';

const when = (ms: number) => {
  const t = isoInZone(ms, 'UTC');
  return `<time datetime="${esc(t)}">${esc(t.slice(0, 16).replace('T', ' '))} UTC</time>`;
};

export function linkList(links: SiteLink[]): string {
  return `<ul class="links">${links.map((l) => `<li data-link-kind="${esc(l.kind)}">${a(l.href, l.label)}</li>`).join('')}</ul>`;
}

function ownerLink(owner: Owner): string {
  return a(owner.kind === 'page' ? (owner.vanity ? `/${owner.vanity}` : `/profile.php?id=${owner.id}`) : `/groups/${owner.slug ?? owner.id}`, owner.name);
}

export function postCard(p: Post, variant = 0, full = false): string {
  const links = postLinks(p);
  const permalink = links[variant % links.length]!;
  const head = p.owner.kind === 'group'
    ? `${a(p.author.url, p.author.name)} ▸ ${ownerLink(p.owner)}`
    : ownerLink(p.owner);
  const photos = p.photos.length
    ? `<div class="photos">${p.photos.map((ph) => `<a href="${esc(ph.link)}">${img(ph.url, 'Photo')}</a>`).join('')}</div>`
    : '';
  const video = p.video
    ? `<div class="photos"><a href="${esc(p.video.url)}">${img(p.video.thumbnail, p.video.title, 'thumb')}</a></div>`
    : '';
  const share = p.shareCode ? ` · ${a(`https://www.social.example/share/p/${p.shareCode}/`, 'Share link')}` : '';
  return `<article class="card post" data-post-id="${esc(p.id)}">
<div class="head">${img(p.owner.image, p.owner.name, 'avatar')}<div><strong>${head}</strong>
<div class="meta"><a href="${esc(permalink.href)}">${when(p.time)}</a>${share}</div></div></div>
<div class="text">${esc(full ? p.text : p.text.slice(0, 400))}</div>${photos}${video}
<div class="counts"><span>${esc(abbreviate(p.reactions.total))} reactions</span><span>${esc(p.commentsCount)} comments · ${esc(p.shareCount)} shares</span></div>
<div class="actions"><span>Like</span><a href="${esc(p.url)}">Comment</a><span>Share</span></div>
</article>`;
}

export function videoCard(v: Video): string {
  return `<article class="card video" data-video-id="${esc(v.id)}">
<a href="${esc(v.url)}">${img(v.thumbnail, v.title, 'thumb')}</a>
<div><strong>${a(v.url, v.title)}</strong></div>
<div class="meta">${ownerLink(v.owner)} · ${esc(abbreviate(v.views))} views · ${esc(Math.floor(v.duration / 60))}:${esc(String(v.duration % 60).padStart(2, '0'))}</div>
</article>`;
}

export function sides(ds: Dataset): { left: string; right: string } {
  const north = ds.pageById.get(KNOWN.pages.northwindgames.id)!;
  const corvit = ds.groupById.get(KNOWN.groups.corvitarts.id)!;
  const left = `<h3>Shortcuts</h3><ul>
<li>${a('/northwindgames', north.name)}</li><li>${a('/groups/corvitarts', corvit.name)}</li>
<li>${a('/quietharbor', 'Quiet Harbor Inn')}</li><li>${a('/feed/infinite', 'Endless feed')}</li></ul>`;
  const pages = ds.pages.slice(2, 8).map((p) => `<li>${a(p.url, p.name)}</li>`).join('');
  const groups = ds.groups.slice(1, 5).map((g) => `<li>${a(g.url, g.name)}</li>`).join('');
  const right = `<h3>Suggested pages</h3><ul>${pages}</ul><h3>Groups</h3><ul>${groups}</ul>
<h3>More</h3><ul>${OTHER_LINKS.slice(0, 6).map((l) => `<li>${a(l.href, l.label)}</li>`).join('')}</ul>`;
  return { left, right };
}

// ---------------------------------------------------------------------------------------------

export function homePage(ds: Dataset): string {
  const K = KNOWN;
  const known = [K.posts.manyComments.id, K.posts.multiPhoto.id, K.posts.groupPost.id, K.posts.pfbid.id]
    .map((id) => ds.postById.get(id)!)
    .filter(Boolean);
  const recent = ds.posts.filter((p) => !known.includes(p)).slice(0, 20);
  const north = ds.pageById.get(K.pages.northwindgames.id)!;
  const mainVideo = ds.videoById.get(K.videos.main.id)!;
  const mainReel = ds.videoById.get(K.reels.main.id)!;
  const corvit = ds.groupById.get(K.groups.corvitarts.id)!;
  const quiet = ds.pageById.get(K.pages.quietharbor.id)!;
  const shapes: SiteLink[] = [
    ...pageLinks(north), ...pageLinks(quiet), ...groupLinks(corvit),
    ...postLinks(known[0]!),
    { href: K.posts.manyComments.mobileUrl, label: 'Mobile link with tracking', kind: 'post' },
    { href: K.posts.pfbid.pfbidUrl, label: 'Post by pfbid', kind: 'post' },
    ...videoLinks(mainVideo), ...videoLinks(mainReel),
    ...OTHER_LINKS,
  ];
  const { left, right } = sides(ds);
  const body = `<h1>Home</h1>
${known.map((p, i) => postCard(p, i)).join('\n')}
${videoCard(mainVideo)}
<section class="card"><h2>Links in every shape</h2>${linkList(shapes)}</section>
<section class="card" id="marketplace-and-ads"><h2>Marketplace and ads</h2>${linkList(marketAndAdLinks(ds))}</section>
${recent.map((p, i) => postCard(p, i)).join('\n')}
${ds.videos.slice(0, 4).map(videoCard).join('\n')}`;
  return frame({ title: 'social', kind: 'other', body, left, right });
}

export function pagePage(ds: Dataset, page: Page): string {
  const followers = `${abbreviate(page.followers)} followers`;
  const posts = page.posts.length
    ? page.posts.slice(0, 10).map((p, i) => postCard(p, i)).join('\n')
    : `<div class="card empty">This page has no public posts.</div>`;
  const contact = [esc(page.categories.join(' · '))];
  for (const text of [page.address, page.phone, page.email]) if (text) contact.push(esc(text));
  if (page.website) contact.push(a(page.website, page.website));
  if (page.rating) contact.push(esc(`Rating ${page.rating}`));
  const videos = page.videos.length ? `<section class="card"><h2>Videos</h2>${linkList(page.videos.slice(0, 8).map((v) => ({ href: v.url, label: v.title, kind: 'video' as const })))}</section>` : '';
  const reels = page.reels.length ? `<section class="card"><h2>Reels</h2>${linkList(page.reels.slice(0, 8).map((v) => ({ href: v.url, label: v.title, kind: 'reel' as const })))}</section>` : '';
  const ads = page.adPageId ? `<li>${a(`https://www.social.example/ads/library/?active_status=all&view_all_page_id=${page.adPageId}`, 'Ads from this page')}</li>` : '';
  const body = `<div class="cover"></div>
<div class="profile">${img(page.image, page.name)}<div><h1>${esc(page.name)} ${page.verified ? '<span class="badge" title="Verified">✓</span>' : ''}</h1>
<div class="meta">${esc(followers)} · ${esc(abbreviate(page.likes))} likes</div></div></div>
<section class="card"><h2>Intro</h2><p>${esc(page.bio)}</p><ul>${contact.map((c) => `<li>${c}</li>`).join('')}${ads}</ul></section>
${videos}${reels}
${posts}`;
  const { left, right } = sides(ds);
  return frame({ title: `${page.name} | social`, kind: 'page', entityId: page.id, body, left, right });
}

export function groupPage(ds: Dataset, group: Group): string {
  const rules = group.rules.map((r, i) => `<li><strong>${i + 1}. ${esc(r.title)}</strong><br>${esc(r.text)}</li>`).join('');
  const posts = group.posts.length ? group.posts.slice(0, 10).map((p, i) => postCard(p, i)).join('\n') : `<div class="card empty">No posts yet.</div>`;
  const body = `<div class="cover"></div>
<section class="card"><h1>${esc(group.name)}</h1><div class="meta">${esc(group.privacy)} · ${esc(abbreviate(group.members))} members</div>
<p>${esc(group.description)}</p><h3>Group rules</h3><ol style="list-style:none;padding:0">${rules}</ol></section>
${posts}`;
  const { left, right } = sides(ds);
  return frame({ title: `${group.name} | social`, kind: 'group', entityId: group.id, body, left, right });
}

export function postPage(ds: Dataset, post: Post): string {
  const comments = commentsPage(ds, post, 0, 10)
    .map((c) => {
      const replies = repliesOf(ds, post, c).slice(0, 2)
        .map((r) => `<div class="comment reply"><strong>${a(r.author.url, r.author.name)}</strong> ${esc(r.text)}</div>`).join('');
      return `<div class="comment" data-comment-id="${esc(c.id)}"><strong>${a(c.author.url, c.author.name)}</strong> ${esc(c.text)}
<div class="meta">${esc(c.reactions)} reactions${c.replyCount ? ` · ${esc(c.replyCount)} replies` : ''}</div></div>${replies}`;
    })
    .join('\n');
  const more = post.commentsCount > 10 ? `<div class="meta">View ${esc(post.commentsCount - 10)} more comments</div>` : '';
  const title = `${post.owner.name}: ${post.text.split('\n')[0]!.slice(0, 60)}`;
  const body = `<h1>${esc(post.owner.name)}</h1>${postCard(post, 0, true)}
<section class="card comments"><h2>Comments</h2>${comments || '<p class="meta">No comments yet.</p>'}${more}</section>`;
  const { left, right } = sides(ds);
  return frame({ title: `${title} | social`, kind: 'post', entityId: post.id, body, left, right });
}

export function videoPage(ds: Dataset, video: Video): string {
  const kind = video.isReel ? 'reel' : 'video';
  const player = video.isReel
    ? `<div class="reel">${img(video.thumbnail, video.title)}</div>`
    : img(video.thumbnail, video.title, 'thumb');
  const body = `<section class="card">${player}
<h1>${esc(video.title)}</h1>
<div class="meta">${ownerLink(video.owner)} · ${esc(abbreviate(video.views))} views · ${when(video.time)}${video.isLive ? ' · <strong>LIVE</strong>' : ''}</div>
<p class="text">${esc(video.message)}</p>
${video.track ? `<div class="meta">♪ ${esc(video.track.title)}${video.track.artist ? ` · ${esc(video.track.artist)}` : ''}</div>` : ''}
<div class="counts"><span>${esc(abbreviate(video.reactions.total))} reactions</span><span>${esc(video.commentsCount)} comments</span></div></section>`;
  const { left, right } = sides(ds);
  return frame({ title: `${video.title} | social`, kind, entityId: video.id, body, left, right });
}

export function otherPage(ds: Dataset, heading: string): string {
  const { left, right } = sides(ds);
  return frame({ title: `${heading} | social`, kind: 'other', body: `<section class="card"><h1>${esc(heading)}</h1><p>Nothing to look up here.</p></section>`, left, right });
}

export function notFoundPage(ds: Dataset): string {
  const { left, right } = sides(ds);
  return frame({
    title: 'Content not found | social',
    kind: 'other',
    body: `<section class="card empty"><h1>This content isn't available right now</h1><p>${a('/', 'Go to Feed')}</p></section>`,
    left,
    right,
  });
}

// ---------------------------------------------------------------------------------------------
// Dynamic pages

/** In-place navigation: links push a new URL with history.pushState and swap <main>. */
export function spaPage(ds: Dataset): string {
  const K = KNOWN;
  const targets: SiteLink[] = [
    { href: '/northwindgames', label: 'Northwind Games (page)', kind: 'page' },
    { href: `/northwindgames/posts/${K.posts.manyComments.id}`, label: 'Post with 210 comments', kind: 'post' },
    { href: `/northwindgames/posts/${K.posts.multiPhoto.id}`, label: 'Multi-photo post', kind: 'post' },
    { href: '/groups/corvitarts', label: 'Corvit Arts Collective (group)', kind: 'group' },
    { href: `/groups/${K.groups.corvitarts.id}/posts/${K.posts.groupPost.id}`, label: 'Group post', kind: 'post' },
    { href: `/northwindgames/videos/${K.videos.main.id}`, label: 'Video', kind: 'video' },
    { href: `/reel/${K.reels.main.id}`, label: 'Reel', kind: 'reel' },
    { href: '/quietharbor', label: 'Quiet Harbor Inn (page)', kind: 'page' },
    { href: '/help', label: 'Help (not an entity)', kind: 'other' },
  ];
  const nav = `<ul class="links" id="spa-nav">${targets.map((t) => `<li>${a(t.href, t.label, 'data-spa')}</li>`).join('')}</ul>`;
  const script = `
(function(){
  async function go(href, push){
    const res = await fetch(href, {headers: {'x-spa': '1'}});
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const next = doc.querySelector('main');
    const main = document.querySelector('main');
    if (next && main) main.replaceWith(document.importNode(next, true));
    document.title = doc.title;
    if (push) history.pushState({href: href}, '', href);
    document.dispatchEvent(new CustomEvent('spa:navigated', {detail: {href: href}}));
  }
  document.addEventListener('click', function(e){
    const link = e.target instanceof Element ? e.target.closest('a[data-spa]') : null;
    if (!link || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    go(link.getAttribute('href'), true);
  });
  window.addEventListener('popstate', function(){ go(location.pathname + location.search, false); });
  window.__spaNavigate = function(href){ return go(href, true); };
})();`;
  const { right } = sides(ds);
  return frame({
    title: 'App view | social',
    kind: 'other',
    body: `<section class="card"><h1>App view</h1><p>Links here change the address without loading a new page.</p></section>`,
    left: `<h3>Navigate in place</h3>${nav}`,
    right,
    script,
  });
}

/** A feed that appends 20 more entity links whenever the reader nears the bottom. */
export function infiniteFeedPage(ds: Dataset): string {
  const pool = linkPool(ds, 400).map((l) => ({ h: l.href, t: l.label, k: l.kind }));
  const first = pool.slice(0, 20);
  const script = `
(function(){
  const pool = ${scriptJson(pool)};
  let batch = 1;
  function withParam(href, n){ return href + (href.indexOf('?') >= 0 ? '&' : '?') + 'feed_page=' + n; }
  function appendMore(){
    const section = document.createElement('section');
    section.className = 'card batch';
    section.dataset.batch = String(batch);
    const ul = document.createElement('ul');
    ul.className = 'links';
    for (let i = 0; i < 20; i++) {
      const item = pool[(batch * 20 + i) % pool.length];
      const round = Math.floor((batch * 20 + i) / pool.length);
      const li = document.createElement('li');
      li.dataset.linkKind = item.k;
      const a = document.createElement('a');
      a.href = round === 0 ? item.h : withParam(item.h, round);
      a.textContent = item.t;
      li.appendChild(a);
      ul.appendChild(li);
    }
    section.appendChild(ul);
    document.getElementById('feed').appendChild(section);
    batch++;
    return document.querySelectorAll('#feed a').length;
  }
  window.__appendMore = appendMore;
  window.addEventListener('scroll', function(){
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 600) appendMore();
  }, {passive: true});
})();`;
  const body = `<section class="card"><h1>Endless feed</h1><p class="meta">Scroll down for more.</p></section>
<div id="feed"><section class="card batch" data-batch="0">${linkList(first.map((l) => ({ href: l.h, label: l.t, kind: l.k })))}</section></div>
<div style="height:400px"></div>`;
  return frame({ title: 'Endless feed | social', kind: 'other', body, script });
}

/** n entity links in every shape, for the scan benchmark (n ≤ 100,000). */
export function benchLinksPage(ds: Dataset, n: number): string {
  const pool = linkPool(ds, Math.min(n, 4000));
  const items: string[] = [];
  for (let i = 0; i < n; i++) {
    const l = pool[i % pool.length]!;
    const round = Math.floor(i / pool.length);
    const href = round === 0 ? l.href : `${l.href}${l.href.includes('?') ? '&' : '?'}bench=${round}`;
    items.push(`<li data-link-kind="${l.kind}"><a href="${esc(href)}">${esc(l.label)}</a></li>`);
  }
  return frame({
    title: `${n} links | social`,
    kind: 'other',
    body: `<section class="card"><h1>${n} links</h1><ul class="links" id="bench-links">${items.join('')}</ul></section>`,
  });
}
