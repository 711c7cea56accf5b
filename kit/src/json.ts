/**
 * A strict JSON reader that starts at any offset and stops at the end of one value: grammars use it to
 * read `{…}` out of surrounding text. It reads each character once and fails at the first error, so a
 * fragment costs only its own length. `JsonReader` adds a memory of positions bound to fail, for
 * grammars that try a read at every `{` / `[`.
 */

export interface JsonAt {
  value: unknown;
  /** One past the value's last character. */
  end: number;
}

const WS = new Set([32, 9, 10, 13]);
const MAX_DEPTH = 512;
/** Nesting limit of a `JsonReader` read (containers open at once). */
const MAX_OPEN = 128;

class Fail extends Error {}
const FAIL = new Fail();

export function skipWhitespace(text: string, i: number): number {
  while (i < text.length && WS.has(text.charCodeAt(i))) i++;
  return i;
}

/** Reads one JSON value at `at` (leading whitespace allowed). `undefined` when it is not complete, valid JSON. */
export function parseJsonAt(text: string, at: number): JsonAt | undefined {
  try {
    const r = value(text, skipWhitespace(text, at), 0, undefined);
    return { value: r.value, end: r.end };
  } catch (e) {
    if (e instanceof Fail || e instanceof RangeError) return undefined;
    throw e;
  }
}

/** The index of the `"` that closes the JSON string opened at `at` (escapes skipped), or the text's length. */
function stringEnd(text: string, at: number): number {
  let j = at + 1;
  for (; j < text.length; j++) {
    const d = text.charCodeAt(j);
    if (d === 92) j++;
    else if (d === 34) return j;
  }
  return j;
}

/**
 * `JSON.parse` that refuses duplicate keys. `JSON.parse` keeps the last of two equal keys (also when they
 * are spelled differently: `"old\u0054ext"` and `"oldText"`), which lets a repeated key decide what runs.
 * Every place that decodes JSON text from a model uses this. `undefined` when the text is not valid JSON or
 * an object in it repeats a key. Linear: one `JSON.parse` and one pass counting the members.
 */
export function parseJson(text: string): { value: unknown } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return hasDuplicateKeys(text, value) ? undefined : { value };
}

/**
 * Whether valid JSON `text`, already parsed into `value`, repeats a key in some object. In valid JSON every
 * `:` outside a string separates one member, so the text has more colons than `value` has keys exactly
 * when a key was repeated (and collapsed by the parse).
 */
export function hasDuplicateKeys(text: string, value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  let colons = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) colons++;
    else if (c === 34) i = stringEnd(text, i);
  }
  let keys = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      for (const x of v) if (x !== null && typeof x === "object") stack.push(x);
      continue;
    }
    for (const k in v as Record<string, unknown>) {
      keys++;
      const x = (v as Record<string, unknown>)[k];
      if (x !== null && typeof x === "object") stack.push(x);
    }
  }
  return colons !== keys;
}

/**
 * For a `{` or `[` at `at` that the strict readers refused: the end of its bracketed extent (strings
 * skipped; the text's end when it is never closed), and whether that extent is JSON that `JSON.parse`
 * accepts — then it failed only for a repeated key (or nesting deeper than the readers go). Such JSON is
 * data as a whole: a bare-JSON grammar must not read a call-shaped value nested in it, or a repeated key
 * would still decide what runs. Linear in the extent.
 */
export function duplicateKeyedExtent(text: string, at: number): { end: number; json: boolean } {
  let depth = 0;
  for (let j = at; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 34) {
      j = stringEnd(text, j);
      continue;
    }
    if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) {
        let json = true;
        try {
          JSON.parse(text.slice(at, j + 1));
        } catch {
          json = false;
        }
        return { end: j + 1, json };
      }
    }
  }
  return { end: text.length, json: false };
}

/** Reads a JSON string literal at `at` (which must be `"`). */
export function readJsonString(text: string, at: number): JsonAt | undefined {
  try {
    return string(text, at);
  } catch (e) {
    if (e instanceof Fail) return undefined;
    throw e;
  }
}

/**
 * A JSON reader for one text that remembers where reads are bound to fail. A failed read records the
 * starts of the containers it still had open: a fresh read from one of those would fail at the same place,
 * so `read` there answers `undefined` at once. Nested, unclosed JSON (`{"a": {"b": {…` to the end) then
 * costs one read in total, not one per nesting level. Reads nest at most 128 containers deep.
 */
export class JsonReader {
  private readonly doomed = new Set<number>();

  constructor(readonly text: string) {}

  /** Reads one JSON value at `at` (leading whitespace allowed); `undefined` when it is not complete, valid JSON. */
  read(at: number): JsonAt | undefined {
    if (this.doomed.has(at)) return undefined;
    const open: number[] = [];
    try {
      const r = value(this.text, skipWhitespace(this.text, at), 0, open);
      return { value: r.value, end: r.end };
    } catch (e) {
      if (e instanceof Fail || e instanceof RangeError) {
        for (const p of open) this.doomed.add(p);
        return undefined;
      }
      throw e;
    }
  }
}

