// URLs the share_link detector must accept, with the expected id (and owner / canonical url where
// pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://socialwatch.example/r1K6XHMfGT/', id: 'r1K6XHMfGT' },
  { url: 'https://www.social.example/share/v/NEf87jbPTvFE8LsL/', id: 'NEf87jbPTvFE8LsL' },
  { url: 'https://socialwatch.example/1QaAHN0SGl/', id: '1QaAHN0SGl' },
  { url: 'https://web.social.example/share/r/JFZfPVgLkiJQmWrr/', id: 'JFZfPVgLkiJQmWrr' },
  { url: 'https://www.social.example/share/r/1CzXMGrJns/?mibextid=UalRPS', id: '1CzXMGrJns' },
  // other shapes the site uses
  { url: 'https://www.social.example/share/p/1ABcdEFgh2/', id: '1ABcdEFgh2',
    canonical: 'https://www.social.example/share/p/1ABcdEFgh2' },
  { url: 'https://www.social.example/share/1ABcdEFgh2/?mibextid=wwXIfr', id: '1ABcdEFgh2',
    canonical: 'https://www.social.example/share/1ABcdEFgh2' },
  { url: 'https://m.social.example/share/g/1ABcdEFgh2/', id: '1ABcdEFgh2',
    canonical: 'https://www.social.example/share/g/1ABcdEFgh2' },
  { url: 'https://socialme.example/Nintendo', id: 'Nintendo',
    canonical: 'https://socialme.example/Nintendo' },
  { url: 'http://www.socialwatch.example/r1K6XHMfGT', id: 'r1K6XHMfGT',
    canonical: 'https://socialwatch.example/r1K6XHMfGT' },
  { url: 'socialwatch.example/1QaAHN0SGl?mibextid=v7YzmG', id: '1QaAHN0SGl',
    canonical: 'https://socialwatch.example/1QaAHN0SGl' },
];
