import { request } from 'node:http';

/**
 * A request to a local stage from another loopback address (127.0.0.2, …): the gateway takes
 * the socket's address as the caller's, so the per-address rate limits a file spends are its
 * own, not those of every other file on a shared stage (decision 058). Answers the status and
 * the body's text once it is read; `redirect: 'manual'` as fetch's (no redirect is followed).
 */
export function fetchFromAddress(
  localAddress: string,
  url: string | URL,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // A length, not chunks: fetch sends one for a string body, and API Gateway sees one.
    const length =
      init.body === undefined ? {} : { 'content-length': `${Buffer.byteLength(init.body)}` };
    const sent = request(
      url,
      { method: init.method ?? 'GET', headers: { ...init.headers, ...length }, localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });
}
