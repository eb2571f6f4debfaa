import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbLink } from '../ui/breadcrumbs';
import { PAGE, PAGE_HEADING, PAGE_INNER, PAGE_LEAD } from '../ui/styles';
import { pageTitle } from '../lib/site';
import { PageHead } from '../lib/page-head';
import { pages } from '#shared/pages';

type ListingPageProps = {
  title: 'Add New Listing' | 'Edit Listing';
  lead: string;
  /** The breadcrumb; Dashboard / My Listings / this page unless given (an admin's edit). */
  trail?: readonly BreadcrumbLink[];
  /** Inside another layout's content column (the admin area): no page band of its own. */
  embedded?: boolean;
  children: ReactNode;
};

/** The frame of the create and edit pages: Dashboard / My Listings / this page, the h1, a lead. */
export function ListingPage({ title, lead, trail, embedded = false, children }: ListingPageProps) {
  return (
    <div className={embedded ? '' : PAGE}>
      <PageHead title={pageTitle(title)} description={lead} robots="noindex" />
      <div className={embedded ? '' : PAGE_INNER}>
        <Breadcrumbs
          trail={
            trail ?? [
              { label: 'Dashboard', href: pages.dashboard.build() },
              { label: 'My Listings', href: pages.myListings.build() },
              { label: title },
            ]
          }
        />
        <h1 className={PAGE_HEADING}>{title}</h1>
        <p className={PAGE_LEAD}>{lead}</p>
        <div className="max-w-4xl">{children}</div>
      </div>
    </div>
  );
}
