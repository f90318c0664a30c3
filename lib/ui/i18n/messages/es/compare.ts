import type { Shape } from '../../types';
import type { compare as en } from '../en/compare';

export const compare = {} satisfies Shape<typeof en>;
