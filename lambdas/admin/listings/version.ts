/**
 * The version (`updated_at`) an admin write gives a listing: now, or a millisecond after the
 * version it replaces when this clock is behind the last writer's, so the seller's open form
 * always sees that the listing changed ('changed elsewhere') instead of overwriting the change.
 */
export function nextVersion(previous: string, now: Date): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}
