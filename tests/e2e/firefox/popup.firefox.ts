import { SCENARIOS } from '../scenarios';
import { runInFirefox } from './run-scenarios';

runInFirefox('popup', SCENARIOS['popup']!);
