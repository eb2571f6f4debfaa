import { Link } from 'react-router-dom';

export type DashboardCrumb = {
  label: string;
  /** Absent on the last crumb: the page shown now. */
  href?: string;
};

/** Home / Dashboard / ...: the last crumb is the current page, the others are links. */
export function DashboardBreadcrumbs({ trail }: { trail: readonly DashboardCrumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? (
              <Link
                to={crumb.href}
                className="rounded text-brand-700 underline-offset-4 hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
