import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the lint rule of lambdas/ (vanyard/lambda-layers, lambdas/layer-imports.js, decision 048)
 * cannot say, since it sees one import at a time: no two folders import each other both ways,
 * and each folder wires itself to the stage in one place.
 */
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
