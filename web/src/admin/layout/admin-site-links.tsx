import { NavLink } from 'react-router-dom';
import { useSignOut } from '../../auth/use-sign-out';
import { PRIMARY_NAV, SIGN_OUT_LABEL, type NavItem } from '../../lib/navigation';
import { pages } from '#shared/pages';

/**
 * The public site and the admin's own account, from inside the admin area: the site's main
 * links, their seller dashboard (named so beside the admin Dashboard) and Sign Out.
 */
export const ADMIN_SITE_LINKS: readonly NavItem[] = [
  ...PRIMARY_NAV,
  { label: 'Seller dashboard', to: pages.dashboard.build() },
];

/** Links on the desktop header; the phone's menu sheet lists all of them. */
const HEADER_LINKS: readonly NavItem[] = [PRIMARY_NAV[0]!, ADMIN_SITE_LINKS.at(-1)!];

type AdminSiteLinksProps = {
  /** The header's short row, or the menu sheet's full list. */
  variant: 'header' | 'sheet';
  /** A link was followed (the sheet closes). */
  onNavigate?: () => void;
};

const STYLES = {
  header: {
    list: 'flex items-center gap-1',
    link: 'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-slate-100',
  },
  sheet: {
    list: 'grid gap-1',
    link: 'flex min-h-10 w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium text-ink hover:bg-slate-100',
  },
} as const;

/** The 'Site and account' navigation of the admin area's one header (and of its phone menu). */
export function AdminSiteLinks({ variant, onNavigate }: AdminSiteLinksProps) {
  const signOut = useSignOut();
  const style = STYLES[variant];
  const links = variant === 'header' ? HEADER_LINKS : ADMIN_SITE_LINKS;
  return (
    <nav aria-label="Site and account">
      <ul className={style.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate} className={style.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              onNavigate?.();
              void signOut();
            }}
            className={style.link}
          >
            {SIGN_OUT_LABEL}
          </button>
        </li>
      </ul>
    </nav>
  );
}
