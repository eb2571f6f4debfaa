import path from 'node:path';

/**
 * The area rule of web/src (docs/decisions/045-ui-kit-and-area-rule.md): a feature area
 * (home/, search/, listing/, admin/, ...) imports only the shared layers below (content/ is the
 * site's texts as data: Markdown and the make pages' facts), the
 * repository's shared/ (#shared/*) and itself. Cross-area navigation goes by page definitions
 * (shared/pages), not by importing another area's code.
 */
export const SHARED_LAYERS = ['ui', 'lib', 'api', 'auth', 'forms', 'content'];

/**
 * Composition roots: they put the areas together, so they may import any of them.
 * app/ is the provider tree and hydration, routes/ the route modules, server/ the server
 * renderer, layout/ the site's frame (header, footer, sell banner); the files at web/src's top
 * (entry.ts, main.tsx, router.tsx) start the app.
 */
export const COMPOSITION_ROOTS = ['app', 'routes', 'server', 'layout'];

/**
 * Today's cross-area imports, `from -> to` (paths under web/src, no extension). The list only
 * shrinks: tests/unit/lint/area-imports.test.ts fails on a stale entry as on a new violation.
 * Each group says why it is still here and where it goes.
 */
export const AREA_IMPORT_ALLOW_LIST = [
  // The admin frame reuses the site's skip link, main region and navigation (layout/ is a
  // composition root; the admin layout should become one too, or these move to ui/).
  'admin/layout/admin-layout.tsx -> layout/main-region',
  'admin/layout/admin-layout.tsx -> layout/skip-link',
  'admin/layout/admin-site-links.tsx -> layout/navigation',
  // The admin edits a listing with the seller's form and flow (the one form hook, issue 30.2).
  'admin/listings/admin-edit-flow.ts -> listing-form/edit-flow',
  'admin/listings/admin-edit-listing-page.tsx -> listing-form/edit-listing-page',
  'admin/listings/admin-listing-page.tsx -> listing-form/save-failure',
  // The admin imports a CSV for a seller with the seller's import dialog.
  'admin/listings/admin-import.tsx -> csv-import/import-copy',
  'admin/listings/admin-import.tsx -> csv-import/import-csv-button',
  'admin/listings/admin-import.tsx -> csv-import/import-dialog',
  'admin/listings/admin-import.tsx -> csv-import/import-state',
  'admin/listings/import-owner-chooser.tsx -> csv-import/import-copy',
  'my-listings/my-listings-page.tsx -> csv-import/import-csv-button',
  'my-listings/my-listings-page.tsx -> csv-import/import-dialog',
  'my-listings/my-listings-page.tsx -> csv-import/running-import-banner',
  'my-listings/my-listings-page.tsx -> csv-import/use-seller-import',
  'csv-import/use-csv-import.ts -> listing-form/presigned-post',
  // An owner's listing summary (state, boosts, what needs doing) read by the admin, boost and
  // receipt pages: a candidate for lib/.
  'admin/listings/listing-details.ts -> my-listings/owner-summary',
  'admin/ui/load-states.tsx -> my-listings/owner-summary',
  'boost/boost-page.tsx -> my-listings/owner-summary',
  'payments/receipt-page.tsx -> my-listings/owner-summary',
  'boost/boost-page.tsx -> my-listings/my-listings-copy',
  'boost/boost-page.tsx -> my-listings/use-own-listings',
  // The listing page's words and gallery shown again on the admin review and the owner's view.
  'admin/listings/listing-review.tsx -> listing/listing-copy',
  'my-listings/owner-listing-view.tsx -> listing/gallery',
  'my-listings/owner-listing-view.tsx -> listing/listing-copy',
  // Search URLs built by hand outside search/: they become page definitions (issue 29.2d).
  'home/home-search.tsx -> search/filter-rules',
  'home/home-search.tsx -> search/live-count',
  'home/home-search.tsx -> search/saved-filters',
  'home/home-search.tsx -> search/search-url',
  'home/home-search.tsx -> search/use-live-count',
  'home/nearby-vans.tsx -> search/search-url',
  'home/shortcuts.ts -> search/search-url',
  'listing/listing-copy.ts -> search/search-copy',
  'listing/live-listing.tsx -> search/saved-filters',
  'ulez/ulez-checker-page.tsx -> search/search-url',
  'valuation/similar-vans-card.tsx -> search/search-url',
  'search/search-page.tsx -> home/buyer-postcode',
  'search/use-search-actions.ts -> layout/use-route-focus',
  // Blog parts shown elsewhere: the article card.
  'home/latest-news.tsx -> blog/article-card',
  // The privacy page names the sell banner's stored choice.
  'legal/privacy-sections.tsx -> layout/sell-banner',
];

const WEB_SRC = 'web/src/';

/** The file's path under web/src ('home/hero.tsx'), or null outside it. */
function underWebSrc(filename, cwd) {
  const relative = path.relative(cwd, filename).split(path.sep).join('/');
  return relative.startsWith(WEB_SRC) ? relative.slice(WEB_SRC.length) : null;
}

function areaOf(pathUnderSrc) {
  const parts = pathUnderSrc.split('/');
  return parts.length > 1 ? parts[0] : null;
}

/**
 * The module an import names, under web/src and without its extension ('search/search-url'),
 * or null for a package or another tree (#shared/*, react).
 */
export function importTarget(fromUnderSrc, specifier) {
  if (specifier.startsWith('#web/')) return specifier.slice('#web/'.length);
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromUnderSrc), specifier));
  return target.startsWith('..') ? null : target.replace(/\.(tsx?|js)$/, '');
}

/** `from -> to` when this import crosses areas against the rule, else null. */
export function areaViolation(fromUnderSrc, specifier) {
  const from = areaOf(fromUnderSrc);
  if (from === null || COMPOSITION_ROOTS.includes(from)) return null;
  const target = importTarget(fromUnderSrc, specifier);
  if (target === null) return null;
  const to = areaOf(target);
  if (to === null || to === from || SHARED_LAYERS.includes(to)) return null;
  return `${fromUnderSrc} -> ${target}`;
}

/** Tests and their fixtures may reach across areas to build what they check. */
export function isTestFile(pathUnderSrc) {
  return /\.test\.tsx?$/.test(pathUnderSrc) || /-fixtures\.ts$/.test(pathUnderSrc);
}

const allowed = new Set(AREA_IMPORT_ALLOW_LIST);

export const areaImportsRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A web area imports only ui/, lib/, api/, auth/, forms/, content/ and itself.',
    },
    schema: [],
  },
  create(context) {
    const file = underWebSrc(context.filename, context.cwd);
    if (file === null || isTestFile(file)) return {};
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const violation = areaViolation(file, node.source.value);
      if (violation === null || allowed.has(violation)) return;
      context.report({
        node: node.source,
        message: `${violation}: an area imports only ui/, lib/, api/, auth/, forms/, content/, #shared/* and itself; link to another area by its page definition, or move what both need to ui/ or lib/ (decision 045).`,
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
