/**
 * One grammar's marker walk (the `recover` tap `defineGrammar` makes): the grammar's marker positions in
 * ascending order, its `scan` called at each one outside inert text, each result made a `Candidate`, and the
 * positions a result covers, or a scan said to skip, skipped at once.
 */
import { describeError, lowerBound, mergeAscending, type Positions } from "@pi-tool-repair/grammar-kit";
import type { Candidate, GrammarSpec, PluginOptions, RepairContext, ScanInput, ScanResult } from "../contract/index.js";

/** What the walk needs of one grammar, made once by `defineGrammar`. */
export interface GrammarWalk<O extends PluginOptions> {
  readonly spec: GrammarSpec<O>;
  readonly inThinking: boolean;
  readonly inCode: boolean;
  readonly bare: readonly string[];
  /** The grammar's options in a context (read only when one of its markers occurs). */
  readonly options: (ctx: RepairContext) => O;
}

/**
 * Above how many position lists a grammar's are merged before its scan (kit `mergeAscending`). Below, the least
 * head is picked at each step: a merge would copy every position (megabytes of fresh memory for a text full of
 * `{` and `[`), where a few lists cost a few comparisons a position.
 */
const MERGE_ABOVE = 4;

function grammarEnabled(name: string, ctx: RepairContext, namedOnly: boolean): boolean {
  const list = ctx.config.grammar.grammars;
  return list ? list.includes(name) : !namedOnly;
}

/** Whether one of `literals` starts at `at` in `text`. */
function startsWithAny(text: string, literals: readonly string[], at: number): boolean {
  for (const m of literals) if (text.startsWith(m, at)) return true;
  return false;
}

/** Runs one grammar over one scan input: appends its candidates to `candidates` and returns the list. */
export function walkMarkers<O extends PluginOptions>(g: GrammarWalk<O>, candidates: Candidate[], input: ScanInput, ctx: RepairContext): Candidate[] {
  const { spec, inThinking, inCode, bare } = g;
  if (!grammarEnabled(spec.name, ctx, spec.namedOnly === true)) return candidates;
  if (!inThinking && input.kind === "thinking") return candidates;
  // the positions of the grammar's markers, in ascending order: the host's lists, merged in pairs
  const lists: Positions[] = [];
  for (const m of spec.markers) {
    const at = input.markers.get(m);
    if (at && at.length > 0) lists.push(at);
  }
  if (lists.length === 0) return candidates;
  const options = g.options(ctx);
  // a few lists: the least head at each step (no memory); many (a text holding every variant of a grammar's
  // markers): merged in pairs first, O(n log k) against O(n k)
  const merged = lists.length > MERGE_ABOVE ? mergeAscending(lists).at : undefined;
  const heads = merged ? undefined : new Array<number>(lists.length).fill(0);
  let k = 0;
  const text = input.text;
  let consumed = -1;
  /** The position a scan said nothing of this grammar starts before (a number result). */
  let resume = -1;
  for (;;) {
    let at = Infinity;
    let which = -1;
    if (merged) {
      if (k >= merged.length) break;
      at = merged[k]!;
    } else {
      for (let l = 0; l < lists.length; l++) {
        const h = heads![l]!;
        const list = lists[l]!;
        if (h < list.length && list[h]! < at) {
          at = list[h]!;
          which = l;
        }
      }
      if (which < 0) break;
    }
    if (at < consumed || at < resume) {
      // inside the previous result, or before where a scan said to resume: every position up to there is
      // skipped at once
      const to = Math.max(consumed, resume);
      if (merged) k = lowerBound(merged, to, k);
      else heads![which] = lowerBound(lists[which]!, to, heads![which]!);
      continue;
    }
    if (merged) k++;
    else heads![which]!++;
    if (!inCode && input.isInert(at)) continue;
    if (!inThinking && input.inThink(at)) continue;
    let result: ScanResult | number | undefined;
    try {
      result = spec.scan(text, at, input, options);
    } catch (error) {
      ctx.log.warn(`[pi-tool-repair] grammar ${spec.name}${spec.package ? ` (${spec.package})` : ""} threw ${describeError(error)}; skipped`);
      continue;
    }
    if (typeof result === "number") {
      if (result > at) resume = result;
      continue;
    }
    if (!result) continue;
    const start = Math.max(result.start ?? at, consumed);
    if (!(result.end > start)) continue;
    // every field written, in one order, for every grammar: the host's loops over thousands of candidates see one shape
    const candidate: Candidate = {
      start,
      end: result.end,
      calls: result.calls,
      replacement: result.replacement,
      keep: result.keep,
      grammar: spec.name,
      bare: bare.length > 0 && startsWithAny(text, bare, at) ? true : undefined,
    };
    candidates.push(candidate);
    consumed = result.end;
  }
  return candidates;
}
