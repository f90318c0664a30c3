// The English of answers' words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { answers } from '../messages/en/answers';

addEnglish({ answers });
