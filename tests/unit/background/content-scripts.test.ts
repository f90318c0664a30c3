import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CONTENT_SCRIPT_ID, extraHostPatterns, syncContentScripts } from '../../../lib/background/content-scripts';
import { DEFAULT_SITE_HOSTS } from '../../../lib/site';
import content from '../../../entrypoints/content';
import { stubMissingApis } from './stubs';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('content scripts for user-added hosts', () => {
  it('the manifest content script runs on the default hosts of both sites and their subdomains', () => {
    expect(content.matches).toEqual([
      '*://*.social.example/*',
      '*://*.socialwatch.example/*',
      '*://*.socialme.example/*',
      '*://*.photo.example/*',
    ]);
  });

  it('only hosts beyond the manifest defaults need one', () => {
    expect(extraHostPatterns(DEFAULT_SITE_HOSTS)).toEqual([]);
    // Photo hosts the user adds get the script too; its default needs none.
    expect(extraHostPatterns({ ...DEFAULT_SITE_HOSTS, bySite: { photo: ['photo.example', 'photo.test'] } })).toEqual(['*://*.photo.test/*']);
    expect(extraHostPatterns({ ...DEFAULT_SITE_HOSTS, bySite: { photo: [] } })).toEqual([]);
    expect(extraHostPatterns({ site: ['social.example', 'social.test'], short: ['s.test'] })).toEqual([
      '*://*.social.test/*',
      '*://*.s.test/*',
    ]);
  });

  it('registers, updates, leaves alone and unregisters as the hosts change', async () => {
    const { scripting, registered } = stubMissingApis();
    expect(await syncContentScripts(DEFAULT_SITE_HOSTS)).toMatchObject({ ok: true, action: 'unchanged' });
    expect(await syncContentScripts({ site: ['social.example', 'social.test'], short: [] })).toMatchObject({
      ok: true,
      action: 'registered',
    });
    expect(scripting.registerContentScripts).toHaveBeenCalledWith([
      {
        id: CONTENT_SCRIPT_ID,
        matches: ['*://*.social.test/*'],
        js: ['content-scripts/content.js'],
        runAt: 'document_idle',
        allFrames: false,
        persistAcrossSessions: true,
      },
    ]);
    expect(await syncContentScripts({ site: ['social.example', 'social.test'], short: [] })).toMatchObject({ action: 'unchanged' });
    expect(await syncContentScripts({ site: ['social.test', 'other.test'], short: [] })).toMatchObject({ action: 'updated' });
    expect(registered.get(CONTENT_SCRIPT_ID)?.matches).toEqual(['*://*.social.test/*', '*://*.other.test/*']);
    expect(await syncContentScripts(DEFAULT_SITE_HOSTS)).toMatchObject({ action: 'unregistered' });
    expect(registered.size).toBe(0);
  });

  it('reports a failure instead of throwing', async () => {
    const { scripting } = stubMissingApis();
    scripting.registerContentScripts.mockRejectedValueOnce(new Error('no permission'));
    expect(await syncContentScripts({ site: ['social.test'], short: [] })).toMatchObject({ ok: false, error: 'no permission' });
  });
});
