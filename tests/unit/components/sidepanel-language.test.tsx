// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoundList } from '../../../components/sidepanel/FoundList';
import { LedgerView } from '../../../components/sidepanel/LedgerView';
import { MarketplaceView } from '../../../components/sidepanel/MarketplaceView';
import { SidePanelApp } from '../../../components/sidepanel/SidePanelApp';
import { setLanguage } from '../../../lib/ui/i18n/catalogue';
import type { FoundEntity } from '../../../lib/ui/types';
import { ledger } from './fixtures';
import { createFakeEnv, renderUi } from './harness';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

const W = 'https://www.social.example';
const found: FoundEntity[] = [
  { kind: 'page', id: 'northwind', url: `${W}/northwind`, text: 'Northwind Games' },
  { kind: 'reel', id: '77', url: `${W}/reel/77`, text: 'Harbour at dawn' },
];

describe('the side panel in Spanish', () => {
  it('names its views and the tab in Spanish, and in English again after', async () => {
    setLanguage('es');
    renderUi(<SidePanelApp />);
    expect(await screen.findByRole('tab', { name: 'Inicio' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Biblioteca de anuncios' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Registro' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Esta pestaña' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Home' })).toBeNull();
    cleanup();
    setLanguage('en');
    renderUi(<SidePanelApp />);
    expect(await screen.findByRole('tab', { name: 'Home' })).toBeTruthy();
  });

  it('says what the page links to in Spanish, counts in the locale', () => {
    setLanguage('es');
    renderUi(<FoundList found={found} total={1200} />);
    expect(screen.getByRole('heading', { name: /Encontrado en esta página/ }).textContent).toBe('Encontrado en esta página (2 · listarlo es gratis)');
    expect(screen.getByText(`La página mostró ${new Intl.NumberFormat('es').format(1200)} enlaces; se guardan los 2 más recientes.`)).toBeTruthy();
    expect(screen.getByPlaceholderText('Filtra por nombre, id o enlace')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Más recientes primero' })).toBeTruthy();
  });

  it('shows the marketplace form and the ledger in Spanish', async () => {
    setLanguage('es');
    renderUi(<MarketplaceView />);
    expect(screen.getByRole('search', { name: 'Marketplace' })).toBeTruthy();
    expect(screen.getByLabelText('Cualquier cosa')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Precio: de menor a mayor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Buscar artículos/ })).toBeTruthy();
    cleanup();
    const env = createFakeEnv({ credits: { spentToday: 1 }, api: { getLedger: vi.fn(async () => ledger) } });
    renderUi(<LedgerView />, env);
    const rows = await screen.findByRole('list', { name: 'Registro' });
    expect(within(rows).getByText('en caché')).toBeTruthy();
    expect(screen.getByText('Hoy: 1 crédito en 3 llamadas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar · gratis' })).toBeTruthy();
  });
});
