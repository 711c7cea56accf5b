/**
 * One round of a text's scan: its markers found (in one pass, or from the previous round's positions), the
 * scan input the grammars read (inert and reasoning regions, memoized forward search), the `recover` hook,
 * then the choice of candidates (./choose.ts).
 */
import type { Positions } from "@pi-tool-repair/grammar-kit";
import type { Candidate, Hooks, NativeLayout, RepairContext, ScanInput } from "../contract/index.js";
import type { MarkerSet } from "./markers.js";
import type { MarkerRegistry, Prior } from "./marker-registry.js";
import { codeRanges, thinkRanges } from "./regions.js";
import { ForwardSearch, type KnownPositions } from "./search.js";
import { chooseCandidates } from "./choose.js";
import { rangeCursor } from "./cursor.js";

/** No block bounds: the text is one block. */
const NO_BOUNDS: ArrayLike<number> = new Int32Array(0);
/** No native layout: every bare call keeps the own-line rule. */
const NO_LAYOUTS: readonly NativeLayout[] = [];

/** Scans one text for candidates: every grammar through the `recover` hook, then the choice. */
export function scanText(hooks: Hooks, registry: MarkerRegistry, text: string, kind: "text" | "thinking", ctx: RepairContext, layouts: readonly NativeLayout[] = NO_LAYOUTS): Candidate[] {
  return scanRound(hooks, registry, text, kind, ctx, undefined, NO_BOUNDS, layouts).candidates;
}

/**
 * `scanText`, and the positions it found (for the next round's `Prior`). With a `prior`, the text is the one
 * the previous round's stripping made, and its literals are found from the previous positions. `bounds` are
 * the ascending starts of the blocks after the first, when the text is adjacent text blocks joined: a span
 * across one is left as text. `layouts` are the native layouts of the message's model (text blocks only:
 * reasoning keeps the own-line rule).
 */
export function scanRound(
  hooks: Hooks,
  registry: MarkerRegistry,
  text: string,
  kind: "text" | "thinking",
  ctx: RepairContext,
  prior: Prior | undefined,
  bounds: ArrayLike<number> = NO_BOUNDS,
  layouts: readonly NativeLayout[] = NO_LAYOUTS,
): { candidates: Candidate[]; set: MarkerSet; positions: ReadonlyMap<string, Positions> } {
  const { set, markers, known } = prior === undefined ? registry.find(text) : registry.findAfter(prior, text);
  const candidates = markers.size === 0 ? [] : scan(hooks, registry, text, kind, ctx, markers, known, bounds, kind === "text" ? layouts : NO_LAYOUTS);
  return { candidates, set, positions: known.positions };
}

/** One text's scan input, the `recover` hook over it, then the choice (called with the text's lists in use). */
function scan(
  hooks: Hooks,
  registry: MarkerRegistry,
  text: string,
  kind: "text" | "thinking",
  ctx: RepairContext,
  markers: Map<string, Positions>,
  known: KnownPositions,
  bounds: ArrayLike<number>,
  layouts: readonly NativeLayout[],
): Candidate[] {
  const code = codeRanges(text);
  const search = new ForwardSearch(text, known);
  const think = kind === "text" ? thinkRanges(text, code, search) : [];
  const requireKnown = ctx.config.grammar.requireKnownTool;
  const input: ScanInput = {
    text,
    kind,
    markers,
    owned: registry.owned,
    isInert: rangeCursor(code),
    inThink: rangeCursor(think),
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
  return chooseCandidates(found as Candidate[], own, input, ctx, registry, search, code, think, bounds, layouts);
}
