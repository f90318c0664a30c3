import fc from 'fast-check';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EntityResult } from '../../../components/sidepanel/EntityResult';
import type { ModelKind, OperationId } from '../../../lib/service/catalog';
import { normalize } from '../../../lib/service/normalize';
import { createUiStores, UiProvider } from '../../../lib/ui/app/context';
import { BODIES } from '../service/bodies';
import { postDetection, reelDetection, result, step } from '../components/fixtures';
import { createFakeEnv } from '../components/harness';
import { body, mutatedBody, operationPerModel } from './bodies';
import { checkSafeMarkup, itemViews } from './views';

/**
 * Every generated body of the normalisers' fuzz count rendered too, as static markup (react-dom's
 * server renderer: no effects, about a hundredth of a mount in happy-dom), and read back by a
 * parser for the same safety checks. render.fuzz.test.tsx mounts fewer of them for real.
 */
const RUNS = 10_000;

/** The number of files the models are shared out over (render-static.<n>.fuzz.test.tsx). */
export const RENDER_STATIC_FILES = 3;

/**
 * The models whose index modulo RENDER_STATIC_FILES is `share`: the fuzz is the largest part of
 * the unit suite, and Vitest runs files (not tests) side by side, so it is spread over files
 * that the test threads share.
 */
export function renderStaticFuzz(share: number): void {
  const models = operationPerModel().filter((_, i) => i % RENDER_STATIC_FILES === share);
  describe.each(models)('render %s answers (static)', (model: ModelKind, operationId: OperationId) => {
    it(`${RUNS} generated bodies through ${operationId} into the views`, () => {
      const env = createFakeEnv();
      const stores = createUiStores(env);
      const detection = model === 'video' ? reelDetection : postDetection;
      fc.assert(
        fc.property(fc.oneof(body, mutatedBody(BODIES[operationId as keyof typeof BODIES])), (raw) => {
          const n = normalize(operationId, raw);
          const res = result('lookup_url', [step(operationId, n, { raw })], { detection });
          const html = renderToStaticMarkup(
            <UiProvider env={env} stores={stores}>
              <EntityResult result={res} url={detection.url} />
              {itemViews(n) as ReactNode}
            </UiProvider>,
          );
          const { text, raw: shownRaw } = checkSafeMarkup(html);
          if (n.status === 'unrecognised') expect(shownRaw).toBe(true);
          else expect(text.trim()).not.toBe('');
        }),
        { numRuns: RUNS },
      );
    }, 600_000);
  });
}
