/**
 * Candidates in one text: the scan input the grammars read (marker positions found in one pass, inert and
 * reasoning regions, memoized forward search), the `recover` hook, then which candidates are kept: the
 * earliest and longest of overlapping ones, none that is quoted, a marker mentioned in a sentence, or a bare
 * call that does not stand on its own line.
 */
import { ForwardSearch, MarkerSet, codeRanges, inRanges, isZeroWidth, thinkRanges, type OwnedMarkup } from "@pi-tool-repair/grammar-kit";
import type { RepairContext } from "./types.js";
import type { Candidate, ScanInput } from "./define.js";
import { checkCandidate } from "./boundary.js";
import type { Hooks } from "./host.js";

/** The markers and owned markup every loaded grammar registered. */
export class Markup {
  readonly #markers: string[] = [];
  readonly #owned: OwnedMarkup[] = [];
  #set: MarkerSet | undefined;

  add(markers: readonly string[], owns: readonly OwnedMarkup[]): void {
    this.#markers.push(...markers);
    for (const o of owns) if (!this.#owned.some((p) => p.open === o.open && p.close === o.close)) this.#owned.push(o);
    this.#set = undefined;
  }

  get owned(): readonly OwnedMarkup[] {
    return this.#owned;
  }

  find(text: string): Map<string, number[]> {
    return (this.#set ??= new MarkerSet(this.#markers)).find(text);
  }

  /** The length of the longest marker at `at`, 0 when none starts there. */
  lengthAt(text: string, at: number): number {
    let len = 0;
    for (const m of this.#markers) if (m.length > len && text.startsWith(m, at)) len = m.length;
    return len;
  }
}

/** Scans one text for candidates: every grammar through the `recover` hook, then the choice. */
export function scanText(hooks: Pick<Hooks, "recover">, markup: Markup, text: string, kind: "text" | "thinking", ctx: RepairContext): Candidate[] {
  const markers = markup.find(text);
  if (markers.size === 0) return [];
  const code = codeRanges(text);
  const think = kind === "text" ? thinkRanges(text, code) : [];
  const search = new ForwardSearch(text);
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
  const found = hooks.recover.call([], input, ctx) ?? [];
  const usable = found.filter((c) => {
    const wrong = checkCandidate(c, text);
    if (wrong !== undefined) {
      ctx.log.warn(`[pi-tool-repair] grammar ${String((c as { grammar?: unknown }).grammar)} gave a candidate that ${wrong}; dropped`);
      return false;
    }
    return c.calls.every((call) => input.isKnownTool(call.name));
  });
  const order = (a: Candidate, b: Candidate) => a.start - b.start || b.end - a.end;
  // the grammars' lists come sorted each: one grammar's candidates alone need no sort
  let sorted = true;
  for (let k = 1; k < usable.length && sorted; k++) sorted = order(usable[k - 1]!, usable[k]!) <= 0;
  if (!sorted) usable.sort(order);
  const chosen: Candidate[] = [];
  let end = -1;
  for (const c of usable) {
    if (c.start < end) continue;
    chosen.push(c);
    end = c.end;
  }
  // Prose rules, after the choice: a span left as prose still covers what lies inside it.
  // Other markup next to a span counts as a line boundary (it is stripped): so a second pass over the
  // stripped text decides the same.
  const unquoted = chosen.filter((c) => !quoted(text, c));
  const bounds = (list: readonly Candidate[]) => ({ starts: new Set(list.map((c) => c.start)), ends: new Set(list.map((c) => c.end)) });
  // the bounds of every span, made only when a span that runs nothing is checked against them
  let near: { starts: Set<number>; ends: Set<number> } | undefined;
  const kept = unquoted.filter((c) => {
    if (c.calls.length > 0) return true;
    near ??= bounds(unquoted);
    return !mentioned(text, c.start, markup.lengthAt(text, c.start), near.starts, near.ends);
  });
  if (!kept.some((c) => c.bare)) return kept;
  const anchors = bounds(kept.filter((c) => !c.bare));
  return kept.filter((c) => !c.bare || standsAlone(text, c, anchors.starts, anchors.ends));
}

/**
 * Whether the marker (of `len` characters) at `at` is mentioned inside a sentence: on its line, text and
 * whitespace before it, whitespace and a word after it (`The [TOOL_CALLS] token starts a call.`). Markup that
 * runs nothing there is prose, not a dangling marker.
 */
function mentioned(text: string, at: number, len: number, starts: ReadonlySet<number>, ends: ReadonlySet<number>): boolean {
  if (len === 0) return false;
  let b = at;
  while (b > 0 && !ends.has(b) && isBlank(text.charCodeAt(b - 1))) b--;
  if (b === at || b === 0 || ends.has(b) || text.charCodeAt(b - 1) === 10 || text.charCodeAt(b - 1) === 13) return false;
  let i = at + len;
  while (i < text.length && !starts.has(i) && isBlank(text.charCodeAt(i))) i++;
  return i > at + len && i < text.length && !starts.has(i) && isWordStart(text, i);
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

/** Space, tab or a zero-width character: blank within a line. */
const isBlank = (c: number) => c === 32 || c === 9 || isZeroWidth(c);
const isLineSpace = (c: number) => isBlank(c) || c === 13;

/**
 * Whether a bare candidate stands on its own line: only whitespace between it and the line start (or the
 * end of other markup, which is stripped), and between it and the line end (or the start of other markup).
 */
function standsAlone(text: string, c: Candidate, starts: ReadonlySet<number>, ends: ReadonlySet<number>): boolean {
  let i = c.start;
  while (i > 0 && !ends.has(i) && isLineSpace(text.charCodeAt(i - 1))) i--;
  if (!(i === 0 || ends.has(i) || text.charCodeAt(i - 1) === 10)) return false;
  let j = c.end;
  while (j < text.length && !starts.has(j) && isLineSpace(text.charCodeAt(j))) j++;
  return j >= text.length || starts.has(j) || text.charCodeAt(j) === 10;
}
