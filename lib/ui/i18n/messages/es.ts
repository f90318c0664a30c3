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
  options: {
    language: {
      title: 'Idioma',
      label: 'Idioma de la extensión',
      auto: 'El del navegador ({language})',
      hint: 'Menús, paneles y esta página. Los archivos exportados mantienen las fechas ISO y los mismos nombres de columna en todos los idiomas.',
    },
  },
} satisfies Shape<typeof en>;
