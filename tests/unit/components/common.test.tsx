// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeImage, SafeLink } from '../../../components/SafeLink';
import { CreditsMeter } from '../../../components/common/CreditsMeter';
import { ErrorBoundary } from '../../../components/common/ErrorBoundary';
import { ErrorPanel } from '../../../components/common/ErrorPanel';
import { RawJson } from '../../../components/common/RawJson';
import { RunResult } from '../../../components/common/RunResult';
import { useRunner } from '../../../lib/ui/requests/run-hooks';
import { SHOW_LOADING_AFTER_MS } from '../../../lib/ui/requests/runs';
import type { ErrorView, RunProgress, RunResponse } from '../../../lib/lookup/types';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import { credits, NOW } from './fixtures';
import { createFakeEnv, renderUi } from './harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SafeLink and SafeImage', () => {
  it('opens http(s) links in a new tab without opener or referrer', () => {
    render(<SafeLink href="https://www.social.example/northwindgames">Northwind</SafeLink>);
    const link = screen.getByRole('link', { name: 'Northwind' });
    expect(link.getAttribute('href')).toBe('https://www.social.example/northwindgames');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders a javascript: link as text, not a link', () => {
    render(<SafeLink href="javascript:alert(1)">Click me</SafeLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Click me').tagName).toBe('SPAN');
  });

  it('loads only http(s) images, lazily and without referrer', () => {
    const { container } = render(
      <>
        <SafeImage src="https://cdn.social.example/a.jpg" alt="A" />
        <SafeImage src="javascript:alert(1)" alt="B" />
      </>,
    );
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.getAttribute('loading')).toBe('lazy');
    expect(imgs[0]!.getAttribute('referrerpolicy')).toBe('no-referrer');
  });
});

