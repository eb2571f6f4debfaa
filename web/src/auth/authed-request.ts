import useSWR from 'swr';
import { ApiError, requestJson, type JsonRequest } from '../api/fetch-json';
import { loadAuth } from './auth-client';

/** Calls a protected API route with the signed-in user's ID token. */
export async function authedRequest(url: string, request: Omit<JsonRequest, 'token'> = {}) {
  const token = await (await loadAuth()).idToken();
  if (!token) throw new ApiError(401, 'unauthorized', 'You need to sign in again.');
  return requestJson(url, { ...request, token });
}

/** SWR over a protected GET route: the key carries the user, so accounts never share answers. */
export function useAuthedSWR<T>(url: string | null, userId: string | undefined) {
  return useSWR<T>(
    url && userId ? [url, userId] : null,
    ([path]: [string, string]) => authedRequest(path) as Promise<T>,
  );
}
