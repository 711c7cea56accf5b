/**
 * Where a tag-delimited value ends, for the XML-like grammars (qwen / seed-oss `<parameter=K>V</parameter>`,
 * glm `<arg_value>V</arg_value>`, step3 `<steptml:parameter name="K">V</steptml:parameter>`).
 *
 * A value is content: it may hold the grammar's own tags (a file that documents the format, a command that
 * greps for `</parameter>`). A close tag ends the value only when the grammar's structure follows it (the
 * next parameter, or the end of the call), and only at nesting depth 0: an opener written inside the value
 * is matched by the next close, so a complete literal block inside a value stays inside it. A value never
 * runs past a clean end of the call: the end tag followed by what ends a block, where the next tag after it
 * is not another close (which would show that end tag was content too).
 *
 * Every tag of the text is found once (one forward `indexOf` sweep per literal), and each answer is
 * precomputed from right to left, so the whole text costs linear time however many openers fail.
 */
import type { ScanInput } from "@pi-tool-repair/host";
import { lowerBound, mergeAscending, type Positions } from "@pi-tool-repair/grammar-kit";

export interface TagSpec {
  /** The value opener (`<parameter=`). */
  open: string;
  /** The value close tag (`</parameter>`). */
  close: string;
  /** The tag that ends a call (`</function>`). */
  end: string;
  /** Other openers of the grammar (`<function=`, `<tool_call>`): a clean end tag is followed by one of these or by none. */
  openers: readonly string[];
  /** Whether the opener at `at` is well-formed (its header is complete), so it counts for nesting. */
  isOpener(text: string, at: number): boolean;
  /** Whether the end tag at `at` is followed by what ends a block (`</tool_call>`, the next call, the end). */
  endsBlock(text: string, at: number): boolean;
  /** Whether the close tag at `at` is followed by the grammar's next structure; may ask `tags.isTerminal`. */
  closes(text: string, at: number, tags: TagValues): boolean;
}

const OPEN = 0;
const CLOSE = 1;
const END = 2;
const OTHER = 3;

const cache = new WeakMap<ScanInput, Map<string, TagValues>>();

/** The positions of `literal` in `text`, ascending, occurrences not overlapping (one forward `indexOf` sweep). */
function sweep(text: string, literal: string): Int32Array {
  let count = 0;
  for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + literal.length)) count++;
  const out = new Int32Array(count);
  let k = 0;
  for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + literal.length)) out[k++] = at;
  return out;
}

export class TagValues {
  readonly #text: string;
  /** Every tag of the text, in order: its position and kind. */
  readonly #pos: Positions;
  readonly #kind: ArrayLike<number>;
  /** Per tag index: the depth-0 closing position when walking from this tag, or -1. */
  readonly #nested: Int32Array;
  /** Per tag index: the first structural close tag at or after it, or -1. */
  readonly #flat: Int32Array;
  /** Per tag index: the first clean end tag at or after it, or -1. */
  readonly #nextTerminal: Int32Array;
  /** Per tag index: the first close tag at or after it, or -1. */
  readonly #nextClose: Int32Array;
  /** Per tag index: the first well-formed opener or end tag at or after it (its tag index), or -1. */
  readonly #nextStop: Int32Array;
  /** Per tag index: the first of the grammar's other openers at or after it, or -1. */
  readonly #nextOther: Int32Array;
  readonly #terminalAt = new Map<number, boolean>();

  /** The last `of` answer (a grammar asks at every opener of a text in a row). */
  static #last: { input: ScanInput; key: string; tags: TagValues } | undefined;

