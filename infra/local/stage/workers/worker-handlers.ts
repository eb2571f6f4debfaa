import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { handlerEntry } from '#infra/stack/definitions/routes';
import { createLambdaContext } from '../gateway/lambda-context';

type WorkerHandler = (event: unknown, context: ReturnType<typeof createLambdaContext>) => unknown;

/**
 * Calls the `handler` of lambdas/handlers/<name>.ts like Lambda calls a stream consumer or a
 * scheduled job: imported once (a warm container), with a Lambda-like context and timeout.
 */
export function workerInvoker(repoRoot: string) {
  const modules = new Map<string, Promise<WorkerHandler>>();
  const load = (handler: string) => {
    let loading = modules.get(handler);
    if (!loading) {
      const file = pathToFileURL(resolve(repoRoot, handlerEntry({ handler }))).href;
      loading = import(file).then((module: Record<string, unknown>) => {
        if (typeof module.handler !== 'function') {
          throw new Error(`${handlerEntry({ handler })} does not export a \`handler\` function`);
        }
        return module.handler as WorkerHandler;
      });
      // A module that failed to import is tried again next time rather than remembered.
      loading.catch(() => modules.delete(handler));
      modules.set(handler, loading);
    }
    return loading;
  };
  return async <T>(
    worker: { id: string; handler: string; timeoutSeconds: number },
    event: unknown,
  ): Promise<T> => {
    const handler = await load(worker.handler);
    const context = createLambdaContext(worker, randomUUID(), worker.timeoutSeconds * 1000);
    return (await handler(event, context)) as T;
  };
}
