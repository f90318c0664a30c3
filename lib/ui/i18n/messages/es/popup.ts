import type { Shape } from '../../types';
import type { popup as en } from '../en/popup';

export const popup = {
  brand: 'Social Lookup',
  notOnSite: 'Esta pestaña no está en el sitio. Abre una página, un grupo, una publicación o un vídeo del sitio, o busca desde el panel lateral.',
  thisTab: 'Esta pestaña',
  readingTab: 'Leyendo la pestaña…',
  notAnEntity: 'Esta dirección no es una página, un grupo, una publicación ni un vídeo. El panel lateral muestra a qué enlaza la página.',
  lookUp: 'Consultar',
  show: 'Mostrar',
  lookUpThis: 'Consultar: {what}',
  link: 'enlace',
  boundary: 'La ventana emergente',
  openSidePanel: 'Abrir el panel lateral',
  options: 'Opciones',
  pageListsLabel: 'Lo que muestra la página',
  pageLists: {
    one: 'La página muestra {count} elemento (gratis): {kinds}. El panel lateral los muestra.',
    many: 'La página muestra {count} de elementos (gratis): {kinds}. El panel lateral los muestra.',
    other: 'La página muestra {count} elementos (gratis): {kinds}. El panel lateral los muestra.',
  },
  recentTitle: 'Consultas recientes',
  nothingYet: 'Aún no se ha consultado nada.',
  lookedUp: 'Consultado {age}',
  openAgain: ' · abrir de nuevo: {cost}',
} satisfies Shape<typeof en>;
