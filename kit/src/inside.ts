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
import { lowerBound, mergeAscending } from "./positions.js";

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
 * The stretches of a scan input that a bare-JSON grammar with these bare markers skips, built once per input
 * and per marker set (llama and xlam share one): every position inside another grammar's markup (as
 * `otherMarkupEnd` decides), the opener's own characters too (`[TOOL_CALLS]` is its grammar's text, not a JSON
 * array), and a gap between two covered stretches that holds none of the bare markers (the gap of
 * `</tool_call>\n` between two calls): a grammar there would find nothing at any of its bare markers.
 * `from[k]`..`to[k]`, inclusive, ascending and apart; `cursor` is the stretch of the last query.
 */
interface Cover {
  from: Float64Array;
  to: Float64Array;
  count: number;
  cursor: number;
}

/**
 * Per input, the covers by bare-marker set: by the grammar's own list (one look-up per query), and by the
 * markers joined, so two grammars with the same markers in lists of their own share one cover.
 */
const coversOf = perInput((_input: MarkupView): Map<readonly string[] | string, Cover> => new Map());

/** Above how many owned openers' lists the cover merges them in pairs first (see buildCover). */
const MERGE_ABOVE = 4;

function buildCover(input: MarkupView, bare: readonly string[], plain = false): Cover {
  const present = presentOf(input);
  /** Where the markup of `present[l]`'s opener number `k` ends (`otherMarkupEnd`), -1 for an inert opener. */
  const endOf = (l: number, k: number): number => {
    const e = present[l]!;
    const list = e.list;
    const p = list[k]!;
    if (input.isInert(p)) return -1;
    const c = e.closeAt(p);
    const next = k + 1 < list.length ? list[k + 1]! : Infinity;
    return c < 0 ? next : Math.min(c, next);
  };
  const bareLists: Positions[] = [];
  for (const m of bare) {
    const list = input.markers.get(m);
    if (list && list.length > 0) bareLists.push(list);
  }
  if (present.length <= MERGE_ABOVE) {
    // a few lists: the least head at each step (no memory), each opener's end read as it comes
    const heads = new Array<number>(present.length).fill(0);
    const union = new Stretches(bareLists);
    for (;;) {
      let s = Infinity;
      let which = -1;
      for (let l = 0; l < present.length; l++) {
        const h = heads[l]!;
        const list = present[l]!.list;
        if (h < list.length && list[h]! < s) {
          s = list[h]!;
          which = l;
        }
      }
      if (which < 0) break;
      union.add(s, endOf(which, heads[which]!++));
    }
    return union.cover();
  }
  // Many lists (every owned opener in one text): each opener kind's stretches are joined first, then the few
  // that are left merged (O(n log k) against O(n k) for the least head at each step). Joining one kind's
  // stretches over a gap with no bare marker changes nothing in the union: every gap of the union lies inside a
  // gap of each kind's stretches, and so holds no bare marker either. A kind's openers with no closer run each
  // to the next one: one stretch, where the merge would copy every opener.
  const starts: Positions[] = [];
  const ends: Float64Array[] = [];
  // fast path: `bound` is the start of a kind's stretch that runs to the end of the text (an opener whose closer
  // never comes); every stretch that starts there or later lies inside it, so no kind's openers from there on are
  // read. Same answer: the union loses only stretches inside that one, and a stretch before it that one of them
  // would have extended over a gap with no bare marker is joined to it over the same gap (or a part of it).
  let bound = Infinity;
  for (let l = 0; l < present.length; l++) {
    const list = present[l]!.list;
    if (!plain && list[0]! >= bound) continue; // no stretch of this kind
    const kind = new Stretches(bareLists);
    const n = list.length;
    for (let k = 0; k < n && (plain || list[k]! < bound); k++) kind.add(list[k]!, endOf(l, k));
    const last = kind.count - 1;
    if (last >= 0 && kind.to[last] === Infinity && kind.from[last]! < bound) bound = kind.from[last]!;
    starts.push(kind.from.subarray(0, kind.count));
    ends.push(kind.to.subarray(0, kind.count));
  }
  const merged = mergeAscending(starts, ends);
  const union = new Stretches(bareLists);
  for (let k = 0; k < merged.at.length; k++) union.add(merged.at[k]!, merged.values![k]!);
  return union.cover();
}

/**
 * The covered stretches of `bareCoverEnd` for these bare markers, as `[from, to]` pairs (inclusive), built anew;
 * `plain`: without the fast path (every opener read), for the differential test.
 */
