/**
 * Whether a position lies in one of a text's sorted, disjoint ranges (its inert or reasoning regions), for the
 * questions of one scan: each grammar's walk asks at its marker positions in ascending order, so the answer
 * for the next position is almost always at or just after the last one's range.
 */
import type { Range } from "@pi-tool-repair/grammar-kit";

/** How many ranges the cursor steps over before it searches (a jump further ahead). */
const STEPS = 4;

/**
 * `(pos) => inRanges(ranges, pos)` (the kit's) for questions in any order, cheaper when they ascend. `ranges` must be sorted
 * and disjoint (as `codeRanges` and `thinkRanges` give them) and must not change while the function is in use.
 */
export function rangeCursor(ranges: readonly Range[]): (pos: number) => boolean {
  const n = ranges.length;
  if (n === 0) return () => false;
  /** The first range that ends after the last position asked (`n` past them all). */
  let k = 0;
  return (pos) => {
    // Fast path: a position at or after the last one is found by stepping from the last answer's range (a
    // thousand dangling markers a MiB each asked by every grammar: a binary search each was 4 % of the
    // every-marker family; docs/performance.md, fourth session). Plain: the binary search below, for a jump
    // back or far ahead; `host/src/recover/cursor.test.ts` compares the cursor with the kit's `inRanges`.
    if (k === 0 || ranges[k - 1]![1] <= pos) {
      let steps = 0;
      while (k < n && ranges[k]![1] <= pos && steps < STEPS) {
        k++;
        steps++;
      }
      if (k === n || ranges[k]![1] > pos) return k < n && ranges[k]![0] <= pos;
    }
    // a jump back, or far ahead: the plain binary search, which moves the cursor to the range it lands at
    k = firstEndingAfter(ranges, pos);
    return k < n && ranges[k]![0] <= pos;
  };
}

/** The index of the first range that ends after `pos` (`ranges.length` when none does). */
function firstEndingAfter(ranges: readonly Range[], pos: number): number {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]![1] <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
