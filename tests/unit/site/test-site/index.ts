// A site that exists only in the tests: it plugs into the classifier, scanner, menus and found list
// by being passed in the site list, with no edit to the engine (lib/site/*.ts), menus or found list.

import { pathUrl } from '../../../../lib/site/params';
import type { Site } from '../../../../lib/site/site';
import { channelDetector, clipDetector } from './detectors';

export const testSite: Site = {
  id: 'test',
  defaultHosts: { site: ['video.test'], short: ['vid.test'] },
  detectors: [clipDetector, channelDetector],
  postSelector: '.card',
  namedKinds: ['test_channel'],
  kinds: {
    test_clip: { label: 'CLIP', name: 'Clip' },
    test_channel: { label: 'CHAN', name: 'Channel' },
  },
  idsOf: (d) => (d.kind === ('test_clip' as string) ? { video: d.id! } : { vanity: d.id! }),
  needsResolution: () => false,
  otherUrl: (p) => pathUrl(p),
  found: { leads: ['test_clip'], attached: [] },
  menus: [
    { kind: 'test_clip', name: 'clip', onPage: 'this clip', paths: ['/clip/*'] },
    { kind: 'test_channel', name: 'channel', paths: ['/c/*'] },
  ],
};
