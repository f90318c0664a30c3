// The English of saving media files, added to the catalogue by the modules that say it.
import { addEnglish } from '../catalogue';
import { downloads } from '../messages/en/downloads';

addEnglish({ labels: { downloads } });
