import type {
  HasPathParams,
  PathParams,
  ResponseOf,
  RouteContract,
  Sent,
} from '#shared/api/contract';
import { noticeAccountDisabled } from '../auth/account-disabled-notice';
import { ApiError, requestJson } from './fetch-json';

/**
 * The one way the SPA calls the API: URL, method, body and answer type all come from the route's
 * contract in shared/api/ (docs/decisions/016-route-contracts.md), never written twice.
 */
export type Callable = RouteContract & { method: Exclude<RouteContract['method'], 'ANY'> };

type QueryInput<C> = [Sent<C, 'query'>] extends [never]
  ? { query?: never }
  : { query?: URLSearchParams | Partial<Record<keyof Sent<C, 'query'> & string, string>> };

type BodyInput<C> = [Sent<C, 'body'>] extends [never]
  ? { body?: never }
  : { body: Sent<C, 'body'> };

type PathInput<C extends RouteContract> =
  HasPathParams<C['path']> extends true ? { path: PathParams<C['path']> } : { path?: never };

/** What a call sends: path parameters, query and body, each only where the route has them. */
export type CallInput<C extends Callable> = PathInput<C> & QueryInput<C> & BodyInput<C>;

/** Calls whose input is all optional may leave it out. */
type InputArgs<C extends Callable> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** The route's URL for these path parameters and query: also SWR's cache key. */
export function apiUrl<C extends Callable>(contract: C, ...[input]: InputArgs<C>): string {
  const params = (input?.path ?? {}) as Record<string, string>;
  const path = contract.path.replace(/\{([A-Za-z0-9_]+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.id}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const query = toSearchParams(input?.query).toString();
  return query ? `${path}?${query}` : path;
}

function toSearchParams(query: unknown): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The signed-in user's ID token; Amplify is loaded only by calls that need one. */
async function idToken(): Promise<string> {
  const { loadAuth } = await import('../auth/auth-client');
  const token = await (await loadAuth()).idToken();
  if (!token) throw new ApiError(401, 'unauthorized', 'You need to sign in again.');
  return token;
}

/**
 * Calls a route and returns its answer, parsed by the contract's schema where it has one. Non-2xx
 * answers throw an ApiError; an answer that breaks the contract throws one with status 0.
 */
export async function callApi<C extends Callable>(
  contract: C,
  ...args: InputArgs<C>
): Promise<ResponseOf<C>> {
  const [input] = args;
  const answer = await requestJson(apiUrl(contract, ...args), {
    method: contract.method,
    body: input?.body,
    token: contract.auth === 'public' ? undefined : await idToken(),
  }).catch((error: unknown) => {
    noticeAccountDisabled(error);
    throw error;
  });
  return readAnswer(contract, answer) as ResponseOf<C>;
}

/**
 * A 2xx answer as callApi returns it: parsed by the contract's schema where it has one. Exported
 * so the server renderer's data is exactly what the browser's first fetch would have given.
 */
export function readAnswer(contract: RouteContract, answer: unknown): unknown {
  const { response } = contract;
  if (response.kind !== 'json') return answer;
  if (response.schema) {
    const parsed = response.schema.safeParse(answer);
    if (!parsed.success) throw unexpectedAnswer(contract);
    return parsed.data;
  }
  if (typeof answer !== 'object' || answer === null) throw unexpectedAnswer(contract);
  return answer;
}

function unexpectedAnswer(contract: RouteContract): ApiError {
  return new ApiError(0, 'unexpected_answer', `Unexpected answer from ${contract.path}`);
}
