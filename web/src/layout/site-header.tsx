import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MenuIcon, VanLogoIcon } from '../ui/icons';
import { Sheet } from '../ui/sheet';
import { DESKTOP_QUERY } from '../ui/use-media-query';
import { SITE_NAME } from '../lib/site';
import { AccountNavItems } from './account-nav';
import { PRIMARY_NAV, SELL_NAV } from '../lib/navigation';
import { pages } from '#shared/pages';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-ink'
  }`;

const sheetLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-medium hover:bg-brand-50 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink'
  }`;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The sheet only exists on small screens: widening the window closes it.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={pages.home.build()}
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-700"
        >
          <VanLogoIcon className="size-8 text-brand-700" />
          <span>{SITE_NAME}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={desktopLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                to={SELL_NAV.to}
                className="ml-1 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {SELL_NAV.label}
              </NavLink>
            </li>
            <AccountNavItems linkClass={desktopLink} compact />
          </ul>
        </nav>

        <button
          ref={menuButtonRef}
          type="button"
          className="-mr-2 flex items-center gap-2 rounded-md px-3 py-2 font-medium text-ink hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
          <span>Menu</span>
        </button>
      </div>

      <Sheet
        id="site-menu"
        title="Menu"
        titleAs="label"
        placement="menu"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        returnFocusRef={menuButtonRef}
      >
        <nav
          aria-label="Main"
          // Following any link closes the sheet.
          onClick={(event) => {
            if ((event.target as Element).closest('a, button')) setMenuOpen(false);
          }}
        >
          <ul className="space-y-1">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={sheetLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <AccountNavItems linkClass={sheetLink} />
          </ul>
          <Link
            to={SELL_NAV.to}
            className="mt-6 block rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            {SELL_NAV.label}
          </Link>
        </nav>
      </Sheet>
    </header>
  );
}
