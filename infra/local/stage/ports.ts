import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer } from 'node:net';
import { LocalStageSetupError } from './setup-error';

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

function portInUse(port: number, what: string): LocalStageSetupError {
  return new LocalStageSetupError(
    `Port ${port} (${what}) is already in use. Stop whatever uses it, or choose another port (for example PORT=3100 npm start).`,
  );
}

/**
 * An HTTP server listening on loopback at `port` (0: a port the OS chooses) that answers 503
 * until the gateway takes it over (`takeOverReservedServer`): the stage holds its port from the
 * start, so nothing can take it while the emulators start (test stages running side by side used
 * to lose a port chosen by freePort() before the gateway listened on it), and a readiness probe
 * that arrives meanwhile gets an answer instead of waiting forever. Rejects with a clear message
 * when the port is taken.
 */
export function reservePort(port: number, what: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer((_request, response) => {
      response.writeHead(503, {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '1',
        connection: 'close',
      });
      response.end('The local stage is starting.\n');
    });
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? portInUse(port, what) : error);
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Replaces the reserved server's "starting" answer with the real request handler. */
export function takeOverReservedServer(server: Server, handle: RequestListener): void {
  server.removeAllListeners('request');
  server.on('request', handle);
}

/** Rejects with a clear message when something already listens on the port. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? portInUse(port, what) : error);
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * Polls `check` until it returns true. Errors from `check` count as "not yet" (the server is
 * still starting); `failure` is for conditions that will never recover, such as the process
 * having exited, so start fails at once with the real cause instead of after the timeout.
 */
export async function waitFor(
  check: () => Promise<boolean>,
  {
    timeoutMs,
    intervalMs = 100,
    what,
    failure,
  }: { timeoutMs: number; intervalMs?: number; what: string; failure?: () => Error | undefined },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fatal = failure?.();
    if (fatal) throw fatal;
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
