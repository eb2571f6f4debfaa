/**
 * Every word ever indexed, numbered, found by its characters within a longer string so that no
 * substring is cut for a word already known (an open-addressing hash table of FNV-1a hashes).
 * Words are never forgotten: a vocabulary is bounded by the language, not by the listings.
 */
export class Vocabulary {
  private readonly words: string[] = [];
  /** Pairs of slots: a word's hash, then its id + 1 (0 when the slot is empty). */
  private table = new Int32Array(2 * 4096);
  /** Word ids in word order, for prefix lookups; new words join lazily. */
  private sorted: number[] = [];
  private readonly unsorted: number[] = [];

  /** The id of text[start..end), whose hashOf is `hash`; added when new. */
  intern(text: string, start: number, end: number, hash: number): number {
    const slot = this.slotOf(text, start, end, hash);
    const found = this.table[slot + 1]!;
    if (found !== 0) return found - 1;
    const id = this.words.length;
    this.words.push(text.slice(start, end));
    this.table[slot] = hash;
    this.table[slot + 1] = id + 1;
    this.unsorted.push(id);
    if (this.words.length * 4 > this.table.length) this.rehash();
    return id;
  }

  /** The id of text[start..end) (hashOf is `hash`), or -1 when never indexed. */
  find(text: string, start: number, end: number, hash = hashOf(text, start, end)): number {
    return this.table[this.slotOf(text, start, end, hash) + 1]! - 1;
  }

  /** Ids of every word starting with `prefix`. */
  withPrefix(prefix: string): number[] {
    this.sortNewWords();
    const { sorted, words } = this;
    const ids: number[] = [];
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[sorted[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < sorted.length && words[sorted[i]!]!.startsWith(prefix); i++) {
      ids.push(sorted[i]!);
    }
    return ids;
  }

  private sortNewWords(): void {
    if (this.unsorted.length === 0) return;
    const byWord = (a: number, b: number) => (this.words[a]! < this.words[b]! ? -1 : 1);
    this.unsorted.sort(byWord);
    this.sorted = mergeSorted(this.sorted, this.unsorted, byWord);
    this.unsorted.length = 0;
  }

  /** The (even) slot holding the word, or the empty slot where it would go. */
  private slotOf(text: string, start: number, end: number, hash: number): number {
    const { table } = this;
    const mask = table.length - 2;
    for (let slot = (hash << 1) & mask; ; slot = (slot + 2) & mask) {
      const entry = table[slot + 1]!;
      if (entry === 0) return slot;
      if (table[slot] === hash && sameText(this.words[entry - 1]!, text, start, end)) return slot;
    }
  }

  private rehash(): void {
    const old = this.table;
    const table = new Int32Array(old.length * 2);
    const mask = table.length - 2;
    for (let from = 0; from < old.length; from += 2) {
      if (old[from + 1] === 0) continue;
      let slot = (old[from]! << 1) & mask;
      while (table[slot + 1] !== 0) slot = (slot + 2) & mask;
      table[slot] = old[from]!;
      table[slot + 1] = old[from + 1]!;
    }
    this.table = table;
  }
}

/** FNV-1a of text[start..end); TextIndex computes the same while scanning. */
export const HASH_SEED = 0x811c9dc5;
export const hashStep = (hash: number, charCode: number) => Math.imul(hash ^ charCode, 0x01000193);

export function hashOf(text: string, start: number, end: number): number {
  let hash = HASH_SEED;
  for (let i = start; i < end; i++) hash = hashStep(hash, text.charCodeAt(i));
  return hash;
}

function sameText(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) {
    if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  }
  return true;
}

function mergeSorted(a: number[], b: number[], compare: (x: number, y: number) => number) {
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}
