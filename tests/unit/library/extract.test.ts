import { describe, expect, it } from 'vitest';
import { normalize } from '../../../lib/service/normalize';
import { validateParams, type OperationId } from '../../../lib/service/catalog';
import type { Normalized } from '../../../lib/service/model';
import { extractEntities, shownKind } from '../../../lib/lookup/library/extract';
import type { Provenance } from '../../../lib/lookup/library/types';
import { BODIES } from '../service/bodies';

const PAGE = 'https://www.social.example/pixelforge';
const POST = 'https://www.social.example/pixelforge/posts/1234567890123456';

/** Parameters each operation was called with, and the entities (kind:id) its sample body holds. */
const CASES: { op: OperationId; params: Record<string, unknown>; uids: string[]; aliases?: Record<string, string> }[] = [
  { op: 'social_get_page_id', params: { link: PAGE }, uids: [], aliases: { [`link:${PAGE}`]: 'page:100064123456789' } },
  { op: 'social_get_page_details', params: { link: PAGE }, uids: ['page:100064123456789'], aliases: { [`link:${PAGE}`]: 'page:100064123456789', 'advertiser:204512345678901': 'page:100064123456789' } },
  { op: 'social_get_page_posts', params: { link: PAGE }, uids: ['post:1234567890123456', 'post:1234567890123457', 'post:1234567890123458'] },
  { op: 'social_get_page_reels', params: { link: PAGE }, uids: ['reel:'] },
  { op: 'social_get_page_videos', params: { link: PAGE }, uids: ['video:', 'video:'] },
  { op: 'social_get_group_id', params: { link: 'https://www.social.example/groups/cosy' }, uids: [], aliases: { 'link:https://www.social.example/groups/cosy': 'group:123456789012345' } },
  { op: 'social_get_group_details', params: { link: 'https://www.social.example/groups/cosy' }, uids: ['group:'] },
  { op: 'social_get_group_posts', params: { link: 'https://www.social.example/groups/cosy' }, uids: ['post:555000111'] },
  { op: 'social_get_group_videos', params: { link: 'https://www.social.example/groups/cosy' }, uids: ['video:'] },
  { op: 'social_get_post_id', params: { link: POST }, uids: [], aliases: { [`link:${POST}`]: 'post:1234567890123456' } },
  { op: 'social_get_post_details', params: { link: POST }, uids: ['post:1234567890123456'], aliases: { [`link:${POST}`]: 'post:1234567890123456' } },
  { op: 'social_get_post_details_extended', params: { link: 'https://www.social.example/reel/1234567890123459' }, uids: ['reel:1234567890123459'] },
  { op: 'social_get_post_attachments', params: { post_id: '1234567890123456' }, uids: ['attachment:301', 'attachment:302', 'attachment:'] },
  { op: 'social_get_video_details', params: { video_id: '880011223344' }, uids: ['video:880011223344'] },
  { op: 'social_get_post_comments', params: { link: POST }, uids: ['comment:Y29tbWVudDox', 'comment:Y29tbWVudDoy'], aliases: { 'feedback:ZmVlZGJhY2s6MQ==': 'comment:Y29tbWVudDox' } },
  { op: 'social_get_comment_replies', params: { comment_feedback_id: 'ZmVlZGJhY2s6MQ==', expansion_token: 'x' }, uids: ['reply:cmVwbHk6MQ==', 'reply:cmVwbHk6Mg=='] },
  { op: 'social_search_pages', params: { query: 'pixel forge' }, uids: ['search_result:page-100064123456789', 'search_result:page-', 'search_result:page-'] },
  { op: 'social_search_people', params: { query: 'alex' }, uids: ['search_result:person-'] },
  { op: 'social_search_locations', params: { query: 'london' }, uids: ['location:106078429431815', 'location:110346328998282'] },
  { op: 'social_search_posts', params: { query: 'cosy' }, uids: ['search_result:post-987654321'] },
  { op: 'social_search_videos', params: { query: 'cosy' }, uids: ['search_result:video-660011'] },
  { op: 'social_ads_countries', params: {}, uids: [] },
  { op: 'social_ads_search', params: { query: 'pixel', ad_page_id: '204512345678901' }, uids: ['ad:1122334455667788', 'ad:1122334455667789'] },
  { op: 'social_ads_page_details', params: { page_id: '204512345678901' }, uids: ['advertiser:204512345678901'] },
  { op: 'social_ads_keywords', params: { query: 'northwind' }, uids: ['advertiser:204512345678901', 'advertiser:204599999999999'] },
  { op: 'social_ads_archive_details', params: { ad_archive_id: '1234567890' }, uids: ['ad:'] },
  { op: 'social_marketplace_search', params: { query: 'bike' }, uids: ['listing:5550001', 'listing:5550002'] },
  { op: 'social_marketplace_listing', params: { listing_id: '1234567890' }, uids: ['listing:5550001'] },
  // A seller with the listings its answer shows.
  { op: 'social_marketplace_seller', params: { seller_id: '1234567890' }, uids: ['seller:100070000000001', 'listing:5550001', 'listing:5550003'] },
  // Reference data and media links hold no entities.
  { op: 'social_marketplace_categories', params: {}, uids: [] },
  { op: 'social_marketplace_city_coordinates', params: { city: 'Austin' }, uids: [] },
  { op: 'social_marketplace_vehicles', params: {}, uids: ['listing:7770001', 'listing:7770002'] },
  { op: 'social_marketplace_rentals', params: {}, uids: ['listing:8880001', 'listing:8880002'] },
  { op: 'social_download_media', params: { url: 'https://www.social.example/reel/1' }, uids: [] },
];

