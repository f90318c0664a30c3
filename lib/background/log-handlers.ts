import type { UiHandlers } from '../messaging/ui-server';
import type { BackgroundServices } from './services';

/**
 * The log of problems the background handled on purpose (lib/lookup/log.ts), for the ledger view:
 * free, sender-checked and validated like every other message.
 */

export const PROBLEM_LOG_DEFAULT = 50;

export function createLogHandlers(bg: BackgroundServices): Pick<UiHandlers, 'problemLog'> {
  return {
    problemLog: async (data) => (await bg.lookup.settled(), await bg.lookup.log()).slice(-(data.limit ?? PROBLEM_LOG_DEFAULT)).reverse(),
  };
}
