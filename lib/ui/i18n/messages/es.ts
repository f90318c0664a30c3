// The Spanish catalogue (neutral Spanish, read in Spain and Latin America alike).
import type { Shape } from '../types';
import type { en } from './en';

export const es = {
  manifest: {
    extName: 'Social Lookup',
    extDescription:
      'Consulta páginas públicas, grupos, publicaciones y vídeos de la red social sin salir de ella, con el coste de cada llamada a la vista antes.',
    openSidePanel: 'Abrir el panel lateral de consultas',
  },
  count: {
    credit: { one: '{count} crédito', many: '{count} de créditos', other: '{count} créditos' },
    call: { one: '{count} llamada', many: '{count} de llamadas', other: '{count} llamadas' },
    day: { one: '{count} día', many: '{count} de días', other: '{count} días' },
  },
  dates: {
    justNow: 'ahora mismo',
    minutesAgo: 'hace {count} min',
    hoursAgo: 'hace {count} h',
    daysAgo: { one: 'hace {count} día', many: 'hace {count} de días', other: 'hace {count} días' },
  },
  popup: {
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
  },
  options: {
    language: {
      title: 'Idioma',
      label: 'Idioma de la extensión',
      auto: 'El del navegador ({language})',
      hint: 'Menús, paneles y esta página. Los archivos exportados mantienen las fechas ISO y los mismos nombres de columna en todos los idiomas.',
    },
  },
} satisfies Shape<typeof en>;
