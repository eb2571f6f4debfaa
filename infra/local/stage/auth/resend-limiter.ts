/** How often a key may be let through: at most once per gap, and `perHour` in any hour. */
export type ResendLimit = { minimumGapSeconds: number; perHour: number };

const HOUR_MS = 3_600_000;

/**
 * An in-memory limit per key (the local stage's one gateway process; a restart forgets it).
 * `take` says whether the key may go now, and counts it if so.
 */
export function resendLimiter(limit: ResendLimit, now: () => number = Date.now) {
  const sent = new Map<string, number[]>();
  return {
    take(key: string): boolean {
      const at = now();
      const recent = (sent.get(key) ?? []).filter((time) => at - time < HOUR_MS);
      const last = recent.at(-1);
      if (last !== undefined && at - last < limit.minimumGapSeconds * 1000) return false;
      if (recent.length >= limit.perHour) return false;
      sent.set(key, [...recent, at]);
      return true;
    },
  };
}
