// The English of bulk jobs' words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { jobs } from '../messages/en/jobs';

addEnglish({ jobs });
