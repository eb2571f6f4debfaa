import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevHandlerLoader } from '#infra/local/stage/gateway/dev-handler-loader';
import type { LoadHandler } from '#infra/local/stage/gateway/handler-loader';
import type { GatewayRoute } from '#infra/local/stage/gateway/route-matcher';
import { REPO_ROOT } from '#infra/local/repo-root';

describe('npm run dev: handlers reload when their files change', () => {
  // Inside the repository (Vite watches its root), in the git-ignored test output folder.
  const dir = join(REPO_ROOT, '.test-output', `dev-reload-${process.pid}`);
  let loader: { loadHandler: LoadHandler; close: () => Promise<void> };
  const route: GatewayRoute = {
    id: 'Reload',
    method: 'GET',
    path: '/api/reload',
    handler: relative(join(REPO_ROOT, 'lambdas', 'handlers'), join(dir, 'handler')),
    auth: 'public',
  };
  const call = async () =>
    ((await (await loader.loadHandler(route))({} as never, {} as never)) as { body: string }).body;

  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'handler.ts'),
      "import { word } from './domain';\nexport const handler = async () => ({ statusCode: 200, body: word });\n",
    );
    writeFileSync(join(dir, 'domain.ts'), "export const word = 'before';\n");
    loader = await createDevHandlerLoader(REPO_ROOT);
  });

  afterAll(async () => {
    await loader?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the edited code of a module the handler imports, without a restart', async () => {
    expect(await call()).toBe('before');
    writeFileSync(join(dir, 'domain.ts'), "export const word = 'after';\n");
    await expect.poll(call, { timeout: 10_000, interval: 100 }).toBe('after');
  });
});
