import { ServiceError, serializeError } from '../service/errors';
import type { Plan } from './plan';
import type { ErrorView, Notice, StepResult, UseCaseResult } from './types';
import { useCaseRequest, type UseCaseRequest } from './use-cases';

/** A run's request checked, and its steps summed up: what a run hands back. */

export function parseRequest(request: unknown): { ok: true; request: UseCaseRequest } | { ok: false; error: ErrorView } {
  const parsed = useCaseRequest.safeParse(request);
  if (parsed.success) return { ok: true, request: parsed.data as UseCaseRequest };
  const issue = parsed.error.issues[0];
  const param = issue?.path.filter((p) => p !== 'input').map(String).join('.');
  const issues = issue ? [`${param ? `${param}: ` : ''}${issue.message}`] : [];
  return { ok: false, error: serializeError(new ServiceError('invalid_request', { issues, ...(param ? { param } : {}) })) };
}

export function summarize(plan: Plan, steps: StepResult[], notice?: Notice | void): UseCaseResult {
  const result: UseCaseResult = {
    useCase: plan.useCase,
    steps,
    creditsCharged: steps.reduce((sum, s) => sum + s.creditsCharged, 0),
    fromCache: steps.length > 0 && steps.every((s) => s.fromCache),
  };
  if (plan.detection !== undefined) result.detection = plan.detection;
  if (notice) result.notice = notice;
  return result;
}
