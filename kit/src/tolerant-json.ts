/**
 * The one tolerant JSON reader of the rules: raw tool-call arguments text (parseRawArguments) and JSON text in a
 * field (parseJsonString). It reads each character once, never backtracks, and accepts only the deviations the
 * repair policy allows:
 * - with `comments`: `//` and `/* … *\/` comments outside strings, when they hold nothing but whitespace and ASCII
 *   punctuation (`//`, `/* *\/`, `// ---`); a comment with a letter, a digit or any other character in it
 *   (`// DRY RUN ONLY`, `/* only after the user confirms *\/`) is an instruction, and fails as `comment`;
 * - with `trailingCommas`: a trailing comma before `}` or `]`;
 * - inside strings: `\'` → `'`, any other invalid escape keeps its backslash (`\d` stays `\d`), raw control
 *   characters are taken as the characters they are (as if escaped); a `\u` without four hex digits keeps its
 *   backslash too, unless `strictUnicodeEscapes`.
 * It fails on everything else: truncation of any kind, duplicate keys, mismatched brackets, single quotes.
 */

import { TextPieces } from "./text.js";
import { jsonEscapeAt } from "./json.js";
import { formatPointer } from "./pointer.js";
import { exactNumber } from "./values.js";
import { APOSTROPHE, AT_SIGN, BACKSLASH, BACKTICK, BANG, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, CR, DIGIT_0, DOT, LF, LOWER_E, LOWER_F, LOWER_N, LOWER_T, LOWER_U, MINUS, OPEN_BRACE, OPEN_BRACKET, PLUS, QUOTE, SLASH, SPACE, STAR, TAB, TILDE, UPPER_E, isDigit } from "./chars.js";

export type ReadFailure = "truncated" | "duplicate-key" | "syntax" | "too-deep" | "comment";

/** What the reader tolerates besides strict JSON (escapes and control characters inside strings always). */
export interface TolerantReadOptions {
  /** `//` and `/* *\/` comments without words (default true); a worded comment always fails as `comment`. */
  comments?: boolean;
  /** A comma right before `}` or `]` (default true). */
  trailingCommas?: boolean;
  /** A `\u` not followed by four hex digits fails (default false: it keeps its backslash). */
  strictUnicodeEscapes?: boolean;
}

export interface ReadResult {
  value: unknown;
  /** One past the value's last character. */
  end: number;
  /** Whether any tolerance was needed (comments, trailing commas, escapes, control characters). */
  tolerated: boolean;
}

/** What `skip` throws (and `read` returns as its failure): the reason the text cannot be read. */
export class ReadError extends Error {
  constructor(readonly reason: ReadFailure) {
    super(reason);
  }
}

/** Containers open at once; deeper text fails as `too-deep` (the reader recurses once per level). */
const MAX_DEPTH = 256;


/** Whether the comment body `text[from, to)` holds only whitespace and ASCII punctuation: `//`, `/* *\/`, `// ---`. */
export function isWordlessComment(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    const punctuation = (c >= BANG && c <= SLASH) || (c >= COLON && c <= AT_SIGN) || (c >= OPEN_BRACKET && c <= BACKTICK) || (c >= OPEN_BRACE && c <= TILDE);
    if (!punctuation && c !== SPACE && c !== TAB && c !== LF && c !== CR) return false;
  }
  return true;
}

export class TolerantReader {
  readonly text: string;
  readonly options: Required<TolerantReadOptions>;
  tolerated = false;
  /** JSON Pointers of the numbers a double does not carry exactly (`1234567890123456789`, `1e400`, `1e-400`). */
  readonly inexact: { pointer: string; lexeme: string }[] = [];
  readonly #path: string[] = [];
  constructor(text: string, options: TolerantReadOptions = {}) {
    this.text = text;
    this.options = { comments: options.comments ?? true, trailingCommas: options.trailingCommas ?? true, strictUnicodeEscapes: options.strictUnicodeEscapes ?? false };
  }

