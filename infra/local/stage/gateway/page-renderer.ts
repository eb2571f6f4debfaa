import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { PAGE_RENDERER } from '#infra/stack/definitions/page-renderer';
import { IntegrationTimeout, withTimeout } from './api-dispatcher';
import { buildApiEvent, splitUrl } from './api-event';
import { compressBody } from './compression';
import type { HandlerRoute, LoadHandler } from './handler-loader';
import { createLambdaContext } from './lambda-context';
import { replyFromLambdaResult } from './lambda-result';
import { sendText } from './replies';
import type { WebHandler } from './static-web';

/**
 * The renderer as a pseudo route, so it is loaded as the API's handlers are: imported once
 * (a warm container), reloaded by `--dev`, and replaceable by a test's LoadHandler.
 */
export const RENDER_PAGE_ROUTE: HandlerRoute = {
  id: PAGE_RENDERER.id,
  handler: PAGE_RENDERER.handler,
};

export type PageRendererOptions = {
  loadHandler: LoadHandler;
  /** The SSR bundle (dist/render/render-page.js); while it is missing, `fallback` answers. */
  bundleFile: string;
  /** The client-rendered shell, as pages were served before the renderer. */
  fallback: WebHandler;
  timeoutMs?: number;
  log: (line: string) => void;
};

const sourceIpOf = (request: IncomingMessage) =>
  request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';

/**
 * Every page request, as CloudFront's default behaviour sends it to the render function's URL
 * (docs/decisions/028-server-rendered-pages.md): a payload 2.0 event with the path exactly as
 * received (a function URL does not decode it, so `/used-vans/ford%2Ftransit` reaches the
 * renderer's guards as sent), no origin secret (origin access control signs the request in
 * AWS; the renderer's own API calls carry the secret), and the answer compressed as the edge
 * compresses it.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const timeoutMs = options.timeoutMs ?? PAGE_RENDERER.timeoutSeconds * 1000;
  let toldMissing = false;

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!existsSync(options.bundleFile)) {
      // Checked on each request: the build that writes it may finish while the stage runs.
      if (!toldMissing) {
        toldMissing = true;
        options.log(
          `Pages are not server-rendered: ${options.bundleFile} is missing (run \`npm run build\`). Serving the client-rendered index.html meanwhile.`,
        );
      }
      return options.fallback(request, response);
    }
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      return sendText(response, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
    }
    const requestId = randomUUID();
    const url = request.url ?? '/';
    const event = buildApiEvent({
      request: {
        method,
        url,
        headers: request.headersDistinct as Record<string, string[]>,
        body: Buffer.alloc(0),
        sourceIp: sourceIpOf(request),
        protocol: `HTTP/${request.httpVersion}`,
      },
      routeKey: '$default',
      pathParameters: {},
      requestId,
      now: new Date(),
    });
    const rawPath = splitUrl(url).path;
    event.rawPath = rawPath;
    event.requestContext.http.path = rawPath;
    delete event.headers[ORIGIN_VERIFY_HEADER];

    let result: unknown;
    try {
      const handler = await options.loadHandler(RENDER_PAGE_ROUTE);
      const context = createLambdaContext(RENDER_PAGE_ROUTE, requestId, timeoutMs);
      result = await withTimeout(handler(event, context), timeoutMs);
    } catch (error) {
      // A function URL answers a failed or timed-out invocation with 502; so does CloudFront.
      options.log(
        error instanceof IntegrationTimeout
          ? `${RENDER_PAGE_ROUTE.id}: no response within ${timeoutMs} ms for ${url}`
          : `${RENDER_PAGE_ROUTE.id}: ${url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return sendText(response, 502, 'The page renderer failed to answer this request.');
    }
    const reply = replyFromLambdaResult(result);
    if (!reply) {
      options.log(`${RENDER_PAGE_ROUTE.id}: the handler returned a malformed result for ${url}`);
      return sendText(response, 502, 'The page renderer returned a malformed response.');
    }
    const compressed = compressBody(
      reply.body,
      reply.headers['content-type'] ?? '',
      request.headers['accept-encoding'],
    );
    const vary = [reply.headers.vary, compressed.headers.vary].filter(Boolean).join(', ');
    response.writeHead(reply.statusCode, {
      ...reply.headers,
      ...compressed.headers,
      ...(vary ? { vary } : {}),
      // A HEAD answer has no body to measure; the renderer sends none.
      ...(method === 'HEAD' ? {} : { 'content-length': compressed.body.byteLength }),
      ...(reply.cookies.length > 0 ? { 'set-cookie': reply.cookies } : {}),
    });
    response.end(method === 'HEAD' ? undefined : compressed.body);
  };
}
