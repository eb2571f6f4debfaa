import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports name a far folder by its alias, not by climbing to it (decision 042): an import that
 * climbs three or more folders is refused, but for the files Vite's config loads before it
 * resolves aliases.
 */
const TREES = ['lambdas', 'shared', 'web', 'infra', 'tests', 'bench', 'scripts'];
const LOADED_BY_VITE_CONFIG = new Set([
  join('web', 'src', 'server', 'client-build-plugin.ts'),
  join('tests', 'unit', 'render', 'vite-config.test.ts'),
]);
const CLIMBS_THREE = /(?:from|import)\s*\(?\s*'(?:\.\.\/){3,}/;

function sourceFiles(): string[] {
  return TREES.flatMap((tree) =>
    readdirSync(tree, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('node_modules'))
      .map((file) => join(tree, file)),
  );
}

describe('path aliases', () => {
  it('leave no import climbing three folders', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(1_000);
    const climbing = files.filter(
      (file) => !LOADED_BY_VITE_CONFIG.has(file) && CLIMBS_THREE.test(readFileSync(file, 'utf8')),
    );
    expect(climbing).toEqual([]);
  });
});
