import { defineReceiver } from './receive';
import type { UiProtocol } from './protocol';

// Extension pages (popup, side panel, options) → background, as single messages (the pages use
// their port; the same handlers answer both). The background checks every sender and validates
// every payload (see entrypoints/background.ts and lib/messaging/guard.ts).
export const { onMessage: onUiMessage } = defineReceiver<UiProtocol>();
