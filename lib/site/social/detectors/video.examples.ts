// URLs the video detector must accept, with the expected id (and owner / canonical url where
// pinned). TEST-ONLY: shipped code must never import this file (it would land in the bundle).

import type { DetectorExample } from './shared';

export const examples: DetectorExample[] = [
  // tests/fixtures/social-urls.dev.json
  { url: 'https://social.example/some1.something.1/videos/vb.100054998662277/123696502806971/?type=2&notif_t=video_processed&notif_id=1600602220846782', id: '123696502806971', owner: 'some1.something.1' },
  { url: 'https://www.social.example/photo.php?v=10100658170103643&set=vb.20531316728&type=3&theater', id: '10100658170103643' },
  { url: 'https://www.social.example/watch/?v=647537299265662', id: '647537299265662' },
  { url: 'https://www.social.example/watch?v=212098707701631', id: '212098707701631' },
  { url: 'https://www.social.example/100033620354545/videos/106560053808006/', id: '106560053808006', owner: '100033620354545' },
  { url: 'https://www.social.example/cindyweather?fref=ts#!/photo.php?v=10152183998945793', id: '10152183998945793' },
  { url: 'https://www.social.example/photo.php?v=120708114770723', id: '120708114770723' },
  { url: 'https://zh-hk.social.example/peoplespower/videos/1135894589806027/', id: '1135894589806027', owner: 'peoplespower' },
  { url: 'https://m.social.example/watch/408392359626916/330994111131838/?_ft_=qid.6971555604236423630%3Amf_story_key.1082400438892768%3Atop_level_post_id.3062522150652246%3Acontent_owner_id_new.408392359626916%3Apage_id.408392359626916%3Atracking_source.video_home%3Asrc.22%3Aphoto_id.3062522150652246%3Astory_location.31%3Astory_attachment_style.video_autoplay%3Aview_time.1623191778%3Afilter.WatchSuggestionsFeedEntFetcher%3Atds_flgs.3%3Avideo_home_caller_id.34%3Aott.AX-45tDJZX39fkU5&__tn__=C', id: '330994111131838', owner: '408392359626916' },
  { url: 'https://www.social.example/108824017345866/videos/311658803718223', id: '311658803718223', owner: '108824017345866' },
  { url: 'https://m.social.example/Nintendo/videos/which-enemy-from-a-nintendo-game-are-you-most-scared-of-comment-below-with-what-/387081299304444/?extid=SEO----&locale2=ar_AR', id: '387081299304444', owner: 'Nintendo' },
  { url: 'https://m.social.example/Nintendo/videos/286348296528911/?refsrc=https%3A%2F%2fm.social.example%2FNintendo%2Fposts%2F4193752747375813&_rdr', id: '286348296528911', owner: 'Nintendo' },
  { url: 'https://www.social.example/ChristyClarkForBC/videos/vb.22819070941/10153870694020942/?type=2&theater', id: '10153870694020942', owner: 'ChristyClarkForBC' },
  { url: 'https://www.social.example/video.php?id=123456789', id: '123456789' },
  { url: 'https://www.social.example/HonkaiImpact3rd/videos/starlit-astrologos/254387989185091/', id: '254387989185091', owner: 'HonkaiImpact3rd' },
  { url: 'https://www.social.example/video/video.php?v=10150451523596807', id: '10150451523596807' },
  { url: 'https://www.social.example/ScottishDailyExpress/videos/former-scottish-conservative-leader-ruth-davidson-opens-up-about-ivf-struggle-wi/1281761502607093/', id: '1281761502607093', owner: 'ScottishDailyExpress' },
  // other shapes the site uses
  { url: 'https://www.social.example/video.php?v=10150451523596807', id: '10150451523596807',
    canonical: 'https://www.social.example/watch/?v=10150451523596807' },
  { url: 'https://www.social.example/watch/live/?v=647537299265662&ref=watch_permalink', id: '647537299265662',
    canonical: 'https://www.social.example/watch/?v=647537299265662' },
  { url: 'https://www.social.example/watch/?v=647537299265662&extid=CL-UNK-UNK-UNK-AN_GK0T-GK1C', id: '647537299265662',
    canonical: 'https://www.social.example/watch/?v=647537299265662' },
  { url: 'https://m.social.example/photo.php?v=120708114770723&refid=17', id: '120708114770723',
    canonical: 'https://www.social.example/watch/?v=120708114770723' },
  { url: 'https://www.social.example/Nintendo#!/video.php?v=286348296528911', id: '286348296528911',
    canonical: 'https://www.social.example/watch/?v=286348296528911' },
  { url: 'https://www.social.example/Nintendo/videos/vb.108824017345866/286348296528911/?type=2&theater', id: '286348296528911', owner: 'Nintendo',
    canonical: 'https://www.social.example/Nintendo/videos/286348296528911' },
];
