import type { Shape } from '../../types';
import type { boards as en } from '../en/boards';

export const boards = {} satisfies Shape<typeof en>;
