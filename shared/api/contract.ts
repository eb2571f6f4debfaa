import type { z } from 'zod';

/**
 * The shape of one API route's contract, read by the handler (validation and auth), the web
 * app's typed client, the CDK stack and the local gateway (docs/decisions/016-route-contracts.md).
 * Type-only use of zod here: a contract without schemas costs the browser nothing.
 */
export type RouteAuth = 'public' | 'user' | 'admin';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

/** API Gateway path syntax, always under /api: `{name}` is one segment, `{name+}` the rest. */
export type ApiPath = `/api/${string}`;

/**
 * A schema, or a function that gives the one in force now: for rules that move with the clock,
 * such as "a year up to next year" (see dailySchema).
 */
export type SchemaSource = z.ZodType | (() => z.ZodType);

/** A JSON answer of type T; with a schema when the browser or the tests parse it. */
export type JsonResponse<T> = { kind: 'json'; schema?: z.ZodType<T>; readonly __type?: T };
/** A body sent as it is (XML, plain text) with this content type. */
export type TextResponse = { kind: 'text'; contentType: string };
/** No body: 204. */
export type EmptyResponse = { kind: 'empty' };

export type ResponseSpec = JsonResponse<unknown> | TextResponse | EmptyResponse;

/**
 * What a signed-in route asks of the caller's account beyond a valid token
 * (docs/decisions/033-account-policy-on-the-contract.md). An admin who disables an account
 * cannot take back the ID token it already holds (valid for up to an hour), so:
 * - `'enabled'`: the account must be enabled now, read from its profile on every request; a
 *   disabled one gets 403 `account_disabled`. Every route that changes something, and every
 *   admin route (they show other people's data).
 * - `'disabled-allowed'`: the token is enough: reads of the caller's own data only (their
 *   listings, payments, profile), which stay theirs to see until the token expires.
 */
export type AccountPolicy = 'enabled' | 'disabled-allowed';

/**
 * A limit on how often one client may call a route: `limit` requests in any `windowSeconds`
 * (a sliding window). A signed-in route counts per user, a public one per client address.
 * The values live in shared/api/rate-limits.ts.
 */
export type RateLimit = {
  /** Names the counter; routes that share a scope share one allowance. */
  scope: string;
  limit: number;
  windowSeconds: number;
};

type RouteFields = {
  /** Unique, PascalCase: names the deployment entry, the Lambda and its log lines. */
  id: string;
  method: RouteMethod;
  path: ApiPath;
  /** Path parameters, query string and JSON body; a violation is a 400 naming the field. */
  params?: SchemaSource;
  query?: SchemaSource;
  body?: SchemaSource;
  /** Largest accepted body in bytes (default lambdas/http/json-body.ts DEFAULT_MAX_BODY_BYTES). */
  maxBodyBytes?: number;
  /**
   * The body is handed to the handler as the exact text received, never parsed (a signed
   * webhook, whose signature covers those bytes). No `body` schema then.
   */
  rawBody?: true;
  /** Enforced by createHttpHandler after validation: 429 with Retry-After once over it. */
  rateLimit?: RateLimit;
  response: ResponseSpec;
  description: string;
};

/** Anyone may call it: there is no account to check. */
export type PublicRouteContract = RouteFields & { auth: 'public'; account?: never };

/**
 * A signed-in route: `account` is required, so a new route cannot forget to say whether a
 * disabled account may still call it (a type error here, and a test over the route table).
 */
export type SignedInRouteContract = RouteFields & {
  auth: 'user' | 'admin';
  account: AccountPolicy;
};

export type RouteContract = PublicRouteContract | SignedInRouteContract;

/** Keeps the contract's literal types (path, auth, schemas) for the handler and the client. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** A JSON answer typed T, checked by `schema` where one is given. */
export function json<T>(schema?: z.ZodType<T>): JsonResponse<T> {
  return schema ? { kind: 'json', schema } : { kind: 'json' };
}

export function text(contentType: string): TextResponse {
  return { kind: 'text', contentType };
}

export const empty: EmptyResponse = { kind: 'empty' };

/**
 * A schema whose rules follow the calendar ('a year up to next year'), made once a day rather
 * than per request: building a large zod schema costs more than the search it checks.
 */
export function dailySchema<S extends z.ZodType>(make: (now: Date) => S): () => S {
  let made: { day: string; schema: S } | undefined;
  return () => {
    const now = new Date();
    const day = now.toISOString().slice(0, 10);
    if (made?.day !== day) made = { day, schema: make(now) };
    return made.schema;
  };
}

/** The schema a source stands for at this moment. */
export function schemaOf(source: SchemaSource): z.ZodType {
  return typeof source === 'function' ? source() : source;
}

type Resolved<S> = S extends () => infer R ? R : S;

/** What a validated part of the request is, once its schema has parsed it. */
export type Parsed<C, K extends 'params' | 'query' | 'body'> = C extends {
  [P in K]: infer S;
}
  ? Resolved<S> extends z.ZodType
    ? z.output<Resolved<S>>
    : never
  : undefined;

/** What a caller sends for a part of the request, before the schema parses it. */
export type Sent<C, K extends 'query' | 'body'> = C extends { [P in K]: infer S }
  ? Resolved<S> extends z.ZodType
    ? z.input<Resolved<S>>
    : never
  : never;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Greedy}+` ? Greedy : Name) | ParamNames<Rest>
  : never;

/** `{ id: string }` for '/api/listings/{id}'. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

export type HasPathParams<P extends string> = [ParamNames<P>] extends [never] ? false : true;

/** The success answer's type: the JSON body, the text, or null for an empty answer. */
export type ResponseOf<C extends { response: ResponseSpec }> =
  C['response'] extends JsonResponse<infer T>
    ? T
    : C['response'] extends TextResponse
      ? string
      : null;
