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
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel-views';

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
              label={t('sidepanel.page.exactFollowers')}
              what={t('sidepanel.page.getExactFollowers')}
              loadingText={t('sidepanel.page.countingFollowers')}
              showButtonWithResult
              render={() => null}
            />
          )
        }
      />
      <Later>
        <Tabs<PageTab>
          label={t('sidepanel.page.content')}
          active={tab}
          onChange={setTab}
          small
          tabs={[
            { id: 'posts', label: t('sidepanel.page.posts') },
            { id: 'videos', label: t('sidepanel.page.videos') },
            { id: 'reels', label: t('sidepanel.page.reels') },
            { id: 'ads', label: t('sidepanel.page.ads') },
          ]}
        >
          {tab === 'posts' ? <PostsTab
              useCase="page_posts"
              link={link}
              emptyText={t('sidepanel.page.noPosts')}
              {...(page.name ? { owner: { name: page.name, ...(page.url ? { url: page.url } : {}), ...(page.verified ? { verified: true } : {}) } } : {})}
            /> : null}
          {tab === 'videos' ? <VideosTab useCase="page_videos" link={link} emptyText={t('sidepanel.page.noVideos')} /> : null}
          {tab === 'reels' ? <ReelsTab link={link} /> : null}
          {tab === 'ads' ? <RelatedAds useCase="page_related_ads" link={link} adPageId={page.adPageId ?? null} /> : null}
        </Tabs>
      </Later>
    </div>
  );
}
