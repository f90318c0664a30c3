import type { Shape } from '../../types';
import type { labels as en } from '../en/labels';

export const labels = {} satisfies Shape<typeof en>;
