/**
 * Whether a bare `{…}` / `[…]` at a position sits inside another grammar's markup: after an opener such as
 * `<tool_call>` that is not closed yet, or after a token such as `[TOOL_CALLS]` earlier on the same line.
 * Such JSON is that grammar's to accept or refuse (junk between a marker and its payload means no call),
 * so a bare-JSON grammar must not pick it up. It uses the marker positions the host found (binary search)
 * and the host's memoized `indexOf`, so it stays linear.
 */
import type { ScanInput } from "./types.js";

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

/** The last position in ascending `list` that is < `at`, or -1. */
function lastBefore(list: readonly number[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? list[lo - 1]! : -1;
}

/**
 * Whether `at` is inside another grammar's markup (an unclosed wrapper such as `<tool_call>`, or a token
 * such as `[TOOL_CALLS]` earlier on its line): bare-JSON grammars (llama, xlam) leave such JSON alone.
 */
export function insideOtherMarkup(input: ScanInput, at: number): boolean {
  for (const [open, close] of WRAPPERS) {
    const list = input.markers.get(open);
    if (!list) continue;
    const p = lastBefore(list, at);
    if (p < 0 || input.isInert(p)) continue;
    const c = input.indexOf(close, p + open.length);
    if (c < 0 || c >= at) return true;
  }
  for (const token of TOKENS) {
    const list = input.markers.get(token);
    if (!list) continue;
    const p = lastBefore(list, at);
    if (p < 0 || input.isInert(p)) continue;
    const nl = input.indexOf("\n", p);
    if (nl < 0 || nl >= at) return true;
  }
  return false;
}
