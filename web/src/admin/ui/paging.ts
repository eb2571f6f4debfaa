import { formatNumber } from '#shared/format';
/** How many pages `matched` rows fill, `pageSize` a page; at least one. */
export function pageCount(matched: number, pageSize: number): number {
  if (!Number.isFinite(matched) || matched <= 0 || pageSize <= 0) return 1;
  return Math.ceil(matched / pageSize);
}

const count = (n: number) => formatNumber(n);

/**
 * The caption of a filtered list, as Admin Users words it (spec 02): 'Showing X of Y users',
 * X the rows matching the filters, Y every row. 'Showing 1,234 of 100,000 listings'.
 */
export function showingCaption(matched: number, total: number, noun: string): string {
  return `Showing ${count(matched)} of ${count(total)} ${noun}`;
}

/** Which rows this page holds: 'Page 2 of 5, listings 26 to 50'. */
export function pagePosition(page: number, pageSize: number, shown: number, matched: number) {
  const pages = pageCount(matched, pageSize);
  if (shown === 0) return `Page ${count(page)} of ${count(pages)}`;
  const first = (page - 1) * pageSize + 1;
  return `Page ${count(page)} of ${count(pages)}, rows ${count(first)} to ${count(first + shown - 1)}`;
}
