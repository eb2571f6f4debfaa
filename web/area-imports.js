import path from 'node:path';

/**
 * The area rule of web/src (docs/decisions/045-ui-kit-and-area-rule.md): a feature area
 * (home/, search/, listing/, admin/, ...) imports only the shared layers below (content/ is the
 * site's texts as data: Markdown and the make pages' facts; csv-import/ is the seller's CSV
 * import, a shared part that My Listings and the admin both show, decision 050), the
 * repository's shared/ (#shared/*) and itself. A shared layer is held to the same rule, so it
 * imports only the other shared layers. Cross-area navigation goes by page definitions
 * (shared/pages), not by importing another area's code.
 */
export const SHARED_LAYERS = ['ui', 'lib', 'api', 'auth', 'forms', 'content', 'csv-import'];

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
  // The admin edits a listing with the seller's whole edit form and flow (photo uploader, a listing
  // changed elsewhere): the form hook is in forms/, but the page it builds is the seller's.
  'admin/listings/admin-edit-flow.ts -> listing-form/edit-flow',
  'admin/listings/admin-edit-listing-page.tsx -> listing-form/edit-listing-page',
  'admin/listings/admin-listing-page.tsx -> listing-form/save-failure',
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
const LAYER_NAMES = SHARED_LAYERS.map((layer) => `${layer}/`).join(', ');

export const areaImportsRule = {
  meta: {
    type: 'problem',
    docs: {
      description: `A web area imports only ${LAYER_NAMES} and itself.`,
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
        message: `${violation}: an area imports only ${LAYER_NAMES}, #shared/* and itself; link to another area by its page definition, or move what both need to ui/ or lib/ (decision 045).`,
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
