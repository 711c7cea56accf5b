/**
 * A strict JSON reader that starts at any offset and stops at the end of one value: grammars use it to
 * read `{…}` out of surrounding text. It checks the syntax in one pass that fails at the first error and
 * makes nothing, so a fragment costs only its own length; a long value that passes is made by `JSON.parse`.
 * `JsonReader` adds a memory of positions bound to fail, for grammars that try a read at every `{` / `[`.
 */

import { perInput } from "./memo.js";
import { setOwn } from "./pointer.js";
import { memberCount, stringEnd } from "./json-text.js";
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, DIGIT_0, DOT, LOWER_A, LOWER_B, LOWER_E, LOWER_F, LOWER_N, LOWER_R, LOWER_T, LOWER_U, MINUS, OPEN_BRACE, OPEN_BRACKET, PLUS, QUOTE, SLASH, SPACE, UPPER_A, UPPER_E, UPPER_F, isDigit, isJsonSpace } from "./chars.js";

export interface JsonAt {
  value: unknown;
  /** One past the value's last character. */
  end: number;
}

const MAX_DEPTH = 512;
/** Nesting limit of a `JsonReader` read (containers open at once). */
const MAX_OPEN = 128;

/**
 * What a reader returns when the text is not valid JSON there. The readers return the value and leave its
 * end in their `Read` (no result object per value), and report a failure by this value, not by throwing: a
 * failed read at every `{` of a text costs its length, not an exception.
 */
const NONE: unique symbol = Symbol("not JSON");

/** The state of one read of a text, made for that read: what each reader function leaves for its caller. */
class Read {
  /** One past the last character of the value the last successful reader call read. */
  pos = 0;
  /** The recursive reader stopped at `stop` (a short read's budget), not at an error. */
  cut = false;
  /** How many object members `skipValue` read (its keys, repeated ones included). */
  members = 0;
  /** `skipValue` failed at the nesting limit (not at an error of the text). */
  depthLimited = false;
  constructor(
    readonly text: string,
    /** Where the recursive reader stops (`value` and `string` read nothing at or past it). */
    public stop: number,
    /** For a `JsonReader` read: the starts of the containers open (a failed read leaves them there). */
    readonly open: number[] | undefined,
  ) {}
}


export function skipWhitespace(text: string, i: number): number {
  while (i < text.length && isJsonSpace(text.charCodeAt(i))) i++;
  return i;
}

/** Reads one JSON value at `at` (leading whitespace allowed). `undefined` when it is not complete, valid JSON. */
export function parseJsonAt(text: string, at: number): JsonAt | undefined {
  const start = skipWhitespace(text, at);
  // Fast path: a short value read and made in one recursive pass within SHORT_READ characters (a read that
  // fails inside the budget fails the plain way too); docs/performance.md, ninth pass
  const short = new Read(text, Math.min(text.length, start + SHORT_READ), undefined);
  const v = value(short, start);
  if (v !== NONE) return { value: v, end: short.pos };
  if (!short.cut) return undefined;
  return readValue(new Read(text, text.length, undefined), start);
}

/**
 * The plain read, which every read can take: the syntax checked in one pass that makes nothing (`skipValue`),
 * then the value made (`parsedValue`). `undefined` when it is not complete, valid JSON.
 */
function readValue(r: Read, start: number): JsonAt | undefined {
  const end = skipValue(r, start);
  if (end < 0) return undefined;
  const v = parsedValue(r, start, end);
  return v === NONE ? undefined : { value: v, end };
}

/** `parseJsonAt` without its fast path, for the differential test: the syntax pass, then `JSON.parse`. */
export function readJsonPlain(text: string, at: number): JsonAt | undefined {
  const r = new Read(text, text.length, undefined);
  const start = skipWhitespace(text, at);
  const end = skipValue(r, start);
  if (end < 0) return undefined;
  const v = madeNatively(r, start, end);
  return v === NONE ? undefined : { value: v, end };
}

/**
 * How many characters `parseJsonAt` reads in one pass before it takes the two-pass road: at most the length a
 * value is read by the recursive reader (`NATIVE_ABOVE`), and fewer levels than `MAX_DEPTH` (each is a character).
 */