  /** The scanner for `input` and `spec`, built once per input and key. */
  static of(input: ScanInput, key: string, spec: TagSpec): TagValues {
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
    this.#text = text;
    // each literal's occurrences (one forward sweep each, ascending), then every tag in order by merging them
    // (at one position, the literal listed first); typed lists throughout: a text of tens of thousands of tags
    // makes no object per tag and no growing list of numbers
    const literals = [spec.open, spec.close, spec.end, ...spec.openers];
    const kinds = [OPEN, CLOSE, END, ...spec.openers.map(() => OTHER)];
    const lists = literals.map((literal) => sweep(text, literal));
    const merged = mergeAscending(
      lists,
      lists.map((list, l) => new Uint8Array(list.length).fill(kinds[l]!)),
    );
    const pos = (this.#pos = merged.at);
    const kind = (this.#kind = merged.values!);
    const n = pos.length;
    const wellFormed = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (kind[i] === OPEN && spec.isOpener(text, pos[i]!)) wellFormed[i] = 1;
    // clean ends of a call: the block structure follows, and the next tag is not a close
    const terminal = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      if (kind[i] !== END) continue;
      let clean = false;
      if (spec.endsBlock(text, pos[i]!)) {
        const after = pos[i]! + spec.end.length;
        let j = i + 1;
        while (j < n && pos[j]! < after) j++;
        clean = j >= n || (kind[j] !== CLOSE && kind[j] !== END);
      }
      terminal[i] = clean ? 1 : 0;
      this.#terminalAt.set(pos[i]!, clean);
    }
    const closes = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (kind[i] === CLOSE && spec.closes(text, pos[i]!, this)) closes[i] = 1;
    // bracket matching of well-formed openers and close tags
    const match = new Int32Array(n).fill(-1);
    const stack: number[] = [];
    for (let i = 0; i < n; i++) {
      if (wellFormed[i] === 1) stack.push(i);
      else if (kind[i] === CLOSE && stack.length > 0) match[stack.pop()!] = i;
    }
    const nested = (this.#nested = new Int32Array(n));
    const flat = (this.#flat = new Int32Array(n));
    const nextTerminal = (this.#nextTerminal = new Int32Array(n));
    const nextClose = (this.#nextClose = new Int32Array(n));
    const nextStop = (this.#nextStop = new Int32Array(n));
    const nextOther = (this.#nextOther = new Int32Array(n));
    for (let i = n - 1; i >= 0; i--) {
      // each answer from the one after it (-1 past the last tag)
      const last = i + 1 >= n;
      const at = pos[i]!;
      const k = kind[i];
      if (k === CLOSE) nested[i] = closes[i] === 1 ? at : last ? -1 : nested[i + 1]!;
      else if (wellFormed[i] === 1) nested[i] = match[i]! >= 0 && match[i]! + 1 < n ? nested[match[i]! + 1]! : -1;
      else nested[i] = last ? -1 : nested[i + 1]!;
      flat[i] = closes[i] === 1 ? at : last ? -1 : flat[i + 1]!;
      nextTerminal[i] = terminal[i] === 1 ? at : last ? -1 : nextTerminal[i + 1]!;
      nextClose[i] = k === CLOSE ? at : last ? -1 : nextClose[i + 1]!;
      nextStop[i] = wellFormed[i] === 1 || k === END ? i : last ? -1 : nextStop[i + 1]!;
      nextOther[i] = k === OTHER ? at : last ? -1 : nextOther[i + 1]!;
    }
  }

  /** Whether the end tag at `at` is a clean end of a call. */
  isTerminal(at: number): boolean {
    return this.#terminalAt.get(at) ?? false;
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

  #get(a: Int32Array, at: number): number {
    const i = this.#first(at);
    return i < a.length ? a[i]! : -1;
  }

  /** The first clean end of a call at or after `at`, or -1. */
  nextTerminal(at: number): number {
    return this.#get(this.#nextTerminal, at);
  }

  /** The first close tag at or after `at`, or -1. */
  nextClose(at: number): number {
    return this.#get(this.#nextClose, at);
  }

  /** The first of the grammar's other openers (`<function=`, `<tool_call>`) at or after `at`, or -1. */
  nextOther(at: number): number {
    return this.#get(this.#nextOther, at);
  }

  /** The first well-formed opener or end tag at or after `at`: its position and whether it is the end tag. */
  nextStop(at: number): { at: number; end: boolean } | undefined {
    const i = this.#get(this.#nextStop, at);
    return i < 0 ? undefined : { at: this.#pos[i]!, end: this.#kind[i] === END };
  }

  /**
   * Where the value that starts at `from` ends (the position of its close tag), or -1 when no close tag
   * delimits it: the depth-0 structural close, else (with `flat`: an opener inside the value was a lone
   * literal that took the close tag) the first structural close when no other opener of the grammar lies
   * before it (a value cut short before the next block must not swallow that block); neither past the
   * next clean end of a call.
   */
  valueEnd(from: number, flat = true): number {
    const terminal = this.nextTerminal(from);
    const limit = terminal < 0 ? this.#text.length + 1 : terminal;
    const nested = this.#get(this.#nested, from);
    if (nested >= 0 && nested < limit) return nested;
    if (!flat) return -1;
    const first = this.#get(this.#flat, from);
    const other = this.nextOther(from);
    if (first >= 0 && first < limit && (other < 0 || other > first)) return first;
    return -1;
  }
}
