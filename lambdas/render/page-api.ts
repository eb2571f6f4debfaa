import { randomUUID } from 'node:crypto';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { ApiPath } from '../../shared/api/contract';
import { PAGE_DATA_ROUTES, type PageDataRouteId } from '../../shared/api/page-data-routes';
import { ORIGIN_VERIFY_HEADER } from '../../shared/edge-headers';
import type { ApiTransport } from '../../shared/page-render';
import { env } from '../config';
import { handler as featuredListings } from '../handlers/featured-listings';
import { handler as listingDetail } from '../handlers/listing-detail';
import { handler as listingSimilar } from '../handlers/listing-similar';
import { handler as searchListings } from '../handlers/search-listings';
import { handler as siteSettings } from '../handlers/site-settings';

type RouteHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The handler module of each page data route: the API's own code, called in process. */
const HANDLERS: Record<PageDataRouteId, RouteHandler> = {
  ListingDetail: listingDetail,
  ListingSimilar: listingSimilar,
  SearchListings: searchListings,
  FeaturedListings: featuredListings,
  SiteSettings: siteSettings,
};

type Segment = { literal: string } | { param: string };

type CompiledRoute = { id: PageDataRouteId; path: ApiPath; segments: Segment[] };

function compile(path: ApiPath): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((part) => {
      const param = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1];
      return param ? { param } : { literal: part };
    });
}

// Literal segments first, as API Gateway chooses: /api/listings/search is not the listing
// 'search' of /api/listings/{id}.
const ROUTES: CompiledRoute[] = PAGE_DATA_ROUTES.map((route) => ({
  id: route.id,
  path: route.path,
  segments: compile(route.path),
})).sort((a, b) => specificity(b.segments) - specificity(a.segments));

function specificity(segments: Segment[]): number {
  return segments.reduce((sum, segment, i) => sum + ('literal' in segment ? 2 ** (16 - i) : 0), 0);
}

type Matched = { route: CompiledRoute; pathParameters: Record<string, string> };

function match(pathname: string): Matched | undefined {
  const parts = pathname.split('/').slice(1);
  for (const route of ROUTES) {
    if (route.segments.length !== parts.length) continue;
    const pathParameters: Record<string, string> = {};
    const fits = route.segments.every((segment, i) => {
      const part = parts[i]!;
      if ('literal' in segment) return segment.literal === part;
      // API Gateway hands handlers decoded path parameters.
      pathParameters[segment.param] = decodeURIComponent(part);
      return true;
    });
    if (fits) return { route, pathParameters };
  }
  return undefined;
}

/** Repeated keys joined by commas, as payload 2.0 does; undefined when there is no query. */
function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key === '') continue;
    parameters[key] = key in parameters ? `${parameters[key]},${value}` : value;
  }
  return Object.keys(parameters).length > 0 ? parameters : undefined;
}

function pageDataEvent(url: URL, matched: Matched, requestId: string): APIGatewayProxyEventV2 {
  const routeKey = `GET ${matched.route.path}`;
  const rawPath = decodeURIComponent(url.pathname);
  const query = queryParameters(url.searchParams);
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: url.search.slice(1),
    // The handlers accept only requests that came through the edge (decision 018); the
    // renderer is behind the same edge and holds the same secret as the route functions.
    headers: { [ORIGIN_VERIFY_HEADER]: env.originSecrets[0] ?? '' },
    ...(query ? { queryStringParameters: query } : {}),
    ...(Object.keys(matched.pathParameters).length > 0
      ? { pathParameters: matched.pathParameters }
      : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'render-page',
      apiId: 'render-page',
      domainName: 'render-page',
      domainPrefix: 'render-page',
      http: {
        method: 'GET',
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'vanyard-render-page',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
  };
}

function bodyOf(result: APIGatewayProxyStructuredResultV2): unknown {
  if (!result.body) return null;
  const text = result.isBase64Encoded
    ? Buffer.from(result.body, 'base64').toString('utf8')
    : result.body;
  return JSON.parse(text);
}

/**
 * The renderer's ApiTransport (shared/page-render.ts): a GET of one of PAGE_DATA_ROUTES, answered
 * by that route's handler in this process, so validation, errors and the answer's shape are the
 * API's own (docs/decisions/028-server-rendered-pages.md, section 3). Any other URL is a bug in
 * a page's data step, so it throws rather than answering.
 */
export function createPageApi(): ApiTransport {
  return async (apiUrl) => {
    const url = new URL(apiUrl, 'http://render-page.invalid');
    const matched = match(url.pathname);
    if (!matched) throw new Error(`Not a page data route: ${url.pathname}`);
    const requestId = randomUUID();
    const context = { awsRequestId: requestId } as Context;
    const result = await HANDLERS[matched.route.id](
      pageDataEvent(url, matched, requestId),
      context,
    );
    return { status: result.statusCode ?? 200, body: bodyOf(result) };
  };
}
