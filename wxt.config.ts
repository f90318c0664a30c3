import { defineConfig } from 'wxt';
import { DEFAULT_SITE_HOSTS, matchPatternsFor } from './lib/site';
import { xlsxZipOnMainThread } from './scripts/xlsx-zip-plugin';
import { manifestLocaleFiles, manifestMessage } from './lib/ui/i18n/manifest-locales';

// Loopback origins the local emulator runs on. Shipped builds only ask for them when the user
// saves a loopback base URL; demo and test builds (mode "e2e") grant them up front, because
// Chromium's permission prompt cannot be answered under automation.
const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*', 'http://[::1]/*'];
// Fixed: Firefox keeps the add-on's storage across reinstalls, and tests can pick its moz-extension host.
const FIREFOX_ID = 'social-lookup@social-lookup.example';
// The default site hosts, from the one list the settings and the content script use too.
const SITE_MATCHES = matchPatternsFor(DEFAULT_SITE_HOSTS);
// The extension's pages: only its own scripts, no plugins, no <base>, no frames. Stricter than the
// browsers' default (which allows plugins from the extension); images and the service's origin
// are left open because the user chooses the service and its answers link images from anywhere.
const PAGES_CSP = "script-src 'self'; object-src 'none'; base-uri 'none'; frame-src 'none'";
// The icon at every size the stores ask for, drawn from assets/icon/icon.svg by scripts/make-icons.ts.
const ICONS = Object.fromEntries([16, 32, 48, 128].map((size) => [size, `icon/${size}.png`]));

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  srcDir: '.',
  // No auto-imports: every file names what it uses, so the layer rules see every import.
  imports: false,
  outDirTemplate: '{{browser}}-mv{{manifestVersion}}{{modeSuffix}}',
  webExt: { disabled: true },
  // The sources package the Firefox store asks for: what rebuilds the extension, not local output.
  zip: { excludeSources: ['reports/**', 'bench/**', 'docs/screenshots/**', 'test-results/**', 'playwright-report/**'] },
  // The e2e/demo build ("npm run build:e2e", with NODE_ENV=production so React and JSX are the
  // production ones) is the production build plus loopback permissions and a test hook. No module
  // preloading: the extension's files are local, so preloading a lazy view's imports gains nothing.
  // The XLSX writer zips on the page's thread (scripts/xlsx-zip-plugin.ts); the dev server must not
  // pre-bundle it, which would skip that plugin.
  vite: (env) => ({
    plugins: [xlsxZipOnMainThread()],
    optimizeDeps: { exclude: ['write-excel-file'] },
    build: { modulePreload: false, ...(env.mode === 'e2e' ? { minify: true } : {}) },
  }),
  hooks: {
    // The manifest's name, description and command in every language of the catalogue
    // (lib/ui/i18n): _locales/<lang>/messages.json, generated so the words have one home.
    'build:publicAssets': (_wxt, files) => {
      files.push(...manifestLocaleFiles());
    },
    // Firefox opens a new add-on's sidebar at install by default; the options page opens then
    // already (to set the key), and the sidebar opens when the user asks for it.
    'build:manifestGenerated': (wxt, manifest) => {
      const sidebar = (manifest as { sidebar_action?: Record<string, unknown> }).sidebar_action;
      if (wxt.config.browser === 'firefox' && sidebar) sidebar.open_at_install = false;
    },
    // The content script (under 8 KB gzipped) and the background (under 100 KB, and what users feel is its start: `npm run bench`) use WXT's own
    // `browser`, the native object, instead of the polyfill the pages get: every API they await
    // returns a promise natively in current Chrome and Firefox MV3, and their messaging
    // (lib/messaging/receive.ts, ports) answers through `sendResponse` and ports, never through a
    // promise returned from a listener, which is what the polyfill adds.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.every((e) => e.type === 'content-script' || e.type === 'background')) return;
      const alias = config.resolve?.alias;
      if (Array.isArray(alias)) {
        config.resolve!.alias = alias.filter((a) => a.find !== 'wxt/browser');
      } else if (alias && typeof alias === 'object') {
        delete (alias as Record<string, string>)['wxt/browser'];
      }
    },
  },
  manifest: ({ mode, browser }) => ({
    name: manifestMessage('extName'),
    description: manifestMessage('extDescription'),
    default_locale: 'en',
    // Firefox has a sidebar (WXT turns the sidepanel entrypoint into sidebar_action) instead of
    // the sidePanel API.
    permissions: ['storage', 'contextMenus', 'scripting', 'downloads', 'unlimitedStorage', 'alarms', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    host_permissions: mode === 'e2e' ? [...SITE_MATCHES, ...LOOPBACK] : SITE_MATCHES,
    optional_host_permissions: ['https://*/*', ...LOOPBACK],
    // Asked when the user turns on notifications of new watched items.
    optional_permissions: ['notifications'],
    // Both builds are MV3: the pages' policy in its object form.
    content_security_policy: { extension_pages: PAGES_CSP },
    icons: ICONS,
    action: { default_title: manifestMessage('extName'), default_icon: ICONS },
    ...(browser === 'firefox'
      ? {
          // Firefox is built as MV3 ("wxt build -b firefox --mv3"): 128 is the first release with
          // optional_host_permissions (127 grants host_permissions at install), and an ESR.
          browser_specific_settings: { gecko: { id: FIREFOX_ID, strict_min_version: '128.0' } },
        }
      : { side_panel: { default_path: 'sidepanel.html' } }),
    commands: {
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: manifestMessage('openSidePanel'),
      },
    },
  }),
});
