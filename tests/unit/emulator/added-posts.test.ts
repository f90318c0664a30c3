import { describe, expect } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { call, control, it } from '../fixtures/emulator';

const page = KNOWN.pages.northwindgames;
const posts = '/social/pages/posts';

describe('control: posts added to a page', () => {
  it('come first in the page list, open by their link, and go away on reset', async ({ fresh: app }) => {
    const before = await call(app, posts, { link: page.url });
    const firstBefore = before.body.data.posts[0].details.post_id;

    const added = await control(app, 'POST', '/posts', { owner: page.vanity, count: 2, text: 'Fresh' });
    expect(added.status).toBe(201);
    expect(added.body.added).toHaveLength(2);
    const ids = added.body.added.map((p: { id: string }) => p.id);

    const after = await call(app, posts, { link: page.url });
    const listed = after.body.data.posts.map((p: { details: { post_id: string } }) => p.details.post_id);
    // Newest first: the second added, the first added, then what was there.
    expect(listed.slice(0, 3)).toEqual([ids[1], ids[0], firstBefore]);
    expect(after.body.data.posts[0].values.text).toBe('Fresh');
    const opened = await call(app, '/social/posts/details', { link: added.body.added[0].url });
    expect(opened.status).toBe(200);

    expect((await control(app, 'POST', '/reset')).status).toBe(200);
    const reset = await call(app, posts, { link: page.url });
    expect(reset.body.data.posts[0].details.post_id).toBe(firstBefore);
  });

  it('refuses an unknown owner and a bad body', async ({ fresh: app }) => {
    expect((await control(app, 'POST', '/posts', { owner: 'no-such-page-here' })).status).toBe(404);
    expect((await control(app, 'POST', '/posts', { owner: page.id, count: 0 })).status).toBe(400);
    expect((await control(app, 'POST', '/posts', {})).status).toBe(400);
  });
});
