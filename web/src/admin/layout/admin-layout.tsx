import { use, useRef, type ReactNode, type Ref } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { ownProfileRoute } from '#shared/api/routes/own-profile';
import { useApi } from '../../api/use-api';
import { RequireSession } from '../../auth/require-session';
import type { SessionUser } from '../../auth/session-user';
import { MenuIcon, VanLogoIcon } from '../../ui/icons';
import { Sheet } from '../../ui/sheet';
import { MainRegionContext } from '../../ui/main-region';
import { MAIN_CONTENT_ID } from '../../ui/skip-link';
import { SITE_NAME } from '../../lib/site';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import type { ToastInput } from '../../ui/toast-store';
import { signedInAs } from '../admin-format';
import type { AdminOutletContext } from './admin-context';
import { SidebarIcon } from './admin-icons';
import { AdminNav } from './admin-nav';
import { AdminSiteLinks } from './admin-site-links';
import { useOpenReportsCount, usePendingCount } from './use-pending-count';
import { ADMIN_SHEET_ID, useSidebar } from './use-sidebar';
import { pages } from '#shared/pages';

/** Spec 02 section 6: a signed-out visitor is told, then sent to sign in. */
export const ADMIN_SIGNED_OUT_TOAST: ToastInput = {
  title: 'Unauthorized',
  description: 'Please log in to access this page',
  variant: 'destructive',
};

const NAV_ID = 'admin-sidebar';
/** Without a display: each button says where it shows. */
const ICON_BUTTON =
  'size-10 items-center justify-center rounded-md border border-slate-500 bg-white text-ink hover:bg-slate-100';

/**
 * The admin area (/admin and below): members of the admin group only (RequireSession: signed
 * out to /auth/login, others 'Access Denied' and home). Its own frame in place of the public
 * header and footer (decision 036): one header naming the admin with the way back to the site,
 * a side navigation, 16rem wide or an icon rail (its state in the `sidebar_state` cookie), and
 * on phones one menu button opening an 18rem sheet; the page below gets the admin through the
 * outlet's context.
 */
export function AdminLayout() {
  return (
    <RequireSession role="admin" signedOutToast={ADMIN_SIGNED_OUT_TOAST}>
      {(user) => <AdminShell user={user} />}
    </RequireSession>
  );
}

export function AdminShell({ user }: { user: SessionUser }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const sidebar = useSidebar(desktop);
  const pending = usePendingCount(user.id);
  const openReports = useOpenReportsCount(user.id);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // A token without the name claim (cognito-local's): the profile says it.
  const { data: profile } = useApi(ownProfileRoute, user.name ? null : {}, { userId: user.id });
  const context: AdminOutletContext = { user };
  return (
    <AdminFrame
      user={{ name: user.name || profile?.full_name || '', email: user.email }}
      expanded={sidebar.expanded}
      pending={pending}
      openReports={openReports}
      onToggle={sidebar.toggleExpanded}
      onOpenMenu={() => sidebar.setSheetOpen(true)}
      menuButtonRef={menuButtonRef}
      sheet={
        <Sheet
          id={ADMIN_SHEET_ID}
          title="Admin menu"
          titleAs="label"
          placement="menu-left"
          open={sidebar.sheetOpen}
          onClose={() => sidebar.setSheetOpen(false)}
          returnFocusRef={menuButtonRef}
        >
          <nav aria-label="Admin">
            <AdminNav
              collapsed={false}
              pending={pending}
              openReports={openReports}
              onNavigate={() => sidebar.setSheetOpen(false)}
            />
          </nav>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <AdminSiteLinks variant="sheet" onNavigate={() => sidebar.setSheetOpen(false)} />
          </div>
        </Sheet>
      }
    >
      <Outlet context={context} />
    </AdminFrame>
  );
}

type AdminFrameProps = {
  user: Pick<SessionUser, 'name' | 'email'>;
  expanded: boolean;
  pending: number | null;
  /** Listings with open reports, once known. */
  openReports?: number | null;
  onToggle: () => void;
  onOpenMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The phones' navigation sheet. */
  sheet?: ReactNode;
  children: ReactNode;
};

/** The layout's markup without its state (rendered as it is in tests). */
export function AdminFrame({
  user,
  expanded,
  pending,
  openReports = null,
  onToggle,
  onOpenMenu,
  menuButtonRef,
  sheet,
  children,
}: AdminFrameProps) {
  const identity = signedInAs(user);
  // The root layout's route focus and skip link lead to this main region.
  const mainRef = use(MainRegionContext);
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
          <button
            ref={menuButtonRef}
            type="button"
            onClick={onOpenMenu}
            aria-haspopup="dialog"
            aria-controls={ADMIN_SHEET_ID}
            aria-label="Open admin menu"
            className={`${ICON_BUTTON} inline-flex shrink-0 md:hidden`}
          >
            <MenuIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={NAV_ID}
            aria-keyshortcuts="Control+B Meta+B"
            aria-label="Toggle sidebar"
            title={`${expanded ? 'Collapse' : 'Expand'} the sidebar (Ctrl or Cmd + B)`}
            className={`${ICON_BUTTON} hidden shrink-0 md:inline-flex`}
          >
            <SidebarIcon />
          </button>
          <Link
            to={pages.home.build()}
            className="flex shrink-0 items-center gap-1.5 text-lg font-extrabold tracking-tight text-brand-700"
          >
            <VanLogoIcon className="size-7 text-brand-700" />
            <span>{SITE_NAME}</span>
          </Link>
          <p className="shrink-0 text-sm font-semibold tracking-wide text-muted uppercase">Admin</p>
          <div className="ml-2 hidden md:block">
            <AdminSiteLinks variant="header" />
          </div>
          <div className="ml-auto min-w-0 text-right text-sm leading-tight">
            <p className="truncate font-semibold text-ink">{identity.primary}</p>
            {identity.secondary ? (
              <p className="truncate text-muted">{identity.secondary}</p>
            ) : null}
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <aside
          data-state={expanded ? 'expanded' : 'collapsed'}
          className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 md:block ${
            expanded ? 'w-64' : 'w-16'
          }`}
        >
          <nav id={NAV_ID} aria-label="Admin" className="sticky top-0 px-3 py-4">
            <AdminNav collapsed={!expanded} pending={pending} openReports={openReports} />
          </nav>
        </aside>
        <main
          id={MAIN_CONTENT_ID}
          ref={mainRef}
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8"
        >
          {children}
        </main>
      </div>
      {sheet}
    </div>
  );
}
