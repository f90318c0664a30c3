import type { Shape } from '../../types';
import type { library as en } from '../en/library';

export const library = {} satisfies Shape<typeof en>;
