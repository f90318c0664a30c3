import type { Shape } from '../../types';
import type { base as en } from '../en/base';

export const base = {
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
} satisfies Shape<typeof en>;
