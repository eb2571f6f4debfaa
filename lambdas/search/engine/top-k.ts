import type { RowComparator } from './sort-by-key';

/**
 * The best `size` rows offered so far in `compare` order, in a max-heap: the worst kept row
 * on top, ready to be replaced by a better one. O(log size) per offer.
 */
export class BestRows {
  private readonly heap: number[] = [];

  constructor(
    private readonly size: number,
    private readonly compare: RowComparator,
  ) {}

  get full(): boolean {
    return this.heap.length >= this.size;
  }

  /** The worst row kept (only meaningful once full). */
  get worst(): number {
    return this.heap[0]!;
  }

  offer(row: number): void {
    const { heap, compare } = this;
    if (heap.length < this.size) {
      heap.push(row);
      siftUp(heap, heap.length - 1, compare);
    } else if (this.size > 0 && compare(row, heap[0]!) < 0) {
      heap[0] = row;
      siftDown(heap, compare);
    }
  }

  /** The kept rows, best first. */
  sorted(): number[] {
    return [...this.heap].sort(this.compare);
  }
}

function siftUp(heap: number[], index: number, compare: RowComparator): void {
  const row = heap[index]!;
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (compare(heap[parent]!, row) >= 0) break;
    heap[index] = heap[parent]!;
    index = parent;
  }
  heap[index] = row;
}

function siftDown(heap: number[], compare: RowComparator): void {
  const row = heap[0]!;
  const size = heap.length;
  let index = 0;
  for (;;) {
    let child = 2 * index + 1;
    if (child >= size) break;
    if (child + 1 < size && compare(heap[child + 1]!, heap[child]!) > 0) child++;
    if (compare(heap[child]!, row) <= 0) break;
    heap[index] = heap[child]!;
    index = child;
  }
  heap[index] = row;
}
