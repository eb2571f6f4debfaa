import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isPagePath } from '#shared/pages/match';
import { ADMIN_NAV as ADMIN_SIDE_NAV } from '../admin/layout/admin-nav-items';
import { AdminFrame } from '../admin/layout/admin-layout';
import { ADMIN_SITE_LINKS } from '../admin/layout/admin-site-links';
import { FaqPage } from '../help/faq-page';
import { HelpPage } from '../help/help-page';
import { ADMIN_NAV, DASHBOARD_NAV, SIGN_IN_NAV } from '../lib/navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Every link the layouts and the help centre draw leads to a page of shared/pages (decision
// 037): a page renamed there and not here, or a link typed by hand to no page, fails.

function render(path: string, node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

/** The site-relative hrefs of the markup, without their query or fragment. */
function internalPaths(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!.split(/[?#]/)[0]!);
}

function expectPages(paths: readonly string[]) {
  for (const path of paths) expect(isPagePath(path), path).toBe(true);
}

const noop = () => undefined;

describe('links of the layouts and the help centre', () => {
  it('header and footer link only to pages', () => {
    const paths = internalPaths(render('/', [<SiteHeader key="h" />, <SiteFooter key="f" />]));
    expect(paths).toEqual(expect.arrayContaining(['/', '/used-vans', '/help', '/terms']));
    expectPages(paths);
  });

  it('the account links, shown once the session is known, lead to pages', () => {
    expectPages([SIGN_IN_NAV, DASHBOARD_NAV, ADMIN_NAV, ...ADMIN_SITE_LINKS].map((l) => l.to));
  });

  it("the admin area's frame and side navigation link only to pages", () => {
    const html = render(
      '/admin',
      <AdminFrame
        user={{ name: 'Alex Morgan', email: 'admin@vanyard.example' }}
        expanded
        pending={3}
        onToggle={noop}
        onOpenMenu={noop}
      >
        <p>page</p>
      </AdminFrame>,
    );
    const paths = internalPaths(html);
    expect(paths).toEqual(expect.arrayContaining(ADMIN_SIDE_NAV.map((item) => item.href)));
    expectPages(paths);
  });

  it('the help centre and the FAQ link only to pages', () => {
    for (const [path, page] of [
      ['/help', <HelpPage key="help" />],
      ['/faq', <FaqPage key="faq" />],
    ] as const) {
      const paths = internalPaths(render(path, page));
      expect(paths, path).toContain('/contact');
      expectPages(paths);
    }
  });
});
