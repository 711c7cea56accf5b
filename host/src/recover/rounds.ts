/**
 * Recovery over one message: each text and thinking block (adjacent text blocks joined, as shown) scanned in
 * rounds: the candidates' markup stripped, the rest joined (`TextJoiner`) and trimmed, and scanned again from
 * the previous round's positions until nothing is found (at most `MAX_RECOVER_ROUNDS`); in recover mode the
 * calls found are appended as toolCall blocks with fresh ids.
 */
import type { Piece } from "./markers.js";
import { endedNormally as stopAllowsCalls, isBlockObject, isToolCallBlock } from "../contract/index.js";
import type { AssistantMessage, Block, Candidate, Hooks, NativeLayout, RecoveredReport, RepairContext, ToolCallBlock } from "../contract/index.js";
import type { MarkerRegistry, Prior } from "./marker-registry.js";
import { scanRound } from "./scan.js";
import { LF, SPACE, TAB, isTextSpace } from "@pi-tool-repair/grammar-kit";

/** How many times a text block is rescanned after markup was stripped from it. */
export const MAX_RECOVER_ROUNDS = 3;

/** Only a turn whose stop reason is on the allow-list (`stop`, `toolUse`; missing reads as `stop`) gains calls. */
function endedNormally(message: AssistantMessage): boolean {
  return stopAllowsCalls(message.stopReason);
}

