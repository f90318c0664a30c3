import assert from 'node:assert/strict';
import { seeText, seeTextContaining } from '../adapter/wait';
import { PHOTO_KNOWN } from '../../../emulator/data/photo';
import { configured, expectCharged, openPopup, region, type Scenario } from './common';

const THIS_TAB = region('This tab');
const USER = PHOTO_KNOWN.profile.username;
const PROFILE_URL = `https://www.photo.example/${USER}/`;

export const photoScenarios: Scenario[] = [
  {
    name: 'photo: the popup on a photo profile page names the profile and its cost, and the lookup costs exactly that',
    async run(ctx) {
      const { ext, emulator } = ctx;
      await configured(ctx);
      const { tabId } = await ext.openSitePage(PROFILE_URL);
      const popup = await openPopup(ext, tabId);
      await seeText(popup, { css: '.entity-row .badge', within: THIS_TAB }, /Profile/);
      await seeTextContaining(popup, { css: '.entity-id', within: THIS_TAB }, USER);

      const lookUp = { css: '.actions button', within: THIS_TAB };
      await seeText(popup, lookUp, 'Look up · 1 credit');
      await popup.click(lookUp);
      await seeText(popup, { css: '.result .summary .title a' }, `@${USER}`);
      await seeTextContaining(popup, { css: '.result .summary ul' }, 'followers');
      await seeText(popup, { css: '.result .cache-note' }, '1 credit spent · just now');

      await expectCharged(emulator, 1);
      const paid = await emulator.paidCalls();
      assert.deepEqual(paid.map((c) => [c.operation, c.creditsCharged, c.params.username]), [['photo_get_profile_details', 1, USER]]);
    },
  },
];
