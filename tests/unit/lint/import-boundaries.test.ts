import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (decision 016): which side may import which. They
 * must hold for a relative import and for its #alias alike (decision 042), or an alias would be a
 * way round them.
 */
const eslint = new ESLint();

async function refused(source: string, filePath: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport { x };\n`, {
    filePath,
  });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it.each([
    ['../infra/stack/definitions/routes', 'lambdas/handlers/example.ts'],
    ['#infra/stack/definitions/routes', 'lambdas/handlers/example.ts'],
    ['../../lambdas/listing/get-listing-detail', 'web/src/listing/example.ts'],
    ['#lambdas/listing/get-listing-detail', 'web/src/listing/example.ts'],
    ['../web/src/lib/example', 'shared/example.ts'],
    ['#web/lib/example', 'shared/example.ts'],
    ['../../shared/api', 'web/src/listing/example.ts'],
    ['#shared/api', 'web/src/listing/example.ts'],
    ['../server/render-page', 'web/src/app/example.ts'],
    ['#web/server/render-page', 'web/src/app/example.ts'],
  ])('refuse %s in %s', async (source, file) => {
    expect(await refused(source, file)).toBe(true);
  });

  it.each([
    ['../platform/db', 'lambdas/listing/example.ts'],
    ['#shared/format', 'lambdas/listing/example.ts'],
    ['#shared/api/routes/get-listing', 'web/src/listing/example.ts'],
    ['#web/lib/example', 'web/src/listing/example.ts'],
    ['#lambdas/platform/db', 'infra/local/stage/example.ts'],
  ])('allow %s in %s', async (source, file) => {
    expect(await refused(source, file)).toBe(false);
  });
});
