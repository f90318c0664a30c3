import type { Shape } from '../../types';
import type { entities as en } from '../en/entities';

export const entities = {} satisfies Shape<typeof en>;
