/**
 * Whether a bare `{…}` / `[…]` at a position sits inside a grammar's markup: after an opener such as
 * `<tool_call>` that is not closed yet, or after a token such as `[TOOL_CALLS]` earlier on the same line.
 * Which markup counts comes from the grammars loaded (each declares what it `owns`), so a third-party
 * grammar adds its own.
 * Such JSON is that grammar's to accept or refuse (junk between a marker and its payload means no call),
 * so a bare-JSON grammar must not pick it up. It uses the marker positions the host found (binary search)
 * and the host's memoized `indexOf`, so it stays linear.
 */
import type { MarkupView, Positions } from "./types.js";
import { perInput } from "./memo.js";
import { lowerBound } from "./scan.js";

/** A wrapper or token that occurs in a scan input: its positions, and where the markup at `p` ends. */
interface Present {
  list: Positions;
  /** The closer after the opener at `p` (a token: its line's end), or -1. */
  closeAt: (p: number) => number;
  /** The answer of the last `lastBefore` query (queries come in ascending order: a few steps from here). */
  cursor: number;
}

/** Per scan input: the owned wrappers and tokens that occur in it (most inputs hold none or a few). */
const presentOf = perInput((input: MarkupView): Present[] => {
  const present: Present[] = [];
  for (const { open, close } of input.owned) {
    const list = input.markers.get(open);
    if (!list || list.length === 0) continue;
    present.push({
      list,
      closeAt: close === undefined ? (p) => input.indexOf("\n", p) : (p) => input.indexOf(close, p + open.length),
      cursor: -1,
    });
  }
  return present;
});

/**
 * The index of the last position in `e.list` (ascending) that is < `at`, or -1: a few steps forward from the
 * previous answer (a bare-JSON grammar asks at ascending positions), else a binary search.
 */
function lastBefore(e: Present, at: number): number {
  const list = e.list;
  let k = e.cursor;
  if (k < 0 || list[k]! < at) {
    for (let step = 0; step < 8; step++) {
      if (k + 1 >= list.length || list[k + 1]! >= at) return (e.cursor = k);
      k++;
    }
  }
  return (e.cursor = lowerBound(list, at) - 1);
}

/**
 * Whether `at` is inside markup a loaded grammar owns (its `owns`: an unclosed wrapper such as `<tool_call>`,
 * or a token such as `[TOOL_CALLS]` earlier on its line): bare-JSON grammars (llama, xlam) leave such JSON alone.
 * For each marker, the last occurrence before `at` decides (skipped when it is inert): a wrapper whose
 * closer is not found before `at`, or a token whose line runs past `at`.
 */
export function insideOtherMarkup(input: MarkupView, at: number): boolean {
  return otherMarkupEnd(input, at) >= 0;
}

/**
 * When `at` is inside another grammar's markup (`insideOtherMarkup`): the last position that markup covers
 * from there on (every position from `at` up to it is inside too: the markup runs to its closer, or to the
 * next occurrence of its marker, which decides from there; `Infinity` when neither comes). Otherwise -1. A
 * bare-JSON grammar skips its markers up to there at once. One binary search per marker the input holds.
 */
export function otherMarkupEnd(input: MarkupView, at: number): number {
  let end = -1;
  for (const e of presentOf(input)) {
    const k = lastBefore(e, at);
    if (k < 0) continue;
    const p = e.list[k]!;
    if (input.isInert(p)) continue;
    const c = e.closeAt(p);
    if (c >= 0 && c < at) continue;
    const next = k + 1 < e.list.length ? e.list[k + 1]! : Infinity;
    const to = c < 0 ? next : Math.min(c, next);
    if (to > end) end = to;
  }
  return end;
}

/**
 * For `at` outside other markup (`otherMarkupEnd` gave -1): the last position up to which every position is
 * outside it too, which is the next place an owned wrapper or token of the input starts (`Infinity` when none
 * comes). A bare-JSON grammar asks `otherMarkupEnd` again only past there.
 */
export function otherMarkupFreeUntil(input: MarkupView, at: number): number {
  let until = Infinity;
  for (const e of presentOf(input)) {
    const k = lastBefore(e, at) + 1; // the first occurrence at or after `at`
    if (k < e.list.length && e.list[k]! < until) until = e.list[k]!;
  }
  return until;
}

/** What `coveredEnd` remembers between calls: the last covered stretch and the last stretch known free. */
export interface CoverMemo {
  /** Positions in `[coveredFrom, coveredTo]` lie inside other markup that ends at `coveredTo`. */
  coveredFrom: number;
  coveredTo: number;
  /** Positions in `[freeFrom, freeTo]` lie outside other markup (`otherMarkupFreeUntil`). */
  freeFrom: number;
  freeTo: number;
}

/** A memo that knows nothing yet. */
export function coverMemo(): CoverMemo {
  return { coveredFrom: 0, coveredTo: -1, freeFrom: 0, freeTo: -1 };
}

/**
 * `otherMarkupEnd(input, at)` for a grammar that asks at ascending positions (a bare-JSON grammar at every
 * `{` and `[`): a position inside the last covered stretch or the last free stretch is answered with one
 * comparison, and only the others ask `otherMarkupEnd` (then `otherMarkupFreeUntil`, to know how far the text
 * stays free). Returns where the covering markup ends, or -1.
 */
export function coveredEnd(input: MarkupView, at: number, memo: CoverMemo): number {
  if (at >= memo.coveredFrom && at <= memo.coveredTo) return memo.coveredTo;
  if (at >= memo.freeFrom && at <= memo.freeTo) return -1;
  const covered = otherMarkupEnd(input, at);
  if (covered >= 0) {
    memo.coveredFrom = at;
    memo.coveredTo = covered;
    return covered;
  }
  memo.freeFrom = at;
  memo.freeTo = otherMarkupFreeUntil(input, at);
  return -1;
}
