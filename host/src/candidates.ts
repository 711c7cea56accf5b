/**
 * Candidates in one text: the scan input the grammars read (marker positions found in one pass, inert and
 * reasoning regions, memoized forward search), the `recover` hook, then which candidates are kept: the
 * earliest and longest of overlapping ones, none that is quoted or written inside a sentence, a marker
 * mentioned in a sentence, or a bare call that does not stand on its own line.
 */
import { ForwardSearch, MarkerSet, PositionBuffer, codeRanges, inRanges, isZeroWidth, thinkRanges, THINK_TAGS, type KnownPositions, type OwnedMarkup, type Piece, type Positions } from "@pi-tool-repair/grammar-kit";
import type { RepairContext } from "./types.js";
import type { Candidate, ScanInput } from "./define.js";
import { checkCandidate } from "./boundary.js";
import { isSpaceCode } from "./messages.js";
import type { Hooks } from "./host.js";

/** What one marker pass found: the marker set it used, the markers' lists, every literal's positions. */
interface Found {
  set: MarkerSet;
  markers: Map<string, Positions>;
  known: KnownPositions;
}

/** The markers and owned markup every loaded grammar registered. */
export class Markup {
  readonly #markers: string[] = [];
  readonly #owned: OwnedMarkup[] = [];
  /** The grammars that own each wrapper (`open` and `close`, keyed by `wrapperKey`): a call of another family inside one is nested. */
  readonly #owners = new Map<string, Set<string>>();
  /** Strings the grammars search for besides their markers and closers (`GrammarSpec.literals`). */
  readonly #literals: string[] = [];
  /** The markers alone (`longestAt`). */
  #set: MarkerSet | undefined;
  /**
   * The memory of the position lists, two buffers used in turn: a round's lists are read by the next round's
   * `findAfter`, which writes into the other one. Used only outside a scan (`#scanning`): a plugin that scans
   * a text from inside a scan gets lists of its own.
   */
  readonly #buffers = [new PositionBuffer(), new PositionBuffer()] as const;
  #scanning = 0;
  /** The markers, the closers of owned markup and the reasoning tags, found in one pass (`find`). */
  #all: { set: MarkerSet; literals: ReadonlySet<string>; notMarkers: ReadonlySet<string> } | undefined;

