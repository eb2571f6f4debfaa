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

/** Rejects with a clear message when something already listens on the port. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new LocalStageSetupError(
              `Port ${port} (${what}) is already in use. Stop whatever uses it, or choose another port (for example PORT=3100 npm start).`,
            )
          : error,
      );
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
