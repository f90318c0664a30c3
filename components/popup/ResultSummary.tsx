import type { UseCaseRequest } from '../../lib/ui/types';
import { AnswerView } from '../answers/AnswerView';
import { RunResult } from '../common/RunResult';

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
        render={(result) => <AnswerView result={result} url={'url' in request.input ? request.input.url : ''} place="popup" />}
      />
    </div>
  );
}
