/**
 * Which candidates of one text are kept: the earliest and longest of overlapping ones, none that is quoted,
 * nested in another family's wrapper, across two blocks or written inside a sentence (`dropProse`), no marker
 * mentioned in a sentence, and no bare call that does not stand on its own line. Every pass keeps a part of
 * the list in place, in order.
 */
import { isZeroWidth, type Positions, type Range, CR, LESS_THAN, LF, OPEN_BRACKET, isAsciiLetter, isDigit, isLineSpace, isTextSpace, NON_ASCII } from "@pi-tool-repair/grammar-kit";
import { notPlainJson, type Candidate, type NativeLayout, type RepairContext, type ScanInput } from "../contract/index.js";
import { inNativeLayout, withLead } from "./layout.js";
import type { MarkerRegistry } from "./marker-registry.js";
import type { ForwardSearch } from "./search.js";
import { rangeCursor } from "./cursor.js";

/**
 * The candidates of one text to keep, from what the `recover` hook gave (`found`; `own` is the hook's own list,
 * which may be changed in place). `code` and `think` are the text's inert and reasoning regions; `bounds` the
 * starts of the blocks after the first when the text is adjacent text blocks joined; `layouts` the native
 * layouts of the message's model (a bare call in one of them need not stand on its own line).
 */
export function chooseCandidates(
  found: readonly Candidate[],
  own: Candidate[],
  input: ScanInput,
  ctx: RepairContext,
  registry: MarkerRegistry,
  search: ForwardSearch,
  code: readonly Range[],
  think: readonly Range[],
  bounds: ArrayLike<number>,
  layouts: readonly NativeLayout[] = [],
): Candidate[] {
  const text = input.text;
  // every step below keeps a part of the list in place, in order (a message may give thousands of spans: no
  // copies); a list a tap returned instead of the hook's own is copied first (it may be the tap's to keep)
  const usable: Candidate[] = found === own ? own : [...found];
  let n = 0;
  /**
   * Spans naming a tool the scan may not recover, and refused blocks a grammar keeps (`keep`): left as text, but
   * they take part in the choice and the sentence groups.
   */
  let unknown: Set<Candidate> | undefined;
  for (let k = 0; k < usable.length; k++) {
    const c = usable[k]!;
    const wrong = checkCandidate(c, text);
    if (wrong !== undefined) {
      ctx.log.warn(`[pi-tool-repair] grammar ${String((c as { grammar?: unknown }).grammar)} gave a candidate that ${wrong}; dropped`);
      continue;
    }
    if (c.keep === true || !callsKnown(c, input)) (unknown ??= new Set()).add(c);
    usable[n++] = c;
  }
  usable.length = n;
  const order = (a: Candidate, b: Candidate) => a.start - b.start || b.end - a.end;
  // the grammars' lists come sorted each: one grammar's candidates alone need no sort
  let sorted = true;
  for (let k = 1; k < usable.length && sorted; k++) sorted = order(usable[k - 1]!, usable[k]!) <= 0;
  if (!sorted) usable.sort(order);
  // The choice: the earliest and longest of overlapping spans. Then the prose rules: a span left as prose still
  // covers what lies inside it. A call in quotation marks or written inside a sentence is prose; so is a dangling
  // marker named in a sentence. Other markup next to a span counts as a line boundary (it is stripped): so a
  // second pass over the stripped text decides the same.
  // A span across two text blocks, or nested in another family's wrapper, is left as text the same way.
  let end = -1;
  /** The end of the last span that covers its own markup (every one but a nested one). */
  let coverEnd = -1;
  let bound = 0;
  const inCode = rangeCursor(code);
  const inThink = rangeCursor(think);
  const nested = new NestedIn(text, registry, input.markers, search, (pos) => inCode(pos) || inThink(pos));
  n = 0;
  for (let k = 0; k < usable.length; k++) {
    const c = usable[k]!;
    if (c.start < end) continue;
    end = c.end;
    const prevCover = coverEnd;
    coverEnd = c.end;
    while (bound < bounds.length && bounds[bound]! <= c.start) bound++;
    if (bound < bounds.length && bounds[bound]! < c.end) {
      // its markup spans two blocks: left as text, but it takes part in the sentence groups as an undeclared
      // span does, so a call written inside a sentence stays prose however the text is cut into blocks
      (unknown ??= new Set()).add(c);
      usable[n++] = c;
      continue;
    }
    if (quoted(text, c)) continue;
    if (nested.wraps(c, prevCover)) {
      coverEnd = prevCover;
      continue;
    }
    usable[n++] = c;
  }
  usable.length = n;
  const thinkEnd = new Set(think.map((r) => r[1]));
  const unquoted = dropProse(text, usable, thinkEnd, (c) => c.end - c.start <= registry.lengthAt(text, c.start));
  if (unknown !== undefined) {
    n = 0;
    for (let k = 0; k < unquoted.length; k++) if (!unknown.has(unquoted[k]!)) unquoted[n++] = unquoted[k]!;
    unquoted.length = n;
  }
  // spans are in order and do not overlap: going back from a span over blanks, the first span end it can meet is
  // the previous span's; going forward, the first start is the next span's (no set of every bound is needed)
  let prevEnd = -1;
  let bare = false;
  n = 0;
  for (let k = 0; k < unquoted.length; k++) {
    const c = unquoted[k]!;
    const nextStart = k + 1 < unquoted.length ? unquoted[k + 1]!.start : -1;
    const len = registry.lengthAt(text, c.start);
    if (c.calls.length > 0 || !mentioned(text, c.start, len, prevEnd, nextStart, c.end - c.start <= len)) {
      unquoted[n++] = c;
      bare ||= Boolean(c.bare);
    }
    prevEnd = c.end;
  }
  unquoted.length = n;
  if (!bare) return withLead(text, unquoted, layouts);
  // a bare span's neighbours are the spans that are not bare (the other markup, which is stripped)
  const kept = unquoted;
  const nextAnchor = new Int32Array(kept.length);
  let next = -1;
  for (let k = kept.length - 1; k >= 0; k--) {
    nextAnchor[k] = next;
    if (!kept[k]!.bare) next = kept[k]!.start;
  }
  let prevAnchorEnd = -1;
  n = 0;
  for (let k = 0; k < kept.length; k++) {
    const c = kept[k]!;
    if (!c.bare) {
      kept[n++] = c;
      prevAnchorEnd = c.end;
    } else if (standsAlone(text, c, prevAnchorEnd, nextAnchor[k]!, thinkEnd) || inNativeLayout(text, c, layouts)) kept[n++] = c;
  }
  kept.length = n;
  return withLead(text, kept, layouts);
}

