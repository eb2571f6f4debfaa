import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { PageDataSource, RenderPage } from '#shared/page-render';
import { contactDetailsSchema, type ContactDetails } from '#shared/runtime-config';
import type { Logger } from '../platform/logger';

export type RenderHandlerDeps = {
  loadRenderer: () => Promise<RenderPage>;
  siteOrigin: () => Promise<string>;
  /** RENDER_CONTACT, the contact page's details as JSON; unset or invalid gives none. */
  contactJson: () => string | undefined;
  /** The pages' data (lambdas/render/page-data.ts), or a test's. */
  pages: PageDataSource;
  log: Logger;
  now?: () => Date;
};

export type RenderHandler = (
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

// When even the bundle cannot be loaded there is no template to fall back to: a plain answer
// the edge never keeps (it serves a kept copy instead, stale-if-error).
const UNAVAILABLE: APIGatewayProxyStructuredResultV2 = {
  statusCode: 503,
  headers: {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '30',
    'x-robots-tag': 'noindex',
  },
  body: 'VanYard is unavailable for a moment. Please try again shortly.',
};

/**
 * The page request as a URL on the site's own origin, from the event's `rawPath`: the path as
 * the client sent it, still percent-encoded (a function URL's payload 2.0 keeps it so, and the
 * local gateway passes its request line's path), so the renderer's guards see an encoded slash
 * as one (docs/decisions/028-server-rendered-pages.md, section 4). The path is appended to the
 * origin, never resolved against it, so '//elsewhere.example' stays a path on this site. Dot
 * segments are resolved by the URL parser, as a browser resolves them before sending: the
 * request becomes the page they lead to, or its 404.
 */
export function pageUrl(event: APIGatewayProxyEventV2, origin: string): URL {
  // A '?' or '#' cannot be part of a raw path; one that came decoded stays in the path rather
  // than becoming a query.
  const raw = event.rawPath.replaceAll('?', '%3F').replaceAll('#', '%23');
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  return new URL(`${origin}${path}${query}`);
}

function parseContact(json: string | undefined, log: Logger): ContactDetails | null {
  if (!json) return null;
  try {
    return contactDetailsSchema.parse(JSON.parse(json));
  } catch (error) {
    log.warn('RENDER_CONTACT is not valid contact details; the contact page renders without', {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/**
 * A function URL's request (payload 2.0) to a rendered page (docs/decisions/028). GET and HEAD
 * only, as CloudFront sends; the renderer answers every page, including its own failure (the
 * 503 shell), so only a bundle that will not load ends here in a plain 503.
 */
export function createRenderHandler(deps: RenderHandlerDeps): RenderHandler {
  let contact: { value: ContactDetails | null } | undefined;
  return async (event) => {
    const method = event.requestContext.http.method;
    if (method !== 'GET' && method !== 'HEAD') {
      return {
        statusCode: 405,
        headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
        body: '',
      };
    }
    try {
      const [renderPage, origin] = await Promise.all([deps.loadRenderer(), deps.siteOrigin()]);
      contact ??= { value: parseContact(deps.contactJson(), deps.log) };
      const page = await renderPage(
        pageUrl(event, origin),
        {
          pages: deps.pages,
          siteOrigin: origin,
          now: deps.now?.() ?? new Date(),
          contact: contact.value,
        },
        method,
      );
      return {
        statusCode: page.status,
        headers: page.headers,
        body: method === 'HEAD' ? '' : page.html,
      };
    } catch (error) {
      deps.log.error('page renderer unavailable', {
        path: event.rawPath,
        error:
          error instanceof Error
            ? { name: error.name, message: error.message, stack: error.stack }
            : String(error),
      });
      return { ...UNAVAILABLE, body: method === 'HEAD' ? '' : UNAVAILABLE.body };
    }
  };
}
