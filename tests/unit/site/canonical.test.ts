import { describe, expect, it } from 'vitest';
import { decodeParam, enc, param, paramsOf, parseUrl } from '../../../lib/site/canonical';
import { classifyUrl, DEFAULT_SITE_HOSTS, type SiteHosts } from '../../../lib/site/index';

const parse = (url: string, hosts: SiteHosts = DEFAULT_SITE_HOSTS) => parseUrl(url, hosts);

describe('enc', () => {
  it('encodes as encodeURIComponent does, and returns plain names as they are', () => {
    for (const s of ['', 'Nintendo', 'some1.something.1', 'a_b-c', 'room for rent', 'Москва', "x!'()*~", 'a/b?c#d&e=f', '%']) {
      expect(enc(s), s).toBe(encodeURIComponent(s));
    }
    expect(() => enc('\ud800')).toThrow(URIError);
  });
});

describe('query parameters', () => {
  it('are read on first use, names decoded, values as written until read', () => {
    const p = parse('https://www.social.example/x?a=1&b=x%2By+z&amp;c%5B0%5D=%E0%A4&&amp%3Bd=4&e&=5')!;
    expect(p.query).toBe('a=1&b=x%2By+z&amp;c%5B0%5D=%E0%A4&&amp%3Bd=4&e&=5');
    expect(p.parsedParams).toBeUndefined();
    expect(paramsOf(p)).toEqual([
      ['a', '1'],
      ['b', 'x%2By+z'],
      ['c[0]', '%E0%A4'],
      ['d', '4'],
      ['e', ''],
    ]);
    expect(paramsOf(p)).toBe(p.parsedParams);
    expect(param(p, 'b')).toBe('x+y z');
    expect(param(p, 'c[0]')).toBe('%E0%A4'); // not valid UTF-8: kept as written
    expect(param(p, 'd')).toBe('4');
    expect(param(p, 'e')).toBe('');
    expect(param(p, 'f')).toBeUndefined();
    expect(decodeParam('a+b%20c')).toBe('a b c');
  });

  it('end at the fragment, follow a legacy `#!/` path, and are empty without a query', () => {
    expect(parse('https://www.social.example/watch/?v=1#v=2')!.query).toBe('v=1');
    expect(parse('https://www.social.example/x?v=1#!/photo.php?v=2#v=3')!.query).toBe('v=2');
    const p = parse('https://www.social.example/x#?v=1')!;
    expect(p.query).toBe('');
    expect(paramsOf(p)).toEqual([]);
    expect(param(p, 'v')).toBeUndefined();
  });

  it('keep the first 64', () => {
    const query = Array.from({ length: 70 }, (_, i) => `k${i}=${i}`).join('&');
    const p = parse(`https://www.social.example/x?${query}`)!;
    expect(paramsOf(p)).toHaveLength(64);
    expect(param(p, 'k63')).toBe('63');
    expect(param(p, 'k64')).toBeUndefined();
  });
});

describe('comment ids', () => {
  it('are read however the query spells their name', () => {
    for (const q of ['comment_id=5', 'x=1&comment%5Fid=5', 'x=1&amp;comment_id=5', 'amp%3Bcomment_id=5', 'a=%20&comment_id=5']) {
      expect(classifyUrl(`https://www.social.example/Nintendo/posts/1?${q}`)?.ids?.comment, q).toBe('5');
    }
    for (const q of ['', 'comment=5', 'x=comment_id', 'comment_id=x']) {
      expect(classifyUrl(`https://www.social.example/Nintendo/posts/1?${q}`)?.ids?.comment, q).toBeUndefined();
    }
  });
});

describe('authorities', () => {
  it('are read right whichever came before (the parser keeps the last few)', () => {
    const hosts = ['www.social.example', 'web.social.example', 'm.social.example', 'social.example', 'de-de.social.example', 'socialwatch.example'];
    for (let round = 0; round < 3; round++) {
      for (const host of [...hosts, ...hosts.slice().reverse()]) {
        const p = parse(`https://${host}/reel/1`)!;
        expect(p.host, host).toBe(host);
        expect(p.path).toBe('/reel/1');
      }
    }
  });

  it('may end at ?, # or \\ as well as /, also right after the same host with a path', () => {
    for (const url of ['https://www.social.example/x', 'https://www.social.example?x=/y', 'https://www.social.example#/x', 'https://www.social.example\\x/y', 'https://www.social.example']) {
      const p = parse(url)!;
      expect(p.host, url).toBe('www.social.example');
    }
    expect(parse('https://www.social.example?x=/y')!.path).toBe('/');
    expect(parse('https://www.social.example\\x/y')!.segs).toEqual(['x', 'y']);
    expect(parse('https://www.social.example.evil.test/x')).toBeNull();
    expect(parse('https://www.social.example/x')!.host).toBe('www.social.example');
    expect(parse('https://www.social.examplex/x')).toBeNull();
  });

  it('are read again under another host configuration', () => {
    const other: SiteHosts = { site: ['other.test'], short: [] };
    expect(parse('https://www.social.example/x')).not.toBeNull();
    expect(parse('https://www.social.example/x', other)).toBeNull();
    expect(parse('https://m.other.test/x', other)!.origin).toBe('https://www.other.test');
    expect(parse('https://m.other.test/x')).toBeNull();
  });
});
