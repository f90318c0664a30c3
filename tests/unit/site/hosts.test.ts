import { describe, expect, it } from 'vitest';
import {
  classifyUrl,
  DEFAULT_SITE_HOSTS,
  isSiteUrl,
  kindLabel,
  matchPatternsFor,
  normalizeHosts,
  type SiteHosts,
} from '../../../lib/site/index';

const EXTRA: SiteHosts = { site: ['social.example', 'socialnet.test'], short: ['socialwatch.example', 'socialme.example'] };

describe('host matching', () => {
  it.each([
    'https://www.example.com/Nintendo',
    'https://notsocial.example/x',
    'https://social.example.evil.test/Nintendo',
    'https://socialwatch.example.evil/abc',
    'https://xsocialme.example/abc',
    'https://www.socialnet.test/Nintendo',
  ])('%s is not on the default site', (url) => {
    expect(classifyUrl(url)).toBeNull();
    expect(isSiteUrl(url, DEFAULT_SITE_HOSTS)).toBe(false);
  });

  it('a configured extra domain matches with any subdomain', () => {
    expect(classifyUrl('https://m.socialnet.test/Nintendo', EXTRA)).toEqual({
      kind: 'page',
      id: 'Nintendo',
      url: 'https://www.socialnet.test/Nintendo',
      ids: { vanity: 'Nintendo' },
    });
    expect(classifyUrl('https://www.social.example/reel/1195289147628387', EXTRA)?.kind).toBe('reel');
    expect(classifyUrl('https://notsocialnet.test/Nintendo', EXTRA)).toBeNull();
    expect(isSiteUrl('https://de-de.socialnet.test/', EXTRA)).toBe(true);
  });

  it('a host read under one configuration is read again under another (the parser remembers hosts per configuration)', () => {
    const url = 'https://M.SocialNet.test:443/Nintendo';
    for (let round = 0; round < 3; round++) {
      expect(classifyUrl(url)).toBeNull();
      expect(classifyUrl(url, EXTRA)?.url).toBe('https://www.socialnet.test/Nintendo');
      expect(classifyUrl('https://user@m.socialnet.test/Nintendo', { ...EXTRA })?.kind).toBe('page');
      expect(classifyUrl('https://m.socialnet.test:x/Nintendo', EXTRA)).toBeNull();
    }
    // More hosts than the parser keeps: every one still read right.
    for (let i = 0; i < 600; i++) expect(classifyUrl(`https://h${i}.social.example/reel/${i}`)?.url).toBe(`https://www.social.example/reel/${i}`);
  });

  it('configured domains are normalised (case, wildcard, www, scheme)', () => {
    const hosts: SiteHosts = { site: [' *.SocialNet.Test ', 'https://www.other.test/'], short: ['S.Test'] };
    expect(classifyUrl('https://socialnet.test/Nintendo', hosts)?.url).toBe('https://www.socialnet.test/Nintendo');
    expect(classifyUrl('https://m.other.test/Nintendo', hosts)?.url).toBe('https://www.other.test/Nintendo');
    expect(classifyUrl('https://s.test/abcdef', hosts)).toEqual({
      kind: 'share_link',
      id: 'abcdef',
      url: 'https://s.test/abcdef',
      ids: { code: 'abcdef' },
      needsResolution: true,
    });
  });

  it('non-web subdomains of the site are on the site but never entities', () => {
    expect(classifyUrl('https://graph.social.example/Nintendo')?.kind).toBe('other');
    expect(classifyUrl('https://lm.social.example/l.php?u=x')?.kind).toBe('other');
    expect(classifyUrl('https://developers.social.example/docs/plugins')?.kind).toBe('other');
    expect(classifyUrl('https://l.social.example/Nintendo')?.kind).toBe('other');
    expect(classifyUrl('https://static.xx.social.example/Nintendo')?.kind).toBe('other');
  });

  it.each(['www', 'm', 'mbasic', 'web', 'touch', 'business', 'beta', 'free', 'd', 'de-de', 'es-la', 'fr', 'iphone', '0'])(
    '%s.<site> serves entity pages',
    (sub) => {
      expect(classifyUrl(`https://${sub}.social.example/Nintendo/posts/2257188721032235`)).toMatchObject({
        kind: 'post',
        id: '2257188721032235',
        url: 'https://www.social.example/Nintendo/posts/2257188721032235',
      });
    },
  );

  it('non-web subdomains keep their own origin', () => {
    expect(classifyUrl('https://graph.social.example/Nintendo')?.url).toBe('https://graph.social.example/Nintendo');
  });

  it('matchPatternsFor lists every domain', () => {
    expect(matchPatternsFor(DEFAULT_SITE_HOSTS)).toEqual([
      '*://*.social.example/*',
      '*://*.socialwatch.example/*',
      '*://*.socialme.example/*',
      '*://*.photo.example/*',
    ]);
    expect(matchPatternsFor(EXTRA)).toContain('*://*.socialnet.test/*');
    expect(matchPatternsFor({ site: ['bad host!', 'social.example', 'SOCIAL.example'], short: [], bySite: { photo: [] } })).toEqual([
      '*://*.social.example/*',
    ]);
    // The photo site's hosts come from its list in the settings; without one, its defaults.
    expect(matchPatternsFor({ site: ['social.example'], short: [], bySite: { photo: ['photo.test', 'Photo.Test'] } })).toEqual([
      '*://*.social.example/*',
      '*://*.photo.test/*',
    ]);
    expect(matchPatternsFor({ site: ['social.example'], short: [] })).toEqual(['*://*.social.example/*', '*://*.photo.example/*']);
  });

  it('normalizeHosts validates untrusted configuration', () => {
    expect(normalizeHosts(null)).toBeNull();
    expect(normalizeHosts('social.example')).toBeNull();
    expect(normalizeHosts({ site: [] })).toBeNull();
    expect(normalizeHosts({ site: ['Social.Example', 3], short: 'x' })).toEqual({ site: ['social.example'], short: [] });
  });

  it('kindLabel', () => {
    expect(kindLabel('page')).toBe('PAGE');
    expect(kindLabel('group')).toBe('GRP');
    expect(kindLabel('post')).toBe('POST');
    expect(kindLabel('video')).toBe('VID');
    expect(kindLabel('reel')).toBe('REEL');
    expect(kindLabel('share_link')).toBe('LINK');
    expect(kindLabel('ad_library')).toBe('ADS');
    expect(kindLabel('marketplace_item')).toBe('ITEM');
    expect(kindLabel('ad')).toBe('AD');
    expect(kindLabel('marketplace_seller')).toBe('SELL');
    expect(kindLabel('marketplace_category')).toBe('CAT');
    expect(kindLabel('marketplace_search')).toBe('FIND');
    expect(kindLabel('other')).toBe('');
  });
});

