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
  // the host calls a grammar at its markers of one input in a row: the last input's spans are kept aside, so the
  // usual question costs a comparison, not a WeakMap look-up (issue 35: thousands of markers a MiB ask it)
  let lastInput: object | undefined;
  let lastSpans: Range[] | undefined;
  const spansOf = (input: object): Range[] | undefined => {
    if (input !== lastInput) {
      lastInput = input;
      lastSpans = memo.get(input);
    }
    return lastSpans;
  };
  const keep = (input: object, spans: Range[]): void => {
    memo.set(input, spans);
    lastInput = input;
    lastSpans = spans;
  };
  const mark = (input: object, spans: readonly Range[]): void => {
    if (spans.length === 0) return;
    const known = spansOf(input) ?? [];
    const tail = known[known.length - 1];
    if ((!tail || tail[1] < spans[0]![0]) && spans.every((r, k) => k === 0 || spans[k - 1]![1] < r[0])) {
      // the usual case: spans found left to right, after every earlier one
      for (const r of spans) known.push(r);
      keep(input, known);
      return;
    }
    const merged: Range[] = [];
    for (const r of [...known, ...spans].sort((x, y) => x[0] - y[0])) {
      const last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) merged[merged.length - 1] = [last[0], Math.max(last[1], r[1])];
      else merged.push(r);
    }
    keep(input, merged);
  };
  const has = (input: object, at: number): boolean => {
    const spans = spansOf(input);
    return spans !== undefined && inRanges(spans, at);
  };
  return { mark, has };
}
