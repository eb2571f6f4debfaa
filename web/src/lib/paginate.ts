export type Page<T> = {
  items: T[];
  /** 1-based, clamped to the available pages. */
  page: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** One page of a list; an empty list has one (empty) page. */
export function paginate<T>(all: readonly T[], page: number, perPage: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(all.length / perPage));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  const start = (current - 1) * perPage;
  return {
    items: all.slice(start, start + perPage),
    page: current,
    totalPages,
    hasPrevious: current > 1,
    hasNext: current < totalPages,
  };
}