const SHORT_READ = 64;

/**
 * Above how many characters a value `skipValue` accepted is made by `JSON.parse`: below, the call's own cost
 * is more than the recursive reader's (about 0.4 µs against 0.25 µs for a 30-character call object; the
 * native parse is ahead from about 60 characters on, 1.6 times faster at 500).
 */
const NATIVE_ABOVE = 64;

/**
 * The value of `text[start, end)`, which `skipValue` just accepted (and counted `members` in), or `NONE` when an
 * object in it repeats a key.
 */
function parsedValue(r: Read, start: number, end: number): unknown {
  // Fast path: a short value made by the recursive reader (below NATIVE_ABOVE characters the native call
  // costs more than it saves); docs/performance.md, eighth pass
  if (end - start <= NATIVE_ABOVE) {
    r.stop = r.text.length;
    return value(r, start);
  }
  return madeNatively(r, start, end);
}

/**
 * The value of `text[start, end)` made by one native `JSON.parse` (the same syntax as `skipValue`'s, checked by
 * the differential test), or `NONE` when an object in it repeats a key: the parse keeps the last of two equal
 * keys, so the value then holds fewer members than the pass counted.
 */
function madeNatively(r: Read, start: number, end: number): unknown {
  const text = r.text;
  let v: unknown;
  try {
    v = JSON.parse(end - start === text.length ? text : text.slice(start, end));
  } catch {
    return NONE; // not expected: skipValue accepts what JSON.parse accepts
  }
  return r.members === 0 || memberCount(v) === r.members ? v : NONE;
}

/** Reads a JSON string literal at `at` (which must be `"`). */
export function readJsonString(text: string, at: number): JsonAt | undefined {
  const r = new Read(text, text.length, undefined);
  const v = string(r, at);
  return v === NONE ? undefined : { value: v, end: r.pos };
}

/** Starts where a read of one text fails whoever reads (`JsonReader`'s `shared`). */
export interface JsonDooms {
  /** doomed[p] = 1: a read from `p` fails (a bitmap over the text, made at the first failure). */
  doomed: Uint8Array | undefined;
}

/**
 * A JSON reader for one text that remembers where reads are bound to fail. A failed read records the
 * starts of the containers it still had open: a fresh read from one of those would fail at the same place,
 * so `read` there answers `undefined` at once. Nested, unclosed JSON (`{"a": {"b": {…` to the end) then
 * costs one read in total, not one per nesting level. Reads nest at most 128 containers deep.
 *
 * With `shared`, the starts a failed read dooms for every reader (a syntax error or a repeated key, met the
 * same from any container open there) are also written there, and read from there: readers of the same text
 * (`jsonReaderOf`) each fail once where one did. A read stopped by the nesting limit dooms its starts for this
 * reader only: from a container further in, fewer levels are open, and a read may succeed.
 */
export class JsonReader {
  /** doomed[p] = 1: a read from `p` fails (a bitmap over the text, made at the first failure). */
  private doomed: Uint8Array | undefined;

  constructor(
    readonly text: string,
    private readonly shared?: JsonDooms,
  ) {}

  /** Whether a read from `at` is known to fail (a failed read found a container open there). */
  fails(at: number): boolean {
    return (this.doomed !== undefined && this.doomed[at] === 1) || (this.shared?.doomed !== undefined && this.shared.doomed[at] === 1);
  }

  /** Reads one JSON value at `at` (leading whitespace allowed); `undefined` when it is not complete, valid JSON. */
  read(at: number): JsonAt | undefined {
    if (this.fails(at)) return undefined;
    const start = skipWhitespace(this.text, at);
    const r = new Read(this.text, this.text.length, []);
    let v: unknown = NONE;
    // the syntax pass first: it fails where the recursive reader would, with the same containers open
    // (a pass that succeeds has closed every container it opened)
    const end = skipValue(r, start);
    if (end >= 0) {
      v = parsedValue(r, start, end);
      // a repeated key: the recursive reader fails at it, leaving open the containers that hold it (each of
      // them fails again), so nested repeats cost one read, not one per level (a short value was read by it)
      if (v === NONE && end - start > NATIVE_ABOVE) value(r, start);
    }
    if (v === NONE) {
      const open = r.open!;
      const doomed = (this.doomed ??= new Uint8Array(this.text.length + 1));
      for (const p of open) doomed[p] = 1;
      if (this.shared !== undefined && !r.depthLimited) {
        const all = (this.shared.doomed ??= new Uint8Array(this.text.length + 1));
        for (const p of open) all[p] = 1;
      }
      return undefined;
    }
    return { value: v, end };
  }
}

