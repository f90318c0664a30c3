import { useCallback } from 'react';
import type { ConfirmRequest } from './confirm';
import { useUi } from '../app/context';

// Apart from the run hooks (requests/run-hooks.ts): a page that only asks (the options) does not
// load the runner with it.

/** Asks in the page's own confirmation dialog (never window.confirm). */
export function useConfirmAsk(): (request: ConfirmRequest) => Promise<boolean> {
  const { stores } = useUi();
  return useCallback((request: ConfirmRequest) => stores.confirm.getState().ask(request), [stores]);
}
