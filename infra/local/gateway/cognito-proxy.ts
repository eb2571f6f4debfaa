import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { sendText } from './replies';

export const COGNITO_PROXY_PREFIX = '/_local/cognito';

/**
 * Forwards `/_local/cognito/*` to cognito-local, so the browser reaches the emulator on the
 * site's own origin and port (its own port changes every start). The SPA points aws-amplify's
 * `userPoolEndpoint` here on the local stage.
 */
export function proxyToCognito(
  request: IncomingMessage,
  response: ServerResponse,
  cognitoEndpoint: string,
): void {
  const target = new URL(cognitoEndpoint);
  const path = (request.url ?? '/').slice(COGNITO_PROXY_PREFIX.length) || '/';
  const headers = { ...request.headers, host: target.host };
  const upstream = httpRequest(
    { hostname: target.hostname, port: target.port, method: request.method, path, headers },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) sendText(response, 502, 'cognito-local is not answering.');
    else response.destroy();
  });
  request.pipe(upstream);
}
