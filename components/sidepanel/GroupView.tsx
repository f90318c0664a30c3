import { useState } from 'react';
import type { Group } from '../../lib/service/model';
import { Later } from '../common/Later';
import { Tabs } from '../common/Tabs';
import { GroupCard } from '../entities/GroupCard';
import { PostsTab, VideosTab } from './Lists';

type GroupTab = 'posts' | 'videos';

/** A group: profile card, posts and videos. */
export function GroupView({ group, link }: { group: Group; link: string }) {
  const [tab, setTab] = useState<GroupTab>('posts');
  return (
    <div className="entity">
      <GroupCard group={group} />
      <Later>
        <Tabs<GroupTab>
          label="Group content"
          active={tab}
          onChange={setTab}
          small
          tabs={[
            { id: 'posts', label: 'Posts' },
            { id: 'videos', label: 'Videos' },
          ]}
        >
          {tab === 'posts' ? <PostsTab useCase="group_posts" link={link} emptyText="This group has no public posts" /> : null}
          {tab === 'videos' ? <VideosTab useCase="group_videos" link={link} emptyText="This group has no public videos" /> : null}
        </Tabs>
      </Later>
    </div>
  );
}
