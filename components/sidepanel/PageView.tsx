import { useState } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import type { Page } from '../../lib/service/model';
import { dataOf, primaryStep } from '../../lib/ui/requests/results';
import { useRunEntry } from '../../lib/ui/requests/runs';
import { OnDemand } from '../common/OnDemand';
import { Later } from '../common/Later';
import { Tabs } from '../common/Tabs';
import { PageCard } from '../entities/PageCard';
import { PostsTab, ReelsTab, VideosTab } from './Lists';
import { RelatedAds } from './RelatedAds';

type PageTab = 'posts' | 'videos' | 'reels' | 'ads';

/** A page: profile card, exact follower count on demand, posts, videos, reels and related ads. */
export function PageView({ page, link }: { page: Page; link: string }) {
  const [tab, setTab] = useState<PageTab>('posts');
  const exactRequest: UseCaseRequest = { useCase: 'page_exact_followers', input: { link } };
  const exact = useRunEntry(exactRequest);
  const exactPage = exact?.result ? (dataOf(primaryStep(exact.result)?.normalized, 'page') as Page | undefined) : undefined;
  const shown: Page = exactPage ? { ...page, ...exactPage, followersExact: true } : page;
  return (
    <div className="entity">
      <PageCard
        page={shown}
        actions={
          shown.followersExact ? null : (
            <OnDemand
              request={exactRequest}
              label="Exact follower count"
              what="Get the exact follower count"
              loadingText="Counting followers…"
              showButtonWithResult
              render={() => null}
            />
          )
        }
      />
      <Later>
        <Tabs<PageTab>
          label="Page content"
          active={tab}
          onChange={setTab}
          small
          tabs={[
            { id: 'posts', label: 'Posts' },
            { id: 'videos', label: 'Videos' },
            { id: 'reels', label: 'Reels' },
            { id: 'ads', label: 'Ads' },
          ]}
        >
          {tab === 'posts' ? <PostsTab
              useCase="page_posts"
              link={link}
              emptyText="This page has no public posts"
              {...(page.name ? { owner: { name: page.name, ...(page.url ? { url: page.url } : {}), ...(page.verified ? { verified: true } : {}) } } : {})}
            /> : null}
          {tab === 'videos' ? <VideosTab useCase="page_videos" link={link} emptyText="This page has no public videos" /> : null}
          {tab === 'reels' ? <ReelsTab link={link} /> : null}
          {tab === 'ads' ? <RelatedAds useCase="page_related_ads" link={link} adPageId={page.adPageId ?? null} /> : null}
        </Tabs>
      </Later>
    </div>
  );
}