describe('canonical url', () => {
  const groups: string[][] = [
    [
      'https://www.social.example/Nintendo',
      'http://social.example/Nintendo/',
      'HTTPS://WWW.SOCIAL.EXAMPLE/Nintendo',
      'https://m.social.example/Nintendo?refid=52&__tn__=R',
      'https://mbasic.social.example/Nintendo#top',
      'https://web.social.example/Nintendo/?fref=ts',
      'https://de-de.social.example/Nintendo',
      'https://zh-hk.social.example/Nintendo/',
      'fr-fr.social.example/Nintendo?rc=p',
      'https://touch.social.example/Nintendo',
      'https://www.social.example/Nintendo/about',
      'https://www.social.example/Nintendo/photos/',
      'https://www.social.example/Nintendo/videos',
      'https://www.social.example/Nintendo/community',
      'https://www.social.example/Nintendo/events/?ref=page_internal&mt_nav=0',
      'https://www.social.example/Nintendo/timeline',
      'https://www.social.example/Nintendo/about_profile_transparency/',
      'https://www.social.example/#!/Nintendo',
    ],
    [
      'https://www.social.example/profile.php?id=100064860875397',
      'http://m.social.example/profile.php?id=100064860875397&eav=Af&fref=pb&paipv=0',
      'https://social.example/profile.php?id=100064860875397&sk=photos#x',
      'https://www.social.example/profile/100064860875397/',
      'https://www.social.example/100064860875397/about',
    ],
    [
      'https://www.social.example/Nintendo/posts/2257188721032235',
      'https://m.social.example/Nintendo/posts/2257188721032235/?__cft__[0]=AZX&__tn__=%2CO%2CP-R',
      'https://www.social.example/Nintendo/posts/2257188721032235:0',
      'https://de-de.social.example/Nintendo/posts/some-slug-text/2257188721032235/?comment_id=99',
    ],
    [
      'https://www.social.example/permalink.php?story_fbid=10152253595081467&id=58617016466',
      'https://m.social.example/permalink.php?id=58617016466&story_fbid=10152253595081467&refid=17',
      'https://www.social.example/permalink.php?story_fbid=10152253595081467&amp;id=58617016466#c',
    ],
    [
      'https://www.social.example/photo.php?fbid=10155150801660195&set=p.10155150801660195',
      'https://www.social.example/photo.php?fbid=10155150801660195&set=p.10155150801660195&type=1&theater',
      'https://www.social.example/photo/?set=p.10155150801660195&fbid=10155150801660195&comment_id=1',
      'https://m.social.example/photo.php/?fbid=10155150801660195&set=p.10155150801660195&__tn__=R]-R',
    ],
    [
      'https://www.social.example/watch/?v=647537299265662',
      'https://www.social.example/watch?v=647537299265662',
      'https://www.social.example/watch/live/?v=647537299265662&ref=watch_permalink',
      'https://www.social.example/video.php?v=647537299265662',
      'https://www.social.example/video.php?id=647537299265662',
      'https://www.social.example/photo.php?v=647537299265662&type=3&theater',
      'https://www.social.example/Someone?fref=ts#!/photo.php?v=647537299265662',
    ],
    [
      'https://www.social.example/groups/corvitarts',
      'https://m.social.example/groups/corvitarts/?ref=share',
      'https://www.social.example/groups/corvitarts/about/',
      'https://www.social.example/groups/corvitarts/members/',
    ],
    [
      'https://socialwatch.example/r1K6XHMfGT/',
      'http://socialwatch.example/r1K6XHMfGT',
      'https://www.socialwatch.example/r1K6XHMfGT?mibextid=x',
      'socialwatch.example/r1K6XHMfGT',
    ],
    [
      'https://www.social.example/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
      'https://www.social.example/%d0%9c%d0%be%d1%81%d0%ba%d0%b2%d0%b0/',
      'https://www.social.example/Москва',
    ],
  ];

  it.each(groups.map((g) => [g[0]!, g] as const))('variants of %s share one canonical url', (_first, variants) => {
    const canon = variants.map((u) => classifyUrl(u)?.url);
    expect(canon[0]).toMatch(/^https:\/\//);
    for (let i = 1; i < canon.length; i++) expect(canon[i], variants[i]).toBe(canon[0]);
    expect(new Set(variants.map((u) => classifyUrl(u)?.id)).size).toBe(1);
  });

  it('non-Latin vanity names are decoded for the id', () => {
    expect(classifyUrl('https://www.social.example/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0')).toEqual({
      kind: 'page',
      id: 'Москва',
      url: 'https://www.social.example/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
      ids: { vanity: 'Москва' },
    });
  });

  it('reserved paths are never pages', () => {
    for (const path of ['help', 'login', 'settings', 'watch', 'groups', 'marketplace', 'events', 'home.php', 'messages']) {
      expect(classifyUrl(`https://www.social.example/${path}`)?.kind, path).toBe('other');
    }
  });
});

describe('junk input', () => {
  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript://social.example/%0aalert(1)',
    'data:text/html,<a href="https://www.social.example/Nintendo">',
    'mailto:someone@social.example',
    'ftp://social.example/Nintendo',
    'chrome-extension://abc/social.example',
    'http://',
    'https://',
    'https://[::1]/Nintendo',
    'https://social.example:notaport/Nintendo',
    '/Nintendo',
    '?v=1',
    '#!/Nintendo',
    'not a url',
    'https://social .example/Nintendo',
  ])('%j → null', (input) => {
    expect(classifyUrl(input)).toBeNull();
  });

  it('non-string input → null', () => {
    expect(classifyUrl(undefined as unknown as string)).toBeNull();
    expect(classifyUrl(null as unknown as string)).toBeNull();
    expect(classifyUrl(42 as unknown as string)).toBeNull();
    expect(classifyUrl({} as unknown as string)).toBeNull();
  });

  it('never throws on random strings', () => {
    let seed = 0x2f6b1c3d;
    const rnd = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 0x100000000;
    };
    const alphabet = 'abcXYZ019/._-?#&=%!:@[]\\ \u0000\u00e9\u041c\ud83d\ude00+;~,\'"<>';
    const prefixes = ['', 'https://', 'http://www.social.example', 'https://m.social.example/', '//social.example',
      'socialwatch.example/', 'https://www.social.example/groups/', 'https://www.social.example/photo.php?', '%', '#!/'];
    for (let i = 0; i < 500; i++) {
      let s = prefixes[Math.floor(rnd() * prefixes.length)]!;
      const len = Math.floor(rnd() * 60);
      for (let j = 0; j < len; j++) s += alphabet[Math.floor(rnd() * alphabet.length)];
      let d: ReturnType<typeof classifyUrl> = null;
      expect(() => (d = classifyUrl(s)), s).not.toThrow();
      if (d !== null) expect((d as { url: string }).url, s).toMatch(/^https:\/\//);
    }
  });

  it('handles very long input without throwing', () => {
    expect(classifyUrl('https://www.social.example/' + 'a/'.repeat(10000))).toBeNull();
    expect(classifyUrl('https://www.social.example/Nintendo?' + 'x=1&'.repeat(1000))?.id).toBe('Nintendo');
  });
});
