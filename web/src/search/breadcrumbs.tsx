import { Link } from 'react-router-dom';
import type { Crumb } from './search-copy';
import { followBreadcrumb } from './saved-filters';

type BreadcrumbsProps = {
  trail: readonly Crumb[];
  /** The URL shown now: its own crumb is the current page, not a link. */
  currentHref: string;
};

export function Breadcrumbs({ trail, currentHref }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.kind} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href === currentHref ? (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            ) : (
              <Link
                to={crumb.href}
                onClick={
                  crumb.kind === 'make' || crumb.kind === 'model'
                    ? () => followBreadcrumb()
                    : undefined
                }
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
