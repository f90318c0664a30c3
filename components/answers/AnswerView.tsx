import type { StepResult, UseCaseResult } from '../../lib/ui/types';
import type { EntityKind, LibraryItem } from '../../lib/ui/library/library-queries';
import { shownKind } from '../../lib/ui/library/shown-kind';
import { listOf, type ModelKind } from '../../lib/ui/requests/results';
import { useNow } from '../../lib/ui/app/time-hooks';
import { Unrecognised } from '../common/RawJson';
import { Empty } from '../common/Status';
import { ItemView, keptViewKind, MODEL_VIEWS, VIEWS, type Shown } from './registry';
import { t } from '../../lib/ui/i18n/catalogue';
import { noticeText } from '../../lib/ui/text/notices';
import '../../lib/ui/i18n/words/answers';

/** The steps of a result that are shown: each answer with a view (the last of each), else the last answer. */
function shownSteps(result: UseCaseResult): StepResult[] {
  const byView = new Map<string, StepResult>();
  for (const step of result.steps) {
    const view = MODEL_VIEWS[step.normalized.model];
    if (view) byView.set(view, step);
  }
  if (byView.size) return [...byView.values()];
  const last = result.steps.filter((s) => s.normalized.model !== 'id').at(-1) ?? result.steps.at(-1);
  return last ? [last] : [];
}

function StepView({ step, shown }: { step: StepResult; shown: Shown }) {
  const n = step.normalized;
  const kind = MODEL_VIEWS[n.model];
  if (n.status === 'unrecognised') return <Unrecognised reason={n.reason} raw={step.raw} />;
  if (n.status === 'empty') return null;
  if (!kind) return <Unrecognised reason={t('answers.noView', { model: n.model })} raw={step.raw} />;
  const list = listOf<unknown>(n);
  const { noun, whole } = VIEWS[kind];
  if (!list || whole) return <ItemView kind={kind} data={n.data} shown={shown} />;
  const count = t(`answers.items.${noun}`, { count: list.items.length });
  if (shown.place === 'popup') return <p className="small">{t('answers.inThisAnswer', { items: count })}</p>;
  return (
    <section className="section" aria-label={count}>
      <h3 className="subtitle">{count}</h3>
      <ul className="items">
        {list.items.map((item, i) => (
          <li key={i}>
            <ItemView kind={kind} data={item} shown={{ ...shown, place: 'library' }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A lookup's answer where it was asked for (the popup or the side panel), each of its answers
 * in its registered view: an advertiser's link shows the advertiser and their ads.
 */
export function AnswerView({ result, url, place }: { result: UseCaseResult; url: string; place: 'popup' | 'panel' }) {
  const now = useNow();
  const steps = shownSteps(result);
  const found = steps.filter((s) => s.normalized.status !== 'empty');
  // A chain that ended early on purpose ("not found") says so in its own words.
  if (result.notice && !found.length) return <Empty>{noticeText(result.notice)}</Empty>;
  if (!steps.length) return <Empty>{t('answers.returnedNothing')}</Empty>;
  if (!found.length) return <Empty>{t('answers.foundNothing')}</Empty>;
  const shown: Shown = { place, link: result.detection?.url || url, now, reel: result.detection?.kind === 'reel', detection: result.detection };
  return (
    <>
      {found.map((step) => (
        <StepView key={`${step.operationId} ${step.normalized.model}`} step={step} shown={shown} />
      ))}
    </>
  );
}

/** A kept item of the Library in the view of its kind: the same card a fresh answer shows. */
export function KeptView({ item, model, now }: { item: LibraryItem; model: ModelKind | undefined; now: number }) {
  const kind: EntityKind = shownKind(item);
  const shown: Shown = { place: 'library', link: item.url ?? item.source.params.link ?? '', now, reel: kind === 'reel' };
  return <ItemView kind={keptViewKind(kind, model, item.data)} data={item.data} shown={shown} />;
}
