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

/** GETs JSON from the same-origin API; non-2xx answers become an ApiError. */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body;
}

/**
 * POSTs JSON (or nothing) to the same-origin API; non-2xx answers become an ApiError. A 204 or
 * an empty body gives null.
 */
export async function postJson(url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, answer);
  return answer;
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
