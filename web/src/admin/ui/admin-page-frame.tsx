import type { ReactNode, Ref } from 'react';
import { Breadcrumbs, type BreadcrumbLink } from '../../ui/breadcrumbs';
import { pageTitle } from '../../lib/site';
import { PageHead } from '../../lib/page-head';
import { ADMIN_HEADING, ADMIN_LEAD } from './admin-styles';

type AdminPageFrameProps = {
  /** The h1 and the document title ('Admin Listings'). */
  title: string;
  /** The meta description, and the lead under the heading unless `lead` says otherwise. */
  description: string;
  lead?: ReactNode;
  /** Admin / … above the heading; the last crumb is this page. */
  trail?: readonly BreadcrumbLink[];
  /** Buttons beside the heading (Export CSV). */
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One admin page inside the admin layout: breadcrumb, the one h1, a lead, the content. */
export function AdminPageFrame({
  title,
  description,
  lead,
  trail,
  actions,
  headingRef,
  children,
}: AdminPageFrameProps) {
  return (
    <div className="min-w-0">
      <PageHead title={pageTitle(title)} description={description} robots="noindex" />
      {trail ? (
        <div className="mb-3">
          <Breadcrumbs trail={trail} />
        </div>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 ref={headingRef} tabIndex={-1} className={`${ADMIN_HEADING} break-words`}>
            {title}
          </h1>
          <p className={ADMIN_LEAD}>{lead ?? description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-3 sm:shrink-0">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
