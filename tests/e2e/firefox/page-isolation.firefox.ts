import { SCENARIOS } from '../scenarios';
import { runInFirefox } from './run-scenarios';

runInFirefox('page-isolation', SCENARIOS['page-isolation']!);
