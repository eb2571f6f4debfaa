import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalFunction = (event: unknown) => Promise<unknown>;

export type LambdaInvokeEndpoint = { url: string; stop(): Promise<void> };

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * The Lambda Invoke API on a loopback port, for cognito-local's triggers: it calls
 * `POST /2015-03-31/functions/{name}/invocations` as Cognito calls a trigger, and gets the
 * function's answer, or Lambda's `X-Amz-Function-Error: Unhandled` with the error when it throws.
 */
export async function startLambdaInvokeEndpoint(options: {
  functions: Record<string, LocalFunction>;
  log: (line: string) => void;
}): Promise<LambdaInvokeEndpoint> {
  const server = createServer((request, response) => {
    const name = INVOKE_PATH.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !name) {
      return reply(response, 404, { message: 'Not a Lambda Invoke request' });
    }
    const fn = options.functions[decodeURIComponent(name)];
    if (!fn) {
      return reply(response, 404, {
        __type: 'ResourceNotFoundException',
        message: `Function not found: ${name}`,
      });
    }
    void readBody(request)
      .then((body) => fn(body ? (JSON.parse(body) as unknown) : {}))
      .then((result) => reply(response, 200, result ?? null))
      .catch((error: unknown) => {
        options.log(
          `Local function ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        reply(
          response,
          200,
          {
            errorType: error instanceof Error ? error.name : 'Error',
            errorMessage: error instanceof Error ? error.message : String(error),
          },
          { 'x-amz-function-error': 'Unhandled' },
        );
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
