/** Text helpers shared by the rules that read raw arguments text (parseRawArguments, parseJsonString, wrapRootString). */

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

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const isTagChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 43 || c === 46 || c === 45;
/** Letters of an escape a model may spell out around JSON: `\n`, `\r`, `\t`, `\"`, `\'`, `\\`. */
const isEscapeLetter = (c: number) => c === 110 || c === 114 || c === 116 || c === 34 || c === 39 || c === 92;

/**
 * Whether `text` starts like a JSON object or array behind wrappers: whitespace, quotes, a backtick or tilde
 * fence with its tag, and spelled-out escapes (`\n`, `\"`). Such text is JSON that was fenced, quoted or
 * escaped (and did not parse), never a bare string: `` ```json\n{"command":"ls"}\n``` `` with the newlines
 * spelled out, wrapped whole, would run `jsonn{command:ls}n`. One pass over the prefix.
 */
export function startsLikeJson(text: string): boolean {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 34 || c === 39) i++;
    else if (c === 92 && isEscapeLetter(text.charCodeAt(i + 1))) i += 2;
    else if (c === 96 || c === 126) {
      while (i < n && (text.charCodeAt(i) === 96 || text.charCodeAt(i) === 126)) i++;
      for (let k = 0; k < 20 && i < n && isTagChar(text.charCodeAt(i)); k++) i++;
    } else return c === 123 || c === 91;
  }
  return false;
}


/**
 * Past a `//` line comment or a `/* … *\/` block comment at `i` (JSON with comments, as models write it): the
 * index after it, the end of the text when it never closes, or `i` itself when no comment starts there.
 */
export function afterComment(text: string, i: number): number {
  if (text.charCodeAt(i) !== 47) return i;
  const next = text.charCodeAt(i + 1);
  if (next === 47) {
    const nl = text.indexOf("\n", i + 2);
    return nl < 0 ? text.length : nl + 1;
  }
  if (next === 42) {
    const close = text.indexOf("*/", i + 2);
    return close < 0 ? text.length : close + 2;
  }
  return i;
}
