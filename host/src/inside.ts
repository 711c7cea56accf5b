/**
 * Whether a bare `{…}` / `[…]` at a position sits inside another grammar's markup: after an opener such as
 * `<tool_call>` that is not closed yet, or after a token such as `[TOOL_CALLS]` earlier on the same line.
 * Such JSON is that grammar's to accept or refuse (junk between a marker and its payload means no call),
 * so a bare-JSON grammar must not pick it up. It uses the marker positions the host found (binary search)
 * and the host's memoized `indexOf`, so it stays linear.
 */
import type { ScanInput } from "./define.js";

/** Openers with their closers. */
const WRAPPERS: readonly (readonly [string, string])[] = [
  ["<tool_call>", "</tool_call>"],
  ["<tool_calls>", "</tool_calls>"],
  ["<TOOLCALL>", "</TOOLCALL>"],
  ["<function_calls>", "</function_calls>"],
  ["<seed:tool_call>", "</seed:tool_call>"],
  ["<minimax:tool_call>", "</minimax:tool_call>"],
  ["<|tool_calls_section_begin|>", "<|tool_calls_section_end|>"],
  ["<|tool_call_section_begin|>", "<|tool_call_section_end|>"],
  ["<|START_ACTION|>", "<|END_ACTION|>"],
  ["<|action_start|>", "<|action_end|>"],
  ["<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"],
  ["<｜tool_calls_begin｜>", "<｜tool_calls_end｜>"],
  ["<tool>", "</tool>"],
  ["<tools>", "</tools>"],
  ["<response>", "</response>"],
];
/** Tokens with no closer: they own the rest of their line. */
const TOKENS: readonly string[] = ["[TOOL_CALLS]", "<|tool_call|>", "<function_call>", "functools", "<|python_tag|>", "<|python_start|>"];

/**
 * The positions each scan input's markup covers, as sorted, disjoint ranges `(from, to]`: a wrapper opener
 * at `p` covers what follows it up to its closer (or the end of the text when it has none), a token up to
 * its line's end; each occurrence only up to the next occurrence of the same marker (from there on, that
 * one decides). Built once per scan input, with the host's memoized `indexOf`: linear in the markers.
 */
const covered = new WeakMap<ScanInput, Float64Array>();

function coverOf(input: ScanInput): Float64Array {
  let ranges = covered.get(input);
  if (ranges) return ranges;
  const spans: [number, number][] = [];
  const add = (list: readonly number[], closeAt: (p: number) => number) => {
    for (let k = 0; k < list.length; k++) {
      const p = list[k]!;
      if (input.isInert(p)) continue;
      const next = k + 1 < list.length ? list[k + 1]! : Infinity;
      const c = closeAt(p);
      const to = c < 0 ? next : Math.min(c, next);
      if (to > p) spans.push([p, to]);
    }
  };
  for (const [open, close] of WRAPPERS) {
    const list = input.markers.get(open);
    if (list && list.length > 0) add(list, (p) => input.indexOf(close, p + open.length));
  }
  for (const token of TOKENS) {
    const list = input.markers.get(token);
    if (list && list.length > 0) add(list, (p) => input.indexOf("\n", p));
  }
  spans.sort((x, y) => x[0] - y[0]);
  const merged: number[] = [];
  for (const [from, to] of spans) {
    const n = merged.length;
    if (n > 0 && from <= merged[n - 1]!) merged[n - 1] = Math.max(merged[n - 1]!, to);
    else merged.push(from, to);
  }
  ranges = Float64Array.from(merged);
  covered.set(input, ranges);
  return ranges;
}

/**
 * Whether `at` is inside another grammar's markup (an unclosed wrapper such as `<tool_call>`, or a token
 * such as `[TOOL_CALLS]` earlier on its line): bare-JSON grammars (llama, xlam) leave such JSON alone.
 * For each marker, the last occurrence before `at` decides (skipped when it is inert): a wrapper whose
 * closer is not found before `at`, or a token whose line runs past `at`. One binary search in ranges built
 * once per scan input.
 */
export function insideOtherMarkup(input: ScanInput, at: number): boolean {
  return otherMarkupEnd(input, at) >= 0;
}

/**
 * When `at` is inside another grammar's markup (`insideOtherMarkup`): the last position that markup covers
 * from there (every position from `at` up to it is inside too; `Infinity` for markup that runs to the end of
 * the text). Otherwise -1. A bare-JSON grammar can skip its markers up to there at once.
 */
export function otherMarkupEnd(input: ScanInput, at: number): number {
  const r = coverOf(input);
  // the last range whose `from` is < at: inside when at <= its `to`
  let lo = 0;
  let hi = r.length >> 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (r[2 * mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return -1;
  const to = r[2 * (lo - 1) + 1]!;
  return at <= to ? to : -1;
}
