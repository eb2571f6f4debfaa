import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** web/area-imports.js is plain JavaScript, as eslint.config.js loads it. */
type AreaRule = {
  AREA_IMPORT_ALLOW_LIST: readonly string[];
  areaViolation: (fromUnderSrc: string, specifier: string) => string | null;
  isTestFile: (pathUnderSrc: string) => boolean;
};
const { AREA_IMPORT_ALLOW_LIST, areaViolation, isTestFile } = (await import(
  pathToFileURL(resolve('web/area-imports.js')).href
)) as AreaRule;

/**
 * The area rule of web/src (decision 045): an area imports only ui/, lib/, api/, auth/, forms/, content/,
 * #shared/* and itself; the composition roots import any area. Today's exceptions are an
 * explicit list that only shrinks.
 */
const eslint = new ESLint();

async function refused(source: string, filePath: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport { x };\n`, {
    filePath,
  });
  return (result?.messages ?? []).some((message) => message.ruleId === 'vanyard/area-imports');
}

describe('area imports', () => {
  it.each([
    ['../search/filter-rules', 'web/src/home/example.ts'],
    ['#web/search/filter-rules', 'web/src/home/example.ts'],
    ['../../my-listings/use-own-listings', 'web/src/admin/listings/example.tsx'],
    ['../dashboard/stats', 'web/src/ui/example.tsx'],
    ['../admin/ui/filters-form', 'web/src/lib/example.ts'],
    // csv-import is a shared part: held to the same rule as the other shared layers.
    ['../my-listings/use-own-listings', 'web/src/csv-import/example.ts'],
    ['../listing-form/presigned-post', 'web/src/csv-import/example.ts'],
  ])('refuse %s in %s', async (source, file) => {
    expect(await refused(source, file)).toBe(true);
  });

  it.each([
    ['../ui/button', 'web/src/home/example.ts'],
    ['#web/lib/site', 'web/src/home/example.ts'],
    ['../api/use-api', 'web/src/search/example.ts'],
    ['../auth/require-session', 'web/src/dashboard/example.ts'],
    ['../forms/use-form', 'web/src/account/example.ts'],
    ['#shared/pages', 'web/src/home/example.ts'],
    ['#shared/pages/results-url', 'web/src/ulez/example.tsx'],
    // The seller's CSV import, shown by My Listings and the admin (decision 050).
    ['../csv-import/import-dialog', 'web/src/my-listings/example.tsx'],
    ['../../csv-import/import-copy', 'web/src/admin/listings/example.tsx'],
    ['../api/presigned-post', 'web/src/csv-import/example.ts'],
    ['./hero', 'web/src/home/example.ts'],
    // admin/ui is the admin area's own.
    ['../ui/filters-form', 'web/src/admin/listings/example.tsx'],
    // Composition roots put the areas together.
    ['../search/search-page', 'web/src/routes/example.tsx'],
    ['../dashboard/dashboard-page', 'web/src/app/example.tsx'],
    ['../search/search-url', 'web/src/layout/example.tsx'],
    ['./search/search-page', 'web/src/router.tsx'],
    // Tests may build their fixtures from another area.
    ['../my-listings/test-fixtures', 'web/src/admin/example.test.tsx'],
    // Each entry of the allow-list.
    ['../../listing-form/save-failure', 'web/src/admin/listings/admin-listing-page.tsx'],
  ])('allow %s in %s', async (source, file) => {
    expect(await refused(source, file)).toBe(false);
  });

  it('lists exactly the cross-area imports that remain: no stale entry, no new one', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'web/src'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file));
    const found = new Set<string>();
    for (const file of files) {
      const underSrc = file.slice('web/src/'.length);
      if (isTestFile(underSrc)) continue;
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // deleted in the working tree
      }
      for (const match of text.matchAll(
        /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g,
      )) {
        const violation = areaViolation(underSrc, (match[1] ?? match[2])!);
        if (violation) found.add(violation);
      }
    }
    const listed = new Set(AREA_IMPORT_ALLOW_LIST);
    expect(
      [...listed].filter((entry) => !found.has(entry)),
      'stale entries: remove them',
    ).toEqual([]);
    expect(
      [...found].filter((entry) => !listed.has(entry)),
      'new cross-area imports',
    ).toEqual([]);
    expect(listed.size).toBe(AREA_IMPORT_ALLOW_LIST.length);
  });
});
