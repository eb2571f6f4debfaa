import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers of lambdas/ (docs/decisions/048-lambdas-by-domain.md). Transports sit on top and
 * may import anything; domains sit in the middle; infrastructure is at the bottom and knows no
 * domain. Every other top folder of lambdas/ is a domain, so a new folder follows the domain
 * rules without being listed.
 */
/** They turn an HTTP request, an event or a page render into calls of the domains. */
export const TRANSPORTS = ['handlers', 'http', 'render'];
/** What every layer uses: clients, keys, pagination, errors, the logger, mail, geocoding. */
export const INFRASTRUCTURE = ['platform', 'mail', 'geocoding', 'config'];
/** container.ts forgets every client a Lambda container keeps, so it names them all. */
export const COMPOSITION_ROOTS = ['container'];

const LAMBDAS = 'lambdas/';
const EXTENSIONS = ['.ts', '/index.ts'];

/** The file's path under lambdas/ ('listing/get-listing-detail.ts'), or null outside it. */
function underLambdas(filename, cwd) {
  const relative = path.relative(cwd, filename).split(path.sep).join('/');
  return relative.startsWith(LAMBDAS) ? relative.slice(LAMBDAS.length) : null;
}

/** The top folder of a path under lambdas/, or the root file's name without extension. */
export function topOf(pathUnderLambdas) {
  return pathUnderLambdas.split('/')[0].replace(/\.(ts|js)$/, '');
}

function isDomain(top) {
  return ![...TRANSPORTS, ...INFRASTRUCTURE, ...COMPOSITION_ROOTS].includes(top);
}

/**
 * The module an import names, under lambdas/ and without extension ('listing/listing-writer',
 * 'listing' for the listing domain's entry), or null for a package or another tree.
 */
export function importTarget(fromUnderLambdas, specifier) {
  let target;
  if (specifier.startsWith('#lambdas/')) target = specifier.slice('#lambdas/'.length);
  else if (specifier.startsWith('.')) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(fromUnderLambdas), specifier));
    if (target.startsWith('..')) return null;
  } else return null;
  return target.replace(/\.(ts|js)$/, '').replace(/\/index$/, '');
}

/** A domain's entry is its index.ts: the target names the domain folder itself. */
function isEntry(target) {
  return !target.includes('/') && isDomain(target);
}

const isRepository = (target) => /-repo$/.test(target);

/** The lambdas modules a file imports, as targets; '' when the file cannot be read. */
const importsCache = new Map();
function importsOf(root, target) {
  if (importsCache.has(target)) return importsCache.get(target);
  const file = EXTENSIONS.map((extension) => path.join(root, LAMBDAS, target + extension)).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  const found = [];
  if (file) {
    const source = readFileSync(file, 'utf8');
    const fileUnder = path.relative(path.join(root, LAMBDAS), file).split(path.sep).join('/');
    for (const match of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g,
    )) {
      const imported = importTarget(fileUnder, match[1] ?? match[2]);
      if (imported !== null) found.push({ target: imported, clause: match[0] });
    }
  }
  importsCache.set(target, found);
  return found;
}

/**
 * A plain module imports from lambdas/ nothing but infrastructure and other plain modules: a
 * helper, a record's shape, a row builder. A module that reaches a repository, a transport or a
 * domain's entry is a feature.
 */
function isPlain(root, target, seen = new Set()) {
  if (seen.has(target)) return true;
  seen.add(target);
  return importsOf(root, target).every(({ target: imported }) => {
    const top = topOf(imported);
    if (INFRASTRUCTURE.includes(top)) return true;
    if (!isDomain(top) || isEntry(imported) || isRepository(imported)) return false;
    return isPlain(root, imported, seen);
  });
}

/** The module of a domain's entry that exports `name`, or null. */
function entrySource(root, entry, name) {
  for (const { target, clause } of importsOf(root, entry)) {
    const names = (clause.match(/\{([^}]*)\}/)?.[1] ?? '').split(',').map((part) =>
      part
        .replace(/\btype\s+/, '')
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (names.includes(name)) return target;
  }
  return null;
}

/**
 * Why this import breaks the layers, or null. `names` are the bindings it imports (for a
 * repository importing another domain's entry, each is traced to its module).
 */
export function layerViolation(fromUnderLambdas, specifier, names = [], root = process.cwd()) {
  const target = importTarget(fromUnderLambdas, specifier);
  if (target === null) return null;
  const from = topOf(fromUnderLambdas);
  const to = topOf(target);
  if (from === to && !isEntry(target)) {
    return isDomain(from) &&
      isRepository(fromUnderLambdas.replace(/\.ts$/, '')) &&
      !isRepository(target) &&
      !isPlain(root, target)
      ? `a repository imports no feature: ${target} reaches a repository or another domain (move what it needs beside the repository, or the call up into a domain function)`
      : null;
  }
  if (to === 'http' && !TRANSPORTS.includes(from)) {
    return 'only handlers/, http/ and render/ import http/: throw the errors of platform/errors.ts instead';
  }
  if (TRANSPORTS.includes(from) || COMPOSITION_ROOTS.includes(from)) return null;
  if (INFRASTRUCTURE.includes(from)) {
    return INFRASTRUCTURE.includes(to)
      ? null
      : `infrastructure (${INFRASTRUCTURE.join(', ')}) imports no domain or transport: ${target}`;
  }
  // from is a domain
  if (TRANSPORTS.includes(to) || COMPOSITION_ROOTS.includes(to)) {
    return `a domain never imports a transport: ${target}`;
  }
  if (INFRASTRUCTURE.includes(to)) return null;
  if (from === to) {
    return `import ${target}'s files directly inside it: its entry re-exports them for other domains`;
  }
  if (!isEntry(target)) {
    return `another domain is imported through its entry: '#lambdas/${to}', not ${target} (add what you need to lambdas/${to}/index.ts)`;
  }
  if (isRepository(fromUnderLambdas.replace(/\.ts$/, ''))) {
    const features = names.filter((name) => {
      const source = entrySource(root, to, name);
      return source === null || (!isRepository(source) && !isPlain(root, source));
    });
    if (features.length > 0) {
      return `a repository imports no feature: ${features.join(', ')} from '#lambdas/${to}'`;
    }
  }
  return null;
}

export const layerImportsRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'lambdas/ layers: only transports import http/; infrastructure imports no domain; domains import each other through their entry; a repository imports no feature.',
    },
    schema: [],
  },
  create(context) {
    const file = underLambdas(context.filename, context.cwd);
    if (file === null) return {};
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const names = (node.specifiers ?? [])
        .map((specifier) => specifier.imported?.name ?? specifier.local?.name)
        .filter(Boolean);
      const violation = layerViolation(file, node.source.value, names, context.cwd);
      if (violation === null) return;
      context.report({ node: node.source, message: `${violation} (decision 048).` });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
