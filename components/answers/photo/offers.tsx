import { createContext, useContext, type ReactNode } from 'react';
import type { UseCaseRequest, UseCaseResult } from '../../../lib/ui/types';
import { useRunEntry } from '../../../lib/ui/requests/runs';
import { OnDemand } from '../../common/OnDemand';
import { CollectList } from './CollectList';
import { t } from '../../../lib/ui/i18n/catalogue';
import '../../../lib/ui/i18n/words/photo';

/**
 * What the photo views may offer to fetch, given by the place that shows them (the side panel):
 * the request of each paid follow-up. Without it a view says what exists in words only, with no
 * button, so a view never names a use case it does not know.
 */
export interface PhotoOffers {
  /** Popular search of a word: the profiles, hashtags (with their post counts) and places it matches. */
  search?: (keyword: string) => UseCaseRequest;
  /** A profile's posts, reels and highlights, by its username. */
  profilePosts?: (username: string) => UseCaseRequest;
  profileReels?: (username: string) => UseCaseRequest;
  profileHighlights?: (username: string) => UseCaseRequest;
  /** The stories of a highlight, by its id. */
  highlight?: (highlightId: string) => UseCaseRequest;
  /** The posts tagged at a place, and the places near it, by its location id. */
  locationPosts?: (locationId: string) => UseCaseRequest;
  nearby?: (locationId: string) => UseCaseRequest;
  /** The reels that use an audio, by its id. */
  audioReels?: (audioId: string) => UseCaseRequest;
  /** How a follow-up's answer is shown (set by PhotoOffersProvider in FollowUps.tsx, which knows the views). */
  render?: (result: UseCaseResult, total: number | undefined) => ReactNode;
}

export const Offers = createContext<PhotoOffers>({});

export function usePhotoOffers(): PhotoOffers {
  return useContext(Offers);
}

/** Something people look for here that the service does not offer, said in place. */
export function NotOffered({ children, offer }: { children: ReactNode; offer?: ReactNode }) {
  return (
    <div className="notice notice-info small" role="note">
      <div>{children}</div>
      {offer ? <div className="actions">{offer}</div> : null}
    </div>
  );
}

/** Popular search for a tag's word: a button with its cost when the place offers it, else the hint. */
export function SearchTagOffer({ tag }: { tag: string }) {
  const { search, render } = usePhotoOffers();
  if (!search || !render) return <span className="hint">{t('photo.tags.hint', { tag })}</span>;
  return <FollowUp request={search(tag)} label={t('photo.tags.search', { tag })} what={t('photo.tags.searchWhat', { tag })} />;
}

/**
 * A tag's page (or a hashtag met in an answer): the service lists no tag's posts; popular search
 * finds the tag with its post count and the profiles and places of the same word.
 */
export function TagNotOffered({ tag, offer = true }: { tag: string; offer?: boolean }) {
  return (
    <NotOffered offer={offer ? <SearchTagOffer tag={tag} /> : undefined}>
      {t('photo.tags.notListed', { tag })}
    </NotOffered>
  );
}

/** Whether an answer's list has a next page (its last step's cursor). */
function hasNextPage(result: UseCaseResult): boolean {
  const n = result.steps.at(-1)?.normalized;
  return n?.status === 'ok' && Boolean((n.data as { endCursor?: unknown } | undefined)?.endCursor);
}

/**
 * A paid follow-up the place offers: its button with the cost, then its answer in place. A list a
 * job can collect (its use case's entry says so) also offers "Collect all…", by `collect` when the
 * job must be asked otherwise (a profile's reels by its numeric id); not once the list is whole.
 */
export function FollowUp({
  request,
  label,
  what,
  total,
  collectOf,
  collect,
}: {
  request: UseCaseRequest | undefined;
  label: string;
  what: string;
  total?: number | undefined;
  /** Whose list a job collects, by name ("@lumen.atelier", "Harbour Point"). */
  collectOf?: string | undefined;
  collect?: UseCaseRequest | undefined;
}) {
  const { render } = usePhotoOffers();
  const entry = useRunEntry(request ?? null);
  if (!request || !render) return null;
  const more = entry?.status === 'ok' && entry.result ? hasNextPage(entry.result) : true;
  return (
    <>
      <OnDemand request={request} label={label} what={what} render={(result) => render(result, total)} />
      <CollectList request={collect ?? request} of={collectOf} total={total} more={more} />
    </>
  );
}
