import type { UseCaseResult } from '../../lib/ui/types';
import type { AdDetails, Group, Listing, Page, Post, PostExtended, Seller, Video } from '../../lib/service/model';
import { primaryStep } from '../../lib/ui/requests/results';
import { Unrecognised } from '../common/RawJson';
import { Empty } from '../common/Status';
import { GroupView } from './GroupView';
import { PageView } from './PageView';
import { PostView, ReelView, VideoView } from './PostView';
import { ListingView, SellerView } from './ListingView';
import { AdDetailsCard } from '../entities/AdDetailsCard';
import { useNow } from '../../lib/ui/app/time-hooks';

/** The answer of a lookup, shown by what it is: page, group, post, video or reel. */
export function EntityResult({ result, url }: { result: UseCaseResult; url: string }) {
  const now = useNow();
  const step = primaryStep(result);
  const link = result.detection?.url || url;
  // A chain that ended early on purpose ("not found") says so in its own words.
  if (result.notice && (!step || step.normalized.status === 'empty')) return <Empty>{result.notice.message}</Empty>;
  if (!step) return <Empty>The service returned nothing for this link.</Empty>;
  const n = step.normalized;
  if (n.status === 'unrecognised') return <Unrecognised reason={n.reason} raw={step.raw} />;
  if (n.status === 'empty') {
    return <Empty>The service found nothing at this link. It may be private, removed, or not public.</Empty>;
  }
  const isReel = result.detection?.kind === 'reel';
  switch (n.model) {
    case 'page':
      return <PageView page={n.data as Page} link={link} />;
    case 'group':
      return <GroupView group={n.data as Group} link={link} />;
    case 'post':
    case 'post_extended': {
      const post = n.data as Post | PostExtended;
      const extended = n.model === 'post_extended';
      return isReel ? <ReelView post={post} link={link} extended={extended} /> : <PostView post={post} link={link} extended={extended} />;
    }
    case 'video': {
      const video = n.data as Video;
      return isReel ? <ReelView video={video} link={link} /> : <VideoView video={video} link={link} />;
    }
    case 'listing':
      return <ListingView listing={n.data as Listing} listingId={result.detection?.ids?.item ?? result.detection?.id} />;
    case 'seller':
      return <SellerView seller={n.data as Seller} />;
    case 'ad_details':
      return <AdDetailsCard ad={n.data as AdDetails} now={now} />;
    default:
      return <Unrecognised reason={`An answer of kind “${n.model}” has no view here.`} raw={step.raw} />;
  }
}
