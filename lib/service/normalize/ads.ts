import type { AdCreative, AdDetails, AdKeywordResult, Range } from '../model';
import { verification } from './entities';
import { count, flag, id, img, joined, ptxt, time, txt, url } from './fields';
import { type Rec, array, compact, first, imageUrl, isRecord, parseCount, pick, plainText, rec, safeHttpUrl, stringList, text } from './values';

/**
 * Readers of the ads library's keyword search (advertisers) and of one ad in full. An ad's
 * creative sits in `snapshot` (body as text or `{text}`, title, link_url, cta_text, images
 * [{original_image_url}], videos [{video_hd_url, video_preview_image_url}], cards [...]) as in the
 * ads search, or flat with the `ad_creative_*` names.
 */

export function adKeywordResult(raw: Rec): AdKeywordResult | undefined {
  const o = [raw, rec(raw.page), rec(raw.advertiser), rec(raw.page_info)];
  const model: AdKeywordResult = compact({
    pageId: id(o, 'page_id', 'pageID', 'pageId', 'id'),
    adPageId: id(o, 'ad_page_id', 'adPageId', 'ads_page_id'),
    name: txt(o, 'name', 'page_name', 'pageName', 'title'),
    category: first(joined, o, ['category', 'page_category', 'categories']),
    likes: count(o, 'likes', 'like_count', 'likes_count', 'page_like_count', 'fan_count'),
    picture: img(o, 'image_uri', 'picture', 'profile_picture', 'page_profile_picture_url', 'profile_photo', 'image', 'image_url'),
    verified: first(verification, o, ['verification', 'verification_status', 'is_verified', 'verified']),
    adCount: count(o, 'ad_count', 'ads_count', 'total_ads', 'active_ads'),
    url: url(o, 'page_url', 'url', 'link', 'page_profile_uri'),
  });
  return model.pageId || model.name ? model : undefined;
}

/**
 * A range from `{lower_bound, upper_bound}` (numbers or text), `{min, max}`, a single figure, or
 * the site's wording ("$100 - $199", "1K-5K", "<1K", ">1M"), which is kept as `text`.
 */
export function range(v: unknown): Range | undefined {
  const figure = (x: unknown) => parseCount(typeof x === 'string' ? x.replace(/^[^\d]*/, '') : x);
  if (typeof v === 'number') {
    const n = figure(v);
    return n === undefined ? undefined : { lower: n, upper: n };
  }
  if (typeof v === 'string') {
    const t = v.trim();
    if (!t) return undefined;
    const [lo, hi] = t.split(/\s*(?:-|–|—|\bto\b)\s*(?=\D*\d)/);
    const bounds = /^</.test(t)
      ? { upper: figure(t) }
      : /^>/.test(t)
        ? { lower: figure(t) }
        : { lower: figure(lo), upper: hi === undefined ? figure(lo) : figure(hi) };
    return compact({ ...bounds, text: t });
  }
  const o = rec(v);
  if (!o) return undefined;
  const inner = ptxt([o], 'impressions_text', 'text', 'display');
  const model: Range = compact({
    lower: figure(pick(o, 'lower_bound', 'lowerBound', 'min', 'from')),
    upper: figure(pick(o, 'upper_bound', 'upperBound', 'max', 'to')),
  });
  if (model.lower === undefined && model.upper === undefined) return inner ? range(inner) : undefined;
  return inner ? { ...model, text: inner } : model;
}

function hasCreative(c: AdCreative): boolean {
  return !!(c.body || c.title || c.description || c.link || c.cta || c.images.length || c.videos.length);
}

const isDynamic = (raw: Rec) => /^DCO$/i.test(ptxt([rec(raw.snapshot)], 'display_format') ?? '');

