import { describe, findChromium, findFirefox, realMachine } from './find-browser';

/** Prints the browsers the tests will use (CI runs it after setting up the machine); exit 1 if one is missing. */
const machine = realMachine();
const chromium = findChromium(machine);
const firefox = findFirefox(machine);
for (const [name, s] of [['Chromium', chromium], ['Firefox', firefox]] as const) {
  console.log(describe(name, s));
  for (const r of s.refused) console.log(`  passed over ${r.path} (${r.source}): ${r.reason}`);
}
process.exit(chromium.found && firefox.found ? 0 : 1);
