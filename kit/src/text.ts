/** Text helpers shared by the rules that read raw arguments text (parseRawArguments, parseJsonString, wrapRootString). */

import { APOSTROPHE, BACKSLASH, BACKTICK, LOWER_N, LOWER_R, LOWER_T, OPEN_BRACE, OPEN_BRACKET, PLUS, QUOTE, SLASH, STAR, TILDE, isJsonSpace, isNameChar } from "./chars.js";

/**
 * A string built from many pieces, joined in batches. `out += piece` (or one array entry per character)
 * for a 50 MB text took gigabytes; batches keep the memory proportional to the text.
 */
export class TextPieces {
  #batch: string[] = [];
  readonly #chunks: string[] = [];
  add(piece: string): void {
    if (piece === "") return;
    this.#batch.push(piece);
    if (this.#batch.length >= 1024) {
      this.#chunks.push(this.#batch.join(""));
      this.#batch = [];
    }
  }
  join(): string {
    if (this.#chunks.length === 0) return this.#batch.join("");
    this.#chunks.push(this.#batch.join(""));
    this.#batch = [];
    return this.#chunks.join("");
  }
}

/** A fence's info-string characters: the strict name characters and `+` (`c++`). */
const isTagChar = (c: number) => isNameChar(c) || c === PLUS;
/** Letters of an escape a model may spell out around JSON: `\n`, `\r`, `\t`, `\"`, `\'`, `\\`. */
const isEscapeLetter = (c: number) => c === LOWER_N || c === LOWER_R || c === LOWER_T || c === QUOTE || c === APOSTROPHE || c === BACKSLASH;

/**
 * Whether the UTF-16 unit `c` is an invisible format character a model or a page may put before JSON: zero-width
 * spaces and joiners, word joiner, BOM, bidi marks and controls, soft hyphen, Mongolian vowel separator, variation
 * selectors, Hangul fillers, interlinear annotation marks. Invisible when shown, so `⁠{"command":"ls"}` is still
 * JSON to the reader. (Tag characters, a surrogate pair, are {@link invisibleAt}'s business.)
 */
export function isInvisibleFormat(c: number): boolean {
  if (c < 0xad) return false;
  return (
    c === 0xad || c === 0x34f || c === 0x61c || c === 0x115f || c === 0x1160 || c === 0x17b4 || c === 0x17b5 ||
    (c >= 0x180b && c <= 0x180f) || (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x206f) || c === 0x3164 || (c >= 0xfe00 && c <= 0xfe0f) || c === 0xfeff ||
    c === 0xffa0 || (c >= 0xfff9 && c <= 0xfffb)
  );
}

/** How many UTF-16 units of invisible format character start at `i` (0 when none): one, or two for a tag character (U+E0000–E007F). */
export function invisibleAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (isInvisibleFormat(c)) return 1;
  if (c === 0xdb40) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdc7f) return 2;
  }
  return 0;
}

/** The index past the whitespace and invisible format characters from `i`. */
export function skipInvisible(text: string, i: number): number {
  for (;;) {
    if (isJsonSpace(text.charCodeAt(i))) i++;
    else {
      const k = invisibleAt(text, i);
      if (k === 0) return i;
      i += k;
    }
  }
}

/**
 * Whether `text` starts like a JSON object or array behind wrappers: whitespace, invisible format characters
 * (U+2060, U+200B, U+FEFF …), quotes, a backtick or tilde fence with its tag, and spelled-out escapes (`\n`,
 * `\"`). Such text is JSON that was fenced, quoted or escaped (and did not parse), never a bare string:
 * `` ```json\n{"command":"ls"}\n``` `` with the newlines spelled out, wrapped whole, would run
 * `jsonn{command:ls}n`. One pass over the prefix.
 */
export function startsLikeJson(text: string): boolean {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const invisible = invisibleAt(text, i);
    if (invisible > 0) i += invisible;
    else if (isJsonSpace(c) || c === QUOTE || c === APOSTROPHE) i++;
    else if (c === BACKSLASH && isEscapeLetter(text.charCodeAt(i + 1))) i += 2;
    else if (c === BACKTICK || c === TILDE) {
      while (i < n && (text.charCodeAt(i) === BACKTICK || text.charCodeAt(i) === TILDE)) i++;
      for (let k = 0; k < 20 && i < n && isTagChar(text.charCodeAt(i)); k++) i++;
    } else return c === OPEN_BRACE || c === OPEN_BRACKET;
  }
  return false;
}


/**
 * Past a `//` line comment or a `/* … *\/` block comment at `i` (JSON with comments, as models write it): the
 * index after it, the end of the text when it never closes, or `i` itself when no comment starts there.
 */
export function afterComment(text: string, i: number): number {
  if (text.charCodeAt(i) !== SLASH) return i;
  const next = text.charCodeAt(i + 1);
  if (next === SLASH) {
    const nl = text.indexOf("\n", i + 2);
    return nl < 0 ? text.length : nl + 1;
  }
  if (next === STAR) {
    const close = text.indexOf("*/", i + 2);
    return close < 0 ? text.length : close + 2;
  }
  return i;
}

/**
 * Whether `text` is one or more comments (`//`, `/* *\/`, behind whitespace) and then `{` or `[`: JSON with
 * comments (`/* note *\/ {"command":"ls"}`), never a bare string to wrap. One pass.
 */
export function commentsThenJson(text: string): boolean {
  let i = 0;
  for (;;) {
    while (isJsonSpace(text.charCodeAt(i))) i++;
    const next = afterComment(text, i);
    if (next === i) break;
    i = next;
  }
  const c = text.charCodeAt(i);
  return i > 0 && (c === OPEN_BRACE || c === OPEN_BRACKET);
}
