import type { UseCaseResult } from '../../lib/ui/types';
import { AnswerView } from '../answers/AnswerView';

/** The answer of a lookup in the panel, shown by what it is (the views' registry). */
export function EntityResult({ result, url }: { result: UseCaseResult; url: string }) {
  return <AnswerView result={result} url={url} place="panel" />;
}
