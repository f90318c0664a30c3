// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WatchView } from '../../../components/watch/WatchView';
import { setLanguage } from '../../../lib/ui/i18n/catalogue';
import { newWatch } from '../../../lib/lookup/watch/model';
import { NOW, PAGE_URL } from './fixtures';
import { createFakeEnv, renderUi } from './harness';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

describe('the Watch tab in Spanish', () => {
  it('says its lists, schedules, counts and estimate in Spanish', async () => {
    setLanguage('es');
    const a = { ...newWatch('a', { useCase: 'page_posts', input: { link: PAGE_URL }, label: 'Northwind' }, 6, 100, NOW), found: [{ key: 'p1', foundAt: NOW, title: 'A post', seen: false }] };
    const env = createFakeEnv({ api: { watchList: vi.fn(async () => [a]) } });
    renderUi(<WatchView />, env);
    expect(await screen.findByRole('heading', { name: 'Seguimientos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Novedades' })).toBeTruthy();
    expect((await screen.findByRole('article', { name: 'Northwind' })).textContent).toContain('Cada 6 horas · 1 novedad desde tu última visita');
    expect(screen.getByRole('button', { name: 'Revisar ahora' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'publicaciones de una página' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Enlace o palabra clave'), PAGE_URL);
    expect((await screen.findByTestId('watch-estimate')).textContent).toBe('cada 6 horas: 4 llamadas al día, unos 120 créditos al mes');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar seguimiento' }));
    expect(env.api.watchAdd).toHaveBeenCalledWith(expect.objectContaining({ spec: expect.objectContaining({ label: `Publicaciones de ${PAGE_URL}` }) }));
  });
});
