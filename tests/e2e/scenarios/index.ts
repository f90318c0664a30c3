import type { Scenario } from './common';
import { detectionScenarios } from './detection';
import { failureScenarios } from './failures';
import { optionsScenarios } from './options';
import { pageIsolationScenarios } from './page-isolation';
import { photoScenarios } from './photo';
import { popupScenarios } from './popup';
import { sidePanelScenarios } from './side-panel';

/** Every cross-browser scenario, by group (one test file per group in Firefox). */
export const SCENARIOS: Record<string, Scenario[]> = {
  options: optionsScenarios,
  popup: popupScenarios,
  detection: detectionScenarios,
  'side-panel': sidePanelScenarios,
  failures: failureScenarios,
  'page-isolation': pageIsolationScenarios,
  photo: photoScenarios,
};
