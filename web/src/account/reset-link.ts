import { digitsOnly } from '../forms/use-form';

/**
 * The reset mail links to /auth/update-password#email=…&code=… : in the fragment, which a browser
 * never sends, so the code stays out of CloudFront's and any proxy's logs (decision 014). A query
 * string is read too, for a link typed or pasted that way.
 */
export function resetLinkFields(search: string, hash: string): { email: string; code: string } {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const field = (name: string) => fragment.get(name) ?? query.get(name) ?? '';
  return { email: field('email'), code: digitsOnly(field('code')).slice(0, 6) };
}

/** True when the address bar holds a link's fields, which the page then removes. */
export function carriesResetFields(search: string, hash: string): boolean {
  const has = (params: URLSearchParams) => params.has('email') || params.has('code');
  return has(new URLSearchParams(search)) || has(new URLSearchParams(hash.replace(/^#/, '')));
}
