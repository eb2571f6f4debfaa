import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { authorizationCodes } from './authorization-codes';
import { authorizeEndpoint } from './authorize-endpoint';
import { hostedUiReplies, send, type HostedUiOptions } from './hosted-ui-http';
import { HOSTED_UI_STYLESHEET, HOSTED_UI_STYLESHEET_PATH } from './hosted-ui-page';
import { tokenEndpoint } from './token-endpoint';

export type { HostedUiOptions };

/*
 * The local stage's stand-in for Cognito's hosted OAuth endpoints (decision 076), on HTTPS of its
 * own because aws-amplify always calls `https://{domain}`: /oauth2/authorize (the chooser page),
 * /oauth2/token (code with PKCE, or refresh token), /oauth2/userInfo and /logout, in Cognito's
 * wire format. Never deployed.
 */
export function createHostedUi(options: HostedUiOptions) {
  const codes = authorizationCodes(options.now);
  const replies = hostedUiReplies(options);
  const authorize = authorizeEndpoint(options, codes, replies);
  const tokens = tokenEndpoint(options, codes, replies);
  const { answerRefresh } = tokens;

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'https://localhost');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    if (method === 'OPTIONS' && (path === '/oauth2/token' || path === '/oauth2/userInfo')) {
      response.writeHead(204, replies.corsFor(request));
      return void response.end();
    }
    if (path === '/oauth2/authorize' && method === 'GET')
      return authorize.get(request, response, url);
    if (path === '/oauth2/authorize' && method === 'POST') return authorize.post(request, response);
    if (path === '/oauth2/token' && method === 'POST') return tokens.token(request, response);
    if (path === '/oauth2/userInfo' && method === 'GET') return tokens.userInfo(request, response);
    if (path === '/logout' && method === 'GET') return authorize.logout(request, response, url);
    if (path === HOSTED_UI_STYLESHEET_PATH) {
      return send(response, 200, 'text/css; charset=utf-8', HOSTED_UI_STYLESHEET);
    }
    if (['/oauth2/authorize', '/oauth2/token', '/oauth2/userInfo', '/logout'].includes(path)) {
      return send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed.');
    }
    return send(response, 404, 'text/plain; charset=utf-8', 'Not found.');
  }

  let server: Server | undefined;
  return {
    answerRefresh,
    listen(port = 0): Promise<string> {
      return new Promise((resolve, reject) => {
        const created = createServer(options.tls, (request, response) => {
          route(request, response).catch((error: unknown) => {
            options.log(
              `hosted-ui: ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
            if (!response.headersSent) {
              send(response, 500, 'text/plain; charset=utf-8', 'The sign-in stand-in failed.');
            } else response.destroy();
          });
        });
        server = created;
        created.once('error', reject);
        created.listen(port, '127.0.0.1', () => {
          created.off('error', reject);
          resolve(`localhost:${(created.address() as AddressInfo).port}`);
        });
      });
    },
    close(): Promise<void> {
      const open = server;
      if (!open?.listening) return Promise.resolve();
      return new Promise((resolve) => {
        open.close(() => resolve());
        open.closeAllConnections();
      });
    },
  };
}