export function coverStretches(input: MarkupView, bare: readonly string[], plain = false): [number, number][] {
  const cover = buildCover(input, bare, plain);
  const out: [number, number][] = [];
  for (let k = 0; k < cover.count; k++) out.push([cover.from[k]!, cover.to[k]!]);
  return out;
}

/**
 * Covered stretches being joined, in ascending order of their starts: a stretch that touches or overlaps the
 * last one, or follows it over a gap that holds no bare marker, extends it. The bare lists are searched from
 * where the last gap's search ended (the gaps come in ascending order).
 */
class Stretches {
  from = new Float64Array(16);
  to = new Float64Array(16);
  count = 0;
  readonly #heads: number[];
  constructor(readonly bareLists: readonly Positions[]) {
    this.#heads = new Array<number>(bareLists.length).fill(0);
  }

  /** Adds the stretch `s`..`t` (inclusive); an inert opener's (`t` < 0) is no stretch. */
  add(s: number, t: number): void {
    if (t < 0) return;
    const last = this.count - 1;
    if (last >= 0 && (s <= this.to[last]! + 1 || !this.#bareBetween(this.to[last]!, s))) {
      if (t > this.to[last]!) this.to[last] = t;
      return;
    }
    if (this.count === this.from.length) {
      this.from = grown(this.from);
      this.to = grown(this.to);
    }
    this.from[this.count] = s;
    this.to[this.count] = t;
    this.count++;
  }

  /**
   * Whether a bare marker starts in `(after, before)`: each list searched from its last answer on, by steps
   * that double and then a binary search (a gap after many bare markers costs their logarithm, a near one a step).
   */
  #bareBetween(after: number, before: number): boolean {
    for (let l = 0; l < this.bareLists.length; l++) {
      const list = this.bareLists[l]!;
      // the first position past `after`: in (h, h + step] once a doubling step passes it
      let h = this.#heads[l]!;
      let step = 1;
      while (h < list.length && list[h]! <= after) {
        const probe = h + step;
        if (probe >= list.length || list[probe]! > after) {
          let lo = h + 1;
          let hi = Math.min(probe, list.length);
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (list[mid]! <= after) lo = mid + 1;
            else hi = mid;
          }
          h = lo;
          break;
        }
        h = probe;
        step *= 2;
      }
      this.#heads[l] = h;
      if (h < list.length && list[h]! < before) return true;
    }
    return false;
  }

  cover(): Cover {
    return { from: this.from, to: this.to, count: this.count, cursor: 0 };
  }
}

/** A list twice as long holding `list`'s values. */
function grown(list: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const out = new Float64Array(list.length * 2);
  out.set(list);
  return out;
}

/**
 * For a bare-JSON grammar (its bare markers `bare`, such as `["{", "["]`) asking at `at`: the last position of
 * the covered stretch `at` lies in, or -1 when `at` is free. Covered are the positions inside another grammar's
 * markup (`otherMarkupEnd`), each owned opener's own characters, and the gaps between covered stretches that
 * hold none of `bare`: so one answer skips a run of calls in other markup (`<tool_call>…</tool_call>` lines)
 * at once. The grammar's other markers (a wrapper, a tag) are not looked at:
 * it resumes at the first of them before the end. Built once per input and marker set, in one pass over the
 * owned markup and the bare markers' positions; queries at ascending positions cost a step or two.
 */
export function bareCoverEnd(input: MarkupView, at: number, bare: readonly string[]): number {
  const covers = coversOf(input);
  let cover = covers.get(bare);
  if (cover === undefined) {
    // the first query with this list: no string is built per query (a join at each was 15 ms per MiB); the
    // cover depends on the set of markers, not their order (llama lists `{`, `[`, xlam `[`, `{`): one key
    const key = [...bare].sort().join("\u0000");
    cover = covers.get(key);
    if (cover === undefined) covers.set(key, (cover = buildCover(input, bare)));
    covers.set(bare, cover);
  }
  const { from, to, count } = cover;
  let k = cover.cursor;
  if (k >= count || from[k]! > at) k = 0;
  // forward from the last answer a few steps, else a binary search for the last stretch starting at or before `at`
  let steps = 0;
  while (k + 1 < count && from[k + 1]! <= at && steps < 8) {
    k++;
    steps++;
  }
  if (k + 1 < count && from[k + 1]! <= at) {
    let lo = k + 1;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (from[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    k = lo;
  }
  cover.cursor = k;
  return k < count && from[k]! <= at && at <= to[k]! ? to[k]! : -1;
}
