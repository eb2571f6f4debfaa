import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of lambdas/ as the ESLint rule vanyard/lambda-layers holds them (decision 048):
 * only the transports (handlers/, http/, render/) import http/; infrastructure (platform/,
 * mail/, geocoding/, config) imports no domain; a domain imports another only through its entry
 * (`#lambdas/<domain>`, its index.ts), and never a transport; a repository imports no feature.
 */
const eslint = new ESLint();

async function refused(source: string, filePath: string, names = ['x']): Promise<boolean> {
  const [result] = await eslint.lintText(
    `import { ${names.join(', ')} } from '${source}';\nexport { ${names.join(', ')} };\n`,
    { filePath },
  );
  return (result?.messages ?? []).some((message) => message.ruleId === 'vanyard/lambda-layers');
}

describe('lambda layers', () => {
  it.each([
    // Only the transports know HTTP.
    ['../http/http-error', 'lambdas/listing/example.ts'],
    ['#lambdas/http/http-error', 'lambdas/payment/admin/example.ts'],
    ['../http/http-error', 'lambdas/platform/example.ts'],
    // Infrastructure knows no domain and no transport.
    ['../listing', 'lambdas/platform/example.ts'],
    ['#lambdas/payment/payments-repo', 'lambdas/mail/example.ts'],
    ['../handlers/health', 'lambdas/geocoding/example.ts'],
    // A domain reaches another only through its entry...
    ['#lambdas/listing/listing-writer', 'lambdas/payment/example.ts'],
    ['../../listing/admin/read-for-admin', 'lambdas/boost/admin/example.ts'],
    // ...a folder nobody listed included: every other top folder is a domain.
    ['#lambdas/listing/listing-writer', 'lambdas/newdomain/example.ts'],
    // ...reads its own files directly, not through its entry (the entry re-exports them)...
    ['#lambdas/listing', 'lambdas/listing/admin/example.ts'],
    // ...and never imports a transport.
    ['../render/page-data', 'lambdas/search/example.ts'],
    ['#lambdas/handlers/health', 'lambdas/account/example.ts'],
  ])('refuse %s in %s', async (source, file) => {
    expect(await refused(source, file)).toBe(true);
  });

  it.each([
    ['../http/http-error', 'lambdas/handlers/example.ts'],
    ['#lambdas/http/http-error', 'lambdas/render/example.ts'],
    ['../listing/get-listing-detail', 'lambdas/handlers/example.ts'],
    ['./payment/stage-provider', 'lambdas/container.ts'],
    ['../config', 'lambdas/mail/example.ts'],
    ['../platform/logger', 'lambdas/geocoding/example.ts'],
    ['../platform/db', 'lambdas/listing/example.ts'],
    ['#shared/table-keys', 'lambdas/listing/example.ts'],
    ['#lambdas/listing', 'lambdas/payment/example.ts'],
    ['../../listing', 'lambdas/boost/admin/example.ts'],
    ['./listing-writer', 'lambdas/listing/example.ts'],
    ['../listing-writer', 'lambdas/listing/admin/example.ts'],
  ])('allow %s in %s', async (source, file) => {
    expect(await refused(source, file)).toBe(false);
  });

  describe('a repository imports no feature', () => {
    it.each([
      // A domain function of its own domain (it reads repositories itself).
      ['./save-own-listing', 'lambdas/listing/example-repo.ts', ['updateOwnListing']],
      ['./admin/read-for-admin', 'lambdas/listing/example-repo.ts', ['listingForAdmin']],
      // The same through another domain's entry, traced to the module behind the name.
      ['#lambdas/listing', 'lambdas/account/example-repo.ts', ['listingForAdmin']],
      ['#lambdas/listing', 'lambdas/account/example-repo.ts', ['notExported']],
    ])('refuse %s in %s', async (source, file, names) => {
      expect(await refused(source, file, names)).toBe(true);
    });

    it.each([
      // Another repository, a plain helper beside it, infrastructure, shared code.
      ['./listing-repo', 'lambdas/listing/example-repo.ts', ['listingFromItem']],
      ['./figure-totals', 'lambdas/admin/figures/example-repo.ts', ['ZERO_TOTALS']],
      ['../platform/transactions', 'lambdas/listing/example-repo.ts', ['cancelledOn']],
      ['#shared/table-keys', 'lambdas/listing/example-repo.ts', ['listingKey']],
      // Another domain's records through its entry: a row builder and a repository.
      ['#lambdas/admin', 'lambdas/account/example-repo.ts', ['userMirrorRow', 'auditPuts']],
      // Infrastructure's own repositories are not a domain's.
      ['./db', 'lambdas/platform/example-repo.ts', ['stageDb']],
    ])('allow %s in %s', async (source, file, names) => {
      expect(await refused(source, file, names)).toBe(false);
    });
  });
});
