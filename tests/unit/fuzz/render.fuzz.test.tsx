// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntityResult } from '../../../components/sidepanel/EntityResult';
import type { ModelKind, OperationId } from '../../../lib/service/catalog';
import { normalize } from '../../../lib/service/normalize';
import { BODIES } from '../service/bodies';
import { postDetection, reelDetection, result, step } from '../components/fixtures';
import { renderUi } from '../components/harness';
import { body, mutatedBody, operationPerModel } from './bodies';
import { checkSafe, itemViews } from './views';

/**
 * Generated bodies of every model kind, normalised, then rendered in the side panel's views with
 * the component tests' fakes: the lookup result view (which shows a model or the raw answer) and,
 * for lists, each item in its own view. No exception escapes a view, every body is shown as a
 * model, as "nothing found" or raw, and no markup of the service's becomes a script, a frame, an
 * event handler or a non-http(s) link or picture.
 *
 * Mounted in happy-dom (effects and all), so fewer runs: render-static.tsx renders the
 * full 10,000 a kind as static markup with the same checks.
 */
const RUNS = 100;

afterEach(cleanup);

class Catch extends Component<{ children: ReactNode; onError: (e: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

describe.each(operationPerModel())('render %s answers', (model: ModelKind, operationId: OperationId) => {
  it(`${RUNS} generated bodies through ${operationId} into the views`, () => {
    fc.assert(
      fc.property(fc.oneof(body, mutatedBody(BODIES[operationId as keyof typeof BODIES])), (raw) => {
        const n = normalize(operationId, raw);
        const errors: unknown[] = [];
        const detection = model === 'video' ? reelDetection : postDetection;
        const res = result('lookup_url', [step(operationId, n, { raw })], { detection });
        const { container } = renderUi(
          <Catch onError={(e) => errors.push(e)}>
            <EntityResult result={res} url={detection.url} />
            {itemViews(n)}
          </Catch>,
        );
        try {
          expect(errors).toEqual([]);
          if (n.status === 'unrecognised') expect(container.querySelector('pre.raw-body')).not.toBeNull();
          else expect(container.textContent!.trim()).not.toBe('');
          checkSafe(container);
        } finally {
          cleanup();
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
