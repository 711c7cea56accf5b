/**
 * Tag values: where a tag-delimited value ends, for the XML-like grammars (qwen / seed-oss
 * `<parameter=K>V</parameter>`, glm `<arg_value>V</arg_value>`, step3 `<steptml:parameter name="K">V</steptml:parameter>`).
 *
 * A value is content: it may hold the grammar's own tags (a file that documents the format, a command that
 * greps for `</parameter>`). Nothing is closed by guessing (docs/policy.md, "Values are content"):
 *
 * - a close tag is structure only when the grammar's next structure follows it: a parameter's opener, or the
 *   clean end of the call (the end tag, then what ends a block, and a new call or nothing after it: a value's
 *   tag next would show the end tag was content too); any other close tag is content;
 * - an opener of a parameter the tool declares, written inside the value, is matched by the next close, so a
 *   complete literal block inside a value stays inside it; one that is never matched means the value's own
 *   close is missing: no end (an opener of a parameter the tool does not declare is content);
 * - the value ends at its first structural close at depth 0, and only when what follows is the end of the
 *   call or a parameter the tool declares. Where two readings remain, the value has no end: a structural
 *   close inside it (a close plus a parameter, written inside a quoted pair), a call opened inside it and not
 *   closed there, or a close followed by a parameter the tool does not declare (that text may be the value's
 *   own content, or a parameter the model added: which one is unknown).
 *
 * A value with no end does not run: the grammar refuses its call as it refuses any malformed one.
 *
 * Every tag of the text is found once (one forward `indexOf` sweep per literal), and each answer is
 * precomputed from right to left (the nesting once per tool's set of declared keys: a text calls a few
 * tools), so the whole text costs linear time however many openers fail; the checks of one value are prefix
 * counts over its own span.
 */
import type { DeclaresKey } from "./schema.js";
import type { Positions, TagInput } from "./types.js";
import { lowerBound, mergeAscending } from "./positions.js";

/** What follows a close tag: the next parameter's name (`null`: one whose name is not written), `true` when the call ends there, `undefined` when nothing of the grammar follows. */
export type AfterClose = string | null | true | undefined;

/** A grammar's tags, as `TagValues` reads them: a value's opener and close, and a call's opener and end. */
export interface TagSpec {
  /** The value opener (`<parameter=`). */
  open: string;
  /** The value close tag (`</parameter>`). */
  close: string;
  /** The tag that ends a call (`</function>`). */
  end: string;
  /** The tag that opens a call, which `end` closes (`<function=`). */
  block: string;
  /** Whether the block opener at `at` is well-formed (its header is complete). */
  isBlock(text: string, at: number): boolean;
  /** The parameter name the value opener at `at` gives: `undefined` when it is not well-formed (plain text), `null` when it names none. */
  nameAt(text: string, at: number): string | null | undefined;
  /** Whether the end tag at `at` is followed by what ends a block (`</tool_call>`, the next call, the end). */
  endsBlock(text: string, at: number): boolean;
  /** What follows the close tag at `at`; may ask `tags.isTerminal` and `tags.callEndsAt`. */
  after(text: string, at: number, tags: TagValues): AfterClose;
}

const OPEN = 0;
const CLOSE = 1;
const END = 2;
const BLOCK = 3;

const cache = new WeakMap<TagInput, Map<string, TagValues>>();

/** The positions of `literal` in `text`, ascending, occurrences not overlapping (one forward `indexOf` sweep). */
function sweep(text: string, literal: string): Int32Array {
  let count = 0;
  for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + literal.length)) count++;
  const out = new Int32Array(count);
  let k = 0;
  for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + literal.length)) out[k++] = at;
  return out;
}

/** The answers for one tool's set of declared keys. */
interface Reading {
  /** Per tag index: the depth-0 structural close when walking from this tag, or -1. */
  nested: Int32Array;
}

