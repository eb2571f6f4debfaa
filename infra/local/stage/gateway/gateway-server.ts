import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Client } from '@aws-sdk/client-s3';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '#shared/runtime-config';
import { isWebFilePath } from '#infra/stack/definitions/page-renderer';
import { securityHeaders } from '#infra/stack/definitions/security-headers';
import type { Mailbox } from '../mailbox';
import { decodePath, splitUrl } from './api-event';
import { createApiDispatcher } from './api-dispatcher';
import {
  COGNITO_PROXY_PREFIX,
  proxyToCognito,
  type AnswerAuth,
  type LocalOperation,
  type OnCodeSent,
  type RefuseAuth,
} from './cognito-proxy';
import type { LoadHandler } from './handler-loader';
import type { JwtAuthorizer } from './jwt-authorizer';
import { imageKeyOf } from './image-key';
import { MAILBOX_PAGE_CSP, renderMailboxPage } from './mailbox-page';
import {
  isLocalCheckoutPath,
  serveLocalCheckout,
  type LocalCheckoutOptions,
} from './checkout-page';
import { takeOverReservedServer } from '../ports';
import { createPageRenderer } from './page-renderer';
import { sendJson, sendText } from './replies';
import type { GatewayRoute } from './route-matcher';
import { sendS3Object } from './s3-object';
import { createSpaShell, createStaticWeb } from './static-web';
import type { StandIn } from '../../stand-ins/stand-in-http';
import { VEHICLE_DATA_STAND_IN_PREFIX } from '../../stand-ins/vehicle-data-stand-ins';

export const GATEWAY_MAX_BODY_BYTES = 1024 * 1024;
export const GATEWAY_TIMEOUT_MS = 30_000;

export type GatewayOptions = {
  routes: readonly GatewayRoute[];
  loadHandler: LoadHandler;
  authorizer: JwtAuthorizer;
  /** The built SPA (dist/web). */
  webRoot: string;
  /**
   * The renderer's SSR bundle (RENDER_BUNDLE, dist/render/render-page.js): page paths go to the
   * RenderPage handler once it exists, and to the SPA's index.html until then.
   */
  renderBundle: string;
  s3: S3Client;
  buckets: { images: string; sitemaps: string };
  mailbox: Mailbox;
  cognitoEndpoint: string;
  /** Mails the code of a successful sign-up or password reset (cognito-local only prints it). */
  onCodeSent?: OnCodeSent;
  /** Refuses what Cognito would and cognito-local does not: a disabled user's sign-in and refresh. */
  refuseAuth?: RefuseAuth;
  /** Refreshes the hosted sign-in stand-in's sessions (decision 076). */
  answerAuth?: AnswerAuth;
  /** Cognito operations cognito-local lacks, answered by the gateway (ResendConfirmationCode). */
  cognitoOperations?: Readonly<Record<string, LocalOperation>>;
  /** Served at /_local/stage.json: what a local client needs to find the user pool. */
  stageInfo: () => Record<string, unknown>;
  /** Served at /config.json, as the web deployment writes it in AWS. */
  runtimeConfig: RuntimeConfig;
  /**
   * The config for a request's Host header, when it depends on it: the hosted sign-in returns
   * to the name the site was opened on (localhost or 127.0.0.1), as aws-amplify requires.
   */
  runtimeConfigFor?: (host: string | undefined) => RuntimeConfig;
  log: (line: string) => void;
  maxBodyBytes?: number;
  timeoutMs?: number;
  /**
   * Origins the SPA calls besides the gateway, for the CSP's connect-src (s3rver, where presigned
   * uploads go). The rest of the header set is CloudFront's (`infra/stack/definitions/security-headers.ts`).
   */
  connectSources?: readonly string[];
  /**
   * Called once each request has been answered: whatever it wrote is in the table, and the
   * stage's stream pollers are told so (decision 049).
   */
  onAnswered?: () => void;
  /** How long an S3 call or a stalled object body may take (default STORAGE_TIMEOUT_MS). */
  storageTimeoutMs?: number;
  /**
   * The stand-in for Stripe Checkout at `/_local/checkout/{sessionId}` (the local payment
   * provider's sessions, its webhook secret); without it those paths are not found.
   */
  localCheckout?: LocalCheckoutOptions;
  /** The DVLA and DVSA stand-ins at `/_local/vehicle-data/…`; without them those paths are not found. */
  vehicleData?: StandIn;
};

export type Gateway = {
  listen(port: number, host?: string): Promise<number>;
  /**
   * Answers on a server that already listens (ports.ts `reservePort`), so the port cannot be
   * taken by anyone between choosing it and serving on it; returns the port.
   */
  serve(server: Server): number;
  close(): Promise<void>;
};

const SITE_ROOT_OBJECT = /^\/(sitemap[A-Za-z0-9_.-]*\.xml|robots\.txt)$/;

