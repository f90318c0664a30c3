import { describe, expect, it } from 'vitest';
import { classifyUrl as shapeOnly } from '../../../lib/site/classify';
import { classifyUrl } from '../../../lib/site/index';

/** The ids each link form gives: one entity, one key, whichever form reached it. */
function idsOf(urls: string[]) {
  return urls.map((u) => classifyUrl(u)?.ids);
}

describe('every link form of one entity has the same numeric id', () => {
  it('posts', () => {
    const forms = [
      'https://www.social.example/permalink.php?story_fbid=10152253595081467&id=58617016466',
      'https://m.social.example/story.php?story_fbid=10152253595081467&id=58617016466&_rdr',
      'https://www.social.example/58617016466/posts/10152253595081467/',
      'https://www.social.example/58617016466_10152253595081467',
      'https://www.social.example/plugins/post.php?href=https%3A%2F%2Fwww.social.example%2F58617016466%2Fposts%2F10152253595081467&show_text=true',
      'https://business.social.example/permalink.php?id=58617016466&amp;story_fbid=10152253595081467',
    ];
    for (const ids of idsOf(forms)) expect(ids).toEqual({ post: '10152253595081467', owner: '58617016466' });
    expect(classifyUrl('https://www.social.example/Nintendo/posts/10152253595081467')?.ids).toEqual({
      post: '10152253595081467',
      ownerVanity: 'Nintendo',
    });
  });

  it('group posts name their group', () => {
    for (const u of [
      'https://www.social.example/groups/1645456212344334/posts/3737828833107051/?comment_id=1',
      'https://www.social.example/groups/1645456212344334/permalink/3737828833107051/',
      'https://m.social.example/groups/1645456212344334?view=permalink&id=3737828833107051',
      'https://www.social.example/groups/1645456212344334/?multi_permalinks=3737828833107051',
      'https://www.social.example/groups/1645456212344334/posts/some-title/3737828833107051/',
    ]) {
      expect(classifyUrl(u)?.ids, u).toMatchObject({ post: '3737828833107051', group: '1645456212344334', owner: '1645456212344334' });
    }
  });

  it('photos expose the photo id, not a post id, with what the link says about its album or post', () => {
    expect(idsOf([
      'https://www.social.example/photo.php?fbid=1454919154621936&id=598338556946671&set=a.600335226747004',
      'https://www.social.example/photo/?fbid=1454919154621936&set=a.600335226747004',
      'https://www.social.example/598338556946671/photos/a.600335226747004/1454919154621936/',
    ])).toEqual([
      { photo: '1454919154621936', owner: '598338556946671', album: '600335226747004' },
      { photo: '1454919154621936', album: '600335226747004' },
      { photo: '1454919154621936', owner: '598338556946671', album: '600335226747004' },
    ]);
    expect(classifyUrl('https://www.social.example/TypeMoonWorld/photos/pcb.3060422600867484/3060422470867497/')?.ids).toEqual({
      photo: '3060422470867497',
      post: '3060422600867484',
      ownerVanity: 'TypeMoonWorld',
    });
    // A legacy `pid` is no site-wide photo id.
    expect(classifyUrl('https://www.social.example/photo.php?pid=1052659&l=c87afc210f&id=100001963184157')?.ids).toEqual({
      owner: '100001963184157',
    });
  });

  it('videos and reels', () => {
    for (const u of [
      'https://www.social.example/watch/?v=286348296528911',
      'https://www.social.example/Nintendo/videos/286348296528911/',
      'https://www.social.example/video.php?v=286348296528911',
      'https://www.social.example/video/embed?video_id=286348296528911',
      'https://www.social.example/plugins/video.php?href=https%3A%2F%2Fwww.social.example%2FNintendo%2Fvideos%2F286348296528911%2F&show_text=0',
    ]) {
      expect(classifyUrl(u)?.ids?.video, u).toBe('286348296528911');
    }
    expect(classifyUrl('https://www.social.example/reel/1195289147628387')?.ids).toEqual({ video: '1195289147628387' });
  });

  it('pages and profiles', () => {
    for (const u of [
      'https://www.social.example/profile.php?id=100064860875397&sk=about',
      'https://www.social.example/profile.php?id=100064860875397/photos',
      'https://www.social.example/100064860875397/about',
      'https://www.social.example/people/Some-Name/100064860875397/',
      'https://www.social.example/pages/Some-Name/100064860875397',
      'https://www.social.example/pages/category/Musician-Band/Some-Name-100064860875397/',
      'https://www.social.example/p/Some-Name-100064860875397/',
      'https://www.social.example/Some-Name-100064860875397/',
    ]) {
      expect(classifyUrl(u)?.ids?.page, u).toBe('100064860875397');
    }
    expect(classifyUrl('https://www.social.example/Nintendo/about')?.ids).toEqual({ vanity: 'Nintendo' });
  });

  it('groups, ads, marketplace', () => {
    expect(classifyUrl('https://www.social.example/groups/117507531664134/about')?.ids).toEqual({ group: '117507531664134' });
    expect(classifyUrl('https://www.social.example/groups/corvitarts')?.ids).toEqual({ vanity: 'corvitarts' });
    expect(classifyUrl('https://www.social.example/ads/library/?id=899206155126718&view_all_page_id=121264564551002')).toMatchObject({
      kind: 'ad',
      ids: { ad: '899206155126718', adPage: '121264564551002' },
    });
    expect(classifyUrl('https://www.social.example/marketplace/profile/100010767072543/?product_id=1')?.ids).toEqual({ seller: '100010767072543' });
  });
});

describe('links whose entity needs a call', () => {
  it.each([
    'https://socialwatch.example/r1K6XHMfGT/',
    'https://socialme.example/1QaAHN0SGl',
    'https://www.social.example/share/p/1ABcdEFgh2/',
    'https://www.social.example/share/v/NEf87jbPTvFE8LsL/',
    'https://www.social.example/share/r/1CzXMGrJns/?mibextid=UalRPS',
    'https://www.social.example/watchparty/211641140192478',
  ])('%s', (u) => {
    expect(classifyUrl(u)?.needsResolution).toBe(true);
  });

  it('links with their id say nothing of the kind', () => {
    expect(classifyUrl('https://www.social.example/watch/?v=286348296528911')?.needsResolution).toBeUndefined();
    expect(classifyUrl('https://www.social.example/Nintendo')?.needsResolution).toBeUndefined();
  });
});

describe('the content script classifier', () => {
  it.each([
    'https://www.social.example/Nintendo/posts/2257188721032235?__cft__[0]=x',
    'https://www.social.example/marketplace/nyc/search/?query=bike',
    'https://www.social.example/plugins/post.php?href=https%3A%2F%2Fwww.social.example%2FNintendo%2Fposts%2F2257188721032235',
    'https://socialwatch.example/r1K6XHMfGT/',
  ])('finds the same entity and link as the full one, without ids: %s', (u) => {
    const full = classifyUrl(u)!;
    expect(shapeOnly(u)).toEqual({ kind: full.kind, id: full.id, url: full.url, ...(full.owner ? { owner: full.owner } : {}) });
  });

  it('reports pages that are no entity by origin and path', () => {
    expect(shapeOnly('https://www.social.example/login.php?next=%2Fhome.php&__tn__=R')).toEqual({
      kind: 'other',
      url: 'https://www.social.example/login.php',
    });
    expect(classifyUrl('https://www.social.example/login.php?next=%2Fhome.php&__tn__=R')?.url).toBe(
      'https://www.social.example/login.php?next=%2Fhome.php',
    );
  });
});
