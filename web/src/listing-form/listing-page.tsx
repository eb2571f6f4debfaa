import type { ReactNode } from 'react';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PAGE, PAGE_HEADING, PAGE_INNER, PAGE_LEAD } from '../dashboard/dashboard-styles';
import { pageTitle } from '../lib/site';
import { usePageMeta } from '../lib/use-page-meta';

type ListingPageProps = {
  title: 'Add New Listing' | 'Edit Listing';
  lead: string;
  children: ReactNode;
};

/** The frame of the create and edit pages: Dashboard / My Listings / this page, the h1, a lead. */
export function ListingPage({ title, lead, children }: ListingPageProps) {
  usePageMeta({ title: pageTitle(title), description: lead });
  return (
    <div className={PAGE}>
      <meta name="robots" content="noindex" />
      <div className={PAGE_INNER}>
        <Breadcrumbs
          trail={[
            { label: 'Dashboard', href: '/dashboard' },
            { label: 'My Listings', href: '/dashboard/listings' },
            { label: title },
          ]}
        />
        <h1 className={PAGE_HEADING}>{title}</h1>
        <p className={PAGE_LEAD}>{lead}</p>
        <div className="max-w-4xl">{children}</div>
      </div>
    </div>
  );
}