/**
 * Why a grammar's candidate cannot be used on `text`, or `undefined` when it can: its span must be
 * integers with `0 <= start <= end <= text.length`, its `calls` an array of `{name: string, arguments}`
 * with plain-JSON arguments, its `replacement` a string when present. The host drops a bad candidate
 * (and logs the reason) instead of cutting the text at a wrong place or committing a non-JSON call.
 */
export function checkCandidate(candidate: Candidate, text: string): string | undefined {
  const { start, end } = candidate;
  if (!Number.isInteger(start) || !Number.isInteger(end)) return `span ${String(start)}..${String(end)} is not a pair of integers`;
  if (start < 0 || end > text.length || start > end) return `span ${start}..${end} lies outside the text (length ${text.length})`;
  if (candidate.replacement !== undefined && typeof candidate.replacement !== "string") return "replacement is not a string";
  if (!Array.isArray(candidate.calls)) return "calls is not an array";
  for (let i = 0; i < candidate.calls.length; i++) {
    const call = candidate.calls[i] as unknown;
    if (typeof call !== "object" || call === null || typeof (call as { name?: unknown }).name !== "string") return `call ${i} has no tool name`;
    const why = notPlainJson((call as { arguments?: unknown }).arguments);
    if (why !== undefined) return `call ${i} (${(call as { name: string }).name}) arguments are not plain JSON (${why})`;
  }
  return undefined;
}

/**
 * Whether a span sits in a wrapper of another family (`<tool_call>[TOOL_CALLS]bash[ARGS]{…}</tool_call>`):
 * after the span before it, the last opener of a wrapper the span's grammar does not own, not closed before
 * the span, and either closed after it or right before it (over whitespace only). Such a call is neither run
 * nor stripped: which family's rules hold is not clear. Spans are asked about in ascending order: each
 * wrapper's openers are walked once, and its closer found by the memoized forward search.
 */
class NestedIn {
  /** Per wrapper: its owners, its openers, the next one past the spans asked about, and the first non-blank after the last opener looked at. */
  readonly #wrappers: { open: string; close: string; owners: ReadonlySet<string>; at: Positions; next: number; opener: number; after: number }[] = [];
  readonly #text: string;
  readonly #search: ForwardSearch;
  readonly #inert: (pos: number) => boolean;
  /** The end of the last span found nested: the next one in the same wrapper may follow it instead of the opener. */
  #nestedEnd = -1;
  constructor(text: string, registry: MarkerRegistry, markers: ReadonlyMap<string, Positions>, search: ForwardSearch, inert: (pos: number) => boolean) {
    this.#text = text;
    this.#search = search;
    this.#inert = inert;
    for (const { open, close } of registry.owned) {
      const at = close === undefined ? undefined : markers.get(open);
      if (close !== undefined && at !== undefined && at.length > 0) this.#wrappers.push({ open, close, owners: registry.ownersOf(open, close), at, next: 0, opener: -1, after: -1 });
    }
  }