/** Per scan input: the starts where a read of its text fails whoever reads. */
const doomsOf = perInput((_input: { readonly text: string }): JsonDooms => ({ doomed: undefined }));

/**
 * A `JsonReader` for one grammar's reads of a scan input's text, sharing with the other grammars' readers of
 * that input the starts where a read fails whoever reads (the bare-JSON grammars read at the same `{` and `[`):
 * a start one grammar's failed read found open fails at once for the others. Call it once per grammar and input
 * (in the grammar's per-input state).
 */
export function jsonReaderOf(input: { readonly text: string }): JsonReader {
  return new JsonReader(input.text, doomsOf(input));
}

/**
 * One value at `i`, or `NONE`; its end in `r.pos`: the recursive reader, for a short value or one `skipValue`
 * accepted (so within the nesting limits). In a `JsonReader` read each container start is on `r.open` while it
 * is being read, and left there by a failure at a repeated key.
 */
function value(r: Read, i: number): unknown {
  const text = r.text;
  if (i >= r.stop) {
    r.cut = r.stop < text.length;
    return NONE;
  }
  const c = text.charCodeAt(i);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    r.open?.push(i);
    const v = c === OPEN_BRACE ? object(r, i) : array(r, i);
    if (v !== NONE) r.open?.pop();
    return v;
  }
  if (c === QUOTE) return string(r, i);
  if (c === LOWER_T && text.startsWith("true", i)) {
    r.pos = i + 4;
    return true;
  }
  if (c === LOWER_F && text.startsWith("false", i)) {
    r.pos = i + 5;
    return false;
  }
  if (c === LOWER_N && text.startsWith("null", i)) {
    r.pos = i + 4;
    return null;
  }
  if (c === MINUS || isDigit(c)) return number(r, i);
  return NONE;
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The end of the strict JSON value at `i`, or -1: the syntax `value` accepts, read in one pass without
 * recursion and without making a value (no object, array or string of a read that fails). The same limits:
 * without `r.open`, nothing nested deeper than `MAX_DEPTH`; with it, at most `MAX_OPEN` containers open, each
 * start on `r.open` while it is open (left there by a failure, as `value` leaves them). Repeated keys are
 * counted (`r.members`), not compared: `parsedValue` refuses those.
 */
function skipValue(r: Read, i: number): number {
  const text = r.text;
  const open = r.open;
  /** Per container open: whether it is an object (else an array). */
  const objects: boolean[] = [];
  let depth = 0;
  r.members = 0;
  r.depthLimited = false;
  for (;;) {
    // a value at i
    let c = text.charCodeAt(i);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (open !== undefined ? open.length >= MAX_OPEN : depth > MAX_DEPTH) {
        r.depthLimited = true;
        return -1;
      }
      open?.push(i);
      const object = c === OPEN_BRACE;
      objects[depth++] = object;
      i = skipWhitespace(text, i + 1);
      c = text.charCodeAt(i);
      if (c === (object ? 125 : 93)) {
        // empty: closed at once (the after-value loop below pops it)
      } else {
        if (object) {
          i = skipMemberKey(r, i);
          if (i < 0) return -1;
        }
        continue;
      }
    } else {
      if (open === undefined && depth > MAX_DEPTH) return -1;
      if (c === QUOTE) {
        i = skipString(text, i);
        if (i < 0) return -1;
      } else if (c === LOWER_T && text.startsWith("true", i)) i += 4;
      else if (c === LOWER_F && text.startsWith("false", i)) i += 5;
      else if (c === LOWER_N && text.startsWith("null", i)) i += 4;
      else if (c === MINUS || isDigit(c)) {
        i = skipNumber(text, i);
        if (i < 0) return -1;
      } else return -1;
      if (depth === 0) return i;
      i = skipWhitespace(text, i);
      c = text.charCodeAt(i);
    }
    // after a value (or at the closer of an empty container), inside `depth` containers: `,` or closers
    for (;;) {
      const object = objects[depth - 1]!;
      if (c === (object ? 125 : 93)) {
        depth--;
        open?.pop();
        i++;
        if (depth === 0) return i;
        i = skipWhitespace(text, i);
        c = text.charCodeAt(i);
        continue;
      }
      if (c !== COMMA) return -1;
      i = skipWhitespace(text, i + 1);
      if (object) {
        i = skipMemberKey(r, i);
        if (i < 0) return -1;
      }
      break;
    }
  }
}

