// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardsView } from '../../../components/boards/BoardsView';
import { JobCard } from '../../../components/jobs/JobCard';
import { LibraryView } from '../../../components/library/LibraryView';
import type { LibraryItem } from '../../../lib/messaging/protocol';
import type { JobRecord } from '../../../lib/lookup/jobs/types';
import { setLocale } from '../../../lib/ui/i18n/catalogue';
import { fakeBoardApi } from '../boards/fake-boards';
import { NOW, POST_URL } from './fixtures';
import { createFakeEnv, renderUi } from './harness';

afterEach(() => {
  cleanup();
  setLocale('en');
});

const DAY = 86_400_000;
const LINK = 'https://www.social.example/northwindgames';
const PAGE: LibraryItem = {
  uid: 'page:1', kind: 'page', id: '1', title: 'Northwind Games', position: 0, data: { followers: 2000, categories: [] }, fetchedAt: NOW - DAY,
  versions: [{ fetchedAt: NOW - DAY, answerKey: 'k', operationId: 'social_get_page_details', creditsCharged: 1 }], answerKeys: ['k'],
  source: { answerKey: 'k', operationId: 'social_get_page_details', params: { link: LINK }, fetchedAt: NOW - DAY, creditsCharged: 1 },
};

const failed: JobRecord = {
  id: 'j1',
  spec: { useCase: 'post_comments', input: { link: POST_URL }, label: 'All comments of post 2257188721032235', announcedTotal: 210 },
  status: 'failed',
  reason: { code: 'invalid_params', param: 'link' },
  createdAt: NOW - 60_000,
  updatedAt: NOW,
  finishedAt: NOW,
  capCredits: 40,
  phase: 'items',
  pages: 4,
  items: 120,
  replyItems: 0,
  calls: 4,
  credits: 4,
  total: 210,
  runningMs: 40_000,
};

describe('boards, jobs and the library in Spanish', () => {
  it('shows the library in Spanish, its kind filter too', async () => {
    setLocale('es');
    const env = createFakeEnv();
    env.api.libraryList = async () => ({ items: [PAGE], total: 1 });
    renderUi(<LibraryView />, env);
    expect(await screen.findByRole('heading', { name: 'Biblioteca' })).toBeTruthy();
    const kind = screen.getByLabelText('Tipo de elemento guardado') as HTMLSelectElement;
    expect(within(kind).getByRole('option', { name: 'Publicación' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trabajos' })).toBeTruthy();
    expect((await screen.findByRole('article', { name: 'Página: Northwind Games' })).textContent).toContain('obtenido hace 1 día');
    expect(screen.queryByText('Library')).toBeNull();
  });

  it('shows the boards and a board in Spanish', async () => {
    setLocale('es');
    const boards = fakeBoardApi([PAGE]);
    const saved = await boards.boardSave({ name: 'Rivales', items: [{ uid: PAGE.uid, note: 'a vigilar', tags: ['juegos'] }] });
    if (!saved.ok) throw new Error('not saved');
    renderUi(<BoardsView />, createFakeEnv({ api: boards }));
    expect(await screen.findByRole('heading', { name: 'Tableros' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear tablero' })).toBeTruthy();
    expect(screen.getByText('1 elemento · juegos')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rivales' }));
    expect(await screen.findByRole('list', { name: 'En el tablero' })).toBeTruthy();
    expect(screen.getByLabelText('Tipo en el tablero')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar este tablero…' }));
    expect(screen.getByRole('alertdialog', { name: '¿Borrar este tablero?' }).textContent).toContain('Se borran sus 1 elemento, 1 nota y 1 etiqueta.');
  });

  it('shows a failed job in Spanish, with what to do next', () => {
    setLocale('es');
    renderUi(<JobCard job={failed} />);
    expect(screen.getByText('Fallido')).toBeTruthy();
    expect(screen.getByText(/^120 de unos 210 comentarios: detenido/)).toBeTruthy();
    expect(screen.getByText(/Revisa el enlace/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar de la lista: All comments of post 2257188721032235' })).toBeTruthy();
  });
});