  /** Whether `c` is nested; `coverEnd` is the end of the span before it that covers its own markup. */
  wraps(c: Candidate, coverEnd: number): boolean {
    const text = this.#text;
    for (const w of this.#wrappers) {
      // the openers before the span: the last one decides
      while (w.next < w.at.length && w.at[w.next]! < c.start) w.next++;
      if (w.next === 0) continue;
      const p = w.at[w.next - 1]!;
      if (p < coverEnd || p + w.open.length > c.start || this.#inert(p)) continue;
      // the owners were looked up once per wrapper: a key made per span and wrapper cost thousands of dangling markers dearly
      if (w.owners.has(c.grammar)) continue;
      const q = this.#search.indexOf(w.close, p + w.open.length);
      if (q >= 0 && q < c.start) continue;
      // the blanks after an opener are skipped once (many spans may follow one opener), and after a nested span
      if (w.opener !== p) {
        w.opener = p;
        w.after = skipBlanks(text, p + w.open.length, text.length);
      }
      const i = this.#nestedEnd > p ? skipBlanks(text, this.#nestedEnd, c.start) : w.after;
      if (q >= c.end || i === c.start) {
        this.#nestedEnd = c.end;
        return true;
      }
    }
    return false;
  }
}

/** The first position from `i` (before `to`) that is not whitespace or a zero-width character. */
function skipBlanks(text: string, i: number, to: number): number {
  while (i < to && (isTextSpace(text.charCodeAt(i)) || isZeroWidth(text.charCodeAt(i)))) i++;
  return i;
}

/** Whether every call of the candidate names a tool the scan may recover (a loop: no closure per candidate). */
function callsKnown(c: Candidate, input: ScanInput): boolean {
  for (let k = 0; k < c.calls.length; k++) if (!input.isKnownTool(c.calls[k]!.name)) return false;
  return true;
}

/**
 * Whether the marker (of `len` characters) at `at` is mentioned inside a sentence: on its line, text and
 * whitespace before it, whitespace and a word after it (`The [TOOL_CALLS] token starts a call.`). Markup that
 * runs nothing there is prose, not a dangling marker. A `lone` marker (its span is the marker alone: what
 * follows did not parse) is mentioned too when the sentence goes on later on its line, a word after whitespace
 * (`The format is [TOOL_CALLS]bash{bad} and you write it.`); `Calling: [TOOL_CALLS]{broken` is a cut stream.
 */
function mentioned(text: string, at: number, len: number, prevEnd: number, nextStart: number, lone: boolean): boolean {
  if (len === 0) return false;
  let b = at;
  while (b > 0 && b !== prevEnd && isBlank(text.charCodeAt(b - 1))) b--;
  if (b === at || b === 0 || b === prevEnd || text.charCodeAt(b - 1) === LF || text.charCodeAt(b - 1) === CR) return false;
  let i = at + len;
  while (i < text.length && i !== nextStart && isBlank(text.charCodeAt(i))) i++;
  if (i > at + len && i < text.length && i !== nextStart && isWordStart(text, i)) return true;
  if (!lone) return false;
  // the rest of its line, up to the next span (linear: spans do not overlap)
  const limit = nextStart < 0 ? text.length : nextStart;
  for (let j = i; j + 1 < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === LF || c === CR) return false;
    if (isBlank(c) && isWordStart(text, j + 1)) return true;
  }
  return false;
}

