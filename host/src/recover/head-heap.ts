/**
 * The positions of several ascending lists in ascending order, read in place: a binary heap of the lists ordered
 * by their next position (at equal positions, the earlier list first). A grammar with many markers in one text
 * (dsml's fifteen) walks its positions this way: O(log k) a position and nothing copied, where merging the lists
 * first copied every position once per level of the merge.
 */
import { lowerBound, type Positions } from "@pi-tool-repair/grammar-kit";

export class HeadHeap {
  readonly #lists: readonly Positions[];
  /** Per list: the index of its next position. */
  readonly #heads: Int32Array;
  /** List indexes, a min-heap by (next position, list index). */
  readonly #heap: Int32Array;
  #size = 0;

  constructor(lists: readonly Positions[]) {
    this.#lists = lists;
    this.#heads = new Int32Array(lists.length);
    this.#heap = new Int32Array(lists.length);
    for (let l = 0; l < lists.length; l++) if (lists[l]!.length > 0) this.#heap[this.#size++] = l;
    for (let k = (this.#size >> 1) - 1; k >= 0; k--) this.#down(k);
  }

  /** The least next position, or `Infinity` when every list is read. */
  peek(): number {
    if (this.#size === 0) return Infinity;
    const l = this.#heap[0]!;
    return this.#lists[l]![this.#heads[l]!]!;
  }

  /** Past the least next position: its list moves to its next one (or, given `to`, to its first at or after `to`). */
  advance(to?: number): void {
    if (this.#size === 0) return;
    const l = this.#heap[0]!;
    const list = this.#lists[l]!;
    const next = to === undefined ? this.#heads[l]! + 1 : lowerBound(list, to, this.#heads[l]!);
    this.#heads[l] = next;
    if (next >= list.length) this.#heap[0] = this.#heap[--this.#size]!;
    this.#down(0);
  }

  /** Whether list `a`'s next position comes before list `b`'s (at equal positions, the earlier list). */
  #before(a: number, b: number): boolean {
    const pa = this.#lists[a]![this.#heads[a]!]!;
    const pb = this.#lists[b]![this.#heads[b]!]!;
    return pa < pb || (pa === pb && a < b);
  }

  #down(k: number): void {
    const heap = this.#heap;
    const size = this.#size;
    for (;;) {
      const left = 2 * k + 1;
      if (left >= size) return;
      const right = left + 1;
      const least = right < size && this.#before(heap[right]!, heap[left]!) ? right : left;
      if (!this.#before(heap[least]!, heap[k]!)) return;
      const t = heap[k]!;
      heap[k] = heap[least]!;
      heap[least] = t;
      k = least;
    }
  }
}
