import { defineConfig } from 'wxt';
import { DEFAULT_SITE_HOSTS, matchPatternsFor } from './lib/site/hosts';

// Loopback origins the local emulator runs on. Shipped builds only ask for them when the user
// saves a loopback base URL; demo and test builds (mode "e2e") grant them up front, because
// Chromium's permission prompt cannot be answered under automation.
const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*', 'http://[::1]/*'];
// The default site hosts, from the one list the settings and the content script use too.
const SITE_MATCHES = matchPatternsFor(DEFAULT_SITE_HOSTS);

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  srcDir: '.',
  outDirTemplate: '{{browser}}-mv{{manifestVersion}}{{modeSuffix}}',
  webExt: { disabled: true },
  // The e2e/demo build ("npm run build:e2e", with NODE_ENV=production so React and JSX are the
  // production ones) is the production build plus loopback permissions and a test hook.
  vite: (env) => (env.mode === 'e2e' ? { build: { minify: true } } : {}),
  hooks: {
    // The content script must stay tiny (under 8 KB gzipped) and only needs runtime messaging
    // and one storage read, which Chrome and Firefox both offer natively: it uses WXT's own
    // `browser` (the native object) instead of the polyfill that every other entrypoint gets.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'content-script')) return;
      const alias = config.resolve?.alias;
      if (Array.isArray(alias)) {
        config.resolve!.alias = alias.filter((a) => a.find !== 'wxt/browser');
      } else if (alias && typeof alias === 'object') {
        delete (alias as Record<string, string>)['wxt/browser'];
      }
    },
  },
  manifest: ({ mode, browser, manifestVersion }) => ({
    name: 'Social Lookup',
    description:
      'Look up public pages, groups, posts and videos of the social network in place, with the cost of every call shown first.',
    // Firefox has a sidebar (from side_panel below) instead of the sidePanel API.
    permissions: ['storage', 'unlimitedStorage', 'downloads', 'contextMenus', 'scripting', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    host_permissions: mode === 'e2e' ? [...SITE_MATCHES, ...LOOPBACK] : SITE_MATCHES,
    optional_host_permissions: ['https://*/*', ...LOOPBACK],
    // MV2 has no optional_host_permissions: the same origins go in optional_permissions.
    ...(manifestVersion === 2 ? { optional_permissions: ['https://*/*', ...LOOPBACK] } : {}),
    action: { default_title: 'Social Lookup' },
    side_panel: { default_path: 'sidepanel.html' },
    commands: {
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: 'Open the lookup side panel',
      },
    },
  }),
});
