import { lazy, Suspense } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import { RunResult } from '../common/RunResult';
import { Loading } from '../common/Status';

// The views of answers load with the first answer the popup shows, not with the popup.
const AnswerView = lazy(() => import('../answers/AnswerView').then((m) => ({ default: m.AnswerView })));

/** The answer of a lookup in a few lines, with where it came from and what it cost. */
export function ResultSummary({ request }: { request: UseCaseRequest }) {
  return (
    <div className="result">
      <RunResult
        request={request}
        what="Look up this link"
        loadingText="Looking up…"
        cancellable
        compact
        render={(result) => (
          <Suspense fallback={<Loading />}>
            <AnswerView result={result} url={'url' in request.input ? request.input.url : ''} place="popup" />
          </Suspense>
        )}
      />
    </div>
  );
}
