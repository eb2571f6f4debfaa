import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of lambdas/ (issue 30, part 1): transports (handlers, http, render) sit on top;
 * below them nothing knows HTTP; data/ holds repositories and knows no feature; platform/
 * (logger, caller identity, error vocabulary) knows nothing above it. Folders never import
 * each other both ways.
 */
const TRANSPORTS = new Set(['handlers', 'http', 'render']);
const BELOW_FEATURES = new Set(['data', 'platform', 'config']);

type Edge = { file: string; from: string; to: string };

function lambdaFiles(): string[] {
  return readdirSync('lambdas', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => join('lambdas', file));
}

/** The top folder (or root file) of a path inside lambdas/. */
function area(path: string): string {
  const [, top = '', next] = path.split('/');
  return next === undefined ? top.replace(/\.ts$/, '') : top;
}

function importEdges(): Edge[] {
  return lambdaFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/(?:from|import)\s*\(?\s*'((?:\.{1,2}|#lambdas)\/[^']+)'/g)].flatMap(
      ([, specifier = '']) => {
        const target = specifier.startsWith('#lambdas/')
          ? join('lambdas', specifier.slice('#lambdas/'.length))
          : relative(process.cwd(), resolve(dirname(file), specifier));
        if (!target.startsWith('lambdas/')) return [];
        const from = area(file);
        const to = area(target);
        return from === to ? [] : [{ file, from, to }];
      },
    );
  });
}

const edges = importEdges();

describe('lambdas layers', () => {
  it('finds the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.some((edge) => edge.from === 'handlers' && edge.to === 'http')).toBe(true);
  });

  it('lets only the transports import http/', () => {
    const leaks = edges.filter((edge) => edge.to === 'http' && !TRANSPORTS.has(edge.from));
    expect(leaks.map((edge) => edge.file)).toEqual([]);
  });

  it('keeps data/ and platform/ free of features and transports', () => {
    const leaks = edges.filter(
      (edge) => (edge.from === 'data' || edge.from === 'platform') && !BELOW_FEATURES.has(edge.to),
    );
    expect(leaks.map((edge) => `${edge.file} -> ${edge.to}`)).toEqual([]);
  });

  it('has no folders importing each other both ways', () => {
    const pairs = new Set(edges.map((edge) => `${edge.from}>${edge.to}`));
    const ties = [...pairs]
      .map((pair) => pair.split('>') as [string, string])
      .filter(([from, to]) => from < to && pairs.has(`${to}>${from}`))
      .map(([a, b]) => `${a}<->${b}`);
    expect(ties.sort()).toEqual([]);
  });

  it('wires each folder to the stage in one place, named alike', () => {
    const misplaced = lambdaFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export function (stage\w*Deps)\b/g)]
        .filter(() => !file.endsWith('/stage-deps.ts'))
        .map(([, name]) => `${file}: ${name}`),
    );
    expect(misplaced).toEqual([]);
    expect(lambdaFiles().filter((file) => /-stage\.ts$/.test(file))).toEqual([]);
  });
});
