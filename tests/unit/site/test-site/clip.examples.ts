import type { DetectorExample } from '../../../../lib/site/site';

export const examples: DetectorExample[] = [
  { url: 'https://www.video.test/clip/123', id: '123' },
  { url: 'https://M.VIDEO.TEST/clip/4567/?t=12', id: '4567', canonical: 'https://www.video.test/clip/4567' },
];
