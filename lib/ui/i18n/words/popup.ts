// The English of the popup's words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { popup } from '../messages/en/popup';

addEnglish({ popup });
