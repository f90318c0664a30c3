import type { Shape } from '../../types';
import type { errors as en } from '../en/errors';

export const errors = {} satisfies Shape<typeof en>;
