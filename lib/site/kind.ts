// The kinds of every registered site, as one type (kinds are unique across sites). The type side of
// the registry (sites.ts): a site added there adds its kind type here. Types only.

import type { PhotoKind } from './photo/kinds';
import type { SocialKind } from './social/kinds';

export type { PhotoKind, SocialKind };

/** Every kind a detection can have, `other` included. */
export type Kind = SocialKind | PhotoKind;