/**
 * One value at `i`. Without `open` the nesting is limited by `depth` (`parseJsonAt`); with it, each container
 * start is pushed while it is being read (left there by a failure) and at most `MAX_OPEN` may be open.
 */
function value(text: string, i: number, depth: number, open: number[] | undefined): JsonAt {
  if (open === undefined && depth > MAX_DEPTH) throw FAIL;
  const c = text.charCodeAt(i);
  if (c === 123 || c === 91) {
    if (open === undefined) return c === 123 ? object(text, i, depth, open) : array(text, i, depth, open);
    if (open.length >= MAX_OPEN) throw FAIL;
    open.push(i);
    const r = c === 123 ? object(text, i, depth, open) : array(text, i, depth, open);
    open.pop();
    return r;
  }
  if (c === 34) return string(text, i);
  if (c === 116 && text.startsWith("true", i)) return { value: true, end: i + 4 };
  if (c === 102 && text.startsWith("false", i)) return { value: false, end: i + 5 };
  if (c === 110 && text.startsWith("null", i)) return { value: null, end: i + 4 };
  if (c === 45 || (c >= 48 && c <= 57)) return number(text, i);
  throw FAIL;
}

function object(text: string, i: number, depth: number, open: number[] | undefined): JsonAt {
  const out: Record<string, unknown> = {};
  i = skipWhitespace(text, i + 1);
  if (text.charCodeAt(i) === 125) return { value: out, end: i + 1 };
  for (;;) {
    if (text.charCodeAt(i) !== 34) throw FAIL;
    const k = string(text, i);
    i = skipWhitespace(text, k.end);
    if (text.charCodeAt(i) !== 58) throw FAIL;
    const v = value(text, skipWhitespace(text, i + 1), depth + 1, open);
    if (Object.prototype.hasOwnProperty.call(out, k.value as string)) throw FAIL; // duplicate key (compared unescaped)
    Object.defineProperty(out, k.value as string, { value: v.value, enumerable: true, writable: true, configurable: true });
    i = skipWhitespace(text, v.end);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i = skipWhitespace(text, i + 1);
      continue;
    }
    if (c === 125) return { value: out, end: i + 1 };
    throw FAIL;
  }
}

function array(text: string, i: number, depth: number, open: number[] | undefined): JsonAt {
  const out: unknown[] = [];
  i = skipWhitespace(text, i + 1);
  if (text.charCodeAt(i) === 93) return { value: out, end: i + 1 };
  for (;;) {
    const v = value(text, i, depth + 1, open);
    out.push(v.value);
    i = skipWhitespace(text, v.end);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i = skipWhitespace(text, i + 1);
      continue;
    }
    if (c === 93) return { value: out, end: i + 1 };
    throw FAIL;
  }
}

function string(text: string, i: number): JsonAt {
  let out = "";
  let run = i + 1;
  let j = i + 1;
  for (;;) {
    if (j >= text.length) throw FAIL;
    const c = text.charCodeAt(j);
    if (c === 34) return { value: out + text.slice(run, j), end: j + 1 };
    if (c < 32) throw FAIL;
    if (c === 92) {
      out += text.slice(run, j);
      const e = text.charCodeAt(j + 1);
      switch (e) {
        case 34: out += '"'; break;
        case 92: out += "\\"; break;
        case 47: out += "/"; break;
        case 98: out += "\b"; break;
        case 102: out += "\f"; break;
        case 110: out += "\n"; break;
        case 114: out += "\r"; break;
        case 116: out += "\t"; break;
        case 117: {
          const hex = text.slice(j + 2, j + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw FAIL;
          out += String.fromCharCode(parseInt(hex, 16));
          j += 4;
          break;
        }
        default:
          throw FAIL;
      }
      j += 2;
      run = j;
      continue;
    }
    j++;
  }
}

function number(text: string, i: number): JsonAt {
  let j = i;
  if (text.charCodeAt(j) === 45) j++;
  const digits = (from: number) => {
    let k = from;
    while (k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
    return k;
  };
  if (text.charCodeAt(j) === 48) j++;
  else {
    const k = digits(j);
    if (k === j) throw FAIL;
    j = k;
  }
  if (text.charCodeAt(j) === 46) {
    const k = digits(j + 1);
    if (k === j + 1) throw FAIL;
    j = k;
  }
  const e = text.charCodeAt(j);
  if (e === 101 || e === 69) {
    let k = j + 1;
    const s = text.charCodeAt(k);
    if (s === 43 || s === 45) k++;
    const m = digits(k);
    if (m === k) throw FAIL;
    j = m;
  }
  return { value: Number(text.slice(i, j)), end: j };
}

/**
 * The end of the JSON-like value at `i` (`{` or `[`) read lexically: brackets counted outside strings, so
 * the extent of invalid JSON (a repeated key, a bare word) is known; -1 when it never closes. Linear.
 */
export function jsonExtent(text: string, i: number): number {
  const c0 = text.charCodeAt(i);
  if (c0 !== 123 && c0 !== 91) return i;
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 34) {
      j = stringEnd(text, j);
    } else if (c === 123 || c === 91) depth++;
    else if ((c === 125 || c === 93) && --depth === 0) return j + 1;
  }
  return -1;
}

