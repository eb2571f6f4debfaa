import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, isCurrentNav, pendingLabel } from './admin-nav-items';
import { AdminFrame, ADMIN_SIGNED_OUT_TOAST } from './admin-layout';

const noop = () => undefined;
const USER = { name: 'Alex Morgan', email: 'admin@vanyard.example' };

function frame(path: string, expanded = true, pending: number | null = 3, openReports = 2) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <AdminFrame
        user={USER}
        expanded={expanded}
        pending={pending}
        openReports={openReports}
        onToggle={noop}
        onOpenMenu={noop}
      >
        <p>page</p>
      </AdminFrame>
    </MemoryRouter>,
  );
}

/** The links of the side navigation: href, whether current, and their text. */
function navLinks(html: string) {
  const start = html.indexOf('<nav id="admin-sidebar"');
  const nav = html.slice(start, html.indexOf('</nav>', start));
  return [...nav.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((match) => ({
    href: /href="([^"]+)"/.exec(match[1]!)?.[1],
    current: match[1]!.includes('aria-current="page"'),
    text: match[2]!.replace(/<[^>]+>/g, ''),
  }));
}

describe('the admin navigation', () => {
  it('links Dashboard, Moderation, Reports, Listings, Users, Payments, Boosts and Settings', () => {
    expect(navLinks(frame('/admin')).map((link) => [link.href, link.text])).toEqual([
      ['/admin', 'Dashboard'],
      ['/admin/moderation', 'Moderation3 waiting'],
      ['/admin/reports', 'Reports2 open'],
      ['/admin/listings', 'Listings'],
      ['/admin/users', 'Users'],
      ['/admin/payments', 'Payments'],
      ['/admin/boosts', 'Boosts'],
      ['/admin/settings', 'Settings'],
    ]);
  });

  it('marks the page shown now, and a listing’s pages as Listings', () => {
    const current = (path: string) =>
      navLinks(frame(path))
        .filter((link) => link.current)
        .map((link) => link.href);
    expect(current('/admin')).toEqual(['/admin']);
    expect(current('/admin/listings/abc/edit')).toEqual(['/admin/listings']);
    expect(current('/admin/moderation')).toEqual(['/admin/moderation']);
    expect(isCurrentNav('/admin/users', '/admin/users-other')).toBe(false);
    expect(isCurrentNav('/admin', '/admin/')).toBe(true);
  });

  it('says the pending count only when something waits', () => {
    expect(pendingLabel(null)).toBeNull();
    expect(pendingLabel(0)).toBeNull();
    expect(pendingLabel(7)).toBe('7');
    expect(pendingLabel(1500)).toBe('99+');
    expect(frame('/admin', true, 0)).not.toContain('waiting');
    expect(frame('/admin', true, 0, 0)).not.toContain(' open<');
  });

  it('has eight items', () => {
    expect(ADMIN_NAV).toHaveLength(8);
  });
});

describe('the admin layout', () => {
  it('has a toggle with a name, its state and its shortcut, 16rem expanded', () => {
    const html = frame('/admin/listings');
    expect(html).toMatch(
      /<button type="button" aria-expanded="true" aria-controls="admin-sidebar" aria-keyshortcuts="Control\+B Meta\+B" aria-label="Toggle sidebar"/,
    );
    expect(html).toMatch(/<aside data-state="expanded" class="[^"]*w-64/);
    expect(html).toContain('<nav id="admin-sidebar" aria-label="Admin"');
  });

  it('collapses to an icon rail whose links keep their names', () => {
    const html = frame('/admin/listings', false);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<aside data-state="collapsed" class="[^"]*w-16/);
    expect(html).toContain('<span class="sr-only">Listings</span>');
    expect(html).toMatch(/<a [^>]*title="Listings"/);
  });

  it('opens the phones’ menu with a named button, and names the admin', () => {
    const html = frame('/admin');
    expect(html).toMatch(
      /aria-haspopup="dialog" aria-controls="admin-menu-sheet" aria-label="Open admin menu"/,
    );
    expect(html).toContain('>Alex Morgan</p>');
    expect(html).toContain('>admin@vanyard.example</p>');
    expect(html).toContain('<p>page</p>');
  });

  it('is one frame: one header with one menu button for phones, the main region, no footer', () => {
    const html = frame('/admin/users');
    expect(html.match(/<header/g)).toHaveLength(1);
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(1);
    expect(html).toMatch(/<main id="main-content" tabindex="-1"[^>]*><p>page<\/p><\/main>/);
    expect(html).not.toContain('<footer');
    // The site and the admin's account from the header: a way back to the site and Sign Out.
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*VanYard/);
    const site = html.slice(html.indexOf('<nav aria-label="Site and account"'));
    expect(site).toMatch(/href="\/used-vans"[^>]*>Browse Vans<\/a>/);
    expect(site).toMatch(/href="\/dashboard"[^>]*>Seller dashboard<\/a>/);
    expect(site).toContain('>Sign Out</button>');
  });

  it('tells a signed-out visitor, in the spec’s words', () => {
    expect(ADMIN_SIGNED_OUT_TOAST).toEqual({
      title: 'Unauthorized',
      description: 'Please log in to access this page',
      variant: 'destructive',
    });
  });
});
