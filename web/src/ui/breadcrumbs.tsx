import { Link } from 'react-router-dom';

export type BreadcrumbLink = {
  label: string;
  /** Absent on the page shown now. */
  href?: string | undefined;
  /** Runs when the link is followed (a search's make and model links clear its saved filters). */
  onFollow?: (() => void) | undefined;
};

type BreadcrumbsProps = {
  trail: readonly BreadcrumbLink[];
  /** The URL shown now: the crumb with this href is the current page, not a link. */
  currentHref?: string;
};

/** Home / ... / this page: the current page's crumb is marked, the others are links. */
export function Breadcrumbs({ trail, currentHref }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {trail.map((crumb, index) => (
          <li key={`${crumb.href ?? ''} ${crumb.label}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {!crumb.href || crumb.href === currentHref ? (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            ) : (
              <Link
                to={crumb.href}
                onClick={crumb.onFollow}
                className="rounded text-brand-700 underline-offset-4 hover:underline"
              >
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