describe('RawJson', () => {
  it('shows the raw answer pretty-printed, as text, in a <details> viewer', () => {
    const { container } = render(<RawJson value={{ a: 1, html: '<b>x</b>' }} />);
    expect(container.querySelector('details')).not.toBeNull();
    expect(container.querySelector('pre')!.textContent).toBe('{\n  "a": 1,\n  "html": "<b>x</b>"\n}');
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('ErrorPanel', () => {
  const cases: [ErrorView, string, string | null][] = [
    [{ code: 'no_key' }, 'Set up your key', 'Set up your key'],
    [{ code: 'unauthorized', status: 401 }, 'The service rejected your key', 'Open options'],
    [{ code: 'out_of_credits', status: 402 }, 'You are out of credits', 'Refresh credits · free'],
    [{ code: 'forbidden', status: 403 }, 'The key was refused or the account is paused', 'Open options'],
    [{ code: 'upstream_error', status: 502 }, "The network's data source failed", 'Retry'],
    [{ code: 'upstream_timeout', status: 504 }, "The network's data source timed out", 'Retry'],
    [{ code: 'network' }, 'The service could not be reached', 'Retry'],
    [{ code: 'timeout' }, 'The service did not answer in time', 'Retry'],
    [{ code: 'insecure_base_url' }, 'The service URL is not usable', 'Open options'],
    [{ code: 'invalid_params', param: 'limit', issues: ['limit: must be at most 9'] }, 'The number of items is not accepted', null],
    [{ code: 'bad_request', status: 400, serviceMessage: 'link is not a page' }, 'The service rejected the request', null],
    [{ code: 'cancelled' }, 'Stopped', 'Retry'],
    [{ code: 'internal' }, 'Something went wrong', 'Retry'],
  ];

  it.each(cases)('%o says “%s” and offers %s', async (error, title, action) => {
    const onRetry = vi.fn();
    const { env } = renderUi(<ErrorPanel error={{ ...error, requestId: 'req-77' }} onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText(title, { selector: '.error-title' })).toBeTruthy();
    expect(within(panel).getByText('req-77')).toBeTruthy();
    if (action) {
      await userEvent.click(within(panel).getByRole('button', { name: action }));
      if (action === 'Retry') expect(onRetry).toHaveBeenCalled();
      if (action === 'Open options' || action === 'Set up your key') expect(env.shell.openOptions).toHaveBeenCalled();
      if (action === 'Refresh credits · free') expect(env.api.refreshUsage).toHaveBeenCalled();
    }
  });

  it('a 429 asking for an hour or more says a lookup’s longest wait, in minutes', () => {
    renderUi(<ErrorPanel error={{ code: 'rate_limited', status: 429, retryAfterMs: 60 * 60_000 }} onRetry={() => undefined} />);
    expect(screen.getByText('Retry in 5 min')).toBeTruthy();
  });

  it('a redirect says so, with the way forward in the options', () => {
    renderUi(<ErrorPanel error={{ code: 'redirected', status: 302, origin: 'https://elsewhere.example' }} />);
    expect(
      screen.getByText(
        'The service answered with a redirect to another address (https://elsewhere.example), which Social Lookup does not follow, so your key is not sent there. Check the service URL in the options.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open options' })).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('a 200 that carries an error says what the service said, that nothing was kept and that the call is in the ledger', () => {
    renderUi(<ErrorPanel error={{ code: 'error_answer', status: 200, serviceMessage: 'Page not available', rawBody: '{"success":false,"error":"Page not available"}' }} onRetry={() => undefined} />);
    expect(screen.getByText('The service answered with an error')).toBeTruthy();
    expect(screen.getByText(/It said: “Page not available”\. Nothing was kept\..*in the ledger/)).toBeTruthy();
  });

  it('counts down a 429 before offering Retry', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let now = NOW;
    const env = createFakeEnv();
    env.now = () => now;
    const onRetry = vi.fn();
    renderUi(<ErrorPanel error={{ code: 'rate_limited', status: 429, retryAfterMs: 12_000 }} onRetry={onRetry} />, env);
    expect(screen.getByText('Retry in 12 s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    now += 5_000;
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByText('Retry in 7 s')).toBeTruthy();
    now += 7_000;
    act(() => {
      vi.advanceTimersByTime(7_000);
    });
    expect(screen.queryByText(/Retry in/)).toBeNull();
    act(() => {
      screen.getByRole('button', { name: 'Retry' }).click();
    });
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows a malformed body in the raw viewer', () => {
    renderUi(<ErrorPanel error={{ code: 'malformed', status: 200, rawBody: '<html>oops</html>' }} />);
    expect(screen.getByText('The service sent an answer that is not JSON')).toBeTruthy();
    expect(screen.getByText('<html>oops</html>').tagName).toBe('PRE');
  });

  it.each([
    [{ code: 'unauthorized', status: 401 }, 'Open options'],
    [{ code: 'forbidden', status: 403 }, 'Open options'],
    [{ code: 'out_of_credits', status: 402 }, 'Refresh credits · free'],
  ] as [ErrorView, string][])('after fixing a %o elsewhere (%s), the call can be retried from here', async (error, fix) => {
    const onRetry = vi.fn();
    renderUi(<ErrorPanel error={error} onRetry={onRetry} />);
    expect(screen.getByRole('button', { name: fix })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('offers no Retry for a key failure when there is nothing to retry', () => {
    renderUi(<ErrorPanel error={{ code: 'unauthorized', status: 401 }} />);
    expect(screen.getByRole('button', { name: 'Open options' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers to run over the budget', async () => {
    const onConfirm = vi.fn();
    renderUi(<ErrorPanel error={{ code: 'budget_exceeded', estimate: 5, budgetLeft: 2 }} onConfirmBudget={onConfirm} />);
    expect(screen.getByText('This costs 5 credits; 2 credits of today’s budget are left.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Run anyway · 5 credits' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});

function Start({ request }: { request: UseCaseRequest }) {
  const runner = useRunner();
  return (
    <button type="button" onClick={() => void runner.run(request)}>
      idle
    </button>
  );
}

describe('RunResult', () => {
  it('shows the wait the service asked for, counted down, while the run waits; then the answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = NOW;
    let answer: (r: RunResponse) => void = () => {};
    let tell: (p: RunProgress) => void = () => {};
    const env = createFakeEnv({
      api: {
        run: (_data, onProgress) =>
          new Promise<RunResponse>((resolve) => {
            answer = resolve;
            tell = onProgress ?? (() => {});
          }),
      },
    });
    env.now = () => now;
    const request: UseCaseRequest = { useCase: 'lookup_url', input: { url: 'https://www.social.example/northwindgames' } };
    renderUi(
      <RunResult
        request={request}
        what="Look up"
        loadingText="Looking up…"
        idle={<Start request={request} />}
        render={(r) => <p>answered {r.creditsCharged}</p>}
      />,
      env,
    );
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'idle' }));
    expect((await screen.findByRole('status')).textContent).toBe('Looking up…');
    await act(async () => tell({ kind: 'waiting', until: now + 3_000, reason: 'rate_limited' }));
    expect(screen.getByRole('status').textContent).toBe('The service asked to wait: retrying in 3 s…');
    now += 2_000;
    await act(async () => void vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('status').textContent).toBe('The service asked to wait: retrying in 1 s…');
    now += 1_000;
    await act(async () => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('The service asked to wait: retrying…');
    await act(async () => answer({ ok: true, result: { useCase: 'lookup_url', steps: [], creditsCharged: 1, fromCache: false } }));
    expect(await screen.findByText('answered 1')).toBeTruthy();
    expect(screen.queryByText(/asked to wait/)).toBeNull();
  });
});

describe('RunResult, before the loading state', () => {
  it('goes straight from the button to an answer that comes within SHOW_LOADING_AFTER_MS, with no loading view between', async () => {
    vi.useFakeTimers();
    let answer: (r: RunResponse) => void = () => {};
    const env = createFakeEnv({ api: { run: () => new Promise<RunResponse>((resolve) => (answer = resolve)) } });
    const request: UseCaseRequest = { useCase: 'lookup_url', input: { url: 'https://www.social.example/northwindgames' } };
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderUi(<RunResult request={request} what="Look up" loadingText="Looking up…" idle={<Start request={request} />} render={(r) => <p>answered {r.creditsCharged}</p>} />, env);
    await act(async () => screen.getByRole('button', { name: 'idle' }).click());
    await act(async () => void vi.advanceTimersByTime(SHOW_LOADING_AFTER_MS - 1));
    expect(screen.getByRole('button', { name: 'idle' })).toBeTruthy();
    await act(async () => answer({ ok: true, result: { useCase: 'lookup_url', steps: [], creditsCharged: 1, fromCache: false } }));
    expect(screen.getByText('answered 1')).toBeTruthy();
    observer.disconnect();
    expect(seen.some((text) => text.includes('Looking up…'))).toBe(false);
  });

  it('shows the loading state, with Cancel, once the run has taken SHOW_LOADING_AFTER_MS', async () => {
    vi.useFakeTimers();
    const env = createFakeEnv({ api: { run: () => new Promise<RunResponse>(() => {}) } });
    const request: UseCaseRequest = { useCase: 'lookup_url', input: { url: 'https://www.social.example/northwindgames' } };
    renderUi(<RunResult request={request} what="Look up" loadingText="Looking up…" cancellable idle={<Start request={request} />} render={() => null} />, env);
    await act(async () => screen.getByRole('button', { name: 'idle' }).click());
    await act(async () => void vi.advanceTimersByTime(SHOW_LOADING_AFTER_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Looking up…');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('shows a wait the background tells of at once, and still after SHOW_LOADING_AFTER_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let tell: (p: RunProgress) => void = () => {};
    const env = createFakeEnv({ api: { run: (_data, onProgress) => new Promise<RunResponse>(() => void (tell = onProgress ?? (() => {}))) } });
    env.now = () => NOW;
    const request: UseCaseRequest = { useCase: 'lookup_url', input: { url: 'https://www.social.example/northwindgames' } };
    renderUi(<RunResult request={request} what="Look up" loadingText="Looking up…" idle={<Start request={request} />} render={() => null} />, env);
    await act(async () => screen.getByRole('button', { name: 'idle' }).click());
    await act(async () => tell({ kind: 'waiting', until: NOW + 3_000, reason: 'rate_limited' }));
    expect(screen.getByRole('status').textContent).toBe('The service asked to wait: retrying in 3 s…');
    await act(async () => void vi.advanceTimersByTime(SHOW_LOADING_AFTER_MS));
    expect(screen.getByRole('status').textContent).toBe('The service asked to wait: retrying in 3 s…');
  });
});

describe('ErrorBoundary', () => {
  it('keeps a failing view from blanking the page', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Bad = () => {
      throw new Error('bad shape');
    };
    render(
      <ErrorBoundary label="The page view">
        <Bad />
      </ErrorBoundary>,
    );
    expect(screen.getByText('The page view could not be shown')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    spy.mockRestore();
  });
});

describe('CreditsMeter', () => {
  it('shows remaining, spent today and the budget', async () => {
    const onRefresh = vi.fn();
    render(<CreditsMeter credits={credits} now={NOW} onRefresh={onRefresh} />);
    expect(screen.getByText(/credits left/)).toBeTruthy();
    expect(screen.getByText(/Today: 7 credits of 50 budget/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh credits (free)' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it('says when the figure is not known yet', () => {
    render(<CreditsMeter credits={{ spentToday: 0, spentThisMonth: 0, dailyBudget: null }} now={NOW} />);
    expect(screen.getByText('Credits left: not known yet')).toBeTruthy();
    expect(screen.getByText(/no daily budget/)).toBeTruthy();
  });
});
