import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { handlerEntry } from '#infra/stack/definitions/routes';
import type { GatewayRoute } from './route-matcher';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** What loading needs of a route: the API's routes fit, and so does the page renderer's. */
export type HandlerRoute = Pick<GatewayRoute, 'id' | 'handler'>;

/** Finds the handler function of a route; injectable so tests and `--dev` can choose how. */
export type LoadHandler = (route: HandlerRoute) => Promise<LambdaHandler>;

export function handlerFromModule(
  route: HandlerRoute,
  module: Record<string, unknown>,
): LambdaHandler {
  if (typeof module.handler !== 'function') {
    throw new Error(`${handlerEntry(route)} does not export a \`handler\` function`);
  }
  return module.handler as LambdaHandler;
}

/**
 * Imports `lambdas/handlers/<handler>.ts` once per module, like a warm Lambda container. The
 * first request to a route pays the import, as a cold start would.
 */
export function importHandlerLoader(repoRoot: string): LoadHandler {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (route) => {
    const file = resolve(repoRoot, handlerEntry(route));
    let loading = cache.get(file);
    if (!loading) {
      loading = import(pathToFileURL(file).href).then((module: Record<string, unknown>) =>
        handlerFromModule(route, module),
      );
      // A failed import (syntax error) is retried on the next request rather than remembered.
      loading.catch(() => cache.delete(file));
      cache.set(file, loading);
    }
    return loading;
  };
}
