import { useCallback, useMemo } from 'react';
import type { RunResponse } from '../../lookup/types';
import type { UseCaseRequest } from '../../lookup/use-cases';
import { performPaid, type PaidAction } from '../account/confirm';
import { useConfirmAsk } from '../account/confirm-ask';
import { useUi } from '../app/context';
import { cancelRun, runRequest, type RunOptions } from './runs';

/** Runs and cancels requests on this page (the answer goes to every view of the request). */
export function useRunner(): { run(request: UseCaseRequest, options?: RunOptions): Promise<RunResponse>; cancel(request: UseCaseRequest): void } {
  const { stores } = useUi();
  return useMemo(
    () => ({
      run: (request: UseCaseRequest, options?: RunOptions) => runRequest(stores.requests, request, options),
      cancel: (request: UseCaseRequest) => cancelRun(stores.requests, request),
    }),
    [stores],
  );
}

/** Runs a paid action with the confirmation rules (5 credits or more, over budget). */
export function usePaid(): (action: PaidAction) => Promise<RunResponse | undefined> {
  const ask = useConfirmAsk();
  return useCallback((action: PaidAction) => performPaid(ask, action), [ask]);
}
