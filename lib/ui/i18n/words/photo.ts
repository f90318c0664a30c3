// The English of the photo network's views' words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { photo } from '../messages/en/photo';

addEnglish({ photo });
