import type { ErrorCode } from '../../../lib/service/errors';
// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsApp } from '../../../components/options/OptionsApp';
import type { PublicSettings } from '../../../lib/lookup/settings';
import type { VerifyResult } from '../../../lib/messaging/protocol';
import { settings } from './fixtures';
import { createFakeEnv, renderUi } from './harness';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.theme;
});

async function renderOptions(setup: (env: ReturnType<typeof createFakeEnv>) => void = () => {}) {
  const env = createFakeEnv();
  setup(env);
  const utils = renderUi(<OptionsApp />, env);
  await screen.findByLabelText('Service URL');
  return utils;
}

const verifyWith = (result: VerifyResult) => (env: ReturnType<typeof createFakeEnv>) => {
  env.api.verifyKey = vi.fn(async () => result);
};

describe('options: service and key', () => {
  it('shows the service URL and only the masked saved key; the key field can be shown and hidden', async () => {
    await renderOptions();
    expect((screen.getByLabelText('Service URL') as HTMLInputElement).value).toBe('https://api.example');
    const key = screen.getByLabelText('API key') as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('Saved: 3f2a…9c1d');
    await userEvent.click(screen.getByRole('button', { name: 'Show key' }));
    expect(key.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(key.type).toBe('password');
  });

  it('verifies the key for free and shows plan and credits', async () => {
    const { env } = await renderOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    expect(await screen.findByText('The key works. Plan: Starter. 18,345 credits left of 30,000.')).toBeTruthy();
    expect(env.api.verifyKey).toHaveBeenCalledWith({ baseUrl: 'https://api.example' });
    expect(env.api.run).not.toHaveBeenCalled();
  });

  it.each<[ErrorCode, string]>([
    ['unauthorized', 'The service rejected this key (401). Check that you copied all of it.'],
    ['forbidden', 'The key was refused or the account is paused (403). Check your account with the service.'],
    ['network', 'The service could not be reached at this URL. Check the URL and your connection.'],
    ['timeout', 'The service did not answer in time. Try again in a moment.'],
  ])('says why verification failed: %s', async (code, sentence) => {
    await renderOptions(verifyWith({ ok: false, error: { code } }));
    await userEvent.type(screen.getByLabelText('API key'), 'new-key');
    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    expect(await screen.findByText(sentence)).toBeTruthy();
  });

  it('refuses a non-https URL before sending anything', async () => {
    const { env } = await renderOptions();
    const url = screen.getByLabelText('Service URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'http://api.example');
    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    expect(await screen.findByText('The service URL must start with https:// (http:// is allowed only for localhost).')).toBeTruthy();
    expect(env.api.verifyKey).not.toHaveBeenCalled();
    expect(env.permissions.request).not.toHaveBeenCalled();
  });

  it('refuses a URL with a path, saying so, before sending anything', async () => {
    const { env } = await renderOptions();
    const url = screen.getByLabelText('Service URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://api.example/api');
    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    expect(
      await screen.findByText(
        "The service URL must be the service's address alone, with no path or query: https://api.example, not https://api.example/api.",
      ),
    ).toBeTruthy();
    expect(env.api.verifyKey).not.toHaveBeenCalled();
    expect(env.permissions.request).not.toHaveBeenCalled();
  });

  it('saves: asks the origin permission first, then stores the key, then the settings', async () => {
    const { env } = await renderOptions();
    const url = screen.getByLabelText('Service URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://data.example/');
    await userEvent.type(screen.getByLabelText('API key'), '  0123456789abcdef  ');
    await userEvent.clear(screen.getByLabelText('Daily budget (credits)'));
    await userEvent.type(screen.getByLabelText('Daily budget (credits)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The new key is in use.')).toBeTruthy();
    expect(env.permissions.request).toHaveBeenCalledWith(['https://data.example/*']);
    expect(env.api.setApiKey).toHaveBeenCalledWith({ key: '0123456789abcdef' });
    expect(env.api.saveSettings).toHaveBeenCalledWith({
      baseUrl: 'https://data.example/',
      dailyBudget: 25,
      cacheLifetimes: settings.cacheLifetimes,
      autoLookup: false,
      ratePerSecond: 5,
      downloadTemplate: '{owner}-{date}-{id}-{n}',
      theme: 'system',
      // The key was typed with the URL: it is the key for that origin.
      sendSavedKeyTo: 'https://data.example',
    });
    const order = (fn: unknown) => (fn as ReturnType<typeof vi.fn>).mock.invocationCallOrder[0]!;
    expect(order(env.permissions.request)).toBeLessThan(order(env.api.setApiKey));
    expect(order(env.api.setApiKey)).toBeLessThan(order(env.api.saveSettings));
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
  });

  it('asks before sending the saved key to a service URL it was not saved for, naming both', async () => {
    const { env } = await renderOptions();
    const elsewhere = { code: 'saved_key_elsewhere' as const, origin: 'https://other.example', savedOrigin: 'https://api.example' };
    env.api.verifyKey = vi.fn(async (data: { sendSavedKeyTo?: string | undefined }): Promise<VerifyResult> => (data.sendSavedKeyTo ? { ok: true, remaining: 3 } : { ok: false, error: elsewhere }));
    const url = screen.getByLabelText('Service URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://other.example');
    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    // The harness renders a dialog of its own beside the page's: both show the one question.
    const [dialog] = await screen.findAllByRole('dialog', { name: 'Send your saved key to https://other.example?' });
    expect(dialog!.textContent).toContain('It was saved for https://api.example.');
    await userEvent.click(within(dialog!).getByRole('button', { name: 'Do not send it' }));
    expect(await screen.findByText(/Not checked\. Your saved key was saved for https:\/\/api\.example, so it was not sent to https:\/\/other\.example/)).toBeTruthy();
    expect(env.api.verifyKey).toHaveBeenCalledTimes(1);
    expect(env.api.verifyKey).toHaveBeenCalledWith({ baseUrl: 'https://other.example' });

    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    await userEvent.click(within((await screen.findAllByRole('dialog'))[0]!).getByRole('button', { name: 'Send the saved key' }));
    await waitFor(() => expect(env.api.verifyKey).toHaveBeenLastCalledWith({ baseUrl: 'https://other.example', sendSavedKeyTo: 'https://other.example' }));
    expect(await screen.findByText(/The key works/)).toBeTruthy();
  });

  it('asks before Save sends the saved key to a service URL of another origin, naming both; a no saves nothing and keeps what was typed', async () => {
    const { env } = await renderOptions();
    const elsewhere = { code: 'saved_key_elsewhere' as const, origin: 'https://other.example', savedOrigin: 'https://api.example' };
    const saved = { ...settings, baseUrl: 'https://other.example', dailyBudget: 12 };
    env.api.saveSettings = vi.fn(async (data: { sendSavedKeyTo?: string | undefined }) =>
      data.sendSavedKeyTo === 'https://other.example' ? { ok: true as const, settings: saved } : { ok: false as const, error: elsewhere },
    );
    const url = screen.getByLabelText('Service URL') as HTMLInputElement;
    const budget = screen.getByLabelText('Daily budget (credits)') as HTMLInputElement;
    await userEvent.clear(url);
    await userEvent.type(url, 'https://other.example');
    await userEvent.clear(budget);
    await userEvent.type(budget, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const [dialog] = await screen.findAllByRole('dialog', { name: 'Send your saved key to https://other.example?' });
    expect(dialog!.textContent).toContain('It was saved for https://api.example.');
    await userEvent.click(within(dialog!).getByRole('button', { name: 'Do not send it' }));
    expect(await screen.findByText('Nothing was saved: your saved key stays with https://api.example. To use https://other.example, type its key, then save.')).toBeTruthy();
    // Asked once, without the yes; nothing else stored; what was typed stays.
    expect(env.api.saveSettings).toHaveBeenCalledTimes(1);
    expect(env.api.saveSettings).not.toHaveBeenCalledWith(expect.objectContaining({ sendSavedKeyTo: expect.anything() }));
    expect(env.api.setApiKey).not.toHaveBeenCalled();
    expect(url.value).toBe('https://other.example');
    expect(budget.value).toBe('12');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(within((await screen.findAllByRole('dialog'))[0]!).getByRole('button', { name: 'Send the saved key' }));
    expect(await screen.findByText('Saved. Your saved key now goes to https://other.example.')).toBeTruthy();
    expect(env.api.saveSettings).toHaveBeenLastCalledWith(expect.objectContaining({ baseUrl: 'https://other.example', dailyBudget: 12, sendSavedKeyTo: 'https://other.example' }));
    expect(env.api.setApiKey).not.toHaveBeenCalled();
  });

  it('asks before saving a key the service has just refused', async () => {
    const { env } = await renderOptions(verifyWith({ ok: false, error: { code: 'unauthorized', status: 401 } }));
    await userEvent.type(screen.getByLabelText('API key'), 'refused-key');
    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    await waitFor(() => expect(env.api.verifyKey).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const [dialog] = await screen.findAllByRole('dialog', { name: 'Save a key the service refused?' });
    await userEvent.click(within(dialog!).getByRole('button', { name: 'Do not save' }));
    expect(await screen.findByText('Nothing was saved: the service had refused this key.')).toBeTruthy();
    expect(env.api.setApiKey).not.toHaveBeenCalled();
    expect(screen.queryByText('Saved. The new key is in use.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(within((await screen.findAllByRole('dialog'))[0]!).getByRole('button', { name: 'Save it anyway' }));
    expect(await screen.findByText('Saved. The new key is in use.')).toBeTruthy();
    expect(env.api.setApiKey).toHaveBeenCalledWith({ key: 'refused-key' });
  });

  it('skips the permission prompt when the origin is already granted', async () => {
    const { env } = await renderOptions((e) => {
      e.permissions.contains = vi.fn(async () => true);
    });
    await waitFor(() => expect(env.permissions.contains).toHaveBeenCalledWith(['https://api.example/*']));
    await userEvent.clear(screen.getByLabelText('Daily budget (credits)'));
    await userEvent.type(screen.getByLabelText('Daily budget (credits)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(env.permissions.request).not.toHaveBeenCalled();
  });

  it('says when there is nothing to save, and sends nothing', async () => {
    const { env } = await renderOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: these are the saved settings.')).toBeTruthy();
    expect(env.api.saveSettings).not.toHaveBeenCalled();
    expect(env.permissions.request).not.toHaveBeenCalled();
  });

  it('clears a Verify answer once the URL or the key changes', async () => {
    await renderOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    expect(await screen.findByText('The key works. Plan: Starter. 18,345 credits left of 30,000.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('API key'), 'x');
    expect(screen.queryByText(/The key works/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify · free' }));
    expect(await screen.findByText(/The key works/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Service URL'), '/v2');
    expect(screen.queryByText(/The key works/)).toBeNull();
  });

  it.each([
    ['Daily budget (credits)', '10000001', 'The daily budget can be at most 10,000,000 credits. Leave it empty for no budget.'],
    ['Daily budget (credits)', '2.5', 'The daily budget must be a whole number of credits. Leave it empty for no budget.'],
    ['Daily budget (credits)', '-3', 'The daily budget must not be below 0. Leave it empty for no budget.'],
    ['Requests a second', '101', "The request rate must be a number above 0 and at most 100 a second (your plan's rate)."],
    ['Requests a second', '0', "The request rate must be a number above 0 and at most 100 a second (your plan's rate)."],
    ['Lists (posts, videos, comments, ads)', '8761', 'The cache lifetime of lists must be a number from 0 to 8,760 hours.'],
  ])('checks %s = %s with the settings schema’s limits before saving', async (label, value, sentence) => {
    const { env } = await renderOptions();
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Nothing was saved. ${sentence}`)).toBeTruthy();
    expect(env.api.saveSettings).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the permission is refused', async () => {
    const { env } = await renderOptions((e) => {
      e.permissions.request = vi.fn(async () => false);
    });
    await userEvent.type(screen.getByLabelText('API key'), 'typed-key');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Nothing was saved: permission to contact https:\/\/api.example was not given/)).toBeTruthy();
    expect(env.api.setApiKey).not.toHaveBeenCalled();
    expect(env.api.saveSettings).not.toHaveBeenCalled();
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('typed-key');
  });

  it('keeps everything typed when saving fails, and says what failed', async () => {
    await renderOptions((e) => {
      e.api.saveSettings = vi.fn(async () => ({ ok: false as const, error: { code: 'invalid_settings' as const, issues: ['baseUrl: is not valid'] } }));
    });
    const url = screen.getByLabelText('Service URL') as HTMLInputElement;
    await userEvent.clear(url);
    await userEvent.type(url, 'https://other.example');
    await userEvent.type(screen.getByLabelText('API key'), 'typed-key');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The key was saved, but the settings were not: The service URL is not valid.')).toBeTruthy();
    expect(url.value).toBe('https://other.example');
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('typed-key');
  });

  it('rejects a bad budget without saving', async () => {
    const { env } = await renderOptions();
    await userEvent.clear(screen.getByLabelText('Daily budget (credits)'));
    await userEvent.type(screen.getByLabelText('Daily budget (credits)'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Nothing was saved. The daily budget must be a whole number/)).toBeTruthy();
    expect(env.api.saveSettings).not.toHaveBeenCalled();
  });

  it('removes the key', async () => {
    const { env } = await renderOptions((e) => {
      e.api.removeApiKey = vi.fn(async (): Promise<PublicSettings> => ({ ...settings, keySet: false }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(await screen.findByText('The key was removed.')).toBeTruthy();
    expect(env.api.removeApiKey).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Remove key' })).toBeNull();
    expect((screen.getByLabelText('API key') as HTMLInputElement).placeholder).toBe('Paste your API key');
  });
});

describe('options: preferences', () => {
  it('edits the file name template of saved media, refusing one without {n}', async () => {
    const { env } = await renderOptions();
    const field = screen.getByLabelText('File names of saved media') as HTMLInputElement;
    expect(field.value).toBe('{owner}-{date}-{id}-{n}');
    await userEvent.clear(field);
    await userEvent.type(field, '{{id}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/must contain \{n\}/)).toBeTruthy();
    expect(env.api.saveSettings).not.toHaveBeenCalled();
    await userEvent.type(field, '_{{n}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(env.api.saveSettings).toHaveBeenCalledWith(expect.objectContaining({ downloadTemplate: '{id}_{n}' }));
  });

  it('edits cache lifetimes in minutes or hours, the budget and auto-lookup', async () => {
    const { env } = await renderOptions();
    expect(screen.getByText(/uses the cache first and never exceeds the budget/)).toBeTruthy();
    const auto = screen.getByLabelText('Look up the current tab automatically') as HTMLInputElement;
    expect(auto.checked).toBe(false);
    await userEvent.click(auto);
    const lists = screen.getByLabelText('Lists (posts, videos, comments, ads)') as HTMLInputElement;
    expect(lists.value).toBe('1');
    await userEvent.selectOptions(screen.getByLabelText('Unit of Lists (posts, videos, comments, ads)'), 'minutes');
    await userEvent.clear(lists);
    await userEvent.type(lists, '30');
    await userEvent.clear(screen.getByLabelText('Daily budget (credits)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(env.api.saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({ dailyBudget: null, autoLookup: true, cacheLifetimes: { ...settings.cacheLifetimes, list: 30 } }),
    );
  });

  it('applies the theme at once and saves it', async () => {
    const { env } = await renderOptions();
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(env.api.saveSettings).toHaveBeenCalledWith({ theme: 'dark' });
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});

describe('options: site domains', () => {
  it('lists the domains, validates, asks permission and saves a new one', async () => {
    const { env } = await renderOptions((e) => {
      e.api.saveSettings = vi.fn(async (patch) => ({
        ok: true as const,
        settings: { ...settings, ...(patch.siteHosts ? { siteHosts: patch.siteHosts } : {}) } as PublicSettings,
      }));
    });
    const site = screen.getByRole('list', { name: 'Site domains' });
    expect(within(site).getByText('social.example')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Short-link domains' })).getByText('socialme.example')).toBeTruthy();
    const input = screen.getByLabelText('Add a site domain');
    await userEvent.type(input, 'https://social.test/path');
    await userEvent.click(within(input.closest('form')!).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/is not a bare domain/)).toBeTruthy();
    expect(env.permissions.request).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'social.test');
    await userEvent.click(within(input.closest('form')!).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added social.test. Its pages are detected from now on.')).toBeTruthy();
    expect(env.permissions.request).toHaveBeenCalledWith(['*://*.social.test/*']);
    expect(env.api.saveSettings).toHaveBeenCalledWith({
      siteHosts: { site: ['social.example', 'social.test'], short: ['socialwatch.example', 'socialme.example'] },
    });
    expect(within(screen.getByRole('list', { name: 'Site domains' })).getByText('social.test')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove socialme.example' }));
    expect(await screen.findByText('Removed socialme.example.')).toBeTruthy();
    expect(env.api.saveSettings).toHaveBeenLastCalledWith({
      siteHosts: { site: ['social.example', 'social.test'], short: ['socialwatch.example'] },
    });
  });

  it('photo site domains: its default from settings stored without them, validated, permission asked, saved beside the social ones', async () => {
    const { env } = await renderOptions((e) => {
      e.api.saveSettings = vi.fn(async (patch) => ({
        ok: true as const,
        settings: { ...settings, ...(patch.siteHosts ? { siteHosts: patch.siteHosts } : {}) } as PublicSettings,
      }));
    });
    // The fixture's settings are of before the photo site: it shows its default host.
    expect(settings.siteHosts.bySite).toBeUndefined();
    expect(within(screen.getByRole('list', { name: 'Photo site domains' })).getByText('photo.example')).toBeTruthy();
    const input = screen.getByLabelText('Add a photo site domain');
    const add = () => userEvent.click(within(input.closest('form')!).getByRole('button', { name: 'Add' }));
    await userEvent.type(input, 'https://photo.test/p/x');
    await add();
    expect(await screen.findByText(/“https:\/\/photo.test\/p\/x” is not a bare domain\. Enter one such as photo\.example/)).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'social.example');
    await add();
    expect(await screen.findByText('social.example is already in another list.')).toBeTruthy();
    expect(env.permissions.request).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'photo.test');
    vi.mocked(env.permissions.request).mockResolvedValueOnce(false);
    await add();
    expect(await screen.findByText('photo.test was not added: permission to read its pages was not given.')).toBeTruthy();
    expect(env.api.saveSettings).not.toHaveBeenCalled();
    await add();
    expect(await screen.findByText('Added photo.test. Its pages are detected from now on.')).toBeTruthy();
    expect(env.permissions.request).toHaveBeenLastCalledWith(['*://*.photo.test/*']);
    expect(env.api.saveSettings).toHaveBeenCalledWith({
      siteHosts: { ...settings.siteHosts, bySite: { photo: ['photo.example', 'photo.test'] } },
    });
    // The photo list may be emptied: the social site keeps its own.
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo.example' }));
    expect(await screen.findByText('Removed photo.example.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo.test' }));
    expect(await screen.findByText('Removed photo.test.')).toBeTruthy();
    expect(env.api.saveSettings).toHaveBeenLastCalledWith({ siteHosts: { ...settings.siteHosts, bySite: { photo: [] } } });
    expect(within(screen.getByRole('region', { name: 'Site domains' }).querySelectorAll('.host-list')[2] as HTMLElement).getByText('None.')).toBeTruthy();
  });

  it('keeps at least one site domain', async () => {
    const { env } = await renderOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Remove social.example' }));
    expect(await screen.findByText('Keep at least one site domain.')).toBeTruthy();
    expect(env.api.saveSettings).not.toHaveBeenCalled();
  });
});

describe('options: use with AI clients', () => {
  it('shows the MCP server of the service URL, the configurations without the key, and the ledger warning; a URL set is saved and used', async () => {
    const { env } = await renderOptions();
    const section = screen.getByRole('region', { name: 'Use with AI clients' });
    expect(within(section).getByText(/not in this extension's ledger, budget or library/)).toBeTruthy();
    const cursor = within(section).getByLabelText('Configuration for Cursor');
    expect(cursor.textContent).toContain('"url": "https://api.example/mcp"');
    expect(cursor.textContent).toContain('Bearer YOUR_SERVICE_KEY');
    // The page holds only the masked key: it never shows up in a configuration.
    expect(section.textContent).not.toContain('3f2a');
    env.api.saveSettings = vi.fn(async () => ({ ok: true as const, settings: { ...settings, mcpUrl: 'https://mcp.example/v1' } }));
    const field = within(section).getByLabelText('MCP server URL');
    await userEvent.type(field, 'https://mcp.example/v1');
    await userEvent.click(within(section).getByRole('button', { name: 'Save the address' }));
    expect(await within(section).findByText('Saved.')).toBeTruthy();
    expect(env.api.saveSettings).toHaveBeenCalledWith({ mcpUrl: 'https://mcp.example/v1' });
    expect(within(section).getByLabelText('Configuration for Claude Code').textContent).toContain('social-lookup https://mcp.example/v1 --header');
  });

  it('says why an address is refused, and keeps what was typed', async () => {
    const { env } = await renderOptions();
    env.api.saveSettings = vi.fn(async () => ({ ok: false as const, error: { code: 'invalid_settings' as const, issues: ['mcpUrl: must be an http:// or https:// address'] } }));
    const section = screen.getByRole('region', { name: 'Use with AI clients' });
    const field = within(section).getByLabelText('MCP server URL') as HTMLInputElement;
    await userEvent.type(field, 'ftp://nope');
    await userEvent.click(within(section).getByRole('button', { name: 'Save the address' }));
    expect(await within(section).findByText(/The address was not saved: .*must be an http:\/\/ or https:\/\/ address/)).toBeTruthy();
    expect(field.value).toBe('ftp://nope');
  });
});
