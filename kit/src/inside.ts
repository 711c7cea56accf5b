/**
 * Whether a bare `{…}` / `[…]` at a position sits inside a grammar's markup: after an opener such as
 * `<tool_call>` that is not closed yet, or after a token such as `[TOOL_CALLS]` earlier on the same line.
 * Which markup counts comes from the grammars loaded (each declares what it `owns`), so a third-party
 * grammar adds its own.
 * Such JSON is that grammar's to accept or refuse (junk between a marker and its payload means no call),
 * so a bare-JSON grammar must not pick it up. It uses the marker positions the host found (binary search)
 * and the host's memoized `indexOf`, so it stays linear.
 */
import type { MarkupView } from "./types.js";

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
 * Whether `at` is inside markup a loaded grammar owns (its `owns`: an unclosed wrapper such as `<tool_call>`,
 * or a token such as `[TOOL_CALLS]` earlier on its line): bare-JSON grammars (llama, xlam) leave such JSON alone.
 */
export function insideOtherMarkup(input: MarkupView, at: number): boolean {
  for (const { open, close } of input.owned) {
    const list = input.markers.get(open);
    if (!list) continue;
    const p = lastBefore(list, at);
    if (p < 0 || input.isInert(p)) continue;
    const c = close === undefined ? input.indexOf("\n", p) : input.indexOf(close, p + open.length);
    if (c < 0 || c >= at) return true;
  }
  return false;
}
