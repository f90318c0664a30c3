import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onWatchFound } from '../../../lib/background/watch';
import { newWatch, type NewItem } from '../../../lib/lookup/watch/model';

const watch = newWatch('a', { useCase: 'page_posts', input: { link: 'https://www.social.example/northwindgames' }, label: 'Posts of northwindgames' }, 6, 100, 0);
const item = (key: string): NewItem => ({ key, foundAt: 0, seen: false });

describe('the notification of new items', () => {
  let created: Array<{ title: string; message: string }>;
  beforeEach(() => {
    fakeBrowser.reset();
    created = [];
    const b = fakeBrowser as unknown as Record<string, unknown>;
    b.notifications = { create: vi.fn(async (_id: string, o: { title: string; message: string }) => void created.push(o)) };
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation((async () => true) as never);
  });
  const store = { prefs: async () => ({ badge: true, notify: true }) };

  it('says how many were found, in the language setting', async () => {
    await onWatchFound([{ watch, items: [item('p1'), item('p2')] }], store, async () => 'en');
    await onWatchFound([{ watch, items: [item('p3')] }], store, async () => 'es');
    await onWatchFound([{ watch, items: [item('p4'), item('p5')] }], store, async () => 'es');
    expect(created).toEqual([
      { title: '2 new items', message: 'Posts of northwindgames' },
      { title: '1 novedad', message: 'Posts of northwindgames' },
      { title: '2 novedades', message: 'Posts of northwindgames' },
    ].map((o) => expect.objectContaining(o)));
  });
});