/** From the `"` of a member's key: past the key, the `:` and the whitespace after it, or -1. */
function skipMemberKey(r: Read, i: number): number {
  const text = r.text;
  if (text.charCodeAt(i) !== QUOTE) return -1;
  r.members++;
  i = skipString(text, i);
  if (i < 0) return -1;
  i = skipWhitespace(text, i);
  if (text.charCodeAt(i) !== COLON) return -1;
  return skipWhitespace(text, i + 1);
}

/** One past the JSON string at `i` (a `"`), or -1: what `string` accepts (no control character, JSON escapes only). */
function skipString(text: string, i: number): number {
  const n = text.length;
  for (let j = i + 1; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) return j + 1;
    if (c < SPACE) return -1;
    if (c === BACKSLASH) {
      if (jsonEscapeAt(text, j) === undefined) return -1;
      j += text.charCodeAt(j + 1) === LOWER_U ? 5 : 1;
    }
  }
  return -1;
}

/** One past the JSON number at `i`, or -1 (`number` reads its value from the same syntax). */
function skipNumber(text: string, i: number): number {
  let j = i;
  if (text.charCodeAt(j) === MINUS) j++;
  if (text.charCodeAt(j) === DIGIT_0) j++;
  else {
    const k = digits(text, j);
    if (k === j) return -1;
    j = k;
  }
  if (text.charCodeAt(j) === DOT) {
    const k = digits(text, j + 1);
    if (k === j + 1) return -1;
    j = k;
  }
  const e = text.charCodeAt(j);
  if (e === LOWER_E || e === UPPER_E) {
    let k = j + 1;
    const s = text.charCodeAt(k);
    if (s === PLUS || s === MINUS) k++;
    const m = digits(text, k);
    if (m === k) return -1;
    j = m;
  }
  return j;
}

function object(r: Read, i: number): unknown {
  const text = r.text;
  i = skipWhitespace(text, i + 1);
  if (text.charCodeAt(i) === CLOSE_BRACE) {
    r.pos = i + 1;
    return {};
  }
  // made with its first member: a read that fails before one makes nothing
  let out: Record<string, unknown> | undefined;
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) return NONE;
    // a plain key (no escape) is cut out of the text only once a `:` follows it: a failed read at every
    // `{"name"` of a text allocates nothing
    const plain = plainStringEnd(r, i);
    let k: string | typeof NONE = "";
    if (plain < 0) {
      k = string(r, i);
      if (k === NONE) return NONE;
    } else r.pos = plain + 1;
    const keyStart = i + 1;
    i = skipWhitespace(text, r.pos);
    if (text.charCodeAt(i) !== COLON) return NONE;
    if (plain >= 0) k = text.slice(keyStart, plain);
    const v = value(r, skipWhitespace(text, i + 1));
    if (v === NONE) return NONE;
    if (out === undefined) out = {};
    else if (hasOwn.call(out, k)) return NONE; // duplicate key (compared unescaped)
    setOwn(out, k, v);
    i = skipWhitespace(text, r.pos);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i = skipWhitespace(text, i + 1);
      continue;
    }
    if (c === CLOSE_BRACE) {
      r.pos = i + 1;
      return out;
    }
    return NONE;
  }
}

