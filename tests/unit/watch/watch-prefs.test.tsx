// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WatchPrefs } from '../../../components/watch/WatchPrefs';
import { createFakeEnv, renderUi } from '../components/harness';

afterEach(cleanup);

const notifications = () => screen.findByRole('checkbox', { name: 'Announce new items with a browser notification' });

function setup(granted: boolean) {
  let prefs = { badge: false, notify: false };
  const env = createFakeEnv({ api: { watchPrefs: vi.fn(async (p: { badge?: boolean | undefined; notify?: boolean | undefined }) => (prefs = { badge: p.badge ?? prefs.badge, notify: p.notify ?? prefs.notify })) } });
  const requestApi = vi.fn(async () => granted);
  env.permissions.requestApi = requestApi;
  renderUi(<WatchPrefs />, env);
  return { env, requestApi };
}

describe('how new items are announced', () => {
  it('notifications are off by default; turning them on asks the permission, then saves the choice', async () => {
    const { env, requestApi } = setup(true);
    expect(((await notifications()) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Show the unseen count on the toolbar badge' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(await notifications());
    expect(requestApi).toHaveBeenCalledWith('notifications');
    await waitFor(() => expect(env.api.watchPrefs).toHaveBeenCalledWith({ notify: true }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Announce new items with a browser notification' }) as HTMLInputElement).checked).toBe(true));
    // Off again: no permission asked.
    await userEvent.click(await notifications());
    await waitFor(() => expect(env.api.watchPrefs).toHaveBeenCalledWith({ notify: false }));
    expect(requestApi).toHaveBeenCalledTimes(1);
  });

  it('a refused permission leaves them off and says so', async () => {
    const { env } = setup(false);
    await userEvent.click(await notifications());
    expect((await screen.findByRole('status')).textContent).toContain('The browser did not allow notifications');
    expect(env.api.watchPrefs).not.toHaveBeenCalledWith({ notify: true });
    expect(((await notifications()) as HTMLInputElement).checked).toBe(false);
  });

  it('the badge toggle beside it saves its choice', async () => {
    const { env } = setup(true);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Show the unseen count on the toolbar badge' }));
    await waitFor(() => expect(env.api.watchPrefs).toHaveBeenCalledWith({ badge: true }));
  });
});
