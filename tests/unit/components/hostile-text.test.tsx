// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeLink } from '../../../components/SafeLink';
import { RawJson } from '../../../components/common/RawJson';
import { Prose } from '../../../components/common/Text';
import { PageCard } from '../../../components/entities/PageCard';
import { PostCard } from '../../../components/entities/PostCard';
import { PostView } from '../../../components/sidepanel/PostView';
import { page, post, POST_URL } from './fixtures';
import { renderUi } from './harness';

afterEach(cleanup);

const MIB = 1 << 20;
/** Every block of a long text (what the page lays out apart). */
const blocks = (root: ParentNode) => [...root.querySelectorAll('.prose-block')];
const shownChars = (root: ParentNode) => blocks(root).reduce((n, b) => n + (b.textContent ?? '').length, 0);

describe('long service text', () => {
  it('shows a 1 MiB text without spaces collapsed, in bounded blocks, and "Show more" adds to it', async () => {
    const text = 'x'.repeat(MIB);
    const { container } = renderUi(<PostView post={{ ...post, text }} link={POST_URL} />);
    const prose = container.querySelector('.prose')!;
    expect(shownChars(prose)).toBeGreaterThan(100);
    expect(shownChars(prose)).toBeLessThanOrEqual(601);
    expect(prose.textContent).toContain(`${(MIB - 600).toLocaleString()} more characters`);

    await userEvent.click(within(prose as HTMLElement).getByRole('button', { name: 'Show more' }));
    const expanded = shownChars(prose);
    expect(expanded).toBeGreaterThan(4_000);
    expect(expanded).toBeLessThanOrEqual(4_601);
    for (const block of blocks(prose)) expect((block.textContent ?? '').length).toBeLessThanOrEqual(1_001);

    await userEvent.click(within(prose as HTMLElement).getByRole('button', { name: 'Show less' }));
    expect(shownChars(prose)).toBeLessThanOrEqual(601);
  });

  it('shows a short text whole, with no toggle', () => {
    render(<Prose text={'A short post.\nTwo lines.'} />);
    expect(screen.getByText(/A short post/).textContent).toBe('A short post.\nTwo lines.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses a text of many short lines', () => {
    const { container } = render(<Prose text={Array.from({ length: 400 }, (_, i) => `line ${i}`).join('\n')} />);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
    expect(container.textContent).toContain('line 0');
    expect(container.textContent).not.toContain('line 399');
  });

  it('ends a collapsed text at a space when it has spaces, and reads on where it stopped', async () => {
    const words = Array.from({ length: 2_000 }, (_, i) => `word${i}`).join(' ');
    const { container } = render(<Prose text={words} />);
    const first = blocks(container).map((b) => b.textContent).join('');
    expect(first.endsWith('…')).toBe(true);
    expect(/word\d+ …$/.test(first)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const after = blocks(container).map((b) => b.textContent).join('');
    expect(words.startsWith(after.replace(/…$/, ''))).toBe(true);
  });

  it('shows compact cards shorter', () => {
    const { container } = render(<PostCard post={{ ...post, text: 'y'.repeat(10_000) }} compact />);
    expect(shownChars(container)).toBeLessThanOrEqual(281);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('keeps a very long name to a few hundred characters', () => {
    const { container } = render(<PageCard page={{ ...page, name: 'N'.repeat(MIB) }} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect((heading.textContent ?? '').length).toBeLessThan(300);
    expect((container.querySelector('article')!.getAttribute('aria-label') ?? '').length).toBeLessThan(300);
  });
});

describe('links in service text', () => {
  it('makes http(s) URLs links and leaves other schemes as text', () => {
    render(
      <Prose
        text={
          'Results: https://www.social.example/northwindgames/posts/1. Also (see http://cdn.social.example/a_(b).jpg) ' +
          'and javascript:alert(1) and data:text/html,<b>x</b> and ftp://files.example/x'
        }
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.social.example/northwindgames/posts/1',
      'http://cdn.social.example/a_(b).jpg',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByText(/javascript:alert\(1\)/).tagName).toBe('P');
  });

  it('shows where a link with user info really goes', () => {
    render(<Prose text="Official site: http://www.social.example@evil.example/login now" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('http://evil.example/login');
    expect(link.textContent).toBe('http://evil.example/login');
    expect(link.getAttribute('dir')).toBe('ltr');
  });

  it('leaves a URL longer than 2,048 characters as text', () => {
    render(<Prose text={`https://cdn.social.example/${'a'.repeat(5_000)}`} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('never cuts a link between blocks', async () => {
    const url = `https://cdn.social.example/${'p'.repeat(900)}`;
    const text = `${'z'.repeat(550)}${url} ${'q'.repeat(3_000)}`;
    render(<Prose text={text} />);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('link').getAttribute('href')).toBe(url);
  });
});

describe('links from the service say where they go', () => {
  it('shows a website with user info by its real host', () => {
    render(<PageCard page={{ ...page, website: 'http://www.social.example@evil.example/welcome' }} />);
    const link = screen.getByRole('link', { name: /evil\.example/ });
    expect(link.getAttribute('href')).toBe('http://evil.example/welcome');
    expect(link.textContent!.startsWith('http://evil.example')).toBe(true);
    expect(screen.queryByText(/www\.social\.example@/)).toBeNull();
  });

  it('replaces a name spelled as an address with the real address, and titles every link with it', () => {
    render(
      <>
        <SafeLink href="https://evil.example/x">www.social.example/northwindgames</SafeLink>
        <SafeLink href="https://www.social.example/northwindgames">Northwind Games</SafeLink>
      </>,
    );
    const [spoof, named] = screen.getAllByRole('link');
    expect(spoof!.textContent).toBe('evil.example/x');
    expect(named!.textContent).toBe('Northwind Games');
    expect(named!.getAttribute('title')).toBe('https://www.social.example/northwindgames');
  });

  it('shows unsafe links as text, shortened', () => {
    render(<SafeLink href={`javascript:${'a'.repeat(10_000)}`} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body.textContent!.length).toBeLessThan(300);
  });
});

describe('raw answers', () => {
  it('shows a huge unrecognised answer a part at a time', async () => {
    const { container } = render(<RawJson value={{ text: 'ش'.repeat(MIB) }} open />);
    const pre = container.querySelector('pre.raw-body')!;
    expect((pre.textContent ?? '').length).toBeLessThanOrEqual(4_000);
    expect(pre.textContent).toContain('"text": "ششش');
    await userEvent.click(screen.getByRole('button', { name: /Show more/ }));
    expect((pre.textContent ?? '').length).toBeGreaterThan(4_000);
    expect((pre.textContent ?? '').length).toBeLessThanOrEqual(8_000);
  });
});