/** Where each tag-delimited value of one text ends, for one grammar's `TagSpec`; made once per scan input and key (`TagValues.of`). */
export class TagValues {
  /** Every tag of the text, in order: its position and kind. */
  readonly #pos: Positions;
  readonly #kind: ArrayLike<number>;
  /** Per value opener: its parameter name (see `TagSpec.nameAt`). */
  readonly #names: (string | null | undefined)[];
  /** Per close tag: what follows it (see `TagSpec.after`). */
  readonly #after: AfterClose[];
  /** Per tag index: how many structural close tags (something of the grammar follows them) come before it. */
  readonly #structuralBefore: Int32Array;
  /** Per tag index: how many well-formed block openers, and how many end tags, come before it. */
  readonly #blocksBefore: Int32Array;
  readonly #endsBefore: Int32Array;
  /** Per tag index: the first clean end tag at or after it, or -1. */
  readonly #nextTerminal: Int32Array;
  readonly #terminalAt = new Map<number, boolean>();
  readonly #readings = new Map<DeclaresKey, Reading>();

  /** The last `of` answer (a grammar asks at every opener of a text in a row). */
  static #last: { input: TagInput; key: string; tags: TagValues } | undefined;

  /** The scanner for `input` and `spec`, built once per input and key. */
  static of(input: TagInput, key: string, spec: TagSpec): TagValues {
    const last = TagValues.#last;
    if (last !== undefined && last.input === input && last.key === key) return last.tags;
    let byKey = cache.get(input);
    if (!byKey) cache.set(input, (byKey = new Map()));
    let tags = byKey.get(key);
    if (!tags) byKey.set(key, (tags = new TagValues(input.text, spec)));
    TagValues.#last = { input, key, tags };
    return tags;
  }

