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
import { lowerBound } from "@pi-tool-repair/grammar-kit";

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

export class TagValues {
  readonly #text: string;
  readonly #pos: number[] = [];
  readonly #kind: number[] = [];
  /** Per tag index: for an end tag, whether it is a clean end of a call. */
  readonly #terminal: boolean[] = [];
  /** Per tag index: for a close tag, whether the grammar's structure follows it. */
  readonly #closes: boolean[] = [];
  /** Per tag index: the depth-0 closing position when walking from this tag, or -1. */
  readonly #nested: number[] = [];
  /** Per tag index: the first structural close tag at or after it, or -1. */
  readonly #flat: number[] = [];
  /** Per tag index: the first clean end tag at or after it, or -1. */
  readonly #nextTerminal: number[] = [];
  /** Per tag index: the first close tag at or after it, or -1. */
  readonly #nextClose: number[] = [];
  /** Per tag index: the first well-formed opener or end tag at or after it (its tag index), or -1. */
  readonly #nextStop: number[] = [];
  /** Per tag index: the first of the grammar's other openers at or after it, or -1. */
  readonly #nextOther: number[] = [];
  readonly #terminalAt = new Map<number, boolean>();

  /** The scanner for `input` and `spec`, built once per input and key. */
  static of(input: ScanInput, key: string, spec: TagSpec): TagValues {
    let byKey = cache.get(input);
    if (!byKey) cache.set(input, (byKey = new Map()));
    let tags = byKey.get(key);
    if (!tags) byKey.set(key, (tags = new TagValues(input.text, spec)));
    return tags;
  }

  constructor(text: string, spec: TagSpec) {
    this.#text = text;
    const found: { at: number; kind: number }[] = [];
    const sweep = (literal: string, kind: number) => {
      for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + literal.length)) found.push({ at, kind });
    };
    sweep(spec.open, OPEN);
    sweep(spec.close, CLOSE);
    sweep(spec.end, END);
    for (const o of spec.openers) sweep(o, OTHER);
    found.sort((a, b) => a.at - b.at);
    const n = found.length;
    const wellFormed: boolean[] = [];
    for (const f of found) {
      this.#pos.push(f.at);
      this.#kind.push(f.kind);
      wellFormed.push(f.kind === OPEN && spec.isOpener(text, f.at));
    }
    // clean ends of a call: the block structure follows, and the next tag is not a close
    for (let i = 0; i < n; i++) {
      let clean = false;
      if (this.#kind[i] === END && spec.endsBlock(text, this.#pos[i]!)) {
        const after = this.#pos[i]! + spec.end.length;
        let j = i + 1;
        while (j < n && this.#pos[j]! < after) j++;
        clean = j >= n || (this.#kind[j] !== CLOSE && this.#kind[j] !== END);
      }
      this.#terminal.push(clean);
      if (this.#kind[i] === END) this.#terminalAt.set(this.#pos[i]!, clean);
    }
    for (let i = 0; i < n; i++) this.#closes.push(this.#kind[i] === CLOSE && spec.closes(text, this.#pos[i]!, this));
    // bracket matching of well-formed openers and close tags
    const match: number[] = new Array<number>(n).fill(-1);
    const stack: number[] = [];
    for (let i = 0; i < n; i++) {
      if (wellFormed[i]) stack.push(i);
      else if (this.#kind[i] === CLOSE && stack.length > 0) match[stack.pop()!] = i;
    }
    this.#nested = new Array<number>(n).fill(-1);
    this.#flat = new Array<number>(n).fill(-1);
    this.#nextTerminal = new Array<number>(n).fill(-1);
    this.#nextClose = new Array<number>(n).fill(-1);
    this.#nextStop = new Array<number>(n).fill(-1);
    this.#nextOther = new Array<number>(n).fill(-1);
    for (let i = n - 1; i >= 0; i--) {
      const later = (a: number[]) => (i + 1 < n ? a[i + 1]! : -1);
      const kind = this.#kind[i];
      const at = this.#pos[i]!;
      if (kind === CLOSE) this.#nested[i] = this.#closes[i] ? at : later(this.#nested);
      else if (wellFormed[i]) this.#nested[i] = match[i]! >= 0 ? (match[i]! + 1 < n ? this.#nested[match[i]! + 1]! : -1) : -1;
      else this.#nested[i] = later(this.#nested);
      this.#flat[i] = this.#closes[i] ? at : later(this.#flat);
      this.#nextTerminal[i] = this.#terminal[i] ? at : later(this.#nextTerminal);
      this.#nextClose[i] = kind === CLOSE ? at : later(this.#nextClose);
      this.#nextStop[i] = wellFormed[i] || kind === END ? i : later(this.#nextStop);
      this.#nextOther[i] = kind === OTHER ? at : later(this.#nextOther);
    }
  }

  /** Whether the end tag at `at` is a clean end of a call. */
  isTerminal(at: number): boolean {
    return this.#terminalAt.get(at) ?? false;
  }

  /** The index of the first tag at or after `at`. */
  #first(at: number): number {
    return lowerBound(this.#pos, at);
  }

  #get(a: readonly number[], at: number): number {
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
