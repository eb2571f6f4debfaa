export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The numbered links of the results pager: the first and last pages, the current one and its
 * neighbours, with a gap for each run of two or more pages left out (a gap of one page shows
 * that page instead: an ellipsis would be no shorter). A current page past the last one shows
 * the last pages, as the nearest real ones.
 */
export function pagerItems(current: number, total: number, neighbours = 1): PagerItem[] {
  if (total <= 1) return [{ kind: 'page', page: 1 }];
  const centre = Math.min(Math.max(1, current), total);
  const shown = new Set([1, total]);
  for (let page = centre - neighbours; page <= centre + neighbours; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
