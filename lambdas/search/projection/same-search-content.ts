import type { SearchDoc } from '../types';

/**
 * True when two documents would search, facet and display the same. `version` (updated_at) is
 * left out: a write that only bumps it, such as a seller editing a field search does not
 * show, must not add a log entry that every search container then reads.
 */
export function sameSearchContent(a: SearchDoc, b: SearchDoc): boolean {
  for (const key of Object.keys(a) as (keyof SearchDoc)[]) {
    if (key === 'version') continue;
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((value, i) => value !== y[i])) return false;
    } else if (x !== y) {
      return false;
    }
  }
  return Object.keys(b).length === Object.keys(a).length;
}
