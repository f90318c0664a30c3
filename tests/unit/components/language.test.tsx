// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsApp } from '../../../components/options/OptionsApp';
import { PopupApp } from '../../../components/popup/PopupApp';
import { setLocale } from '../../../lib/ui/i18n/catalogue';
import { Localized } from '../../../lib/ui/i18n/react';
import { formatAge } from '../../../lib/ui/text/dates';
import { formatNumber } from '../../../lib/ui/text/numbers';
import { settings } from './fixtures';
import { createFakeEnv, renderUi } from './harness';

afterEach(() => {
  cleanup();
  setLocale('en');
});

function renderOptions(language: 'es' | 'en') {
  const env = createFakeEnv();
  const saved = { ...settings, language };
  const overview = env.api.getOverview;
  env.api.getOverview = vi.fn(async () => ({ ...(await overview()), settings: saved }));
  return renderUi(
    <Localized>
      <OptionsApp />
    </Localized>,
    env,
  );
}

describe('the UI in Spanish', () => {
  it('shows the options in the saved language, and in English again at once when English is chosen', async () => {
    const { env } = renderOptions('es');
    const select = (await screen.findByLabelText('Idioma de la extensión')) as HTMLSelectElement;
    expect(select.value).toBe('es');
    expect(screen.getByRole('heading', { name: 'Idioma' })).toBeTruthy();
    await userEvent.selectOptions(select, 'en');
    await screen.findByLabelText('Language of the extension');
    await waitFor(() => expect(env.api.saveSettings).toHaveBeenCalledWith({ language: 'en' }));
  });

  it('shows the popup in Spanish', async () => {
    setLocale('es');
    renderUi(<PopupApp />);
    expect(await screen.findByRole('button', { name: 'Abrir el panel lateral' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Consultas recientes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open side panel' })).toBeNull();
  });

  it('writes numbers and ages in Spanish', () => {
    setLocale('es');
    expect(formatAge(3 * 86_400_000)).toBe('hace 3 días');
    expect(formatAge(86_400_000)).toBe('hace 1 día');
    expect(formatNumber(12345)).toBe(new Intl.NumberFormat('es').format(12345));
    setLocale('en');
    expect(formatAge(3 * 86_400_000)).toBe('3 days ago');
    expect(formatNumber(12345)).toBe('12,345');
  });
});