  add(markers: readonly string[], owns: readonly OwnedMarkup[], literals: readonly string[] = [], owner?: string): void {
    this.#markers.push(...markers);
    for (const l of literals) if (l.length > 0 && !this.#literals.includes(l)) this.#literals.push(l);
    for (const o of owns) if (!this.#owned.some((p) => p.open === o.open && p.close === o.close)) this.#owned.push(o);
    if (owner !== undefined) {
      for (const o of owns) {
        if (o.close === undefined) continue;
        const key = wrapperKey(o.open, o.close);
        let set = this.#owners.get(key);
        if (set === undefined) this.#owners.set(key, (set = new Set()));
        set.add(owner);
      }
    }
    this.#set = undefined;
    this.#all = undefined;
  }

  get owned(): readonly OwnedMarkup[] {
    return this.#owned;
  }

  /** Whether `grammar` registered the wrapper `open` … `close` as its own (`owns`). */
  ownsWrapper(grammar: string, open: string, close: string): boolean {
    return this.#owners.get(wrapperKey(open, close))?.has(grammar) ?? false;
  }

  /**
   * The markers' positions in `text` (what the grammars are given), and every position of each marker, owned
   * closer and reasoning tag (`known`, for the forward search): one pass for all, so a closer or a tag that
   * never occurs costs no scan of the text.
   */
  find(text: string): Found {
    if (this.#all === undefined) {
      const markers = new Set(this.#markers);
      const others = new Set([...this.#owned.flatMap((o) => (o.close === undefined ? [] : [o.close])), ...THINK_TAGS.flat(), ...this.#literals].filter((l) => !markers.has(l)));
      const set = new MarkerSet([...markers, ...others]);
      this.#all = { set, literals: new Set(set.markers), notMarkers: others };
    }
    const { set } = this.#all;
    return this.#split(set.find(text, this.#scanning === 0 ? this.#buffers[0] : undefined));
  }

  /** Runs `scan` with this text's lists in use: a scan started inside it does not write into their memory. */
  scanning<T>(scan: () => T): T {
    this.#scanning++;
    try {
      return scan();
    } finally {
      this.#scanning--;
    }
  }

  /**
   * `find` for a text made of pieces of an earlier one (the markup stripped from it, the rest joined), from that
   * text's `known.positions`: only the seams between the pieces are searched (`MarkerSet.findAfter`).
   */
  findAfter(prior: Prior, text: string): Found {
    // markers registered since the prior scan (a plugin may call registerMarkers late): the prior lists lack them
    if (this.#all === undefined || prior.set !== this.#all.set) return this.find(text);
    const { set } = this.#all;
    // the buffer that does not hold the prior lists (PositionBuffer.take checks it too)
    const [a, b] = this.#buffers;
    const buffer = this.#scanning !== 0 ? undefined : a.holdsAny(prior.positions) ? b : a;
    // seams too close together: the text is searched, and no piece list is made
    if (!set.seamsPay(prior.count, text.length)) return this.#split(set.find(text, buffer));
    return this.#split(set.findAfter(prior.positions, prior.pieces(), text, buffer));
  }

  #split(positions: Map<string, Positions>): Found {
    const { set, literals, notMarkers } = this.#all!;
    let markers = positions;
    if (notMarkers.size > 0) {
      markers = new Map();
      for (const [literal, at] of positions) if (!notMarkers.has(literal)) markers.set(literal, at);
    }
    return { set, markers, known: { literals, positions } };
  }

  /** The length of the longest marker at `at`, 0 when none starts there. */
  lengthAt(text: string, at: number): number {
    return (this.#set ??= new MarkerSet(this.#markers)).longestAt(text, at);
  }
}

const wrapperKey = (open: string, close: string) => `${open}\u0000${close}`;

/**
 * What a scan of a text leaves for the scan of the text made from it by stripping its candidates: the
 * positions of every literal the host finds, and the stretches of the text the new one keeps (`Piece`s).
 */
export interface Prior {
  /** The marker set that found `positions` (a later one, after markers were added, cannot use them). */
  set: MarkerSet;
  positions: ReadonlyMap<string, Positions>;
  /** How many pieces the new text keeps, and the pieces (made only when the seams are searched). */
  count: number;
  pieces(): readonly Piece[];
}

/** Scans one text for candidates: every grammar through the `recover` hook, then the choice. */
export function scanText(hooks: Pick<Hooks, "recover">, markup: Markup, text: string, kind: "text" | "thinking", ctx: RepairContext): Candidate[] {
  return scanRound(hooks, markup, text, kind, ctx, undefined).candidates;
}

/**
 * `scanText`, and the positions it found (for the next round's `Prior`). With a `prior`, the text is the one
 * the previous round's stripping made, and its literals are found from the previous positions. `bounds` are
 * the ascending starts of the blocks after the first, when the text is adjacent text blocks joined: a span
 * across one is left as text.
 */
export function scanRound(
  hooks: Pick<Hooks, "recover">,
  markup: Markup,
  text: string,
  kind: "text" | "thinking",
  ctx: RepairContext,
  prior: Prior | undefined,
  bounds: ArrayLike<number> = NO_BOUNDS,
): { candidates: Candidate[]; set: MarkerSet; positions: ReadonlyMap<string, Positions> } {
  const { set, markers, known } = prior === undefined ? markup.find(text) : markup.findAfter(prior, text);
  const candidates = markers.size === 0 ? [] : markup.scanning(() => choose(hooks, markup, text, kind, ctx, markers, known, bounds));
  return { candidates, set, positions: known.positions };
}

function choose(
  hooks: Pick<Hooks, "recover">,
  markup: Markup,
  text: string,
  kind: "text" | "thinking",
  ctx: RepairContext,
  markers: Map<string, Positions>,
  known: KnownPositions,
  bounds: ArrayLike<number>,
): Candidate[] {
  const code = codeRanges(text);
  const search = new ForwardSearch(text, known);
  const think = kind === "text" ? thinkRanges(text, code, search) : [];
  const requireKnown = ctx.config.grammar.requireKnownTool;
  const input: ScanInput = {
    text,
    kind,
    markers,
    owned: markup.owned,
    isInert: (pos) => inRanges(code, pos),
    inThink: (pos) => inRanges(think, pos),
    indexOf: (literal, from) => search.indexOf(literal, from),
    indexOfAny: (literals, from) => {
      let best: { at: number; literal: string } | undefined;
      for (const literal of literals) {
        const at = search.indexOf(literal, from);
        if (at >= 0 && (!best || at < best.at)) best = { at, literal };
      }
      return best;
    },
    schemaOf: (name) => ctx.tools.get(name),
    isKnownTool: (name) => !requireKnown || ctx.tools.has(name),
    toolNames: () => [...ctx.tools.keys()],
  };
  const own: Candidate[] = [];
  const found = hooks.recover.call(own, input, ctx) ?? [];
  if (!Array.isArray(found)) throw new TypeError("the recover hook did not give a list of candidates");
  // every step below keeps a part of the list in place, in order (a message may give thousands of spans: no
  // copies); a list a tap returned instead of the hook's own is copied first (it may be the tap's to keep)
  const usable = found === own ? found : [...(found as Candidate[])];
  let n = 0;
  /** Spans naming a tool the scan may not recover: left as text, but they take part in the choice and the sentence groups. */
  let unknown: Set<Candidate> | undefined;
  for (let k = 0; k < usable.length; k++) {
    const c = usable[k]!;
    const wrong = checkCandidate(c, text);
    if (wrong !== undefined) {
      ctx.log.warn(`[pi-tool-repair] grammar ${String((c as { grammar?: unknown }).grammar)} gave a candidate that ${wrong}; dropped`);
      continue;
    }
    if (!callsKnown(c, input)) (unknown ??= new Set()).add(c);
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
  const nested = new NestedIn(text, markup, markers, search, (pos) => inRanges(code, pos) || inRanges(think, pos));
  n = 0;
  for (let k = 0; k < usable.length; k++) {
    const c = usable[k]!;
    if (c.start < end) continue;
    end = c.end;
    const prevCover = coverEnd;
    coverEnd = c.end;
    while (bound < bounds.length && bounds[bound]! <= c.start) bound++;
    if (bound < bounds.length && bounds[bound]! < c.end) continue; // its markup spans two blocks
    if (quoted(text, c)) continue;
    if (nested.wraps(c, prevCover)) {
      coverEnd = prevCover;
      continue;
    }
    usable[n++] = c;
  }
  usable.length = n;
  const unquoted = inSentence(
    text,
    usable,
    think.map((r) => r[1]),
    (c) => c.end - c.start <= markup.lengthAt(text, c.start),
  );
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
    const len = markup.lengthAt(text, c.start);
    if (c.calls.length > 0 || !mentioned(text, c.start, len, prevEnd, nextStart, c.end - c.start <= len)) {
      unquoted[n++] = c;
      bare ||= Boolean(c.bare);
    }
    prevEnd = c.end;
  }
  unquoted.length = n;
  if (!bare) return unquoted;
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
    } else if (standsAlone(text, c, prevAnchorEnd, nextAnchor[k]!)) kept[n++] = c;
  }
  kept.length = n;
  return kept;
}

/** No block bounds: the text is one block. */
const NO_BOUNDS: ArrayLike<number> = new Int32Array(0);

/**
 * Whether a span sits in a wrapper of another family (`<tool_call>[TOOL_CALLS]bash[ARGS]{…}</tool_call>`):
 * after the span before it, the last opener of a wrapper the span's grammar does not own, not closed before
 * the span, and either closed after it or right before it (over whitespace only). Such a call is neither run
 * nor stripped: which family's rules hold is not clear. Spans are asked about in ascending order: each
 * wrapper's openers are walked once, and its closer found by the memoized forward search.
 */
class NestedIn {
  /** Per wrapper: its openers, the next one past the spans asked about, and the first non-blank after the last opener looked at. */
  readonly #wrappers: { open: string; close: string; at: Positions; next: number; opener: number; after: number }[] = [];
  readonly #text: string;
  readonly #markup: Markup;
  readonly #search: ForwardSearch;
  readonly #inert: (pos: number) => boolean;
  /** The end of the last span found nested: the next one in the same wrapper may follow it instead of the opener. */
  #nestedEnd = -1;
  constructor(text: string, markup: Markup, markers: ReadonlyMap<string, Positions>, search: ForwardSearch, inert: (pos: number) => boolean) {
    this.#text = text;
    this.#markup = markup;
    this.#search = search;
    this.#inert = inert;
    for (const { open, close } of markup.owned) {
      const at = close === undefined ? undefined : markers.get(open);
      if (close !== undefined && at !== undefined && at.length > 0) this.#wrappers.push({ open, close, at, next: 0, opener: -1, after: -1 });
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
      if (this.#markup.ownsWrapper(c.grammar, w.open, w.close)) continue;
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
  while (i < to && (isSpaceCode(text.charCodeAt(i)) || isZeroWidth(text.charCodeAt(i)))) i++;
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
  if (b === at || b === 0 || b === prevEnd || text.charCodeAt(b - 1) === 10 || text.charCodeAt(b - 1) === 13) return false;
  let i = at + len;
  while (i < text.length && i !== nextStart && isBlank(text.charCodeAt(i))) i++;
  if (i > at + len && i < text.length && i !== nextStart && isWordStart(text, i)) return true;
  if (!lone) return false;
  // the rest of its line, up to the next span (linear: spans do not overlap)
  const limit = nextStart < 0 ? text.length : nextStart;
  for (let j = i; j + 1 < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return false;
    if (isBlank(c) && isWordStart(text, j + 1)) return true;
  }
  return false;
}

/** A letter or a digit (any script) at `i`. */
function isWordStart(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true;
  if (c < 0x80) return false;
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
function inSentence(text: string, spans: Candidate[], thinkEnds: readonly number[], lone: (c: Candidate) => boolean): Candidate[] {
  if (spans.length === 0) return spans;
  const thinkEnd = new Set(thinkEnds);
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
      while (i < next.start && (isSpaceCode(text.charCodeAt(i)) || isZeroWidth(text.charCodeAt(i)))) i++;
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
  for (let i = start; i < end && isSpaceCode(text.charCodeAt(i)); i++) if (text.charCodeAt(i) === 10) return false;
  let b = start;
  while (b > 0 && b !== prevEnd && !thinkEnd.has(b) && isBlank(text.charCodeAt(b - 1))) b--;
  return !(b === 0 || b === prevEnd || thinkEnd.has(b) || text.charCodeAt(b - 1) === 10 || text.charCodeAt(b - 1) === 13);
}

/** Whether a sentence continues after the span on its closer's line, before `limit` (the next span). */
function textAfter(text: string, start: number, end: number, limit: number): boolean {
  for (let k = end; k > start && isSpaceCode(text.charCodeAt(k - 1)); k--) if (text.charCodeAt(k - 1) === 10) return false;
  for (let j = end; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13 || c === 60 || c === 91) return false; // the line ends, or markup (`<`, `[`) follows
    if (isWordStart(text, j)) return true;
  }
  return false;
}

/** Space, tab or a zero-width character: blank within a line. */
const isBlank = (c: number) => c === 32 || c === 9 || isZeroWidth(c);
const isLineSpace = (c: number) => isBlank(c) || c === 13;

/**
 * Whether a bare candidate stands on its own line: only whitespace between it and the line start (or the
 * end of other markup, which is stripped), and between it and the line end (or the start of other markup).
 */
function standsAlone(text: string, c: Candidate, prevEnd: number, nextStart: number): boolean {
  let i = c.start;
  while (i > 0 && i !== prevEnd && isLineSpace(text.charCodeAt(i - 1))) i--;
  if (!(i === 0 || i === prevEnd || text.charCodeAt(i - 1) === 10)) return false;
  let j = c.end;
  while (j < text.length && j !== nextStart && isLineSpace(text.charCodeAt(j))) j++;
  return j >= text.length || j === nextStart || text.charCodeAt(j) === 10;
}
