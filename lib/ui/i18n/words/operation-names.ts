// The English of the service's operations' names, added to the catalogue by the modules that say them.
import { addEnglish } from '../catalogue';
import { operationNames } from '../messages/en/operation-names';

addEnglish({ labels: { operations: operationNames } });
