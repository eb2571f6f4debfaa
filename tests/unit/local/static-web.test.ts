import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticWeb } from '../../../infra/local/stage/gateway/static-web';

describe('createStaticWeb without a build', () => {
  const emptyRoot = mkdtempSync(join(tmpdir(), 'vy-noweb-'));
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer(createStaticWeb(join(emptyRoot, 'dist', 'web')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(emptyRoot, { recursive: true, force: true });
  });

  it('says to run npm run build', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
