import assert from 'node:assert/strict';
import { eventually, seeCount, seeText } from '../adapter/wait';
import { POST_URL, article, button, clickPaid, configured, expectCharged, openPanel, region, type Scenario } from './common';

const THIS_TAB = region('This tab');
const POST = article('Post');

export const sidePanelScenarios: Scenario[] = [
  {
    name: 'side panel: a right-click lookup shows the post; comments cost what the button said; the ledger matches the service\'s',
    async run(ctx) {
      const { ext, emulator } = ctx;
      await configured(ctx);
      const { tabId } = await ext.openSitePage(POST_URL);
      const panel = await openPanel(ext, tabId);
      await seeText(panel, { css: '.entity-row .badge', within: THIS_TAB }, 'Post');
      await seeText(panel, button(/^Look up · /, THIS_TAB), 'Look up · 1 credit');

      // "Look up post · 1 credit" (MENU_IDS.post of lib/site/social/menus.ts) on the post's link.
      await ext.menuClick({ menuItemId: 'social-lookup:post', linkUrl: POST_URL, pageUrl: POST_URL, editable: false }, tabId);
      await seeText(panel, { css: '.author', within: POST }, 'Northwind Games');
      await seeText(panel, { css: 'ul', name: 'Engagement', within: POST }, /210 comments/);
      // One request for the link: the menu's, which the panel's own joined or found cached.
      await seeText(panel, { css: '.entity-view .run > .cache-note' }, /^(1 credit spent|Answered by the lookup already under way · paid once, 1 credit|cached · 0 credits) · just now/);
      await expectCharged(emulator, 1);

      // A paid page of comments.
      const comments = region('Comments');
      const load = button(/^Load comments · /, comments);
      const cost = await clickPaid(panel, load);
      assert.equal(cost, 1);
      await seeCount(panel, { css: 'ul[aria-label="comments"] > li', within: comments }, 30);
      await expectCharged(emulator, 2);

      // The extension's ledger lists the same paid operations the service charged.
      const paid = await emulator.paidCalls();
      assert.deepEqual(paid.map((c) => [c.operation, c.creditsCharged]), [
        ['social_get_post_details', 1],
        ['social_get_post_comments', 1],
      ]);
      await panel.click({ css: '[role="tab"]', text: 'Ledger' });
      const rows = { css: 'ul[aria-label="Ledger"] article' };
      await eventually(
        async () =>
          panel.evaluate((sel) => {
            return Array.from(document.querySelectorAll(sel))
              .map((e) => ({ op: e.querySelector('.title')?.getAttribute('title') ?? '', status: e.querySelector('.badge')?.textContent ?? '' }))
              .filter((r) => r.status !== 'cached' && !r.op.startsWith('account_'))
              .map((r) => r.op)
              .sort();
          }, rows.css),
        (listed) => assert.deepEqual(listed, paid.map((c) => c.operation!).sort()),
      );
      await seeCount(panel, { css: 'p', text: /^Today: 2 credits in \d+ calls?$/ }, 1);
    },
  },
];
