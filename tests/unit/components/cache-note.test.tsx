// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheNote } from '../../../components/common/CacheNote';
import type { StepResult, UseCaseResult } from '../../../lib/lookup/types';
import { NOW } from './fixtures';

afterEach(cleanup);

const step = (patch: Partial<StepResult>): StepResult => ({
  operationId: 'social_get_post_details',
  params: { link: 'https://www.social.example/northwindgames/posts/1' },
  normalized: { status: 'empty', model: 'post' },
  raw: {},
  fromCache: false,
  fetchedAt: NOW - 2_000,
  creditsCharged: 1,
  ...patch,
});
const result = (steps: StepResult[]): UseCaseResult => ({
  useCase: 'lookup_url',
  steps,
  creditsCharged: steps.reduce((s, x) => s + x.creditsCharged, 0),
  fromCache: steps.every((s) => s.fromCache),
});

describe('CacheNote', () => {
  it('a paid answer says what it cost', () => {
    render(<CacheNote result={result([step({})])} now={NOW} />);
    expect(screen.getByText(/1 credit spent/)).toBeTruthy();
  });

  it('a cached answer says cached · 0 credits and offers a refresh at its cost', () => {
    render(<CacheNote result={result([step({ fromCache: true, creditsCharged: 0 })])} now={NOW} refreshCredits={1} onRefresh={() => {}} />);
    expect(screen.getByText(/cached · 0 credits/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh · 1 credit' })).toBeTruthy();
  });

  it('an answer that joined a request under way (a right-click lookup) says it was paid once', () => {
    render(<CacheNote result={result([step({ fromCache: true, creditsCharged: 0, shared: true, sharedCredits: 1 })])} now={NOW} />);
    expect(screen.getByText(/^Answered by the lookup already under way · paid once, 1 credit · /)).toBeTruthy();
    expect(screen.queryByText(/cached/)).toBeNull();
  });
});
