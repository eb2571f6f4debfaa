import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Which side may import which (docs/decisions/016-route-contracts.md). */
function boundary(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}
const NOT_INFRA = {
  regex: '(^|/|#)infra(/|$)',
  message: 'lambdas/, web/ and shared/ never import infra/: move what both need to shared/.',
};
const NOT_LAMBDAS = {
  regex: '(^|/|#)lambdas(/|$)',
  message: 'Only lambdas/ and the tooling import lambdas/: move what both need to shared/.',
};
const NOT_WEB = {
  regex: '(^|/|#)web(/|$)',
  message: 'shared/ imports neither side: it is what both sides use.',
};

/** A string that starts with the path of a page area: a page URL written by hand. */
const PAGE_PATH = '/^\\/(dashboard|admin|auth|used-vans)(\\/|\\?|#|$)/';

const WEB_IMPORTS = [
  NOT_INFRA,
  NOT_LAMBDAS,
  {
    regex: '(^|/|#)shared/api(/index)?$',
    message:
      'Import the one route module you call (shared/api/routes/...): the list of every route carries every schema into the page.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'cdk.out/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Tokens live in localStorage, so raw HTML is an XSS door we keep shut (decision 014).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No raw HTML in the SPA: render text, or Markdown through react-markdown.',
        },
      ],
    },
  },
  // Page URLs are built from their definitions (shared/pages, decision 037), so a page can move
  // in one place; the web side follows as its links are rewritten.
  {
    files: ['lambdas/**/*.ts', 'shared/**/*.ts'],
    ignores: ['shared/pages/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[`Literal[value=${PAGE_PATH}]`, `TemplateElement[value.raw=${PAGE_PATH}]`].map(
          (selector) => ({
            selector,
            message: "Build a page's URL with its definition: pages.<page>.build() (shared/pages).",
          }),
        ),
      ],
    },
  },
  boundary(['lambdas/**/*.ts'], [NOT_INFRA]),
  boundary(['shared/**/*.ts'], [NOT_INFRA, NOT_LAMBDAS, NOT_WEB]),
  boundary(['web/**/*.{ts,tsx}'], WEB_IMPORTS),
  // The server renderer (docs/decisions/028-server-rendered-pages.md) runs in Node, and only it
  // may hold what the browser must not download; no page imports it.
  {
    files: ['web/src/server/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    ...boundary(
      ['web/**/*.{ts,tsx}'],
      [
        ...WEB_IMPORTS,
        {
          // Relative paths only: react-dom/server stays allowed (tests render with it).
          regex: '^(\\.\\.?/(.*/)?|#web/)server(/|$)',
          message: 'The browser never imports the server renderer (web/src/server).',
        },
      ],
    ),
    // The renderer itself, its build (the Vite config loads its plugin) and tests, which render
    // pages through it (web/src/routes/server-render.test.tsx): none of them reaches a browser.
    ignores: ['web/src/server/**', 'web/vite.config.ts', 'web/**/*.test.{ts,tsx}'],
  },
);
