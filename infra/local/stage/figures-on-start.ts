import { rebuildAdminFigures } from '#lambdas/admin/figures/rebuild-figures';
import type { Db } from '#lambdas/platform/db';
import { hasFigureTotals } from '#lambdas/admin/figures/figures-repo';

/**
 * The admin figures at a start, before the stream pollers run. A table created by this start
 * needs nothing: the AdminFigures poller reads its stream from the start (`replaysNewTable`), so
 * the demo data seeded just now is counted as it would be in AWS. Kept data without figures
 * (from before them) is counted once from a Scan, as `npm run figures:rebuild` does; nothing
 * writes meanwhile, so no change is counted twice or missed.
 */
export async function figuresOnStart(input: {
  db: Db;
  tableCreated: boolean;
  log: (line: string) => void;
}): Promise<'followed from the stream start' | 'rebuilt' | 'kept'> {
  if (input.tableCreated) return 'followed from the stream start';
  if (await hasFigureTotals(input.db)) return 'kept';
  const result = await rebuildAdminFigures(input.db);
  input.log(
    `Admin figures counted from the kept data: ${result.totals.live} active listings, ` +
      `${result.totals.users} users (${result.ms} ms).`,
  );
  return 'rebuilt';
}
