import { describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { entitiesOfAnswer } from '../../../lib/lookup/answer-entities';
import { entityOfRequest } from '../../../lib/lookup/identity';
import type { RunResponse, UseCaseResult } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { DEFAULT_SITE_HOSTS } from '../../../lib/site';
import { it, type Emu } from '../fixtures/emulator';
import { makeHarness, type Harness } from './helpers';

// Identity, not spelling: once an answer says which entity it is, every link form that carries
// the entity's id is answered from the kept answer, and a link that cannot be read without a call
// is paid once and remembered. Judged by what the emulator was sent.

let emu: Emu;
let h: Harness;
// The emulator fixture starts once for the file and is reset before each test.
it.beforeEach(async ({ emu: started }) => {
  emu = started;
  h = makeHarness(emu.url);
});

const lookup = (url: string): UseCaseRequest => ({ useCase: 'lookup_url', input: { url } });
function ok(r: RunResponse): UseCaseResult {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.result;
}
const calls = async () => (await emu.ledger()).length;

const POST = KNOWN.posts.manyComments;
const PAGE = KNOWN.pages.northwindgames;

describe('one paid answer serves every link form of its entity', () => {
  it('a post: canonical link, permalink.php with the owner id, the mobile link with tracking', async () => {
    ok(await h.service.run(lookup(POST.url)));
    expect(await calls()).toBe(1);
    for (const url of [POST.permalinkUrl, POST.mobileUrl, `${POST.permalinkUrl}&__tn__=R`]) {
      const again = ok(await h.service.run(lookup(url)));
      expect(again.fromCache, url).toBe(true);
      expect(again.creditsCharged).toBe(0);
    }
    expect(await calls()).toBe(1);
  });

  it('a post\'s photo link, once the post\'s answer named its photos', async () => {
    ok(await h.service.run(lookup(POST.url)));
    const photo = ok(await h.service.run(lookup(`https://www.social.example/photo/?fbid=${POST.photoId}&set=a.1`)));
    expect(photo.fromCache).toBe(true);
    expect(await calls()).toBe(1);
  });

  it('the estimate of another link form says cached before any click', async () => {
    ok(await h.service.run(lookup(POST.url)));
    expect(await h.service.estimate(lookup(POST.permalinkUrl))).toMatchObject({ credits: 0, cached: true });
  });

  it('a page: its vanity link first, then its numeric profile link', async () => {
    ok(await h.service.run(lookup(PAGE.url)));
    const byId = ok(await h.service.run(lookup(PAGE.profileUrl)));
    expect(byId.fromCache).toBe(true);
    expect(await calls()).toBe(1);
  });

  it('an object id alone (/<id>) that an earlier answer named as a page or a group: that answer, free', async () => {
    const GROUP = KNOWN.groups.corvitarts;
    ok(await h.service.run(lookup(PAGE.url)));
    ok(await h.service.run(lookup(GROUP.url)));
    const pageById = lookup(`https://www.social.example/${PAGE.id}`);
    expect(await h.service.estimate(pageById)).toMatchObject({ credits: 0, cached: true });
    const page = ok(await h.service.run(pageById));
    expect(page).toMatchObject({ fromCache: true, creditsCharged: 0 });
    expect(page.steps.at(-1)!.normalized).toMatchObject({ status: 'ok', model: 'page', data: { id: PAGE.id } });
    const group = ok(await h.service.run(lookup(`https://m.social.example/${GROUP.id}?refid=17`)));
    expect(group).toMatchObject({ fromCache: true, creditsCharged: 0 });
    expect(group.steps.at(-1)!.normalized).toMatchObject({ status: 'ok', model: 'group', data: { id: GROUP.id } });
    expect(await calls()).toBe(2);
    // An id alone that no answer named yet is asked as a post (the price its button shows).
    const post = KNOWN.posts.textOnly;
    expect(await h.service.estimate(lookup(`https://www.social.example/${post.id}`))).toMatchObject({ credits: 1, cached: false });
    const byId = ok(await h.service.run(lookup(`https://www.social.example/${post.id}`)));
    expect(byId.steps.at(-1)!.normalized).toMatchObject({ status: 'ok', model: 'post', data: { id: post.id } });
    expect((await emu.ledger()).at(-1)).toMatchObject({ operation: 'social_get_post_details', creditsCharged: 1 });
    expect(await calls()).toBe(3);
  });

  it('a link that cannot be read without a call is paid once, then remembered', async () => {
    ok(await h.service.run(lookup(POST.shareUrl)));
    ok(await h.service.run(lookup(POST.shareUrl)));
    expect(await calls()).toBe(1);
  });

  it('answers of one operation never stand in for another (details and extended details differ)', async () => {
    ok(await h.service.run(lookup(POST.url)));
    ok(await h.service.run({ useCase: 'post_extended', input: { link: POST.url } }));
    expect((await emu.ledger()).map((c) => c.operation)).toEqual(['social_get_post_details', 'social_get_post_details_extended']);
  });

  it('a refresh still pays again', async () => {
    ok(await h.service.run(lookup(POST.url)));
    ok(await h.service.run(lookup(POST.permalinkUrl), { refresh: true }));
    expect(await calls()).toBe(2);
  });
});

describe('reading identities', () => {
  it('reads the numeric id a link carries, and none from a vanity or share link', () => {
    const hosts = DEFAULT_SITE_HOSTS;
    expect(entityOfRequest('social_get_post_details', { link: POST.permalinkUrl }, hosts)).toBe(`post:${POST.id}`);
    expect(entityOfRequest('social_get_page_details', { link: PAGE.profileUrl }, hosts)).toBe(`page:${PAGE.id}`);
    expect(entityOfRequest('social_get_group_details', { link: KNOWN.groups.corvitarts.idUrl }, hosts)).toBe(`group:${KNOWN.groups.corvitarts.id}`);
    expect(entityOfRequest('social_get_page_details', { link: PAGE.url }, hosts)).toBeNull();
    expect(entityOfRequest('social_get_post_details_extended', { link: POST.shareUrl }, hosts)).toBeNull();
    // Operations that are not one entity asked for by a link have no identity of this kind.
    expect(entityOfRequest('social_get_post_comments', { link: POST.url }, hosts)).toBeNull();
  });

  it('reads the ids an answer reveals: the entity and its photos', () => {
    const normalized = { status: 'ok', model: 'post', data: { id: '5', media: [{ type: 'photo', id: '7' }, { type: 'photo' }], reactions: { byType: {} } } } as const;
    expect(entitiesOfAnswer('social_get_post_details', normalized as never)).toEqual(['post:5', 'photo:7']);
    expect(entitiesOfAnswer('social_get_post_details', { status: 'empty', model: 'post' } as never)).toEqual([]);
  });
});
