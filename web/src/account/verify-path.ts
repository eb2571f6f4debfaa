import { pages } from '#shared/pages';

/** The verification step of /auth/register for an address: where an unconfirmed user goes. */
export function verifyPath(email: string): string {
  return pages.authRegister.build({}, { verify: email });
}
