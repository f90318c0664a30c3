// The English of the library's words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { library } from '../messages/en/library';

addEnglish({ library });
