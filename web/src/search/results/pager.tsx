import type { SearchFilters } from '#shared/search/filters';
import { PageLinks } from '../../ui/page-links';
import { searchHref } from '#shared/pages/results-url';

type PagerProps = {
  filters: SearchFilters;
  page: number;
  pages: number;
};

/** Real links that keep every filter, so each page of results has its own shareable URL. */
export function Pager({ filters, page, pages }: PagerProps) {
  return (
    <PageLinks
      label="Pages of results"
      page={page}
      pages={pages}
      hrefOf={(target) => searchHref({ ...filters, page: target })}
    />
  );
}