let idCounter = 0;
/** The time-and-random part of recovered call ids, made once per message (`freshId` adds a counter). */
function idPrefix(): string {
  return `call_ptr_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
/** A recovered call's id: the message's prefix and a counter. */
function freshId(prefix: string): string {
  idCounter = (idCounter + 1) % 0x100000;
  return prefix + idCounter.toString(36);
}

/** The toolCall blocks recover appended, at `first` and after it in the content, and their reports in that order. */
export interface Recovered {
  first: number;
  reports: RecoveredReport[];
}

/**
 * Strips markup from text and thinking blocks and, in recover mode, appends the calls it held as toolCall blocks.
 * `layouts`: the native layouts of the message's model (./layout.ts).
 */
export function recoverMessage(hooks: Hooks, registry: MarkerRegistry, message: AssistantMessage, ctx: RepairContext, layouts: readonly NativeLayout[] = []): { message: AssistantMessage; stripped: number; recovered: Recovered | undefined } {
  const hasNative = message.content.some(isToolCallBlock);
  // a turn that did not end normally (aborted, error, cut at the length limit, pending, deferred, unknown) never gains a call:
  // its text is still stripped of markup, and its stop reason is kept
  const recoverCalls = ctx.config.grammar.mode === "recover" && !hasNative && endedNormally(message);
  const content: Block[] = [];
  /** Each round's candidates, in order (those that hold calls become blocks). */
  const rounds: Candidate[][] = [];
  let stripped = 0;
  let changed = false;
  const blocks = message.content;
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b] as Block;
    const field = !isBlockObject(block) ? undefined : block.type === "text" ? "text" : block.type === "thinking" ? "thinking" : undefined;
    const text = field ? (block as Record<string, unknown>)[field] : undefined;
    if (!field || typeof text !== "string") {
      content.push(block);
      continue;
    }
    // Adjacent text blocks are shown joined, with nothing between them: a fence, a `<think>` or a quote one
    // opens goes on in the next. So they are scanned as one text (a span across two is left as text).
    let last = b + 1;
    while (field === "text" && last < blocks.length && textOf(blocks[last]) !== undefined) last++;
    if (last - b > 1) {
      const run = recoverRun(hooks, registry, blocks, b, last, ctx, layouts);
      stripped += run.stripped;
      if (recoverCalls) rounds.push(...run.rounds);
      for (let k = b; k < last; k++) {
        const now = run.texts[k - b]!;
        if (now === textOf(blocks[k])) content.push(blocks[k] as Block);
        else {
          changed = true;
          if (now.length > 0) content.push({ ...(blocks[k] as Record<string, unknown>), text: now } as Block);
        }
      }
      b = last - 1;
      continue;
    }
    // Stripping markup can change how the rest reads: a fence it held (MiniMax-Text's typescript fence)
    // no longer makes code, a token it held (`[TOOL_CALLS]`) no longer owns its line. So the result is
    // scanned again until nothing is found (bounded): processing a processed message changes nothing.
    // The next round finds its markers from this round's positions and the pieces of the text it kept.
    let current = text;
    let prior: Prior | undefined;
    const blockRounds: Candidate[][] = [];
    const origins = new RoundOrigins();
    for (let round = 0; round < MAX_RECOVER_ROUNDS; round++) {
      const scan = scanRound(hooks, registry, current, field === "text" ? "text" : "thinking", ctx, prior, undefined, layouts);
      const candidates = scan.candidates;
      if (candidates.length === 0) break;
      const out = new TextJoiner();
      let at = 0;
      for (let k = 0; k < candidates.length; k++) {
        const c = candidates[k]!;
        out.add(current, at, c.start);
        if (c.replacement) out.add(c.replacement, 0, c.replacement.length, false);
        at = c.end;
      }
      if (recoverCalls) blockRounds.push(candidates);
      out.add(current, at, current.length);
      const joined = out.toString();
      const [from, to] = trimmedRange(joined);
      current = joined.slice(from, to);
      // made once, when the next round's seams or the written order ask for them
      let kept: Piece[] | undefined;
      const pieces = (): Piece[] => (kept ??= out.pieces(from));
      prior = { set: scan.set, positions: scan.positions, count: out.count, pieces };
      origins.add(pieces, 0);
      stripped += candidates.length;
    }
    if (recoverCalls) rounds.push(...inWrittenOrder(blockRounds, origins));
    if (current === text) {
      content.push(block);
      continue;
    }
    changed = true;
    if (current.length > 0 || field === "thinking") content.push({ ...block, [field]: current });
  }
  let recovered: Recovered | undefined;
  if (recoverCalls) {
    const first = content.length;
    // indexed loops: one message can hold thousands of calls, and an iterator per candidate is garbage; the
    // lists are made at their final length (grown by push, a list of thousands is copied a dozen times, and
    // each copy above 128 KiB is memory fresh from the system)
    let count = 0;
    for (let r = 0; r < rounds.length; r++) {
      const candidates = rounds[r]!;
      for (let k = 0; k < candidates.length; k++) count += candidates[k]!.calls.length;
    }
    if (count > 0) {
      const reports = new Array<RecoveredReport>(count);
      content.length = first + count;
      const prefix = idPrefix();
      let n = 0;
      for (let r = 0; r < rounds.length; r++) {
        const candidates = rounds[r]!;
        for (let k = 0; k < candidates.length; k++) {
          const c = candidates[k]!;
          for (let j = 0; j < c.calls.length; j++) {
            const call = c.calls[j]!;
            content[first + n] = { type: "toolCall", id: freshId(prefix), name: call.name, arguments: call.arguments } satisfies ToolCallBlock;
            reports[n++] = { grammar: c.grammar, name: call.name, arguments: call.arguments };
          }
        }
      }
      recovered = { first, reports };
    }
  }
  if (!changed) return { message, stripped, recovered: undefined };
  const next: AssistantMessage = { ...message, content };
  if (recovered !== undefined) next.stopReason = "toolUse";
  return { message: next, stripped, recovered };
}

/** The text of a text block (a string), else undefined. */
function textOf(block: unknown): string | undefined {
  if (!isBlockObject(block) || block.type !== "text") return undefined;
  const text = (block as Record<string, unknown>).text;
  return typeof text === "string" ? text : undefined;
}

/**
 * The rounds of `recover` over adjacent text blocks `blocks[from, to)`, scanned joined (as they are shown):
 * each round strips each block's own spans from it and trims it as a lone block is; a span across two blocks
 * is never a candidate. Returns each block's text after, and each block's rounds' candidates, in block order.
 */
function recoverRun(hooks: Hooks, registry: MarkerRegistry, blocks: readonly unknown[], from: number, to: number, ctx: RepairContext, layouts: readonly NativeLayout[]): { texts: string[]; rounds: Candidate[][]; stripped: number } {
  const texts: string[] = [];
  for (let k = from; k < to; k++) texts.push(textOf(blocks[k])!);
  const perBlock: Candidate[][][] = texts.map(() => []);
  /** Per block: where its later rounds' spans stood in its first text. */
  const origins = texts.map(() => new RoundOrigins());
  const bounds = new Int32Array(texts.length - 1);
  let stripped = 0;
  for (let round = 0; round < MAX_RECOVER_ROUNDS; round++) {
    let at = 0;
    for (let k = 0; k + 1 < texts.length; k++) bounds[k] = at += texts[k]!.length;
    const joined = texts.join("");
    const candidates = scanRound(hooks, registry, joined, "text", ctx, undefined, bounds, layouts).candidates;
    if (candidates.length === 0) break;
    stripped += candidates.length;
    let c = 0;
    let start = 0;
    for (let k = 0; k < texts.length; k++) {
      const end = start + texts[k]!.length;
      const first = c;
      // no span crosses a bound: the block's own are the next ones that start before its end
      while (c < candidates.length && candidates[c]!.start < end) c++;
      if (c > first) {
        const out = new TextJoiner();
        let i = start;
        for (let j = first; j < c; j++) {
          const span = candidates[j]!;
          out.add(joined, i, span.start);
          if (span.replacement) out.add(span.replacement, 0, span.replacement.length, false);
          i = span.end;
        }
        out.add(joined, i, end);
        const left = out.toString();
        const [x, y] = trimmedRange(left);
        texts[k] = left.slice(x, y);
        perBlock[k]!.push(candidates.slice(first, c));
        // the block's own positions: the joined text's, less where the block starts in it this round
        const blockStart = start;
        let kept: Piece[] | undefined;
        origins[k]!.add(() => (kept ??= out.pieces(x).map((p) => ({ from: p.from - blockStart, to: p.to - blockStart, at: p.at }))), blockStart);
      }
      start = end;
    }
  }
  return { texts, rounds: perBlock.flatMap((r, k) => inWrittenOrder(r, origins[k]!)), stripped };
}

/**
 * Where the spans of later rounds stood in a block's first text, so its calls run in the order they were written:
 * stripping a later block can let an earlier one read in the next round (a block whose closer was missing because
 * the next opener followed: the end of the reply once that one is stripped), and round order would run it last.
 * Each change of the block's text adds how the text after it maps to the text before it (the pieces it kept).
 */
class RoundOrigins {
  /**
   * Per change: the pieces kept (made by the caller once, and only when asked) and where the block started in the
   * text the spans were found in.
   */
  readonly #changes: { pieces: () => readonly Piece[]; offset: number }[] = [];

  add(pieces: () => readonly Piece[], offset: number): void {
    this.#changes.push({ pieces, offset });
  }

  /** The position in the block's first text of position `q` of the spans of change `j` (found before that change). */
  origin(j: number, q: number): number {
    q -= this.#changes[j]!.offset;
    for (let r = j - 1; r >= 0; r--) q = mapBack(this.#changes[r]!.pieces(), q);
    return q;
  }
}

/**
 * A position of a text made of kept pieces (and text written between them) in the text it was made from: inside a
 * piece, where it was; between pieces (a replacement, a separator), where the stripped span began.
 */
function mapBack(pieces: readonly Piece[], q: number): number {
  let lo = 0;
  let hi = pieces.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pieces[mid]!.at <= q) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return 0; // before the first piece kept: the stripped span began the text
  const p = pieces[lo - 1]!;
  return q < p.at + (p.to - p.from) ? p.from + (q - p.at) : p.to;
}

/**
 * A block's candidates, round by round, as one list in the order they were written (their start in the block's
 * first text; at one start, the earlier round first). Round order when only one round found calls.
 */
function inWrittenOrder(rounds: readonly Candidate[][], origins: RoundOrigins): Candidate[][] {
  let withCalls = 0;
  for (const r of rounds) if (r.some((c) => c.calls.length > 0)) withCalls++;
  if (withCalls < 2) return rounds as Candidate[][];
  const all: { c: Candidate; at: number; order: number }[] = [];
  rounds.forEach((r, j) => r.forEach((c) => all.push({ c, at: origins.origin(j, c.start), order: all.length })));
  all.sort((x, y) => x.at - y.at || x.order - y.order);
  return [all.map((x) => x.c)];
}

/**
 * Where the text left after stripping is trimmed to (`[start, end)`): its whitespace at both ends, except the
 * indentation of its first line when that makes it an indented code block (4 columns or more): trimming it
 * would turn shown code into text a second pass runs.
 */
function trimmedRange(text: string): [start: number, end: number] {
  const end = text.trimEnd().length;
  let i = 0;
  let line = 0;
  while (i < end && isTextSpace(text.charCodeAt(i))) {
    if (text.charCodeAt(i) === LF) line = i + 1;
    i++;
  }
  let col = 0;
  let indentOnly = true;
  for (let k = line; k < i; k++) {
    const c = text.charCodeAt(k);
    col += c === TAB ? 4 - (col % 4) : 1;
    if (c !== SPACE && c !== TAB) indentOnly = false;
  }
  return [col >= 4 && indentOnly ? line : i, end];
}

/**
 * Joins the text left between stripped spans, adding one space only where neither side has whitespace. Linear.
 * It remembers where each stretch of the scanned text went (`pieces`), for the next round's marker search.
 */
class TextJoiner {
  /** The text so far: concatenated (a rope V8 flattens once), which for thousands of pieces is faster than a join. */
  #text = "";
  /** The stretches of the scanned text, three numbers each (from, to, at): `Piece` objects only when asked. */
  readonly #pieces: number[] = [];
  #length = 0;
  #endsSpace = true; // nothing yet: no separator needed
  /** Adds `source[from, to)`; `copied` says it is a stretch of the scanned text (not a replacement). */
  add(source: string, from: number, to: number, copied = true): void {
    if (to <= from) return;
    if (!this.#endsSpace && !isTextSpace(source.charCodeAt(from))) {
      this.#text += " ";
      this.#length++;
    }
    this.#text += from === 0 && to === source.length ? source : source.slice(from, to);
    if (copied) this.#pieces.push(from, to, this.#length);
    this.#length += to - from;
    this.#endsSpace = isTextSpace(source.charCodeAt(to - 1));
  }
  toString(): string {
    return this.#text;
  }
  /** The stretches of the scanned text, at their places in the joined text cut from `start` on. */
  pieces(start: number): Piece[] {
    const out: Piece[] = [];
    for (let k = 0; k < this.#pieces.length; k += 3) out.push({ from: this.#pieces[k]!, to: this.#pieces[k + 1]!, at: this.#pieces[k + 2]! - start });
    return out;
  }

  /** How many stretches of the scanned text it holds. */
  get count(): number {
    return this.#pieces.length / 3;
  }
}
