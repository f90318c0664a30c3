// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerView } from '../../../components/answers/AnswerView';
import { ErrorBoundary } from '../../../components/common/ErrorBoundary';
import { CreditsMeter } from '../../../components/common/CreditsMeter';
import { ErrorPanel } from '../../../components/common/ErrorPanel';
import { setLanguage } from '../../../lib/ui/i18n/catalogue';
import type { UseCaseResult } from '../../../lib/lookup/types';
import { credits, NOW, ok, page, pageDetection, PAGE_URL, result, step } from './fixtures';
import { renderUi } from './harness';
import { photoAnswer, PHOTO_URL, THREE_POSTS } from './photo-world';

afterEach(() => {
  cleanup();
  setLanguage('en');
});

const es = (n: number) => new Intl.NumberFormat('es').format(n);
const answer = (r: UseCaseResult, place: 'popup' | 'panel', url = PHOTO_URL) => renderUi(<AnswerView result={r} url={url} place={place} />);

// A page the service gave no name.
const { name: _name, ...unnamed } = page;

function Broken(): never {
  throw new Error('bad shape');
}

describe('answer views in Spanish', () => {
  it('a page in the popup, and a list counted by the locale’s plural rules; English again after', () => {
    setLanguage('es');
    const pageAnswer = result('lookup_url', [step('get_page_details', ok('page', unnamed))], { detection: pageDetection });
    answer(pageAnswer, 'popup', PAGE_URL);
    expect(screen.getByRole('link', { name: 'Página sin nombre' })).toBeTruthy();
    expect(screen.getByText('seguidores')).toBeTruthy();
    cleanup();
    answer(result('lookup_url', []), 'popup', PAGE_URL);
    expect(screen.getByText('El servicio no devolvió nada para este enlace.')).toBeTruthy();
    cleanup();
    setLanguage('en');
    answer(result('lookup_url', []), 'popup', PAGE_URL);
    expect(screen.getByText('The service returned nothing for this link.')).toBeTruthy();
  });

  it('a photo profile and its posts: exact counts, sort, layout and the hint in Spanish', () => {
    setLanguage('es');
    answer(photoAnswer('photo_get_profile_details'), 'panel');
    const card = screen.getByRole('article', { name: 'Perfil @lumen.atelier' });
    const counts = within(card).getByRole('list', { name: 'Cifras' }).textContent!;
    expect(counts).toContain(`${es(1_200_000)} seguidores`);
    expect(counts).toContain(`${es(1204)} publicaciones`);
    expect(within(card).getByRole('region', { name: 'Contacto de la empresa' })).toBeTruthy();
    cleanup();
    answer(photoAnswer('photo_get_profile_posts', THREE_POSTS), 'panel');
    expect(screen.getByRole('list', { name: 'publicaciones' })).toBeTruthy();
    expect(screen.getByText('3 publicaciones cargadas')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ordenar' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Más me gusta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cuadrícula' })).toBeTruthy();
    expect(screen.getByText('En el orden del servicio.')).toBeTruthy();
    cleanup();
    answer(photoAnswer('photo_get_profile_posts'), 'popup');
    expect(document.body.textContent).toContain('2 publicaciones en esta respuesta: el panel lateral las muestra');
  });

  it('the shared parts: credits, a failure’s way forward and a view that failed', () => {
    setLanguage('es');
    render(<CreditsMeter credits={credits} now={NOW} onRefresh={() => undefined} />);
    const meter = screen.getByRole('region', { name: 'Créditos' });
    // A big balance is written compact ("18,3 mil", with a no-break space), the sentence around it whole.
    expect(meter.textContent).toMatch(/^Te quedan 18,3\smil créditos de 30\.000/);
    expect(meter.textContent).toContain('Hoy: 7 créditos de un presupuesto de 50 · plan Starter');
    expect(within(meter).getByRole('button', { name: 'Actualizar los créditos (gratis)' })).toBeTruthy();
    cleanup();
    renderUi(<ErrorPanel error={{ code: 'upstream_error', status: 502, requestId: 'req-9' }} onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByText('Detalles')).toBeTruthy();
    expect(screen.getByText('Id de la solicitud')).toBeTruthy();
    cleanup();
    render(
      <ErrorBoundary label="La vista">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('No se pudo mostrar: La vista')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });
});
