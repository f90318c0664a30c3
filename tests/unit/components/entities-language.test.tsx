// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardsView } from '../../../components/boards/BoardsView';
import { BarChart } from '../../../components/charts/BarChart';
import { SellerCard } from '../../../components/entities/MarketplaceCards';
import { PageCard } from '../../../components/entities/PageCard';
import { AttachmentsGallery, PostCard } from '../../../components/entities/PostCard';
import type { LibraryItem, LibraryQueryInput } from '../../../lib/messaging/protocol';
import { setLanguage } from '../../../lib/ui/i18n/catalogue';
import { fakeBoardApi } from '../boards/fake-boards';
import { attachments, NOW, page, post } from './fixtures';
import { createFakeEnv, renderUi } from './harness';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

const DAY = 86_400_000;
function kept(id: string, title: string, followers: number, fetchedAt: number): LibraryItem {
  const source = { answerKey: 'k', operationId: 'social_get_page_details' as const, params: { link: `https://www.social.example/${id}` }, fetchedAt, creditsCharged: 1 };
  return { uid: `page:${id}`, kind: 'page', id, title, position: 0, data: { followers, categories: [] }, fetchedAt, versions: [{ ...source }], answerKeys: ['k'], source };
}

describe('the entity cards in Spanish', () => {
  it('label a page, a post and its attachments in Spanish, counts by Spanish plural rules', () => {
    setLanguage('es');
    render(
      <>
        <PageCard page={page} />
        <PostCard post={post} />
        <AttachmentsGallery items={attachments} />
      </>,
    );
    const card = screen.getByRole('article', { name: 'Página Northwind Games' });
    expect(within(card).getByText('Seguidores')).toBeTruthy();
    expect(within(card).getByText('Correo electrónico')).toBeTruthy();
    expect(within(card).getByText('(abreviado)')).toBeTruthy();
    const shown = screen.getByRole('article', { name: 'Publicación' });
    expect(within(shown).getByText('Abrir en el sitio')).toBeTruthy();
    expect(within(shown).getByRole('list', { name: 'Interacción' }).textContent).toContain('reacciones');
    expect(screen.getByText('4 adjuntos: 3 fotos, 1 vídeo')).toBeTruthy();
    expect(screen.queryByText('Open on the site')).toBeNull();
  });

  it('writes a rating in the locale, with one review said as one', () => {
    setLanguage('es');
    const { unmount } = render(<SellerCard seller={{ name: 'Ada', rating: 4.8, reviewCount: 1, badges: [], listings: [] }} />);
    expect(screen.getByText('4,8 de 5 (1 reseña)')).toBeTruthy();
    unmount();
    setLanguage('en');
    render(<SellerCard seller={{ name: 'Ada', rating: 4.8, reviewCount: 1, badges: [], listings: [] }} />);
    expect(screen.getByText('4.8 of 5 (1 review)')).toBeTruthy();
  });
});

describe('the comparison and the charts in Spanish', () => {
  it('names each figure and its unit in Spanish, and a figure not kept says so', async () => {
    setLanguage('es');
    const items = [kept('northwind', 'Northwind Games', 2000, NOW - DAY), kept('harbor', 'Quiet Harbor', 1, NOW - 3 * DAY)];
    const libraryList = async (q: LibraryQueryInput) => ({ items: q.kind === 'page' && !q.owner ? items : [] });
    renderUi(<BoardsView />, createFakeEnv({ api: { ...fakeBoardApi(), libraryList } }));
    await userEvent.click(await screen.findByLabelText('Northwind Games'));
    await userEvent.click(screen.getByLabelText('Quiet Harbor'));
    const audience = await screen.findByRole('figure', { name: 'Seguidores o miembros' });
    expect(within(audience).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Northwind Games2000 personas', 'Quiet Harbor1 persona']);
    const reactions = screen.getByRole('figure', { name: 'Mediana de reacciones por publicación' });
    expect(within(reactions).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Northwind Gamesno guardado', 'Quiet Harborno guardado']);
    expect(screen.getByLabelText('Actualidad: Quiet Harbor').textContent).toContain('sin publicaciones guardadas');
  });

  it('captions a chart and heads its table in Spanish, its figures in the locale', () => {
    setLanguage('es');
    const { container } = render(<BarChart title="Llamadas" bars={[{ label: 'lunes', value: 12345 }]} unit="créditos" />);
    expect(container.querySelector('figcaption')!.textContent).toBe('Llamadas · 12.345 créditos en total');
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Cuándo o qué', 'créditos', 'lunes']);
    expect(container.querySelector('td')!.textContent).toBe('12.345');
  });
});
