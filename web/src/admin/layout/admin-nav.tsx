import { Link, useLocation } from 'react-router-dom';
import { ADMIN_NAV, isCurrentNav, pendingLabel, type AdminNavIcon } from './admin-nav-items';
import { AdminIcon } from './admin-icons';

type AdminNavProps = {
  /** The icon rail: labels only for screen readers and as tooltips. */
  collapsed: boolean;
  /** Listings waiting for review, once known. */
  pending: number | null;
  /** Listings with open reports from buyers, once known. */
  openReports?: number | null;
  /** A link was followed (the mobile sheet closes). */
  onNavigate?: () => void;
};

const LINK =
  'relative flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100';
const CURRENT = 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100';

/** What the count says to a screen reader after the number. */
const COUNT_WORDS: Partial<Record<AdminNavIcon, string>> = {
  moderation: 'waiting',
  reports: 'open',
};

/** The admin area's links, the current page marked (aria-current) and the queues' counts. */
export function AdminNav({ collapsed, pending, openReports = null, onNavigate }: AdminNavProps) {
  const { pathname } = useLocation();
  const counts: Partial<Record<AdminNavIcon, string | null>> = {
    moderation: pendingLabel(pending),
    reports: pendingLabel(openReports),
  };
  return (
    <ul className="grid gap-1">
      {ADMIN_NAV.map((item) => {
        const current = isCurrentNav(item.href, pathname);
        const count = counts[item.icon] ?? null;
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={current ? 'page' : undefined}
              title={collapsed ? item.label : undefined}
              onClick={onNavigate}
              className={`${LINK} ${current ? CURRENT : ''} ${collapsed ? 'justify-center px-0' : ''}`}
            >
              <AdminIcon icon={item.icon} />
              <span className={collapsed ? 'sr-only' : 'flex-1'}>{item.label}</span>
              {count ? (
                <span
                  className={`rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-700/30 ring-inset ${
                    collapsed ? 'absolute -top-1 -right-1 px-1.5' : ''
                  }`}
                >
                  {count}
                  <span className="sr-only">{` ${COUNT_WORDS[item.icon]}`}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
