import { SCENARIOS } from '../scenarios';
import { runInFirefox } from './run-scenarios';

runInFirefox('failures', SCENARIOS['failures']!);
