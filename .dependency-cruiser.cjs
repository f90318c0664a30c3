/**
 * The direction of imports between layers, drawn in the README's architecture section. A layer
 * may import itself and the layers listed for it in ALLOWED, never one above it or beside it.
 * `npm run lint` runs these rules; tests/unit/architecture/layers.test.ts plants violations in a
 * copy of the tree that resolves packages as this one does, and runs the same script over it.
 */
const LAYERS = {
  util: '^lib/util/',
  site: '^lib/site/',
  service: '^lib/service/',
  lookup: '^lib/lookup/',
  storage: '^lib/storage/',
  messaging: '^lib/messaging/',
  background: '^lib/background/',
  ui: '^lib/ui/',
  components: '^components/',
  entrypoints: '^entrypoints/',
};

/** What each layer may import, besides itself and npm packages. */
const ALLOWED = {
  util: [],
  site: ['util'],
  service: ['util'],
  lookup: ['util', 'site', 'service'],
  storage: ['util', 'site', 'service', 'lookup'],
  messaging: ['util', 'site', 'service', 'lookup'],
  background: ['util', 'site', 'service', 'lookup', 'storage', 'messaging'],
  ui: ['util', 'site', 'service', 'lookup', 'storage', 'messaging'],
  components: ['ui'],
  entrypoints: Object.keys(LAYERS).filter((l) => l !== 'entrypoints'),
};

/**
 * A path pattern for these npm packages (or scopes) as dependency-cruiser reports them: resolved
 * into node_modules (`node_modules/react/index.js`), or by name when it cannot resolve them
 * (`wxt/browser`, the `#imports` virtual module).
 */
function packages(names) {
  const alternatives = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return `(^|/)node_modules/(${alternatives})/|^(${alternatives})(/|$)`;
}

const layerRules = Object.entries(LAYERS).map(([layer, path]) => {
  const allowed = [layer, ...ALLOWED[layer]].map((l) => LAYERS[l]);
  return {
    name: `layer-${layer}`,
    comment: `${layer} may import only ${ALLOWED[layer].join(', ') || 'nothing of the project'} (see README: Architecture)`,
    severity: 'error',
    from: { path },
    to: {
      path: '^(lib|components|entrypoints|emulator)/',
      pathNot: allowed,
      // Components may use the service's model types (plain data shapes), nothing else of it.
      ...(layer === 'components' ? { dependencyTypesNot: ['type-only'] } : {}),
    },
  };
});

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'components-types-only-from-service',
      comment: 'components may import lib/service for its types only',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^lib/(?!ui/|service/)', dependencyTypes: ['type-only'] },
    },
    {
      name: 'no-browser-api-below-lookup',
      comment: 'lib/site, lib/service, lib/lookup and lib/util run in Node: no browser API, no wxt',
      severity: 'error',
      from: { path: '^lib/(site|service|lookup|util)/' },
      to: { path: packages(['wxt', '@wxt-dev', 'webextension-polyfill', '@webext-core', '@types/chrome', 'chrome', '#imports']) },
    },
    {
      name: 'no-ui-libraries-outside-ui',
      comment: 'React belongs to lib/ui, components and entrypoints',
      severity: 'error',
      from: { path: '^lib/(site|service|lookup|util|storage|messaging|background)/' },
      to: { path: packages(['react', 'react-dom', '@types/react', '@types/react-dom', 'zustand', '@tanstack']) },
    },
    {
      name: 'emulator-stands-alone',
      comment: 'the emulator is an independent stand-in: it imports nothing of the extension',
      severity: 'error',
      from: { path: '^emulator/' },
      to: { path: '^(lib|components|entrypoints)/' },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles anywhere',
      severity: 'error',
      from: { path: '^(lib|components|entrypoints|emulator)/' },
      to: { circular: true },
    },
  ],
  options: {
    // Packages are resolved (so the two package rules above see them) but not walked into.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.output|\\.wxt)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
