import type { DetectorExample } from '../../../../lib/site/site';

export const examples: DetectorExample[] = [
  { url: 'https://www.video.test/c/quietharbor', id: 'quietharbor' },
  { url: 'https://video.test/c/Northwind_Games/clips', id: 'Northwind_Games', canonical: 'https://www.video.test/c/Northwind_Games' },
];
