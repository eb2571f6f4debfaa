import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The ESLint rule (eslint.config.js) that keeps page URLs in their definitions (shared/pages). */
const eslint = new ESLint();

async function pageUrlErrors(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) =>
    message.message.includes('pages.<page>.build()'),
  ).length;
}

describe('page URLs written by hand', () => {
  it('are refused in lambdas and shared, as strings and in templates', async () => {
    const code = [
      "export const a = '/dashboard/payments';",
      'export const b = (origin: string, id: string) => `${origin}/admin/listings/${id}`;',
      "export const c = '/auth/update-password#code=1';",
      'export const d = (make: string) => `/used-vans/${make}`;',
    ].join('\n');
    expect(await pageUrlErrors(code, 'lambdas/payments/example.ts')).toBe(4);
    expect(await pageUrlErrors(code, 'shared/example.ts')).toBe(4);
  });

  it('leave API paths, other text and the definitions themselves alone', async () => {
    const api = "export const a = '/api/admin/listings';\nexport const b = 'dashboard';";
    expect(await pageUrlErrors(api, 'lambdas/payments/example.ts')).toBe(0);
    const definition = "export const pattern = '/dashboard/listings/:listingId';";
    expect(await pageUrlErrors(definition, 'shared/pages/example.ts')).toBe(0);
  });
});
