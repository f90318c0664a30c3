// The Spanish catalogue (neutral Spanish, read in Spain and Latin America alike): each area typed
// as the English one's shape, so a missing key fails to compile.
import type { Shape } from '../../types';
import type { en } from '../en';
import { base } from './base';
import { popup } from './popup';
import { options } from './options';
import { sidepanel } from './sidepanel';
import { answers } from './answers';
import { photo } from './photo';
import { common } from './common';
import { entities } from './entities';
import { compare } from './compare';
import { jobs } from './jobs';
import { library } from './library';
import { boards } from './boards';
import { watch } from './watch';
import { worker } from './worker';
import { errors } from './errors';
import { labels } from './labels';

export const es = { ...base, popup, options, sidepanel, answers, photo, common, entities, compare, jobs, library, boards, watch, worker, errors, labels } satisfies Shape<typeof en>;
