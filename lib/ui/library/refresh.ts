import { useCallback, useEffect, useState } from 'react';
import { refreshRequest } from '../../lookup/library/refresh';
import type { UseCaseRequest } from '../../lookup/use-cases';
import type { LibraryItem } from '../../messaging/protocol';
import { performPaid } from '../account/confirm';
import { useConfirmAsk } from '../account/confirm-ask';
import { useUi } from '../app/context';
import { shortError } from '../text/errors';
import { definedOnly } from '../../util/defined';
import { t } from '../i18n/catalogue';
import '../i18n/words/library';

/**
 * What fetches a kept item again (its "Refresh · 1 credit"), from the call that fetched it; null
 * when it cannot be fetched alone. Worked out by the item's view, which loads it with its own
 * chunk: the background has no use for it.
 */
export function refreshOf(item: LibraryItem): UseCaseRequest | null {
  return refreshRequest(item.source.operationId, item.source.params);
}

/** "Refresh · 1 credit" of a kept item: its price from the background, and the paid run with its confirmations. */
export function useRefresh(request: UseCaseRequest | null, onDone: () => void) {
  const { env } = useUi();
  const ask = useConfirmAsk();
  const [credits, setCredits] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(request);
  useEffect(() => {
    if (!request) return;
    let live = true;
    void env.api.estimate({ request, refresh: true }).then((e) => live && setCredits(e.refreshCredits));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, env]);
  const refresh = useCallback(async () => {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      const estimate = await env.api.estimate({ request, refresh: true });
      const out = await performPaid(ask, {
        what: t('library.refetch'),
        credits: estimate.refreshCredits,
        overBudget: estimate.overBudget,
        ...definedOnly({ budgetLeft: estimate.budgetLeft }),
        execute: (confirmOverBudget) => env.api.run({ request, refresh: true, confirmOverBudget }),
      });
      if (out && !out.ok) setError(shortError(out.error));
      if (out?.ok) onDone();
    } finally {
      setBusy(false);
    }
  }, [request, env, ask, onDone]);
  return { credits, busy, error, refresh };
}
