import { useState } from 'react';
import type { Group } from '../../lib/service/model';
import { Later } from '../common/Later';
import { Tabs } from '../common/Tabs';
import { GroupCard } from '../entities/GroupCard';
import { PostsTab, VideosTab } from './Lists';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel-views';

type GroupTab = 'posts' | 'videos';

/** A group: profile card, posts and videos. */
export function GroupView({ group, link }: { group: Group; link: string }) {
  const [tab, setTab] = useState<GroupTab>('posts');
  return (
    <div className="entity">
      <GroupCard group={group} />
      <Later>
        <Tabs<GroupTab>
          label={t('sidepanel.group.content')}
          active={tab}
          onChange={setTab}
          small
          tabs={[
            { id: 'posts', label: t('sidepanel.group.posts') },
            { id: 'videos', label: t('sidepanel.group.videos') },
          ]}
        >
          {tab === 'posts' ? <PostsTab useCase="group_posts" link={link} emptyText={t('sidepanel.group.noPosts')} /> : null}
          {tab === 'videos' ? <VideosTab useCase="group_videos" link={link} emptyText={t('sidepanel.group.noVideos')} /> : null}
        </Tabs>
      </Later>
    </div>
  );
}