  /** Reads one value at `at` (leading whitespace and comments allowed). */
  read(at: number): ReadResult | { failure: ReadFailure } {
    try {
      const i = this.skip(at);
      const r = this.value(i, 0);
      return { value: r.value, end: r.end, tolerated: this.tolerated };
    } catch (e) {
      if (e instanceof ReadError) return { failure: e.reason };
      throw e;
    }
  }

  /**
   * Skips whitespace and (with `comments`) wordless comments from `i`; an unterminated block comment is
   * truncation, a comment with words in it fails as `comment`.
   */
  skip(i: number): number {
    const t = this.text;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === SPACE || c === TAB || c === LF || c === CR) {
        i++;
        continue;
      }
      if (c === SLASH && this.options.comments) {
        const d = t.charCodeAt(i + 1);
        if (d === SLASH) {
          const nl = t.indexOf("\n", i + 2);
          const end = nl < 0 ? t.length : nl;
          // `// DRY RUN ONLY - do not execute` is an instruction about the call: never dropped
          if (!isWordlessComment(t, i + 2, end)) throw new ReadError("comment");
          this.tolerated = true;
          i = nl < 0 ? t.length : nl + 1;
          continue;
        }
        if (d === STAR) {
          const close = t.indexOf("*/", i + 2);
          if (close < 0) throw new ReadError("truncated");
          if (!isWordlessComment(t, i + 2, close)) throw new ReadError("comment");
          this.tolerated = true;
          i = close + 2;
          continue;
        }
      }
      return i;
    }
  }

  #end(i: number): never {
    throw new ReadError(i >= this.text.length ? "truncated" : "syntax");
  }

  value(i: number, depth: number): { value: unknown; end: number } {
    if (depth > MAX_DEPTH) throw new ReadError("too-deep");
    const t = this.text;
    const c = t.charCodeAt(i);
    if (c === OPEN_BRACE) return this.object(i, depth);
    if (c === OPEN_BRACKET) return this.array(i, depth);
    if (c === QUOTE) return this.string(i);
    if (c === LOWER_T) return this.literal(i, "true", true);
    if (c === LOWER_F) return this.literal(i, "false", false);
    if (c === LOWER_N) return this.literal(i, "null", null);
    if (c === MINUS || isDigit(c)) return this.number(i);
    return this.#end(i);
  }

  literal(i: number, word: string, value: unknown): { value: unknown; end: number } {
    const t = this.text;
    for (let k = 0; k < word.length; k++) {
      if (i + k >= t.length) throw new ReadError("truncated");
      if (t.charCodeAt(i + k) !== word.charCodeAt(k)) throw new ReadError("syntax");
    }
    return { value, end: i + word.length };
  }

  object(i: number, depth: number): { value: unknown; end: number } {
    const t = this.text;
    const out: Record<string, unknown> = {};
    const seen = new Set<string>();
    i = this.skip(i + 1);
    if (t.charCodeAt(i) === CLOSE_BRACE) return { value: out, end: i + 1 };
    for (;;) {
      if (t.charCodeAt(i) !== QUOTE) this.#end(i);
      const k = this.string(i);
      const key = k.value as string;
      if (seen.has(key)) throw new ReadError("duplicate-key");
      seen.add(key);
      i = this.skip(k.end);
      if (t.charCodeAt(i) !== COLON) this.#end(i);
      this.#path.push(key);
      const v = this.value(this.skip(i + 1), depth + 1);
      this.#path.pop();
      Object.defineProperty(out, key, { value: v.value, enumerable: true, writable: true, configurable: true });
      i = this.skip(v.end);
      const c = t.charCodeAt(i);
      if (c === COMMA) {
        i = this.skip(i + 1);
        if (t.charCodeAt(i) === CLOSE_BRACE && this.options.trailingCommas) {
          this.tolerated = true; // trailing comma
          return { value: out, end: i + 1 };
        }
        continue;
      }
      if (c === CLOSE_BRACE) return { value: out, end: i + 1 };
      this.#end(i);
    }
  }

  array(i: number, depth: number): { value: unknown; end: number } {
    const t = this.text;
    const out: unknown[] = [];
    i = this.skip(i + 1);
    if (t.charCodeAt(i) === CLOSE_BRACKET) return { value: out, end: i + 1 };
    for (;;) {
      this.#path.push(String(out.length));
      const v = this.value(i, depth + 1);
      this.#path.pop();
      out.push(v.value);
      i = this.skip(v.end);
      const c = t.charCodeAt(i);
      if (c === COMMA) {
        i = this.skip(i + 1);
        if (t.charCodeAt(i) === CLOSE_BRACKET && this.options.trailingCommas) {
          this.tolerated = true;
          return { value: out, end: i + 1 };
        }
        continue;
      }
      if (c === CLOSE_BRACKET) return { value: out, end: i + 1 };
      this.#end(i);
    }
  }

  string(i: number): { value: unknown; end: number } {
    const t = this.text;
    let out: TextPieces | undefined; // only when the string has an escape: else one slice
    let run = i + 1;
    let j = i + 1;
    for (;;) {
      if (j >= t.length) throw new ReadError("truncated");
      const c = t.charCodeAt(j);
      if (c === QUOTE) {
        if (out === undefined) return { value: t.slice(run, j), end: j + 1 };
        out.add(t.slice(run, j));
        return { value: out.join(), end: j + 1 };
      }
      if (c < SPACE) this.tolerated = true; // a raw control character: taken as itself
      if (c === BACKSLASH) {
        out ??= new TextPieces();
        out.add(t.slice(run, j));
        if (j + 1 >= t.length) throw new ReadError("truncated");
        const e = t.charCodeAt(j + 1);
        let step = 2;
        const decoded = jsonEscapeAt(t, j);
        if (decoded !== undefined) {
          out.add(decoded);
          if (e === LOWER_U) step = 6;
        } else if (e === APOSTROPHE) {
          out.add("'");
          this.tolerated = true;
        } else if (e === LOWER_U) {
          if (j + 6 > t.length && /^[0-9a-fA-F]*$/.test(t.slice(j + 2, j + 6))) throw new ReadError("truncated");
          if (this.options.strictUnicodeEscapes) throw new ReadError("syntax");
          out.add("\\u");
          this.tolerated = true;
        } else {
          // An invalid escape keeps its backslash: `\d` in a regex stays `\d`.
          out.add(t.slice(j, j + 2));
          this.tolerated = true;
        }
        j += step;
        run = j;
        continue;
      }
      j++;
    }
  }

  number(i: number): { value: unknown; end: number } {
    const t = this.text;
    let j = i;
    const digits = (from: number) => {
      let k = from;
      while (k < t.length && isDigit(t.charCodeAt(k))) k++;
      return k;
    };
    const need = (k: number, from: number) => {
      if (k === from) this.#end(from);
    };
    if (t.charCodeAt(j) === MINUS) j++;
    if (t.charCodeAt(j) === DIGIT_0) j++;
    else {
      const k = digits(j);
      need(k, j);
      j = k;
    }
    if (t.charCodeAt(j) === DOT) {
      const k = digits(j + 1);
      need(k, j + 1);
      j = k;
    }
    const e = t.charCodeAt(j);
    if (e === LOWER_E || e === UPPER_E) {
      let k = j + 1;
      const s = t.charCodeAt(k);
      if (s === PLUS || s === MINUS) k++;
      const m = digits(k);
      need(m, k);
      j = m;
    }
    // A number that runs into the end of the text may have been cut: `{"limit": 10` is truncated anyway,
    // since the closing brace is missing.
    const lexeme = t.slice(i, j);
    if (exactNumber(lexeme) === undefined) this.inexact.push({ pointer: formatPointer(this.#path), lexeme });
    return { value: Number(lexeme), end: j };
  }
}
