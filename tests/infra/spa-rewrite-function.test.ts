import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSpaRoute } from '../../shared/spa-routes';
import { logicalId, synth } from './support/synth';

type Request = {
  method: string;
  uri: string;
  querystring: object;
  headers: object;
  cookies: object;
};
type Response = {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
  cookies: object;
};
type RequestHandler = (event: object) => Request;
type ResponseHandler = (event: object) => Response;

/** The request of a CloudFront Functions event (event version 1.0) as the viewer sent it. */
function viewerRequestObject(uri: string): Request {
  return {
    method: 'GET',
    uri,
    querystring: { page: { value: '2' } },
    headers: { host: { value: 'vanyard.example' } },
    cookies: {},
  };
}

function event(eventType: 'viewer-request' | 'viewer-response', uri: string) {
  return {
    version: '1.0',
    context: { eventType, distributionId: 'E123', requestId: 'r1' },
    viewer: { ip: '203.0.113.7' },
    request: viewerRequestObject(uri),
  };
}

const viewerRequest = (uri: string) => event('viewer-request', uri);

/** A response S3 (or the cache) gave for the request whose uri is `uri`. */
function viewerResponse(uri: string, statusCode = 200) {
  return {
    ...event('viewer-response', uri),
    response: {
      statusCode,
      statusDescription: statusCode === 200 ? 'OK' : 'Not Modified',
      headers: {
        'content-type': { value: 'text/html' },
        'cache-control': { value: 'max-age=0, must-revalidate' },
        etag: { value: '"3f2a1b"' },
      },
      cookies: {},
    },
  };
}

/** Pages of the SPA: /index.html with 200. */
const KNOWN_PAGES = [
  '/',
  '/used-vans',
  '/used-vans/',
  '/used-vans/ford',
  '/used-vans/ford/transit',
  '/used-vans/ford/transit-custom',
  '/used-vans/ford/transit/swindon',
  '/used-vans/ford/transit/swindon/01HZX3Q8M9ABCDEF',
  '/used-vans/ford/transit/2019/swindon/01HZX3Q8M9ABCDEF',
  '/ulez-van-checker',
  '/blog/ford-transit-reliability',
  '/about/',
  '/auth/callback',
  '/dashboard/listings/abc_123-x',
  '/dashboard/listings/abc123/edit',
  '/dashboard/boost/abc123',
  '/admin',
  '/admin/moderation',
  '/admin/listings/abc123',
  '/admin/listings/abc123/edit',
  '/admin/users/abc-123',
  '/admin/settings/',
];

/** Page paths (no file extension) the SPA has no page for: /404.html with 404. */
const UNKNOWN_PAGES = [
  '/no-such-page',
  '/blog/unknown',
  '/blog/unknown-post',
  '/used-vans/Ford',
  '/Used-Vans',
  '/dashboard/unknown',
  '/admin/listings/abc123/photos',
  '/admin/unknown',
  '/auth/login/extra',
  '/api',
  '/.well-known/',
];

/** Files: S3 as they are, whatever the answer (/404.html itself: see its own tests). */
const FILES = [
  '/index.html',
  '/assets/index-abc.js',
  '/assets/index-3f2a1b.css',
  '/assets/x.js',
  '/favicon.svg',
  '/favicon.ico',
  '/used-vans/ford.js',
  '/.well-known/security.txt',
];

