import type { AdminBoostsPage } from '#shared/admin/payments';
import { pageOf, getAdminMirror, type AdminMirrorDeps } from '#lambdas/admin';
import { boostRows } from './boost-rows';

export const ADMIN_BOOSTS_PAGE_SIZE = 25;

/**
 * A page of Admin Boosts from the admin mirrors of listings (which carry the boost fields) and
 * users: the boosts running now, or those ended in the last 30 days, one row per listing and
 * type, newest end first. `matched` and `total` count the rows of the state asked for (the
 * pager's rows: issue 28 saw 'Showing 21 of 23' beside 'Page 1 of 1'), `counts` each state's.
 */
export async function listAdminBoosts(
  deps: AdminMirrorDeps & { clock?: () => Date },
  query: { state: 'running' | 'ended'; page: number },
): Promise<AdminBoostsPage> {
  const [listings, users] = await Promise.all([
    getAdminMirror(deps, 'listings'),
    getAdminMirror(deps, 'users'),
  ]);
  const now = deps.clock?.() ?? new Date();
  const { running, ended } = boostRows(listings.rows(), users, now);
  const matched = query.state === 'running' ? running : ended;
  return {
    rows: pageOf(matched, query.page, ADMIN_BOOSTS_PAGE_SIZE),
    matched: matched.length,
    total: matched.length,
    counts: { running: running.length, ended: ended.length },
    page: query.page,
    page_size: ADMIN_BOOSTS_PAGE_SIZE,
  };
}
