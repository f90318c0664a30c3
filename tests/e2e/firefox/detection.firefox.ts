import { SCENARIOS } from '../scenarios';
import { runInFirefox } from './run-scenarios';

runInFirefox('detection', SCENARIOS['detection']!);
