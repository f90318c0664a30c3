import type { DetectionChanges } from '@/lib/site/report';
import { defineReceiver } from './receive';
// Messages a content script may send. Kept apart from the extension-page protocol so the content
// script bundle stays tiny (no zod, no React); content scripts send with content-send.ts.
export interface ContentProtocol {
  /** `resync`: the changes did not follow what the background has; send everything again. */
  reportChanges(changes: DetectionChanges): { resync: boolean };
  openSidePanel(data: { url: string }): void;
}
export const { onMessage: onContentMessage } = defineReceiver<ContentProtocol>();
