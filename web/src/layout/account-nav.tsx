import { NavLink } from 'react-router-dom';
import { useSession } from '../auth/session-store';
import { useSignOut } from '../auth/use-sign-out';
import { useUnreadMessages } from '../api/use-messages';
import { unreadLabel } from '#shared/messages';
import { MailIcon } from '../ui/icons';
import {
  ADMIN_NAV,
  DASHBOARD_NAV,
  MESSAGES_NAV,
  SAVED_NAV,
  SAVED_SEARCHES_NAV,
  SIGN_IN_NAV,
  SIGN_OUT_LABEL,
} from '../lib/navigation';

type AccountNavProps = {
  linkClass: (state: { isActive: boolean }) => string;
  /** The header's row: Messages as an envelope with its name for screen readers, below 1536 px. */
  compact?: boolean;
};

/**
 * The account end of the navigation: nothing until the session is known (no flash of
 * 'Sign In' for a signed-in user), then Saved vans and Sign In, or Messages (with the count of
 * unread messages), Saved vans, Dashboard, Admin Dashboard for admins, and Sign Out.
 */
export function AccountNavItems({ linkClass, compact = false }: AccountNavProps) {
  const session = useSession();
  const signOut = useSignOut();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <>
        <li>
          <NavLink to={SAVED_NAV.to} end className={linkClass}>
            {SAVED_NAV.label}
          </NavLink>
        </li>
        <li>
          <NavLink to={SIGN_IN_NAV.to} className={linkClass}>
            {SIGN_IN_NAV.label}
          </NavLink>
        </li>
      </>
    );
  }
  const items = session.user.isAdmin
    ? [SAVED_NAV, SAVED_SEARCHES_NAV, DASHBOARD_NAV, ADMIN_NAV]
    : [SAVED_NAV, SAVED_SEARCHES_NAV, DASHBOARD_NAV];
  return (
    <>
      <li>
        <NavLink
          to={MESSAGES_NAV.to}
          className={(state) => `${linkClass(state)} inline-flex items-center`}
          title={compact ? MESSAGES_NAV.label : undefined}
        >
          {compact ? <MailIcon className="size-5 2xl:hidden" /> : null}
          <span className={compact ? 'sr-only 2xl:not-sr-only' : undefined}>
            {MESSAGES_NAV.label}
          </span>
          <UnreadCount />
        </NavLink>
      </li>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className={linkClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => void signOut()}
          className={`${linkClass({ isActive: false })} w-full text-left`}
        >
          {SIGN_OUT_LABEL}
        </button>
      </li>
    </>
  );
}

/** The unread messages beside Messages: a number to see, a sentence to hear; none at zero. */
function UnreadCount() {
  const unread = useUnreadMessages();
  if (unread === 0) return null;
  return (
    <span
      data-testid="unread-count"
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white"
    >
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only">({unreadLabel(unread)})</span>
    </span>
  );
}
