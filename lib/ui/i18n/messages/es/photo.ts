import type { Shape } from '../../types';
import type { photo as en } from '../en/photo';

export const photo = {} satisfies Shape<typeof en>;
