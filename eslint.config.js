import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['.output/**', '.output-*/**', '.wxt/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Data from the service is untrusted: never render it as HTML.
      'no-restricted-properties': ['error', { property: 'innerHTML', message: 'Render with React; no raw HTML.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML from the service.' },
      ],
    },
  },
  {
    // These layers run in Node (tests, the benchmark): no browser API (imports are checked by
    // dependency-cruiser, see .dependency-cruiser.cjs).
    files: ['lib/site/**', 'lib/service/**', 'lib/lookup/**', 'lib/util/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'chrome', message: 'No browser API below lib/storage: pass what is needed in.' },
        { name: 'browser', message: 'No browser API below lib/storage: pass what is needed in.' },
      ],
    },
  },
  {
    // The emulator's fixture site builds HTML on the server, escaping every value.
    files: ['emulator/**', 'tests/**', 'scripts/**'],
    rules: {
      'no-restricted-properties': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Playwright fixtures call `use()`, which is not React's hook.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);
