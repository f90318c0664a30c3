import type { StepResult, UseCaseResult } from '../../lookup/types';
import type { TabState } from '../../messaging/protocol';
import type { Detection } from '../../site/types';
import type { UseCaseRequest } from '../../lookup/use-cases';
import type { ListPage, ModelMap, Normalized } from '../../service/model';
import { stableKey } from '../../util/stable-key';

/** Optional fields set only when defined (exactOptionalPropertyTypes), for the views too. */
export { definedOnly } from '../../util/defined';

/** Drops empty values from a request input (the schemas treat them as absent anyway). */
export function cleanInput<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== '') out[k] = v;
  return out as T;
}

/**
 * What a request is known by in the pages: the stable key of its use case and input, empty values
 * dropped, so the same request typed twice (or with its keys in another order) is one.
 */
export function requestKey(request: UseCaseRequest): string {
  return stableKey({ useCase: request.useCase, input: cleanInput(request.input) });
}

/**
 * The entity the tab shows, if it is one: addresses of the site that are not a page, group, post,
 * video … (the feed, help pages: kind "other") have none.
 */
export function tabEntity(tab: TabState | undefined): Detection | null {
  const current = tab?.onSite ? tab.current : null;
  return current && current.kind !== 'other' ? current : null;
}

export type ModelKind = keyof ModelMap;

const ENTITY_MODELS: ModelKind[] = ['page', 'group', 'post', 'post_extended', 'video'];

/** The step of a result that holds the entity (the last details step). */
export function primaryStep(result: UseCaseResult): StepResult | undefined {
  for (let i = result.steps.length - 1; i >= 0; i--) {
    const step = result.steps[i]!;
    if (ENTITY_MODELS.includes(step.normalized.model)) return step;
  }
  // Nothing entity-shaped: the last step that is not an id lookup.
  for (let i = result.steps.length - 1; i >= 0; i--) {
    const step = result.steps[i]!;
    if (step.normalized.model !== 'id') return step;
  }
  return result.steps[result.steps.length - 1];
}

/** The last step whose answer has the given model. */
export function stepOf(result: UseCaseResult | undefined, model: ModelKind): StepResult | undefined {
  if (!result) return undefined;
  for (let i = result.steps.length - 1; i >= 0; i--) {
    if (result.steps[i]!.normalized.model === model) return result.steps[i];
  }
  return undefined;
}

/** The data of a normalised answer of the given model, when it is recognised and not empty. */
export function dataOf<K extends ModelKind>(normalized: Normalized | undefined, model: K): ModelMap[K] | undefined {
  if (!normalized || normalized.status !== 'ok' || normalized.model !== model) return undefined;
  return normalized.data as ModelMap[K];
}

export function listOf<T>(normalized: Normalized | undefined): ListPage<T> | undefined {
  if (!normalized || normalized.status !== 'ok') return undefined;
  const data = normalized.data as Partial<ListPage<T>>;
  return Array.isArray(data.items) ? (data as ListPage<T>) : undefined;
}

/** Age of the oldest answer of a result, in ms. */
export function resultAgeMs(result: UseCaseResult, now: number): number {
  const times = result.steps.map((s) => s.fetchedAt).filter((t) => typeof t === 'number' && t > 0);
  return times.length ? Math.max(0, now - Math.min(...times)) : 0;
}

