// The English of the options page's words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { options } from '../messages/en/options';

addEnglish({ options });
