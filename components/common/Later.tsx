import { useDeferredValue, type ReactNode } from 'react';

/**
 * Parts of an answer's view that offer more (on-demand sections, comments, related ads, lists)
 * render in a render of their own just after the answer itself: the card the user asked for
 * shows without waiting for a dozen buttons and their estimates to mount. React's deferred value
 * starts false and turns true in a background render at once, which a newer update may interrupt.
 */
export function Later({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
