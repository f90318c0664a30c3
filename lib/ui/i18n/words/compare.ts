// The English of the compare view's and charts' words, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { compare } from '../messages/en/compare';

addEnglish({ compare });