/** The creative of one version: from its snapshot, or flat (a card of a dynamic ad too). */
export function creative(raw: Rec, withCards = true): AdCreative {
  const o = [rec(raw.snapshot), rec(raw.creative), raw];
  // A carousel's cards are parts of one creative; a dynamic ad's cards are its versions.
  const cards = withCards ? o.flatMap((x) => array(x?.cards) ?? []).map(rec) : [];
  const holders = [...o, ...cards];
  const images: string[] = [];
  const videos: AdCreative['videos'] = [];
  const addImage = (u: string | undefined) => {
    if (u && !images.includes(u)) images.push(u);
  };
  for (const i of holders.flatMap((x) => array(x?.images) ?? [])) {
    addImage(isRecord(i) ? (imageUrl(i) ?? safeHttpUrl(i.resized_image_url)) : imageUrl(i));
  }
  for (const h of holders) addImage(img([h], 'original_image_url', 'resized_image_url', 'image_url', 'image'));
  const videoItems = [...holders.flatMap((x) => array(x?.videos) ?? []), ...holders.filter((h) => h?.video_hd_url || h?.video_sd_url)];
  for (const v of videoItems) {
    const r = rec(v);
    const video = compact({
      url: r ? url([r], 'video_hd_url', 'video_sd_url', 'url') : safeHttpUrl(v),
      thumbnail: r ? img([r], 'video_preview_image_url', 'thumbnail', 'thumbnail_url', 'preview_image_url') : undefined,
    });
    if ((video.url || video.thumbnail) && !videos.some((x) => x.url === video.url && x.thumbnail === video.thumbnail)) videos.push(video);
  }
  const body = pick(o.find((x) => x?.body !== undefined && x?.body !== null), 'body');
  return compact({
    body: text(body) ?? txt(o, 'ad_creative_body', 'message') ?? stringList(pick(raw, 'ad_creative_bodies'))[0],
    title: txt(o, 'title', 'link_title', 'ad_creative_link_title') ?? stringList(pick(raw, 'ad_creative_link_titles'))[0],
    description: txt(o, 'link_description', 'ad_creative_link_description', 'caption'),
    link: url(o, 'link_url', 'ad_creative_link_url', 'website_url', 'cta_link'),
    cta: txt(o, 'cta_text', 'call_to_action', 'cta'),
    images,
    videos,
  });
}

/** Every version of the ad, the main creative first: the listed versions, or a dynamic ad's cards. */
function versions(raw: Rec): AdCreative[] {
  const dynamic = isDynamic(raw);
  const main = creative(raw, !dynamic);
  const listed =
    array(pick(raw, 'versions', 'ad_versions', 'collated_results', 'creatives', 'variations')) ??
    (dynamic ? array(rec(raw.snapshot)?.cards) : undefined) ??
    [];
  const out: AdCreative[] = [];
  const seen = new Set<string>();
  for (const c of [main, ...listed.map((v) => (isRecord(v) ? creative(v) : undefined))]) {
    const key = JSON.stringify(c);
    if (c && hasCreative(c) && !seen.has(key)) {
      seen.add(key);
      out.push(c);
    }
  }
  return out;
}

function currency(v: unknown): string | undefined {
  const t = plainText(v)?.toUpperCase();
  return t && /^[A-Z]{3}$/.test(t) ? t : undefined;
}

export function adDetails(raw: Rec): AdDetails | undefined {
  const snapshot = rec(raw.snapshot);
  const advertiser = rec(raw.advertiser);
  const pageInfo = rec(rec(advertiser?.ad_library_page_info)?.page_info);
  const aaa = rec(raw.aaa_info);
  const o = [raw, snapshot];
  const pageObjs = [rec(raw.page), pageInfo, advertiser, rec(raw.page_info)];
  const page = compact({
    id: id(pageObjs, 'page_id', 'id') ?? id(o, 'page_id', 'pageID', 'pageId'),
    name: txt(pageObjs, 'page_name', 'name') ?? txt(o, 'page_name', 'pageName'),
    url: url(pageObjs, 'page_url', 'url', 'page_profile_uri') ?? url(o, 'page_profile_uri', 'page_url'),
    picture:
      img(pageObjs, 'profile_photo', 'page_profile_picture_url', 'profile_picture', 'picture', 'image') ??
      img(o, 'page_profile_picture_url'),
    likes: count(pageObjs, 'likes', 'page_like_count', 'like_count') ?? count(o, 'page_like_count'),
    category: first(joined, pageObjs, ['page_category', 'category', 'categories']) ?? first(joined, o, ['page_categories']),
  });
  const all = versions(raw);
  const model: AdDetails = compact({
    id: id(o, 'ad_archive_id', 'adArchiveID', 'ad_id', 'id'),
    page: Object.keys(page).length ? page : undefined,
    creative: all[0] ?? { images: [], videos: [] },
    versions: all,
    platforms: stringList(pick(raw, 'publisher_platform', 'publisherPlatform', 'publisher_platforms', 'platforms')),
    countries: stringList(pick(raw, 'reached_countries', 'countries', 'target_countries')),
    startDate: time(o, 'start_date', 'startDate', 'ad_delivery_start_time', 'start_time'),
    endDate: time(o, 'end_date', 'endDate', 'ad_delivery_stop_time', 'end_time'),
    active: flag(o, 'is_active', 'isActive', 'active'),
    spend: first(range, [raw], ['spend', 'spend_range', 'ad_spend', 'estimated_spend']),
    currency: first(currency, [raw, rec(raw.spend)], ['currency', 'spend_currency']),
    reach: first(range, [raw, aaa], ['reach', 'reach_estimate', 'estimated_audience_size', 'eu_total_reach']),
    impressions: first(range, [raw], ['impressions', 'impressions_with_index', 'impressions_range']),
    snapshotUrl: url(o, 'ad_snapshot_url', 'snapshot_url', 'ad_library_url'),
  });
  return model.id || model.page?.name || hasCreative(model.creative) ? model : undefined;
}
