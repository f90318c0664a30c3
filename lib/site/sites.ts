// The registered sites. A site is a folder (lib/site/<site>/) behind the Site interface (site.ts);
// adding one is its folder plus a line here, in scan-sites.ts, site-hosts.ts, shown-sites.ts and in
// kind.ts. Engine functions take the list as a parameter defaulting to this one, so a test can pass
// another.

import type { Site } from './site';
import { photo } from './photo';
import { social } from './social';

export const SITES: readonly Site[] = [social, photo];
