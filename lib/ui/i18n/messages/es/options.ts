import type { Shape } from '../../types';
import type { options as en } from '../en/options';

export const options = {
  language: {
    title: 'Idioma',
    label: 'Idioma de la extensión',
    auto: 'El del navegador ({language})',
    hint: 'Menús, paneles y esta página. Los archivos exportados mantienen las fechas ISO y los mismos nombres de columna en todos los idiomas.',
  },
} satisfies Shape<typeof en>;
