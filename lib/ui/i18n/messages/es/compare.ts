import type { Shape } from '../../types';
import type { compare as en } from '../en/compare';

export const compare = {
  title: 'Comparación',
  intro: 'Compara de dos a cuatro con lo que está guardado, gratis.',
  compare: 'Comparar',
  kindToCompare: 'Tipo que comparar',
  keptToCompare: 'Guardados para comparar',
  nothingKept: 'Aún no hay nada guardado de este tipo.',
  pickTwo: 'Elige al menos dos.',
  from: 'A partir de {columns} guardadas.',
  postsOf: {
    one: '{count} publicación de {title}',
    many: '{count} de publicaciones de {title}',
    other: '{count} publicaciones de {title}',
  },
  notKept: 'no guardado',
  fresh: {
    label: 'Actualidad: {title}',
    subject: '{kind}: datos de {age}',
    posts: 'publicaciones de {age}',
    noPosts: 'sin publicaciones guardadas',
    ads: 'anuncios de {age}',
    noAds: 'sin anuncios guardados',
    refresh: 'Actualizar',
  },
  figure: {
    audience: { title: 'Seguidores o miembros', value: { one: '{count} persona', many: '{count} de personas', other: '{count} personas' } },
    postsPerWeek: {
      title: 'Publicaciones por semana',
      value: { one: '{count} publicación por semana', many: '{count} de publicaciones por semana', other: '{count} publicaciones por semana' },
    },
    medianReactions: {
      title: 'Mediana de reacciones por publicación',
      value: { one: '{count} reacción', many: '{count} de reacciones', other: '{count} reacciones' },
    },
    medianComments: {
      title: 'Mediana de comentarios por publicación',
      value: { one: '{count} comentario', many: '{count} de comentarios', other: '{count} comentarios' },
    },
    adsRunning: { title: 'Anuncios en circulación', value: { one: '{count} anuncio', many: '{count} de anuncios', other: '{count} anuncios' } },
    medianDaysRunning: {
      title: 'Mediana de días en circulación de un anuncio',
      value: { one: '{count} día', many: '{count} de días', other: '{count} días' },
    },
  },
  chart: {
    inAll: '· {total} {unit} en total',
    whenOrWhat: 'Cuándo o qué',
    item: 'Elemento',
    date: 'Fecha',
  },
} satisfies Shape<typeof en>;
