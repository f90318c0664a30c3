// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsApp } from '../../../components/options/OptionsApp';
import { PrivacyNotice } from '../../../components/options/PrivacyPage';
import { setLanguage } from '../../../lib/ui/i18n/catalogue';
import { settings } from './fixtures';
import { createFakeEnv, renderUi } from './harness';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

describe('the options in Spanish', () => {
  it('says every section, its fields and a key check in Spanish', async () => {
    setLanguage('es');
    const env = createFakeEnv();
    const overview = env.api.getOverview;
    env.api.getOverview = vi.fn(async () => ({ ...(await overview()), settings: { ...settings, language: 'es' as const } }));
    renderUi(<OptionsApp />, env);
    expect(await screen.findByLabelText('URL del servicio')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Opciones de Social Lookup' })).toBeTruthy();
    for (const title of ['Servicio y clave', 'Gasto y caché', 'Apariencia', 'Dominios de los sitios', 'Almacenamiento', 'Usar con clientes de IA']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByLabelText('Presupuesto diario (créditos)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(document.title).toBe('Opciones de Social Lookup');
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar · gratis' }));
    expect(await screen.findByText(/^La clave funciona\. Plan: Starter\. Quedan 18.345 créditos de 30.000\.$/)).toBeTruthy();
    expect(screen.queryByText(/Service and key|The key works/)).toBeNull();
  });

  // happy-dom replaces the URL class: resolve the paths with node:path.
  const doc = (name: string) => readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', name), 'utf8');
  const notices = { en: doc('privacy.md'), es: doc('privacy.es.md') };

  it('shows the privacy notice in Spanish, the same notice as the English one', () => {
    setLanguage('es');
    render(<PrivacyNotice notices={notices} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Qué se envía, y a quién' })).toBeTruthy();
    expect(document.title).toBe('Privacidad de Social Lookup');
    // The same sections, items and names (storage areas, header, permissions) in both.
    const shape = (md: string) => [md.match(/^#+ /gm)?.length, md.match(/^- /gm)?.length, md.match(/`[^`]+`/g)];
    expect(shape(notices.es)).toEqual(shape(notices.en));
  });
});
