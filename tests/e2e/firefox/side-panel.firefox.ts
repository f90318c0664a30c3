import { SCENARIOS } from '../scenarios';
import { runInFirefox } from './run-scenarios';

runInFirefox('side-panel', SCENARIOS['side-panel']!);
