import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RunResponse } from '../../lookup/types';
import { budgetSentence } from '../text/errors';
import { costText, formatCredits, type Cost } from './cost-text';
import { definedOnly } from '../../util/defined';
import { t } from '../i18n/catalogue';

/** A question for the in-page confirmation dialog (never window.confirm). */
export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** A step the dialog offers before the answer (export first): it returns what it did, shown in the dialog. */
  extra?: { label: string; run(): Promise<string> };
}

export interface ConfirmState {
  pending: (ConfirmRequest & { id: number }) | null;
  ask(request: ConfirmRequest): Promise<boolean>;
  answer(ok: boolean): void;
}

export type ConfirmStore = StoreApi<ConfirmState>;

export function createConfirmStore(): ConfirmStore {
  let resolve: ((ok: boolean) => void) | null = null;
  let seq = 0;
  return createStore<ConfirmState>()((set) => ({
    pending: null,
    ask(request) {
      resolve?.(false);
      return new Promise<boolean>((res) => {
        resolve = res;
        set({ pending: { ...request, id: ++seq } });
      });
    },
    answer(ok) {
      const r = resolve;
      resolve = null;
      set({ pending: null });
      r?.(ok);
    },
  }));
}

/** Calls of this many credits or more ask first. */
export const CONFIRM_FROM_CREDITS = 5;

export interface PaidAction {
  /** What the user is about to do, as a question's subject: "Get the exact follower count". */
  what: string;
  credits: number;
  /** From `estimate`: running it would take the day over the budget. */
  overBudget?: boolean;
  /** From `estimate`: what is left of today's budget. */
  budgetLeft?: number;
  /** False when the price is an estimate (later steps depend on answers, pages still to come). */
  exact?: boolean;
  /** More than the balance: nothing is sent. */
  shortOf?: { needed: number; left: number };
  /** Runs the call; `confirmOverBudget` is true once the user accepted going over the budget. */
  execute(confirmOverBudget: boolean): Promise<RunResponse | undefined>;
}

/** The cost fields of a PaidAction from a button's cost (unknown cost: 0, no confirmation). */
export function costFields(cost: Cost | undefined): Pick<PaidAction, 'credits' | 'overBudget' | 'budgetLeft' | 'exact' | 'shortOf'> {
  return {
    credits: cost?.credits ?? 0,
    overBudget: cost?.overBudget ?? false,
    ...definedOnly({ budgetLeft: cost?.budgetLeft }),
    ...(cost?.exact === false ? { exact: false } : {}),
    ...(cost?.shortOf ? { shortOf: cost.shortOf } : {}),
  };
}

/**
 * Runs a paid action honestly: asks first when it costs 5 credits or more or goes over the day's
 * budget, and when the background answers `budget_exceeded`, asks and re-runs with the
 * confirmation. Returns the last answer, or undefined when the user declined up front.
 */
export async function performPaid(
  ask: (request: ConfirmRequest) => Promise<boolean>,
  action: PaidAction,
): Promise<RunResponse | undefined> {
  // More than the balance: the button already says so, and nothing is sent.
  if (action.shortOf) return undefined;
  const price = costText({ credits: action.credits, ...(action.exact === false ? { exact: false } : {}) });
  if (action.overBudget) {
    const ok = await ask({
      title: t('errors.budget_exceeded.title'),
      body: t('labels.confirm.overBudget', { why: budgetSentence({ estimate: action.credits, ...definedOnly({ budgetLeft: action.budgetLeft }) }) }),
      confirmLabel: t('labels.confirm.runAnyway', { cost: price }),
    });
    if (!ok) return undefined;
  } else if (action.credits >= CONFIRM_FROM_CREDITS) {
    const ok = await ask({
      title: t('labels.confirm.question', { what: action.what }),
      // An estimate says so here as on its button ("~14 credits").
      body: t(action.exact === false ? 'labels.confirm.costsAbout' : 'labels.confirm.costs', { cost: formatCredits(action.credits) }),
      confirmLabel: t('labels.confirm.spend', { cost: price }),
    });
    if (!ok) return undefined;
  }
  const first = await action.execute(Boolean(action.overBudget));
  if (first && !first.ok && first.error.code === 'budget_exceeded' && !action.overBudget) {
    const credits = first.error.estimate ?? action.credits;
    const ok = await ask({
      title: t('errors.budget_exceeded.title'),
      body: t('labels.confirm.overBudget', { why: budgetSentence(first.error) }),
      confirmLabel: t('labels.confirm.runAnyway', { cost: formatCredits(credits) }),
    });
    if (!ok) return first;
    return action.execute(true);
  }
  return first;
}
