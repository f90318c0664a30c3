import type { Locator, Page } from '@playwright/test';

/**
 * Clicks a found row's lookup button in the side panel and times, inside the page, from the click
 * until the entity view shows its answer (or an error, which fails the figure named `what`).
 */
export async function timedPanelClick(panel: Page, button: Locator, what: string): Promise<number> {
  const handle = await button.elementHandle();
  const ms = await panel.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const done = () => document.querySelector('.entity-view[data-state="done"], .entity-view[data-state="error"]');
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect();
            resolve(performance.now() - t0);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
        (el as HTMLElement).click();
      }),
    handle,
  );
  if (await panel.locator('.entity-view[data-state="error"]').count()) throw new Error(`a lookup failed in the ${what} benchmark`);
  return ms;
}