describe('SPA CloudFront Functions', () => {
  const sources = new Map<string, { code: string; runtime: string }>();
  let onRequest: RequestHandler;
  let onResponse: ResponseHandler;
  beforeAll(() => {
    const built = synth();
    const functions = built.template.findResources('AWS::CloudFront::Function');
    for (const [name, fn] of [
      ['viewer request', built.stack.web.spaRewrite],
      ['viewer response', built.stack.web.spaNotFound],
    ] as const) {
      const resource = functions[logicalId(fn)];
      sources.set(name, {
        code: resource?.Properties.FunctionCode,
        runtime: resource?.Properties.FunctionConfig.Runtime,
      });
    }
    // A fresh context with no Node globals, close to the CloudFront Functions sandbox.
    const load = (name: string) =>
      runInNewContext(`${sources.get(name)!.code}\n;handler`, Object.create(null));
    onRequest = load('viewer request') as RequestHandler;
    onResponse = load('viewer response') as ResponseHandler;
  });

  it.each(['viewer request', 'viewer response'])(
    'the %s function is cloudfront-js-2.0 within the 10 KB code limit',
    (name) => {
      const { code, runtime } = sources.get(name)!;
      expect(runtime).toBe('cloudfront-js-2.0');
      expect(typeof code).toBe('string');
      expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
    },
  );

  /**
   * The uri the viewer-response function may be given for a viewer's path: the path as the
   * viewer sent it, or the one the viewer-request function rewrote it to. Which one CloudFront
   * passes is not verified here, so every expectation must hold for both.
   */
  const readings = (path: string) =>
    [
      ['original', path],
      ['rewritten', onRequest(viewerRequest(path)).uri],
    ] as const;

  describe('viewer request', () => {
    it.each(KNOWN_PAGES)('serves /index.html for the SPA page %s', (uri) => {
      const request = onRequest(viewerRequest(uri));
      expect(request.uri).toBe('/index.html');
      expect(request.querystring).toEqual({ page: { value: '2' } });
      expect(request.headers).toEqual(viewerRequestObject(uri).headers);
    });

    it.each(UNKNOWN_PAGES)('serves /404.html for the unknown page path %s', (uri) => {
      const request = onRequest(viewerRequest(uri));
      expect(request.uri).toBe('/404.html');
      expect(request.querystring).toEqual({ page: { value: '2' } });
      expect(request.headers).toEqual(viewerRequestObject(uri).headers);
    });

    it.each([...FILES, '/404.html'])('passes the file %s through to S3 unchanged', (uri) => {
      expect(onRequest(viewerRequest(uri))).toEqual(viewerRequestObject(uri));
    });
  });

  describe('viewer response', () => {
    describe.each(['original', 'rewritten'] as const)('given the %s uri', (reading) => {
      const uriFor = (path: string) => new Map(readings(path)).get(reading)!;

      it.each(KNOWN_PAGES)('keeps 200 for the page %s', (path) => {
        expect(isSpaRoute(path)).toBe(true);
        const uri = uriFor(path);
        expect(onResponse(viewerResponse(uri))).toEqual(viewerResponse(uri).response);
      });

      it.each(UNKNOWN_PAGES)('answers 404 for %s, which the SPA has no page for', (path) => {
        expect(isSpaRoute(path)).toBe(false);
        const uri = uriFor(path);
        const response = onResponse(viewerResponse(uri));
        expect(response.statusCode).toBe(404);
        expect(response.statusDescription).toBe('Not Found');
        // Same document (index.html's copy), same headers: only the status changes.
        expect(response.headers).toEqual(viewerResponse(uri).response.headers);
      });

      it.each(FILES)('leaves the 200 response for the file %s untouched', (path) => {
        const uri = uriFor(path);
        expect(uri).toBe(path);
        expect(onResponse(viewerResponse(uri))).toEqual(viewerResponse(uri).response);
      });

      it('keeps a 304 for an unknown path a 304, so the browser reuses the 404 it stored', () => {
        const uri = uriFor('/no-such-page');
        expect(onResponse(viewerResponse(uri, 304))).toEqual(viewerResponse(uri, 304).response);
      });
    });

    it('answers 404 for /404.html requested directly, like the paths it stands in for', () => {
      const response = onResponse(viewerResponse('/404.html'));
      expect(response.statusCode).toBe(404);
      expect(response.statusDescription).toBe('Not Found');
    });

    it('gives every path the same status under both readings', () => {
      const status = (uri: string) => onResponse(viewerResponse(uri)).statusCode;
      for (const path of [...KNOWN_PAGES, ...UNKNOWN_PAGES, ...FILES]) {
        const [[, original], [, rewritten]] = readings(path);
        expect(status(rewritten), path).toBe(status(original));
        expect(status(original), path).toBe(UNKNOWN_PAGES.includes(path) ? 404 : 200);
      }
    });
  });
});
