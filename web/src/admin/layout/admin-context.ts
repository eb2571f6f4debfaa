import { useOutletContext } from 'react-router-dom';
import type { SessionUser } from '../../auth/session-user';

/** What the admin layout hands its pages: the signed-in admin (checked before any page renders). */
export type AdminOutletContext = { user: SessionUser };

/** The signed-in admin, inside a page under /admin. */
export function useAdminUser(): SessionUser {
  return useOutletContext<AdminOutletContext>().user;
}
