/**
 * Sorted position lists: `lowerBound` (a binary search) and `mergeAscending` (several ascending lists as one),
 * over the host's marker positions and the grammars' own lists; `inRanges` over sorted, disjoint spans.
 */

import type { Positions, Range } from "./types.js";

/** The first index in ascending `list`, from `from` on, whose value is >= `value` (`list.length` when none). */
export function lowerBound(list: Positions, value: number, from = 0): number {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Several ascending position lists as one ascending list (at equal positions, the earlier list's first), and,
 * when `values` are given (one parallel list per list), each position's value in the same order. Merged in
 * pairs: O(n log k) for n positions in k lists, where picking the least head at every step costs O(n k) (a
 * text holding every marker of twenty grammars made that the largest cost of a round).
 */
export function mergeAscending(lists: readonly Positions[], values?: readonly ArrayLike<number>[]): { at: Positions; values: ArrayLike<number> | undefined } {
  if (lists.length === 1) return { at: lists[0]!, values: values?.[0] };
  if (lists.length === 0) return { at: NO_POSITIONS, values: values ? NO_POSITIONS : undefined };
  let runs: Positions[] = lists.slice();
  let vals: ArrayLike<number>[] | undefined = values?.slice();
  while (runs.length > 1) {
    const nextRuns: Positions[] = [];
    const nextVals: ArrayLike<number>[] = [];
    for (let r = 0; r < runs.length; r += 2) {
      if (r + 1 === runs.length) {
        nextRuns.push(runs[r]!);
        if (vals) nextVals.push(vals[r]!);
        continue;
      }
      // positions as the host keeps them (Int32Array), values as numbers (an end may be Infinity): each loop
      // reads one kind of array
      const out = new Int32Array(runs[r]!.length + runs[r + 1]!.length);
      if (vals) {
        const outV = new Float64Array(out.length);
        mergeTwoWithValues(runs[r]!, vals[r]!, runs[r + 1]!, vals[r + 1]!, out, outV);
        nextVals.push(outV);
      } else mergeTwo(runs[r]!, runs[r + 1]!, out);
      nextRuns.push(out);
    }
    runs = nextRuns;
    if (vals) vals = nextVals;
  }
  return { at: runs[0]!, values: vals?.[0] };
}

function mergeTwo(a: Positions, b: Positions, out: Int32Array): void {
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = b[j]! < a[i]! ? b[j++]! : a[i++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
}

function mergeTwoWithValues(a: Positions, va: ArrayLike<number>, b: Positions, vb: ArrayLike<number>, out: Int32Array, outV: Float64Array): void {
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    if (b[j]! < a[i]!) {
      outV[k] = vb[j]!;
      out[k++] = b[j++]!;
    } else {
      outV[k] = va[i]!;
      out[k++] = a[i++]!;
    }
  }
  for (; i < a.length; i++, k++) {
    out[k] = a[i]!;
    outV[k] = va[i]!;
  }
  for (; j < b.length; j++, k++) {
    out[k] = b[j]!;
    outV[k] = vb[j]!;
  }
}

const NO_POSITIONS: Positions = new Int32Array(0);

/** Whether `pos` lies inside one of the sorted, disjoint `ranges` (each `[start, end)`): a binary search. */
export function inRanges(ranges: readonly Range[], pos: number): boolean {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (pos < r[0]) hi = mid;
    else if (pos >= r[1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * The spans of `open` … `close` in a scan input, ascending (`[from, to)`, the tags included): each opener to the
 * first closer after it, an unclosed one to the end of the text; the next span starts at the first opener after
 * the last closer (a grammar's own reasoning tags, wrappers a call inside belongs to). One forward pass of the
 * input's memoized search per tag.
 */
export function tagSpans(input: { readonly text: string; indexOf(literal: string, from: number): number }, open: string, close: string): [start: number, end: number][] {
  const spans: [start: number, end: number][] = [];
  for (let a = input.indexOf(open, 0); a >= 0; ) {
    const b = input.indexOf(close, a + open.length);
    const to = b < 0 ? input.text.length : b + close.length;
    spans.push([a, to]);
    if (b < 0) break;
    a = input.indexOf(open, to);
  }
  return spans;
}
