import type * as AmplifyAuth from './amplify-auth';

export type AuthModule = typeof AmplifyAuth;

let loading: Promise<AuthModule> | undefined;

/**
 * aws-amplify, configured for this stage from /config.json: loaded once, on first use, so pages
 * that never need a session (a signed-out visitor's) do not download it.
 */
export function loadAuth(): Promise<AuthModule> {
  loading ??= import('./amplify-auth')
    .then(async (auth) => {
      await auth.configureFromSite(window.location.origin);
      return auth;
    })
    .catch((error: unknown) => {
      // Try again on the next use rather than remembering a failed start.
      loading = undefined;
      throw error;
    });
  return loading;
}
