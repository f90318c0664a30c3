// The English of the side panel's words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { sidepanel } from '../messages/en/sidepanel';

addEnglish({ sidepanel });
