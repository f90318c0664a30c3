import type { Shape } from '../../types';
import type { common as en } from '../en/common';

export const common = {} satisfies Shape<typeof en>;
