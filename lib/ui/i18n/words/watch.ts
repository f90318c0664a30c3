// The English of the watch view's words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { watch } from '../messages/en/watch';

addEnglish({ watch });
