/**
 * Per-row working arrays of one query, reused between queries (allocated once per capacity)
 * because a fresh 100,000-row allocation per query would cost more than the query.
 */
export class Scratch {
  /** Failed groups other than make and model, per candidate row. */
  fails = new Uint8Array(0);
  /** The (last) failed group, meaningful when fails is 1. */
  failedGroup = new Uint8Array(0);
  /** MAKE_FAILED and MODEL_FAILED bits, kept apart because the make facet ignores both. */
  makeModel = new Uint8Array(0);
  /** Free-text progress per row (see TextIndex.markMatches). */
  textMarks = new Uint16Array(0);
  /** MATCHED or MATCHED_BOOSTED for rows of the result, 0 for every other row. */
  matched = new Uint8Array(0);
  /** Miles from the origin, for rows whose distance the query needed. */
  distance = new Float64Array(0);
  /** 1 for rows within the radius of a radius query. */
  inRadius = new Uint8Array(0);
  /** The rows within the radius of a radius query. */
  candidates = new Int32Array(0);
  /** The candidates still relevant after each filter check (see GroupCheck). */
  relevant = new Int32Array(0);

  fit(capacity: number): void {
    if (this.matched.length >= capacity) return;
    this.fails = new Uint8Array(capacity);
    this.failedGroup = new Uint8Array(capacity);
    this.makeModel = new Uint8Array(capacity);
    this.textMarks = new Uint16Array(capacity);
    this.matched = new Uint8Array(capacity);
    this.distance = new Float64Array(capacity);
    this.inRadius = new Uint8Array(capacity);
    this.candidates = new Int32Array(capacity);
    this.relevant = new Int32Array(capacity);
  }
}

export const MAKE_FAILED = 1;
export const MODEL_FAILED = 2;
export const MATCHED = 1;
export const MATCHED_BOOSTED = 2;
