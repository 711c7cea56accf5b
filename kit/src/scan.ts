/**
 * Position lists and spans every grammar shares: `lowerBound` and `mergeAscending` over ascending positions,
 * zero-width characters (`isZeroWidth`), and the spans a grammar read as content (`contentSpans`). The host's
 * marker pass, forward search and inert regions live in the host (`host/src/recover/`).
 */

import type { Positions } from "./types.js";

export type Range = readonly [start: number, end: number];

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

/** Whether `pos` lies inside one of the sorted, disjoint `ranges` (for `contentSpans`; the host keeps its own for inert regions). */
function inRanges(ranges: readonly Range[], pos: number): boolean {
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
 * Spans of text a grammar has read as parameter values (content) in one scan input: a marker inside one is
 * content, never a call. One memo per grammar (`contentSpans()` at module level); spans are usually found
 * left to right and appended, and are merged otherwise.
 */
export function contentSpans(): { mark(input: object, spans: readonly Range[]): void; has(input: object, at: number): boolean } {
  const memo = new WeakMap<object, Range[]>();
  const mark = (input: object, spans: readonly Range[]): void => {
    if (spans.length === 0) return;
    const known = memo.get(input) ?? [];
    const tail = known[known.length - 1];
    if ((!tail || tail[1] < spans[0]![0]) && spans.every((r, k) => k === 0 || spans[k - 1]![1] < r[0])) {
      // the usual case: spans found left to right, after every earlier one
      for (const r of spans) known.push(r);
      memo.set(input, known);
      return;
    }
    const merged: Range[] = [];
    for (const r of [...known, ...spans].sort((x, y) => x[0] - y[0])) {
      const last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) merged[merged.length - 1] = [last[0], Math.max(last[1], r[1])];
      else merged.push(r);
    }
    memo.set(input, merged);
  };
  const has = (input: object, at: number): boolean => {
    const spans = memo.get(input);
    return spans !== undefined && inRanges(spans, at);
  };
  return { mark, has };
}
