import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbLink } from './breadcrumbs';
import { PAGE, PAGE_HEADING, PAGE_INNER, PAGE_LEAD } from './styles';

type PageShellProps = {
  /** Home / ... / this page, above the heading. */
  trail?: readonly BreadcrumbLink[];
  /** The page's h1; a page that draws its own heading leaves it out. */
  title?: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a signed-in page (the dashboard, My Listings, payments, boosts): the grey band,
 * the page column, the breadcrumbs, the h1 and its lead.
 */
export function PageShell({ trail, title, lead, children }: PageShellProps) {
  return (
    <div className={PAGE}>
      <div className={PAGE_INNER}>
        {trail ? <Breadcrumbs trail={trail} /> : null}
        {title ? <h1 className={PAGE_HEADING}>{title}</h1> : null}
        {lead ? <p className={PAGE_LEAD}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
