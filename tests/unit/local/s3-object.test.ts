import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/stage/ports';
import { sendS3Object } from '#infra/local/stage/gateway/s3-object';

const TIMEOUT_MS = 300;

/** What the fake S3 client answers to the next send(). */
let answer: (signal: AbortSignal | undefined) => Promise<unknown>;
const fakeS3 = {
  send: (_command: unknown, options?: { abortSignal?: AbortSignal }) =>
    answer(options?.abortSignal),
} as unknown as S3Client;
let s3: S3Client = fakeS3;

const s3Error = (status: number) =>
  Object.assign(new Error(`S3 said ${status}`), { $metadata: { httpStatusCode: status } });

const getObject = (body: Readable) => ({
  Body: body,
  ContentType: 'image/webp',
  ContentLength: 6,
  ETag: '"e1"',
});

describe('sendS3Object: bad keys and storage faults', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      sendS3Object(request, response, {
        s3,
        bucket: 'vanyard-local-images',
        key: 'images/a.webp',
        defaultCacheControl: 'public, max-age=60',
        timeoutMs: TIMEOUT_MS,
      }).catch(() => {
        // What the gateway does with an error sendS3Object lets through.
        if (!response.headersSent) response.writeHead(500).end('gateway failed');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterEach(() => {
    s3 = fakeS3;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Status (or the fetch error) and how long it took. */
  async function timed(): Promise<{ status: number | string; ms: number; body?: string }> {
    const started = Date.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      return { status: response.status, ms: Date.now() - started, body };
    } catch (error) {
      return { status: (error as Error).name, ms: Date.now() - started };
    }
  }

  it('streams an object that answers', async () => {
    answer = async () => getObject(Readable.from([Buffer.from('abc'), Buffer.from('def')]));
    const result = await timed();
    expect(result).toMatchObject({ status: 200, body: 'abcdef' });
  });

  it('answers 400 when S3 refuses the key (an over-long key, for one)', async () => {
    answer = async () => {
      throw s3Error(400);
    };
    expect((await timed()).status).toBe(400);
  });

  it('answers 404 for a missing object', async () => {
    answer = async () => {
      throw s3Error(404);
    };
    expect((await timed()).status).toBe(404);
  });

  it('answers 502 when S3 fails', async () => {
    answer = async () => {
      throw s3Error(500);
    };
    expect((await timed()).status).toBe(502);
    answer = async () => {
      throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    };
    expect((await timed()).status).toBe(502);
  });

  it('answers 504 and aborts the call when S3 does not answer', async () => {
    let aborted = false;
    answer = (signal) =>
      new Promise(() => {
        signal?.addEventListener('abort', () => (aborted = true));
      });
    const result = await timed();
    expect(result.status).toBe(504);
    expect(result.ms).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(aborted).toBe(true);
  });

  it('answers 502 when the body fails before its first byte, and destroys it', async () => {
    const body = new PassThrough();
    answer = async () => {
      setTimeout(() => body.destroy(new Error('disk gone')), 20);
      return getObject(body);
    };
    expect((await timed()).status).toBe(502);
    expect(body.destroyed).toBe(true);
  });

  it('answers 504 when the body stalls before its first byte, and destroys it', async () => {
    const body = new PassThrough();
    answer = async () => getObject(body);
    const result = await timed();
    expect(result.status).toBe(504);
    expect(result.ms).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(body.destroyed).toBe(true);
  });

  it('cuts the connection when the body stalls after the headers, instead of hanging', async () => {
    const body = new PassThrough();
    answer = async () => {
      body.write('abc');
      return getObject(body);
    };
    const result = await timed();
    // The headers said 200; the body never completes, and the client learns so at once.
    expect(result.status).toBe('TypeError');
    expect(result.ms).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(body.destroyed).toBe(true);
  });

  it('answers 502 within seconds when s3rver is not running', async () => {
    s3 = new S3Client({
      endpoint: `http://127.0.0.1:${await freePort()}`,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      forcePathStyle: true,
    });
    const result = await timed();
    s3.destroy();
    expect(result.status).toBe(502);
    expect(result.ms).toBeLessThan(5_000);
  });
});
