import type { Shape } from '../../types';
import type { sidepanel as en } from '../en/sidepanel';

export const sidepanel = {} satisfies Shape<typeof en>;
