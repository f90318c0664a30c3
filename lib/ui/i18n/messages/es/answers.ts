import type { Shape } from '../../types';
import type { answers as en } from '../en/answers';

export const answers = {} satisfies Shape<typeof en>;
