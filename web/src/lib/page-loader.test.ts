// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageAnswerOf, renderDepsOf, serverLoaderContext, withStatus } from './page-loader';
import type { RenderDeps } from '#shared/page-render';

function contextOf(statusCode: number, ...noindex: boolean[]) {
  return {
    statusCode,
    loaderHeaders: Object.fromEntries(
      noindex.map((flag, index) => {
        const init = withStatus(null, 200, { noindex: flag }).init;
        return [`route${index}`, new Headers(init?.headers)];
      }),
    ),
  };
}

describe('the status a loader decides', () => {
  it('is sent as the data’s response init, noindex as a header of our own', () => {
    expect(withStatus('x', 410, { noindex: true })).toMatchObject({
      data: 'x',
      init: { status: 410, headers: { 'x-vanyard-noindex': '1' } },
    });
    expect(withStatus('x', 200).init).toEqual({ status: 200 });
    expect(withStatus(null, 404, { cache: 'other' }).init).toEqual({
      status: 404,
      headers: { 'x-vanyard-cache': 'other' },
    });
  });

  it('is read back by the renderer: 404 and 410 as they are, anything else 200', () => {
    expect(pageAnswerOf(contextOf(200))).toEqual({ status: 200, noindex: false });
    expect(pageAnswerOf(contextOf(404, false, true))).toEqual({ status: 404, noindex: true });
    expect(pageAnswerOf(contextOf(410, true))).toEqual({ status: 410, noindex: true });
    expect(pageAnswerOf(contextOf(500, false))).toEqual({ status: 200, noindex: false });
  });

  it("carries a loader's edge cache family, and only a known one", () => {
    const headersOf = (cache: string) => new Headers({ 'x-vanyard-cache': cache });
    expect(pageAnswerOf({ statusCode: 404, loaderHeaders: { a: headersOf('other') } })).toEqual({
      status: 404,
      noindex: false,
      cache: 'other',
    });
    expect(pageAnswerOf({ statusCode: 404, loaderHeaders: { a: headersOf('forever') } })).toEqual({
      status: 404,
      noindex: false,
    });
  });
});

describe('the server loader context', () => {
  it('carries the render deps to a loader, and nothing else passes for it', () => {
    const deps = { siteOrigin: 'https://www.vanyard.co.uk' } as RenderDeps;
    expect(renderDepsOf(serverLoaderContext(deps))).toBe(deps);
    expect(renderDepsOf({})).toBeUndefined();
    expect(renderDepsOf(null)).toBeUndefined();
  });
});