  constructor(text: string, spec: TagSpec) {
    // each literal's occurrences (one forward sweep each, ascending), then every tag in order by merging them
    // (at one position, the literal listed first); typed lists throughout: a text of tens of thousands of tags
    // makes no object per tag and no growing list of numbers
    const literals = [spec.open, spec.close, spec.end, spec.block];
    const kinds = [OPEN, CLOSE, END, BLOCK];
    const lists = literals.map((literal) => sweep(text, literal));
    const merged = mergeAscending(
      lists,
      lists.map((list, l) => new Uint8Array(list.length).fill(kinds[l]!)),
    );
    const pos = (this.#pos = merged.at);
    const kind = (this.#kind = merged.values!);
    const n = pos.length;
    const names = (this.#names = new Array<string | null | undefined>(n));
    const blocksBefore = (this.#blocksBefore = new Int32Array(n + 1));
    const endsBefore = (this.#endsBefore = new Int32Array(n + 1));
    for (let i = 0; i < n; i++) {
      if (kind[i] === OPEN) names[i] = spec.nameAt(text, pos[i]!);
      blocksBefore[i + 1] = blocksBefore[i]! + (kind[i] === BLOCK && spec.isBlock(text, pos[i]!) ? 1 : 0);
      endsBefore[i + 1] = endsBefore[i]! + (kind[i] === END ? 1 : 0);
    }
    // clean ends of a call: the block structure follows, and the next tag opens a call (or there is none)
    const terminal = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      if (kind[i] !== END) continue;
      const clean = spec.endsBlock(text, pos[i]!) && this.callEndsAt(pos[i]! + spec.end.length);
      terminal[i] = clean ? 1 : 0;
      this.#terminalAt.set(pos[i]!, clean);
    }
    const after = (this.#after = new Array<AfterClose>(n));
    const structuralBefore = (this.#structuralBefore = new Int32Array(n + 1));
    for (let i = 0; i < n; i++) {
      if (kind[i] === CLOSE) after[i] = spec.after(text, pos[i]!, this);
      structuralBefore[i + 1] = structuralBefore[i]! + (kind[i] === CLOSE && after[i] !== undefined ? 1 : 0);
    }
    const nextTerminal = (this.#nextTerminal = new Int32Array(n));
    for (let i = n - 1; i >= 0; i--) nextTerminal[i] = terminal[i] === 1 ? pos[i]! : i + 1 >= n ? -1 : nextTerminal[i + 1]!;
  }

  /** The answers for the keys `declares` accepts, made once per set (a text calls a few tools). */
  #reading(declares: DeclaresKey): Reading {
    const made = this.#readings.get(declares);
    if (made) return made;
    const pos = this.#pos;
    const kind = this.#kind;
    const n = pos.length;
    const isDeclared = (name: string | null | undefined): boolean => name === null || (name !== undefined && declares(name));
    // bracket matching of declared openers and close tags: an undeclared look-alike opener is content
    const opens = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (kind[i] === OPEN && isDeclared(this.#names[i])) opens[i] = 1;
    const match = new Int32Array(n).fill(-1);
    const stack: number[] = [];
    for (let i = 0; i < n; i++) {
      if (opens[i] === 1) stack.push(i);
      else if (kind[i] === CLOSE && stack.length > 0) match[stack.pop()!] = i;
    }
    const nested = new Int32Array(n);
    for (let i = n - 1; i >= 0; i--) {
      // each answer from the one after it (-1 past the last tag)
      const last = i + 1 >= n;
      if (kind[i] === CLOSE) nested[i] = this.#after[i] !== undefined ? pos[i]! : last ? -1 : nested[i + 1]!;
      else if (opens[i] === 1) nested[i] = match[i]! >= 0 && match[i]! + 1 < n ? nested[match[i]! + 1]! : -1;
      else nested[i] = last ? -1 : nested[i + 1]!;
    }
    const reading = { nested };
    this.#readings.set(declares, reading);
    return reading;
  }

  /** Whether the end tag at `at` is a clean end of a call. */
  isTerminal(at: number): boolean {
    return this.#terminalAt.get(at) ?? false;
  }

  /**
   * Whether nothing of a call's inside follows `at`: the first tag at or after it opens a call, or there is
   * none. A value's opener, close or end tag next shows that what ended before `at` was content.
   */
  callEndsAt(at: number): boolean {
    const i = lowerBound(this.#pos, at);
    return i >= this.#pos.length || this.#kind[i] === BLOCK;
  }

  /** The last `#first` question and its answer (a value's end is asked several ways from one position). */
  #firstAt = -1;
  #firstIndex = 0;

  /** The index of the first tag at or after `at`. */
  #first(at: number): number {
    if (at !== this.#firstAt) {
      this.#firstAt = at;
      this.#firstIndex = lowerBound(this.#pos, at);
    }
    return this.#firstIndex;
  }

  /** The first clean end of a call at or after `at`, or -1. */
  nextTerminal(at: number): number {
    const i = this.#first(at);
    return i < this.#pos.length ? this.#nextTerminal[i]! : -1;
  }

  /**
   * Where the value that starts at `from` ends (the position of its close tag), for a tool whose keys
   * `declares` accepts, or -1 when its end is not certain: no structural close at depth 0 before the call's
   * clean end (its own close is missing, or it was cut short), or two readings (see the module's comment).
   */
  valueEnd(from: number, declares: DeclaresKey): number {
    const i = this.#first(from);
    const n = this.#pos.length;
    if (i >= n) return -1;
    const terminal = this.#nextTerminal[i]!;
    const at = this.#reading(declares).nested[i]!;
    if (at < 0 || (terminal >= 0 && at > terminal)) return -1;
    const j = lowerBound(this.#pos, at, i);
    // a parameter the tool does not declare after it: the value's own content, or a parameter the model added
    const next = this.#after[j];
    if (typeof next === "string" && !declares(next)) return -1;
    // two readings: a close inside the value is followed by structure too
    if (this.#structuralBefore[j]! > this.#structuralBefore[i]!) return -1;
    // a call opened inside the value and not closed in it: the value was cut short before a new call
    if (this.#blocksBefore[j]! - this.#blocksBefore[i]! > this.#endsBefore[j]! - this.#endsBefore[i]!) return -1;
    return at;
  }
}
