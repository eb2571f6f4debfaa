/**
 * The rows having one word, each with the row's epoch when it was added: a posting whose epoch
 * is no longer its row's is stale (the row was removed or replaced since).
 */
export class Postings {
  rows = new Int32Array(4);
  epochs = new Int32Array(4);
  length = 0;
  /** Stale postings among the first `length`. */
  stale = 0;

  add(row: number, epoch: number): void {
    if (this.length === this.rows.length) {
      const rows = new Int32Array(this.length * 2);
      rows.set(this.rows);
      this.rows = rows;
      const epochs = new Int32Array(this.length * 2);
      epochs.set(this.epochs);
      this.epochs = epochs;
    }
    this.rows[this.length] = row;
    this.epochs[this.length] = epoch;
    this.length++;
  }

  /** Drops the stale postings. */
  compact(rowEpochs: Int32Array): void {
    this.length = keepCurrent(this.rows, this.epochs, this.length, rowEpochs);
    this.stale = 0;
  }
}

// Alone in its function: nothing may follow a long loop (see markList in text-index.ts).
function keepCurrent(rows: Int32Array, epochs: Int32Array, length: number, rowEpochs: Int32Array) {
  let kept = 0;
  for (let i = 0; i < length; i++) {
    const row = rows[i]!;
    if (epochs[i] !== rowEpochs[row]) continue;
    rows[kept] = row;
    epochs[kept] = epochs[i]!;
    kept++;
  }
  return kept;
}
