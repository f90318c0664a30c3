// The English catalogue: the source of every user-visible word, one file per area so each area's
// words sit beside each other. Other locales have the same keys with the same placeholders
// (tests/unit/ui/i18n/catalogue.test.ts).
import { base } from './base';
import { popup } from './popup';
import { options } from './options';
import { sidepanel } from './sidepanel';
import { sidepanelViews } from './sidepanel-views';
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
import { operationNames } from './operation-names';
import { downloads } from './downloads';

export const en = { ...base, popup, options, sidepanel: { ...sidepanel, ...sidepanelViews }, answers, photo, common, entities, compare, jobs, library, boards, watch, worker, errors, labels: { ...labels, operations: operationNames, downloads } };
