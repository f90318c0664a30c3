import { describe, expect, it } from 'vitest';
import { extractEntities } from '../../../lib/lookup/library/extract';
import type { Provenance } from '../../../lib/lookup/library/types';
import { normalize } from '../../../lib/service/normalize';
import type { Normalized } from '../../../lib/service/model';
import type { OperationId } from '../../../lib/service/catalog';
import { PHOTO_BODIES } from '../service/photo-bodies';

// Photo answers are kept as entities of their kind, with what they belong to and where they came from.

function extract(op: OperationId, params: Record<string, string>) {
  const normalized = normalize(op, PHOTO_BODIES[op as keyof typeof PHOTO_BODIES], params) as Normalized;
  const source: Provenance = { answerKey: `k ${op}`, operationId: op, params, fetchedAt: 1, creditsCharged: 1 };
  return extractEntities(normalized, source);
}
const summary = (x: ReturnType<typeof extract>) => x.entities.map((e) => [e.uid, e.owner ?? null]);

describe('photo answers in the library', () => {
  it("a profile, found by its username's alias", () => {
    const x = extract('photo_get_profile_details', { username: 'lumen.atelier' });
    expect(summary(x)).toEqual([['photo_profile:51234567', null]]);
    expect(x.aliases).toEqual({ 'photo_user:lumen.atelier': 'photo_profile:51234567' });
    expect(x.entities[0]!.tokens).toEqual(expect.arrayContaining(['lumen', 'atelier']));
  });

  it("a profile's posts and reels belong to it; a post's place is an entity too; a reel's audio too", () => {
    expect(summary(extract('photo_get_profile_posts', { username: 'lumen.atelier' }))).toEqual([
      ['photo_post:3301122334455667788_51234567', 'photo_profile:51234567'],
      ['photo_location:213385402', null],
      ['photo_post:3301122334455667799_51234567', 'photo_profile:51234567'],
    ]);
    expect(summary(extract('photo_get_profile_reels', { user_id: '51234567' }))).toEqual([
      ['photo_reel:3301122334455660000_51234567', 'photo_profile:51234567'],
      ['photo_audio:611234567890123', null],
    ]);
  });

  it("a location's posts, an audio's reels, a highlight's stories, nearby places belong to what was asked", () => {
    expect(summary(extract('photo_get_location_posts', { location_id: '213385402', tab: 'ranked' }))[0]).toEqual(
      ['photo_post:3301122334455667788_51234567', 'photo_location:213385402'],
    );
    expect(summary(extract('photo_get_reels_by_audio', { audio_id: '611234567890123' }))[0]).toEqual(
      ['photo_reel:3301122334455660000_51234567', 'photo_audio:611234567890123'],
    );
    expect(summary(extract('photo_get_highlight_details', { highlight_id: 'highlight:17890012345678901' }))).toEqual([
      ['photo_story:s1', 'photo_highlight:17890012345678901'],
      ['photo_story:s2', 'photo_highlight:17890012345678901'],
    ]);
    expect(summary(extract('photo_get_profile_highlights', { user_id: '51234567' }))[0]).toEqual(['photo_highlight:17890012345678901', 'photo_profile:51234567']);
    expect(summary(extract('photo_get_nearby_locations', { location_id: '213385402' }))).toEqual([['photo_location:213385403', 'photo_location:213385402']]);
  });

  it("a user id answer makes the username an alias of the profile; a search's users and places are entities", () => {
    expect(extract('photo_get_user_id', { username: 'lumen.atelier' }).aliases).toEqual({ 'photo_user:lumen.atelier': 'photo_profile:51234567' });
    expect(summary(extract('photo_popular_search', { keyword: 'harbour' })).map(([uid]) => uid)).toEqual([
      'photo_profile:51234567', 'search_result:hashtag-harbour', 'photo_location:213385402',
    ]);
  });
});
