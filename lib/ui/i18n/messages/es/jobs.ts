import type { Shape } from '../../types';
import type { jobs as en } from '../en/jobs';

export const jobs = {} satisfies Shape<typeof en>;
