import { Postings } from './postings';
import { HASH_SEED, hashStep, Vocabulary } from './vocabulary';

/**
 * Inverted index of document words for free-text search: each word lists the rows having it.
 *
 * Documents arrive with their words as one space-separated string; words are found in it in
 * place (see Vocabulary), because cutting five million words into strings at load time costs
 * seconds of allocation and garbage collection.
 *
 * Removal is O(words of the document): a row's postings are not searched out but made stale by
 * bumping the row's epoch (each posting records the epoch it was written in), and a list is
 * compacted once half of it is stale.
 */
export class TextIndex {
  private readonly vocabulary = new Vocabulary();
  private readonly postings: (Postings | undefined)[] = [];
  private rowEpochs = new Int32Array(1024);

  /** Adds a row's words (space-separated, as SearchDoc.words). */
  add(row: number, words: string): void {
    this.ensureRow(row);
    const epoch = this.rowEpochs[row]!;
    // One pass finds each word and hashes it (this runs for millions of words at load time).
    let start = 0;
    let hash = HASH_SEED;
    for (let i = 0; i <= words.length; i++) {
      const code = i === words.length ? SPACE : words.charCodeAt(i);
      if (code !== SPACE) {
        hash = hashStep(hash, code);
        continue;
      }
      if (i > start) this.post(this.vocabulary.intern(words, start, i, hash), row, epoch);
      start = i + 1;
      hash = HASH_SEED;
    }
  }

  private post(id: number, row: number, epoch: number): void {
    let list = this.postings[id];
    if (!list) {
      list = new Postings();
      this.postings[id] = list;
    }
    list.add(row, epoch);
  }

  /** Removes a row; `words` must be what the row was added with. */
  remove(row: number, words: string): void {
    this.rowEpochs[row]!++;
    forEachWord(words, (start, end) => {
      const id = this.vocabulary.find(words, start, end);
      const list = id === -1 ? undefined : this.postings[id];
      if (!list) return;
      list.stale++;
      if (list.stale === list.length) this.postings[id] = undefined;
      else if (list.stale * 2 > list.length) list.compact(this.rowEpochs);
    });
  }

  /**
   * Marks rows having every query word (exactly, or as a prefix for query words of two or more
   * characters): afterwards `marks[row] === queryWords.length` exactly for those rows. `marks`
   * must be zero for every row on entry.
   */
  markMatches(queryWords: readonly string[], marks: Uint16Array): void {
    queryWords.forEach((queryWord, index) => {
      const ids =
        queryWord.length < 2
          ? [this.vocabulary.find(queryWord, 0, queryWord.length)]
          : this.vocabulary.withPrefix(queryWord);
      for (const id of ids) {
        const list = id === -1 ? undefined : this.postings[id];
        if (list) markList(list.rows, list.epochs, list.length, this.rowEpochs, marks, index);
      }
    });
  }

  private ensureRow(row: number): void {
    if (row < this.rowEpochs.length) return;
    const grown = new Int32Array(Math.max(row + 1, this.rowEpochs.length * 2));
    grown.set(this.rowEpochs);
    this.rowEpochs = grown;
  }
}

const SPACE = 32;

/** Calls `visit` with the bounds of each space-separated word of `text`. */
function forEachWord(text: string, visit: (start: number, end: number) => void): void {
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text.charCodeAt(i) === SPACE) {
      if (i > start) visit(start, i);
      start = i + 1;
    }
  }
}

/**
 * Advances rows that matched every earlier query word; a row advances once per query word
 * however many of its words share the prefix. Alone in its function: V8 reuses code compiled
 * while a long loop runs, and code after the loop would lack type feedback.
 */
function markList(
  rows: Int32Array,
  epochs: Int32Array,
  length: number,
  rowEpochs: Int32Array,
  marks: Uint16Array,
  index: number,
): void {
  const next = index + 1;
  for (let i = 0; i < length; i++) {
    const row = rows[i]!;
    if (marks[row] === index && epochs[i] === rowEpochs[row]) marks[row] = next;
  }
}