function array(r: Read, i: number): unknown {
  const text = r.text;
  const out: unknown[] = [];
  i = skipWhitespace(text, i + 1);
  if (text.charCodeAt(i) === CLOSE_BRACKET) {
    r.pos = i + 1;
    return out;
  }
  for (;;) {
    const v = value(r, i);
    if (v === NONE) return NONE;
    out.push(v);
    i = skipWhitespace(text, r.pos);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i = skipWhitespace(text, i + 1);
      continue;
    }
    if (c === CLOSE_BRACKET) {
      r.pos = i + 1;
      return out;
    }
    return NONE;
  }
}

/**
 * The index of the `"` closing the string at `i` when it holds no escape and no control character and closes
 * before `r.stop`, else -1.
 */
function plainStringEnd(r: Read, i: number): number {
  const text = r.text;
  for (let j = i + 1; j < r.stop; j++) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) return j;
    if (c === BACKSLASH || c < SPACE) return -1;
  }
  return -1;
}

/** The value of a hex digit, or -1. */
function hexDigit(c: number): number {
  if (isDigit(c)) return c - DIGIT_0;
  if (c >= LOWER_A && c <= LOWER_F) return c - LOWER_A + 10;
  if (c >= UPPER_A && c <= UPPER_F) return c - UPPER_A + 10;
  return -1;
}

/**
 * The one JSON escape decoder of the repo: what the escape at `at` (a backslash) stands for — `\"` `\\` `\/`
 * `\b` `\f` `\n` `\r` `\t` (2 characters) or `\uXXXX` (6) — or `undefined` when it is no JSON escape (or is cut
 * off). A reader that tolerates more (the raw-arguments reader: `\'`, invalid escapes kept) asks this first.
 */
export function jsonEscapeAt(text: string, at: number): string | undefined {
  switch (text.charCodeAt(at + 1)) {
    case QUOTE: return '"';
    case BACKSLASH: return "\\";
    case SLASH: return "/";
    case LOWER_B: return "\b";
    case LOWER_F: return "\f";
    case LOWER_N: return "\n";
    case LOWER_R: return "\r";
    case LOWER_T: return "\t";
    case LOWER_U: {
      const a = hexDigit(text.charCodeAt(at + 2));
      const b = hexDigit(text.charCodeAt(at + 3));
      const c = hexDigit(text.charCodeAt(at + 4));
      const d = hexDigit(text.charCodeAt(at + 5));
      return (a | b | c | d) < 0 ? undefined : String.fromCharCode((a << 12) | (b << 8) | (c << 4) | d);
    }
    default:
      return undefined;
  }
}

function string(r: Read, i: number): string | typeof NONE {
  const text = r.text;
  let out = "";
  let run = i + 1;
  let j = i + 1;
  const n = r.stop;
  for (;;) {
    if (j >= n) {
      r.cut = n < text.length;
      return NONE;
    }
    const c = text.charCodeAt(j);
    if (c === QUOTE) {
      r.pos = j + 1;
      return run === i + 1 ? text.slice(run, j) : out + text.slice(run, j);
    }
    if (c < SPACE) return NONE;
    if (c === BACKSLASH) {
      out += text.slice(run, j);
      const e = jsonEscapeAt(text, j);
      if (e === undefined) return NONE;
      out += e;
      j += text.charCodeAt(j + 1) === LOWER_U ? 6 : 2;
      run = j;
      continue;
    }
    j++;
  }
}

function digits(text: string, from: number): number {
  let k = from;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (!isDigit(c)) break;
    k++;
  }
  return k;
}

function number(r: Read, i: number): number | typeof NONE {
  const text = r.text;
  const j = skipNumber(text, i);
  if (j < 0) return NONE;
  r.pos = j;
  return Number(text.slice(i, j));
}

/**
 * The end of the JSON-like value at `i` (`{` or `[`) read lexically: brackets counted outside strings, so
 * the extent of invalid JSON (a repeated key, a bare word) is known; -1 when it never closes. Linear.
 */
export function jsonExtent(text: string, i: number): number {
  const c0 = text.charCodeAt(i);
  if (c0 !== OPEN_BRACE && c0 !== OPEN_BRACKET) return i;
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) {
      j = stringEnd(text, j);
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return j + 1;
  }
  return -1;
}

