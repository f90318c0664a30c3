// Every operation the emulator serves, by id (description.ts lists them).

import { AD_DETAIL_HANDLERS } from './ad-details';
import type { Handler } from './answer';
import { MEDIA_HANDLERS } from './downloads';
import { MARKETPLACE_HANDLERS } from './marketplace';
import { SOCIAL_HANDLERS } from './operations';
import { PHOTO_HANDLERS } from './photo-operations';

export const HANDLERS: Readonly<Record<string, Handler>> = {
  ...SOCIAL_HANDLERS, ...AD_DETAIL_HANDLERS, ...MARKETPLACE_HANDLERS, ...MEDIA_HANDLERS, ...PHOTO_HANDLERS,
};
