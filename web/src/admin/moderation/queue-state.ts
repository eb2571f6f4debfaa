/** The queue as loaded: the first page, the pages loaded after it, less the items done here. */
export function mergeQueue<T extends { id: string }>(
  pages: readonly (readonly T[])[],
  done: ReadonlySet<string>,
): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id) || done.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The item under review: the one chosen while it is still in the queue, else the first. */
export function currentItem<T extends { id: string }>(items: readonly T[], chosen: string | null) {
  return items.find((item) => item.id === chosen) ?? items[0] ?? null;
}

/** J and K: the item `delta` places on, or null past either end. */
export function stepFrom<T extends { id: string }>(
  items: readonly T[],
  currentId: string | null,
  delta: 1 | -1,
): string | null {
  const index = items.findIndex((item) => item.id === currentId);
  if (index === -1) return null;
  return items[index + delta]?.id ?? null;
}

/** After an item is approved or rejected: the next one, or the one before when it was last. */
export function afterDone<T extends { id: string }>(
  items: readonly T[],
  doneId: string,
): string | null {
  const index = items.findIndex((item) => item.id === doneId);
  if (index === -1) return items[0]?.id ?? null;
  return items[index + 1]?.id ?? items[index - 1]?.id ?? null;
}

/** The count of waiting listings, less those done here since the server last counted. */
export function pendingNow(
  counted: number,
  firstPage: readonly { id: string }[],
  done: ReadonlySet<string>,
): number {
  const stale = firstPage.filter((item) => done.has(item.id)).length;
  return Math.max(0, counted - stale);
}
