import type { Shape } from '../../types';
import type { watch as en } from '../en/watch';

export const watch = {} satisfies Shape<typeof en>;
