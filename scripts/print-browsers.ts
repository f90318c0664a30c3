import { describe, findChromium, findFirefox, realMachine } from './find-browser';

/** Prints the browsers the tests will use (CI runs it after setting up the machine); exit 1 if one is missing. */
const machine = realMachine();
const chromium = findChromium(machine);
const firefox = findFirefox(machine);
for (const [name, s] of [['Chromium', chromium], ['Firefox', firefox]] as const) {
  // Firefox is not asked its version when found (each test launch looks it up): asked here for the log.
  const version = s.found && name === 'Firefox' ? machine.version(s.found.path) : undefined;
  console.log(describe(name, s.found && version ? { ...s, found: { ...s.found, version } } : s));
  for (const r of s.refused) console.log(`  passed over ${r.path} (${r.source}): ${r.reason}`);
}
process.exit(chromium.found && firefox.found ? 0 : 1);