function source(op: OperationId, params: Record<string, string>): Provenance {
  return { answerKey: `k ${op}`, operationId: op, params, fetchedAt: 1000, creditsCharged: 1, requestId: 'r-1' };
}

describe('entities of every operation', () => {
  it('covers every operation of the interface', () => {
    const social = Object.keys(BODIES).filter((k) => k.startsWith('social_'));
    expect(CASES.map((c) => c.op).sort()).toEqual(social.sort());
  });

  for (const c of CASES) {
    it(`${c.op}: ${c.uids.length} entities`, () => {
      const params = validateParams(c.op, c.params);
      const normalized = normalize(c.op, BODIES[c.op as keyof typeof BODIES], params) as Normalized;
      const { entities, aliases } = extractEntities(normalized, source(c.op, params));
      expect(entities).toHaveLength(c.uids.length);
      c.uids.forEach((uid, i) => {
        // A prefix: items the service gave no id get one from their link or content.
        expect(entities[i]!.uid.startsWith(uid)).toBe(true);
        expect(entities[i]!.source).toEqual(source(c.op, params));
        expect(entities[i]!.tokens.length).toBeGreaterThan(0);
      });
      if (c.aliases) expect(aliases).toMatchObject(c.aliases);
    });
  }

  it('files comments under their post link, replies under their comment, ads under the advertiser', () => {
    const get = (op: OperationId, p: Record<string, unknown>) => {
      const params = validateParams(op, p);
      return extractEntities(normalize(op, BODIES[op as keyof typeof BODIES], params) as Normalized, source(op, params)).entities;
    };
    expect(get('social_get_post_comments', { link: POST })[0]).toMatchObject({ owner: `link:${POST}`, title: 'Alex Kim', text: 'Congrats on the launch!' });
    expect(get('social_get_comment_replies', { comment_feedback_id: 'ZmVlZGJhY2s6MQ==', expansion_token: 'x' })[0]).toMatchObject({ owner: 'feedback:ZmVlZGJhY2s6MQ==', text: 'Thank you!' });
    expect(get('social_ads_search', { ad_page_id: '204512345678901' })[0]).toMatchObject({ owner: 'advertiser:204512345678901' });
    expect(get('social_get_page_posts', { link: PAGE })[0]).toMatchObject({ owner: `link:${PAGE}`, time: Date.UTC(2026, 0, 1) });
    expect(get('social_get_post_attachments', { post_id: '1234567890123456' })[0]).toMatchObject({ owner: 'post:1234567890123456' });
  });

  it('keeps nothing of an answer it could not read', () => {
    const params = validateParams('social_get_page_details', { link: PAGE });
    expect(extractEntities({ status: 'unrecognised', model: 'page', reason: 'x' }, source('social_get_page_details', params))).toEqual({ entities: [], aliases: {} });
    expect(extractEntities({ status: 'empty', model: 'page' }, source('social_get_page_details', params)).entities).toEqual([]);
  });

  it('keeps a reel looked up by its link as a reel, and reads a reel kept before as a post as a reel', () => {
    const op = 'social_get_post_details_extended';
    const reel = 'https://www.social.example/reel/1234567890123459';
    const params = validateParams(op, { link: reel });
    const [kept] = extractEntities(normalize(op, BODIES[op], params) as Normalized, source(op, params)).entities;
    expect(kept).toMatchObject({ kind: 'reel', uid: 'reel:1234567890123459' });
    // A row of the earlier rule: the same answer filed as a post.
    expect(shownKind({ ...kept!, kind: 'post' })).toBe('reel');
    // A post stays a post.
    const postOp = 'social_get_post_details';
    const post = validateParams(postOp, { link: POST });
    const [plain] = extractEntities(normalize(postOp, BODIES[postOp], post) as Normalized, source(postOp, post)).entities;
    expect([plain!.kind, shownKind(plain!)]).toEqual(['post', 'post']);
  });
});
