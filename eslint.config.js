import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { areaImportsRule } from './web/area-imports.js';
import { layerImportsRule } from './lambdas/layer-imports.js';

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

/**
 * The first segment of every page's path (shared/pages/definitions.ts); a string that starts
 * with one is a page URL written by hand. tests/unit/lint/page-url-rule.test.ts fails when a
 * page is added under a segment missing here.
 */
const PAGE_SEGMENTS = [
  'used-vans',
  'dealers',
  'value-my-van',
  'free-van-valuation',
  'ulez-van-checker',
  'compare',
  'saved',
  'how-it-works',
  'how-to-sell-your-van-quickly-and-easily',
  'register-to-sell',
  'blog',
  'about',
  'contact',
  'faq',
  'help',
  'privacy',
  'terms',
  'auth',
  'dashboard',
  'admin',
  'add-listing',
  'saved-searches',
  'listings',
  'messages',
];
const PAGE_PATH = `/^\\/(${PAGE_SEGMENTS.join('|')})(\\/|\\?|#|$)/`;
const PAGE_URL_MESSAGE =
  "Build a page's URL with its definition: pages.<page>.build() (shared/pages).";
/**
 * Page URLs as strings and in templates, and the home page's '/' where a link takes it (a bare
 * '/' is too common elsewhere: split('/'), startsWith('/')).
 */
const PAGE_URL_SELECTORS = [
  `Literal[value=${PAGE_PATH}]`,
  `TemplateElement[value.raw=${PAGE_PATH}]`,
  "JSXAttribute[name.name=/^(to|href)$/] > Literal[value='/']",
  "Property[key.name=/^(to|href)$/] > Literal[value='/']",
].map((selector) => ({ selector, message: PAGE_URL_MESSAGE }));
/** Tokens live in localStorage, so raw HTML is an XSS door we keep shut (decision 014). */
const NO_RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'No raw HTML in the SPA: render text, or Markdown through react-markdown.',
};

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
      'no-restricted-syntax': ['error', NO_RAW_HTML],
    },
  },
  // Page URLs are built from their definitions (shared/pages, decision 037), so a page can move
  // in one place. Tests are left out: they state the URL they expect, so that a wrong build()
  // fails them instead of agreeing with itself.
  {
    files: ['lambdas/**/*.ts', 'shared/**/*.ts'],
    ignores: ['shared/pages/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PAGE_URL_SELECTORS] },
  },
  {
    // One list of restricted syntax per file: a later setting replaces the earlier one.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/**/*-fixtures.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_RAW_HTML, ...PAGE_URL_SELECTORS] },
  },
  // A web area imports only ui/, lib/, api/, auth/, forms/, content/, #shared/* and itself (decision 045).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { vanyard: { rules: { 'area-imports': areaImportsRule } } },
    rules: { 'vanyard/area-imports': 'error' },
  },
  // The layers of lambdas/: only transports import http/, infrastructure imports no domain,
  // domains import each other through their entry, a repository imports no feature (decision 048).
  {
    files: ['lambdas/**/*.ts'],
    plugins: { vanyard: { rules: { 'lambda-layers': layerImportsRule } } },
    rules: { 'vanyard/lambda-layers': 'error' },
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