/** A letter or a digit (any script) at `i`. */
function isWordStart(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (isDigit(c) || isAsciiLetter(c)) return true;
  if (c < NON_ASCII) return false;
  return /^[\p{L}\p{N}]/u.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** Quotation marks: a call written right after or right before one is quoted (a JSON string, a quotation). */
const QUOTES: ReadonlySet<number> = new Set([0x22, 0x27, 0x201c, 0x201d, 0x2018, 0x2019, 0xab, 0xbb, 0x201e, 0x201a]);

function quoted(text: string, c: Candidate): boolean {
  return (c.start > 0 && QUOTES.has(text.charCodeAt(c.start - 1))) || (c.end < text.length && QUOTES.has(text.charCodeAt(c.end)));
}

/**
 * Drops the calls mentioned inside a sentence: a group of spans (spans with only whitespace between them)
 * holding a call, with sentence text before it on its opener's line and sentence text going on after it on
 * its closer's line (`The GLM format is <tool_call>…</tool_call> and you write it like that.`). A call the
 * model makes is written after its prose or on its own line; one with prose on both sides is an explanation,
 * so it is left as text: not run and not stripped. Prose only before (`Let me check.<tool_call>…`), or only
 * after on a later line, does not make a call prose. The end of another span or of a reasoning block is a
 * line boundary. Sentence text after the closer is a letter or a digit on the same line, reached over
 * anything but `<` and `[` (a special token such as `<|im_end|>` or MiniMax's `[e~[` is no sentence).
 * Linear: each look goes back over blanks only, and forward at most to the next span. The spans kept stay in
 * `spans`, in place (the list is returned, shortened): a message of thousands of calls makes no second list.
 */
function dropProse(text: string, spans: Candidate[], thinkEnd: ReadonlySet<number>, lone: (c: Candidate) => boolean): Candidate[] {
  if (spans.length === 0) return spans;
  // a kept span moves to `n`, at or before its own place, and only once its group is decided: the spans a
  // later group reads (its own, the one before it, the one after it) are still where they were
  let n = 0;
  let g = 0;
  while (g < spans.length) {
    // the group: following spans reached over whitespace only (parallel calls, one a line)
    let last = g;
    for (;;) {
      const next = spans[last + 1];
      if (!next) break;
      let i = spans[last]!.end;
      while (i < next.start && (isTextSpace(text.charCodeAt(i)) || isZeroWidth(text.charCodeAt(i)))) i++;
      if (i !== next.start) break;
      last++;
    }
    const first = spans[g]!;
    // a complete block that runs nothing (refused, or naming an undeclared tool) is prose the same way: its
    // text is kept; a group of lone markers (dangling) is left to `mentioned`
    let complete = false;
    for (let k = g; k <= last && !complete; k++) complete = spans[k]!.calls.length > 0 || !lone(spans[k]!);
    // going back from a span over blanks, the first span end it can meet is the previous span's (they are in
    // order and do not overlap): no set of every span's end is needed
    const prevEnd = g > 0 ? spans[g - 1]!.end : -1;
    const prose = complete && textBefore(text, first.start, first.end, prevEnd, thinkEnd) && textAfter(text, spans[last]!.start, spans[last]!.end, spans[last + 1]?.start ?? text.length);
    if (!prose) for (let k = g; k <= last; k++) spans[n++] = spans[k]!;
    g = last + 1;
  }
  spans.length = n;
  return spans;
}

/**
 * Whether the line of the span's opener holds text before it (a span that starts with a newline opens on the next
 * line). The end of the previous span (`prevEnd`) or of a reasoning block is a line boundary.
 */
function textBefore(text: string, start: number, end: number, prevEnd: number, thinkEnd: ReadonlySet<number>): boolean {
  for (let i = start; i < end && isTextSpace(text.charCodeAt(i)); i++) if (text.charCodeAt(i) === LF) return false;
  let b = start;
  while (b > 0 && b !== prevEnd && !thinkEnd.has(b) && isBlank(text.charCodeAt(b - 1))) b--;
  return !(b === 0 || b === prevEnd || thinkEnd.has(b) || text.charCodeAt(b - 1) === LF || text.charCodeAt(b - 1) === CR);
}

/** Whether a sentence continues after the span on its closer's line, before `limit` (the next span). */
function textAfter(text: string, start: number, end: number, limit: number): boolean {
  for (let k = end; k > start && isTextSpace(text.charCodeAt(k - 1)); k--) if (text.charCodeAt(k - 1) === LF) return false;
  for (let j = end; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === LF || c === CR || c === LESS_THAN || c === OPEN_BRACKET) return false; // the line ends, or markup (`<`, `[`) follows
    if (isWordStart(text, j)) return true;
  }
  return false;
}

/** Space, tab or a zero-width character: blank within a line. */
const isBlank = (c: number) => isLineSpace(c) || isZeroWidth(c);
/** Blank, or the `\r` of a CRLF: what may stand between a call and its line's end. */
const isBlankOrCr = (c: number) => isBlank(c) || c === CR;

/**
 * Whether a bare candidate stands on its own line: only whitespace between it and the line start (or the
 * end of other markup, which is stripped, or of a reasoning block: `</think>[{…}]`), and between it and the
 * line end (or the start of other markup). The same line starts as `textBefore`'s.
 */
function standsAlone(text: string, c: Candidate, prevEnd: number, nextStart: number, thinkEnd: ReadonlySet<number>): boolean {
  let i = c.start;
  while (i > 0 && i !== prevEnd && !thinkEnd.has(i) && isBlankOrCr(text.charCodeAt(i - 1))) i--;
  if (!(i === 0 || i === prevEnd || thinkEnd.has(i) || text.charCodeAt(i - 1) === LF)) return false;
  let j = c.end;
  while (j < text.length && j !== nextStart && isBlankOrCr(text.charCodeAt(j))) j++;
  return j >= text.length || j === nextStart || text.charCodeAt(j) === LF;
}
