import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Bare user-visible words in components: JSX text with letters, and string literals in the
// attributes people read (title, aria-label, placeholder, alt, label). Words come from the message
// catalogue (lib/ui/i18n). The rule covers the directories already speaking through it; this list
// only grows until it is all of components/ (tests/unit/architecture/bare-strings.test.ts).
const VISIBLE_ATTRIBUTE = "JSXAttribute[name.name=/^(title|aria-label|placeholder|alt|label)$/]";
const LETTERS = '/[A-Za-z]/';
const BARE_WORDS = 'User-visible words come from the message catalogue: t(\'area.key\') (lib/ui/i18n).';
export const WORDS_FROM_CATALOGUE = ['components/**', 'lib/ui/**'];
/** Text written as it is shown in an expression: itself, a branch of ?: or the end of &&/??. */
const wordsIn = (container) =>
  [`${container} > Literal`, `${container} ConditionalExpression > Literal.consequent`, `${container} ConditionalExpression > Literal.alternate`, `${container} LogicalExpression > Literal.right`]
    .map((literal) => `${literal}[value=${LETTERS}]`)
    .concat(
      [`${container} > TemplateLiteral`, `${container} ConditionalExpression > TemplateLiteral.consequent`, `${container} ConditionalExpression > TemplateLiteral.alternate`].map(
        (template) => `${template} > TemplateElement[value.raw=${LETTERS}]`,
      ),
    )
    .map((selector) => ({ selector, message: BARE_WORDS }));
const NO_RAW_HTML = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML from the service.' };

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
      'no-restricted-syntax': ['error', NO_RAW_HTML],
    },
  },
  {
    files: WORDS_FROM_CATALOGUE,
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_RAW_HTML,
        { selector: `JSXText[value=${LETTERS}]`, message: BARE_WORDS },
        { selector: `${VISIBLE_ATTRIBUTE} > Literal[value=${LETTERS}]`, message: BARE_WORDS },
        ...['JSXElement > JSXExpressionContainer', `${VISIBLE_ATTRIBUTE} > JSXExpressionContainer`].flatMap(wordsIn),
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
