import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PAGE_LIST } from '#shared/pages';
import { buildPath, patternParamNames } from '#shared/pages/pattern';

/** The ESLint rule (eslint.config.js) that keeps page URLs in their definitions (shared/pages). */
const eslint = new ESLint();

async function errors(code: string, filePath: string, text: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.message.includes(text)).length;
}

const pageUrlErrors = (code: string, filePath: string) =>
  errors(code, filePath, 'pages.<page>.build()');

describe('page URLs written by hand', () => {
  it('are refused in lambdas and shared, as strings and in templates', async () => {
    const code = [
      "export const a = '/dashboard/payments';",
      'export const b = (origin: string, id: string) => `${origin}/admin/listings/${id}`;',
      "export const c = '/auth/update-password#code=1';",
      'export const d = (make: string) => `/used-vans/${make}`;',
    ].join('\n');
    expect(await pageUrlErrors(code, 'lambdas/payment/example.ts')).toBe(4);
    expect(await pageUrlErrors(code, 'shared/example.ts')).toBe(4);
  });

  it('leave API paths, other text and the definitions themselves alone', async () => {
    const api = "export const a = '/api/admin/listings';\nexport const b = 'dashboard';";
    expect(await pageUrlErrors(api, 'lambdas/payment/example.ts')).toBe(0);
    const definition = "export const pattern = '/dashboard/listings/:listingId';";
    expect(await pageUrlErrors(definition, 'shared/pages/example.ts')).toBe(0);
  });

  it('are refused in web: links, navigation, object fields, templates and home', async () => {
    const code = [
      "import { Link, Navigate } from 'react-router-dom';",
      "export const nav = [{ label: 'Help Centre', to: '/help' }, { label: 'Home', href: '/' }];",
      'export const boost = (id: string) => `/dashboard/listings/${id}/boost`;',
      'export const topic = `/help#listing-boosts`;',
      'export const A = () => <Link to="/contact">Contact us</Link>;',
      'export const B = () => <Link to="/">Home</Link>;',
      'export const C = () => <Navigate to="/auth/login" replace />;',
      'export const D = () => <a href="/how-to-sell-your-van-quickly-and-easily">Sell</a>;',
    ].join('\n');
    expect(await pageUrlErrors(code, 'web/src/layout/example.tsx')).toBe(8);
  });

  it('leave web alone where a path is no page: files, the API, path arithmetic and tests', async () => {
    const code = [
      "export const file = '/listing-import-template.csv';",
      "export const image = '/static/blog/van.svg';",
      "export const api = '/api/listings';",
      "export const parts = (path: string) => path.split('/');",
      "export const local = (path: string) => path.startsWith('/') && !path.startsWith('//');",
      "export const helper = '/helpers';",
    ].join('\n');
    expect(await pageUrlErrors(code, 'web/src/lib/example.ts')).toBe(0);
    // A test states the URL it expects, so that a wrong build() fails it.
    const test = "expect(link).toHaveAttribute('href', '/dashboard/listings');";
    expect(await pageUrlErrors(test, 'web/src/dashboard/example.test.tsx')).toBe(0);
  });

  it("keep web's other restricted syntax: no raw HTML", async () => {
    const code = 'export const A = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;';
    expect(await errors(code, 'web/src/blog/example.tsx', 'No raw HTML')).toBe(1);
  });

  it.each(PAGE_LIST.filter((page) => page.pattern !== '/').map((page) => [page.id, page]))(
    'refuse the path of every page written by hand: %s',
    async (_id, page) => {
      const params = Object.fromEntries(patternParamNames(page.pattern).map((n) => [n, 'x1']));
      const path = buildPath(page.pattern, params);
      expect(await pageUrlErrors(`export const a = '${path}';`, 'web/src/example.ts')).toBe(1);
    },
  );
});
