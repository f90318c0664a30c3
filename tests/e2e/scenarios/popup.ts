import assert from 'node:assert/strict';
import { eventually, seeAttribute, seeText, seeTextContaining } from '../adapter/wait';
import { displayUrl } from '../../../lib/ui/text/links';
import { POST_ID, POST_URL, button, configured, expectCharged, openPopup, region, type Scenario } from './common';

const THIS_TAB = region('This tab');

export const popupScenarios: Scenario[] = [
  {
    name: 'popup: on a post it shows the kind, id, link and cost, and one click costs exactly that',
    async run(ctx) {
      const { ext, emulator } = ctx;
      await configured(ctx);
      const { tabId } = await ext.openSitePage(POST_URL);
      const popup = await openPopup(ext, tabId);
      await seeText(popup, { css: '.entity-row .badge', within: THIS_TAB }, 'Post');
      await seeTextContaining(popup, { css: '.entity-id', within: THIS_TAB }, POST_ID);
      // The link reads as its host and a shortened path; the whole link is its target.
      await seeAttribute(popup, { css: 'a', text: displayUrl(POST_URL), within: THIS_TAB }, 'href', POST_URL);

      const lookUp = { css: '.actions button', within: THIS_TAB };
      await seeText(popup, lookUp, 'Look up · 1 credit');
      await popup.click(lookUp);
      await seeText(popup, { css: '.result .author' }, 'Northwind Games');
      await seeText(popup, { css: '.result .cache-note' }, '1 credit spent · just now');
      await seeText(popup, lookUp, 'Show · cached · 0 credits');

      await expectCharged(emulator, 1);
      const paid = await emulator.paidCalls();
      assert.deepEqual(paid.map((c) => [c.operation, c.creditsCharged]), [['social_get_post_details', 1]]);
    },
  },
  {
    name: 'popup: "Open side panel" opens the panel (the sidebar in Firefox) with the click as its gesture',
    async run(ctx) {
      const { ext } = ctx;
      await configured(ctx);
      const { tabId } = await ext.openSitePage(POST_URL);
      const popup = await openPopup(ext, tabId);
      await seeText(popup, { css: '.entity-row .badge', within: THIS_TAB }, 'Post');
      assert.notEqual(await ext.sidePanelIsOpen(), true);
      await popup.click(button('Open side panel'));
      // Opened: the popup closes itself; a failure would stay and say so.
      await eventually(
        async () => ((await popup.isClosed()) ? 'closed' : ((await popup.text({ css: '.notice' })) ?? 'open')),
        (state) => assert.equal(state, 'closed'),
      );
      if (ext.browserName === 'firefox') assert.equal(await ext.sidePanelIsOpen(), true);
    },
  },
];
