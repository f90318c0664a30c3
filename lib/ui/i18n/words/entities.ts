// The English of entity cards' words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { entities } from '../messages/en/entities';

addEnglish({ entities });
