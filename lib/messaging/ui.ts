import { defineExtensionMessaging } from '@webext-core/messaging';
import type { UiProtocol } from './protocol';

// Extension pages (popup, side panel, options) → background. The background checks every sender
// and validates every payload (see entrypoints/background.ts and lib/messaging/guard.ts).
export const { sendMessage: sendUiMessage, onMessage: onUiMessage } = defineExtensionMessaging<UiProtocol>({
  // No logger: the library logs nothing.
});
