// URLs the group detector must accept, with the expected id (and owner / canonical url where
// pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://m.social.example/groups/358141148917890/?_ft_=qid.6971555604236423630%3Amf_story_key.775963879736541%3Aog_action_id.1489847091081155%3Atop_level_post_id.775963879736541%3Acontent_owner_id_new.2202626363188097%3Apage_id.2202626363188097%3Atracking_source.video_home%3Asrc.22%3Aphoto_id.775963879736541%3Astory_location.31%3Astory_attachment_style.video_autoplay%3Aview_time.1623191778%3Afilter.WatchSuggestionsFeedEntFetcher%3Atds_flgs.3%3Avideo_home_caller_id.34%3Aott.AX9B9Kribz7kC7jR&__tn__=%2As', id: '358141148917890' },
  { url: 'https://m.social.example/groups/117507531664134/', id: '117507531664134' },
  { url: 'https://www.social.example/groups/corvitarts', id: 'corvitarts' },
  { url: 'https://www.social.example/groups/156152374985181/user/100000607292435/', id: '156152374985181' },
  // other shapes the site uses
  { url: 'https://www.social.example/groups/corvitarts/about/', id: 'corvitarts',
    canonical: 'https://www.social.example/groups/corvitarts' },
  { url: 'https://www.social.example/groups/corvitarts/members', id: 'corvitarts',
    canonical: 'https://www.social.example/groups/corvitarts' },
  { url: 'https://www.social.example/groups/1645456212344334/media/photos', id: '1645456212344334',
    canonical: 'https://www.social.example/groups/1645456212344334' },
  { url: 'https://www.social.example/groups/1645456212344334/?view=members', id: '1645456212344334',
    canonical: 'https://www.social.example/groups/1645456212344334' },
  { url: 'https://mbasic.social.example/groups/117507531664134?refid=18', id: '117507531664134',
    canonical: 'https://www.social.example/groups/117507531664134' },
  { url: 'https://www.social.example/groups/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0/', id: 'Москва',
    canonical: 'https://www.social.example/groups/%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0' },
];
