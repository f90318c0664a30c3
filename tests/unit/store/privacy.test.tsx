// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsApp } from '../../../components/options/OptionsApp';
import { PrivacyPage } from '../../../components/options/PrivacyPage';
import { renderUi } from '../components/harness';

afterEach(cleanup);

// happy-dom replaces the URL class: resolve the path with node:path.
const markdown = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'privacy.md'), 'utf8');

describe('privacy notice', () => {
  it('is linked from the options page', async () => {
    renderUi(<OptionsApp />);
    const link = await screen.findByRole('link', { name: /Privacy/ });
    expect(link.getAttribute('href')).toBe('/privacy.html');
  });

  it('says what is stored where and what is sent to whom, as the packaged page shows it', () => {
    render(<PrivacyPage markdown={markdown} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    const stored = screen.getByRole('heading', { name: 'What is stored, and where' }).nextElementSibling as HTMLElement;
    const areas = within(stored).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
    expect(areas).toEqual(['storage.local', 'storage.sync', 'Session storage', 'IndexedDB']);
    expect(stored.textContent).toMatch(/never put in sync/);
    const sent = screen.getByRole('heading', { name: 'What is sent, and to whom' }).nextElementSibling as HTMLElement;
    expect(sent.textContent).toMatch(/Only to the service you configured/);
    expect(sent.querySelector('code')?.textContent).toBe('x-api-token');
    expect(document.body.textContent).toMatch(/Nothing else leaves the browser/);
  });
});
