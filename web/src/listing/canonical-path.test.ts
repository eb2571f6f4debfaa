import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './canonical-path';

const CANONICAL = '/used-vans/ford/transit-custom/2019/leeds/abc123';

describe('canonical listing path', () => {
  it('stays on the canonical path', () => {
    expect(canonicalRedirect(CANONICAL, CANONICAL)).toBeUndefined();
  });

  it('moves from the shape without the year, stale slugs and a trailing slash', () => {
    expect(canonicalRedirect('/used-vans/ford/transit-custom/leeds/abc123', CANONICAL)).toBe(
      CANONICAL,
    );
    expect(canonicalRedirect('/used-vans/ford/transit/2018/york/abc123', CANONICAL)).toBe(
      CANONICAL,
    );
    expect(canonicalRedirect(`${CANONICAL}/`, CANONICAL)).toBe(CANONICAL);
  });
});