/**
 * One HTTP server standing in for CloudFront and API Gateway: `/api/*` to the handlers, images
 * and sitemaps from their buckets, the site's files (WEB_FILE_PATHS) from the built SPA, every
 * other path to the page renderer, plus the local-only `/_local/*` pages.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const api = createApiDispatcher({
    routes: options.routes,
    loadHandler: options.loadHandler,
    authorizer: options.authorizer,
    maxBodyBytes: options.maxBodyBytes ?? GATEWAY_MAX_BODY_BYTES,
    timeoutMs: options.timeoutMs ?? GATEWAY_TIMEOUT_MS,
    log: options.log,
  });
  const web = createStaticWeb(options.webRoot);
  const pages = createPageRenderer({
    loadHandler: options.loadHandler,
    bundleFile: options.renderBundle,
    fallback: createSpaShell(options.webRoot),
    log: options.log,
  });
  const headers = Object.entries(securityHeaders({ connectSources: options.connectSources ?? [] }));

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const { path } = splitUrl(request.url ?? '/');
    if (path === '/api' || path.startsWith('/api/')) return api(request, response);
    if (path.startsWith('/images/')) {
      // Only the images bucket's public objects, never another bucket's (image-key.ts).
      const image = imageKeyOf(path);
      if ('status' in image) {
        return image.status === 400
          ? sendText(response, 400, 'Bad request.')
          : sendText(response, 404, 'Not found.');
      }
      return sendS3Object(request, response, {
        s3: options.s3,
        bucket: options.buckets.images,
        key: image.key,
        // Variant keys carry the image id, so an object never changes once written.
        defaultCacheControl: 'public, max-age=31536000, immutable',
        timeoutMs: options.storageTimeoutMs,
      });
    }
    if (SITE_ROOT_OBJECT.test(path)) {
      return sendS3Object(request, response, {
        s3: options.s3,
        bucket: options.buckets.sitemaps,
        key: path.slice(1),
        defaultCacheControl: 'public, max-age=3600',
        timeoutMs: options.storageTimeoutMs,
      });
    }
    if (path === '/_local/mailbox') {
      const html = renderMailboxPage(await options.mailbox.list());
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': MAILBOX_PAGE_CSP,
      });
      return void response.end(html);
    }
    if (options.localCheckout && isLocalCheckoutPath(path)) {
      return serveLocalCheckout(request, response, path, options.localCheckout);
    }
    if (options.vehicleData && path.startsWith(`${VEHICLE_DATA_STAND_IN_PREFIX}/`)) {
      // The stand-ins answer the providers' own paths, below the prefix.
      request.url = (request.url ?? '/').slice(VEHICLE_DATA_STAND_IN_PREFIX.length);
      if (await options.vehicleData.handle(request, response)) return;
      return sendJson(response, 404, { message: 'Not Found' });
    }
    if (path === '/_local/mailbox.json')
      return sendJson(response, 200, { mails: await options.mailbox.list() });
    if (path === '/_local/stage.json') return sendJson(response, 200, options.stageInfo());
    if (path === RUNTIME_CONFIG_PATH) {
      // As the web deployment stores it: revalidated on every use.
      const config = options.runtimeConfigFor?.(request.headers.host) ?? options.runtimeConfig;
      return sendJson(response, 200, config, {
        'cache-control': 'max-age=0, must-revalidate',
      });
    }
    if (path === COGNITO_PROXY_PREFIX || path.startsWith(`${COGNITO_PROXY_PREFIX}/`)) {
      return proxyToCognito(request, response, options.cognitoEndpoint, {
        onCodeSent: options.onCodeSent,
        refuseAuth: options.refuseAuth,
        answerAuth: options.answerAuth,
        localOperations: options.cognitoOperations,
      });
    }
    // Not a page: no local-only path reaches the renderer, nor does it exist in AWS.
    if (path.startsWith('/_local/')) return sendText(response, 404, 'Not found.');
    const decoded = decodePath(path);
    if (decoded !== null && isWebFilePath(decoded)) return web(request, response);
    return pages(request, response);
  };

  const handle: RequestListener = (request, response) => {
    // Every answer carries the deployed header set, as CloudFront's response headers policy adds
    // it to every behaviour (docs/infrastructure.md); an answer may still set its own CSP.
    for (const [name, value] of headers) response.setHeader(name, value);
    route(request, response)
      .catch((error: unknown) => {
        options.log(
          `gateway: ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (!response.headersSent)
          sendText(response, 500, 'The local gateway failed to answer this request.');
        else response.destroy();
      })
      .finally(() => options.onAnswered?.());
  };
  let server: Server | undefined;

  return {
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        const created = createServer(handle);
        server = created;
        created.once('error', reject);
        created.listen(port, host, () => {
          created.off('error', reject);
          resolve((created.address() as AddressInfo).port);
        });
      }),
    serve: (listening) => {
      server = listening;
      takeOverReservedServer(listening, handle);
      return (listening.address() as AddressInfo).port;
    },
    close: () => {
      const open = server;
      if (!open?.listening) return Promise.resolve();
      return new Promise((resolve) => {
        open.close(() => resolve());
        // Browsers keep idle connections open; without this, close waits for them to time out.
        open.closeAllConnections();
      });
    },
  };
}
