/** An API failure carrying the `{ "error": { code, message, fields? } }` body when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type JsonRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON when given. */
  body?: unknown;
  /** A bearer token for the API's protected routes. */
  token?: string;
};

/**
 * Calls the same-origin API and reads its JSON answer; non-2xx answers become an ApiError. A 204
 * or an empty body gives null.
 */
export async function requestJson(url: string, request: JsonRequest = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const response = await fetch(url, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const answer = await readBody(response);
  if (!response.ok) throw toApiError(response.status, answer);
  return answer;
}

/** JSON answers parsed; other answers (XML sitemaps) as text; an empty or unreadable one as null. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  if (!/json/i.test(response.headers.get('content-type') ?? 'application/json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** GETs JSON from the same-origin API. */
export function fetchJson(url: string): Promise<unknown> {
  return requestJson(url);
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)
    ?.error;
  const code = typeof error?.code === 'string' ? error.code : 'http_error';
  const message = typeof error?.message === 'string' ? error.message : `Request failed (${status})`;
  const fields =
    error?.fields && typeof error.fields === 'object'
      ? (error.fields as Record<string, string[]>)
      : undefined;
  return new ApiError(status, code, message, fields);
}
