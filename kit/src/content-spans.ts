/**
 * The spans a grammar read as content (parameter values) in one scan input (`contentSpans`): a marker inside
 * one is content, never a call.
 */

import { inRanges } from "./positions.js";
import type { Range } from "./types.js";

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
