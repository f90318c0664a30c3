// The English of boards' words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { boards } from '../messages/en/boards';

addEnglish({ boards });
