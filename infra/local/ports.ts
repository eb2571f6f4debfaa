import { createServer } from 'node:net';

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
          ? new Error(
              `Port ${port} (${what}) is already in use. Stop whatever uses it, or choose another port (for example PORT=3100 npm start).`,
            )
          : error,
      );
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

export async function waitFor(
  check: () => Promise<boolean>,
  { timeoutMs, intervalMs = 100, what }: { timeoutMs: number; intervalMs?: number; what: string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
