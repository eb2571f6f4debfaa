/**
 * Page patterns in React Router's syntax ('/used-vans/:make?/:model?', '/admin/*'): their
 * segments, the typed parameters they name, the path they build and the segments they match.
 * Kept apart from the parameter schemas (params.ts) so the router's chunk carries no zod.
 */

export type PatternSegment =
  | { kind: 'static'; text: string }
  | { kind: 'param'; name: string; optional: boolean }
  | { kind: 'rest' };

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalName<S> = S extends `:${infer N}?` ? N : never;

/** The parameters a pattern names: `:id` is a required string, `:id?` an optional one. */
export type PatternParams<P extends string> = {
  [K in RequiredName<Segments<P>>]: string;
} & { [K in OptionalName<Segments<P>>]?: string };

/** A query string to append: undefined values are left out. */
export type QueryInit = URLSearchParams | Readonly<Record<string, string | undefined>>;

const STATIC_SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
const PARAM_SEGMENT = /^:([A-Za-z][A-Za-z0-9]*)(\?)?$/;

/**
 * The pattern's segments, or an error for a pattern this module would read differently from
 * React Router: it must start with '/', optional parameters may only close it (React Router
 * would also try the later segments without them), and '*' only ends it.
 */
export function compilePattern(pattern: string): PatternSegment[] {
  if (!pattern.startsWith('/')) throw new Error(`A page pattern starts with '/': ${pattern}`);
  if (pattern === '/') return [];
  const segments = pattern
    .slice(1)
    .split('/')
    .map((text): PatternSegment => {
      if (text === '*') return { kind: 'rest' };
      const param = PARAM_SEGMENT.exec(text);
      if (param) return { kind: 'param', name: param[1]!, optional: param[2] === '?' };
      if (STATIC_SEGMENT.test(text)) return { kind: 'static', text };
      throw new Error(`Page pattern ${pattern} has a segment it cannot hold: '${text}'`);
    });
  segments.forEach((segment, i) => {
    const later = segments.slice(i + 1);
    if (segment.kind === 'rest' && later.length > 0) {
      throw new Error(`Page pattern ${pattern}: '*' must be its last segment`);
    }
    if (segment.kind === 'param' && segment.optional && later.some((s) => !isOptional(s))) {
      throw new Error(`Page pattern ${pattern}: optional parameters may only end it`);
    }
  });
  const names = segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
  if (new Set(names).size !== names.length) {
    throw new Error(`Page pattern ${pattern} names a parameter twice`);
  }
  return segments;
}

function isOptional(segment: PatternSegment): boolean {
  return segment.kind === 'param' && segment.optional;
}

/** The names of the pattern's parameters, in order. */
export function patternParamNames(pattern: string): string[] {
  return compilePattern(pattern).flatMap((s) => (s.kind === 'param' ? [s.name] : []));
}

/**
 * The path for these parameters (each one encoded as a path segment), with the query string if
 * it has any value. A missing required parameter, or an optional one skipped before a later
 * one, would give another page's path, so it throws.
 */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | undefined>> = {},
  query?: QueryInit,
): string {
  const parts: string[] = [];
  let skipped: string | undefined;
  for (const segment of compilePattern(pattern)) {
    if (segment.kind === 'rest') throw new Error(`${pattern} is not one page: it has no path`);
    if (segment.kind === 'static') {
      parts.push(segment.text);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (!segment.optional) throw new Error(`${pattern} needs :${segment.name}`);
      skipped ??= segment.name;
      continue;
    }
    if (skipped !== undefined) {
      throw new Error(`${pattern}: :${segment.name} given without :${skipped}`);
    }
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}${queryString(query)}`;
}

function queryString(query: QueryInit | undefined): string {
  if (query === undefined) return '';
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        );
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The raw parameters when the path's segments fit the pattern's shape (static segments equal,
 * one segment per parameter), before any parameter is checked; undefined otherwise. The path
 * is a pathname without its query; one trailing slash is allowed, as the router allows it.
 */
export function matchSegments(
  segments: readonly PatternSegment[],
  pathname: string,
): Record<string, string> | undefined {
  const parts = pathParts(pathname);
  if (parts === undefined) return undefined;
  const params: Record<string, string> = {};
  let at = 0;
  for (const segment of segments) {
    if (segment.kind === 'rest') return params;
    const part = parts[at];
    if (segment.kind === 'static') {
      if (part !== segment.text) return undefined;
    } else if (part === undefined) {
      if (!segment.optional) return undefined;
      continue;
    } else {
      params[segment.name] = part;
    }
    at += 1;
  }
  return at === parts.length ? params : undefined;
}

/** '/a/b/' → ['a', 'b']; undefined for a path that is not absolute or has an empty segment. */
function pathParts(pathname: string): string[] | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === '/') return [];
  const parts = trimmed.slice(1).split('/');
  return parts.includes('') ? undefined : parts;
}
