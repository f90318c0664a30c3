import type { Shape } from '../../types';
import type { menus as en } from '../en/menus';

export const menus = {} satisfies Shape<typeof en>;
