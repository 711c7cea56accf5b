/**
 * A real (small) reader for Python literals and pythonic calls, as models write them: `{'a': True}`,
 * `[f(a=1), g()]`. It reads each character once and stops at the first error. Accepted: dict, list,
 * tuple (→ array), str ('…', "…", '''…''', """…""", r-prefixed, adjacent literals concatenated), int and
 * float (finite only), True/False/None, and — for OLMo/JSON habits — true/false/null. Rejected: bytes,
 * sets, inf/nan, names, expressions.
 */

import { setOwn } from "./pointer.js";
import { acceptsToolName, declaredNameAt, type NameView } from "./names.js";
import type { RecoveredCall } from "./types.js";
import { APOSTROPHE, BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, CLOSE_PAREN, COLON, COMMA, DIGIT_0, DOT, EQUALS, LF, LOWER_E, LOWER_R, MINUS, OPEN_BRACE, OPEN_BRACKET, OPEN_PAREN, PLUS, QUOTE, UNDERSCORE, UPPER_E, UPPER_R, isDigit, isPythonIdentChar, isPythonIdentStart, isPythonSpace, isIdentStart, DIGIT_7 } from "./chars.js";

export interface PythonAt {
  value: unknown;
  end: number;
}

export interface PythonCall {
  /** Dotted name: `f`, `tool.call`. */
  name: string;
  positional: unknown[];
  keywords: Record<string, unknown>;
  end: number;
}

/** How a call's values are read beyond Python's own grammar. */
export interface PythonReadOptions {
  /**
   * A line break inside a one-quote string (`'a⏎b'`) is that line break, where Python refuses the string: for a
   * template that writes a string value as `'` + the text + `'` unescaped, so a multi-line value comes back raw.
   */
  lineBreaksInStrings?: boolean;
}

class Fail extends Error {}
const FAIL = new Fail();
const MAX_DEPTH = 256;


function ws(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isPythonSpace(c)) i++;
    else if (c === BACKSLASH && text.charCodeAt(i + 1) === LF) i += 2; // explicit line joining
    else break;
  }
  return i;
}

/** One past a Python identifier at `i`, or `i` when none starts there. */
function identifierEnd(text: string, i: number): number {
  if (!isPythonIdentStart(text.charCodeAt(i))) return i;
  let j = i + 1;
  while (j < text.length && isPythonIdentChar(text.charCodeAt(j))) j++;
  return j;
}

function identifier(text: string, i: number): { name: string; end: number } | undefined {
  const end = identifierEnd(text, i);
  return end === i ? undefined : { name: text.slice(i, end), end };
}

function value(text: string, i: number, depth: number, lf = false): PythonAt {
  if (depth > MAX_DEPTH) throw FAIL;
  i = ws(text, i);
  const c = text.charCodeAt(i);
  if (c === OPEN_BRACE) return dict(text, i, depth, lf);
  if (c === OPEN_BRACKET) return sequence(text, i, 93, depth, lf);
  if (c === OPEN_PAREN) return tuple(text, i, depth, lf);
  if (c === APOSTROPHE || c === QUOTE) return strings(text, i, false, lf);
  if (c === MINUS || c === PLUS || isDigit(c) || (c === DOT && isDigit(text.charCodeAt(i + 1)))) return number(text, i);
  const id = identifier(text, i);
  if (!id) throw FAIL;
  const q = text.charCodeAt(id.end);
  if ((q === APOSTROPHE || q === QUOTE) && /^[rRuU]$/.test(id.name)) return strings(text, id.end, id.name === "r" || id.name === "R", lf);
  switch (id.name) {
    case "True":
    case "true":
      return { value: true, end: id.end };
    case "False":
    case "false":
      return { value: false, end: id.end };
    case "None":
    case "null":
      return { value: null, end: id.end };
    default:
      throw FAIL;
  }
}

/**
 * Whether the character at `i` can start a value (`value` throws at once where it cannot): a call's readers
 * check it first, so text that is no call (`f(` then markup) costs no exception.
 */
function startsValue(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === OPEN_BRACE || c === OPEN_BRACKET || c === OPEN_PAREN || c === APOSTROPHE || c === QUOTE || c === MINUS || c === PLUS || c === DOT || isDigit(c) || isPythonIdentStart(c);
}


function dict(text: string, i: number, depth: number, lf: boolean): PythonAt {
  const out: Record<string, unknown> = {};
  i = ws(text, i + 1);
  if (text.charCodeAt(i) === CLOSE_BRACE) return { value: out, end: i + 1 };
  for (;;) {
    const k = value(text, i, depth + 1, lf);
    const key = k.value;
    if (key !== null && typeof key === "object") throw FAIL; // unhashable
    i = ws(text, k.end);
    if (text.charCodeAt(i) !== COLON) throw FAIL; // a set, or junk
    const v = value(text, i + 1, depth + 1, lf);
    const name = key === null ? "None" : typeof key === "boolean" ? (key ? "True" : "False") : String(key);
    if (Object.prototype.hasOwnProperty.call(out, name)) throw FAIL; // a duplicate key: which value is meant is unknown
    setOwn(out, name, v.value);
    i = ws(text, v.end);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i = ws(text, i + 1);
      if (text.charCodeAt(i) === CLOSE_BRACE) return { value: out, end: i + 1 };
      continue;
    }
    if (c === CLOSE_BRACE) return { value: out, end: i + 1 };
    throw FAIL;
  }
}

function sequence(text: string, i: number, close: number, depth: number, lf: boolean): PythonAt {
  const out: unknown[] = [];
  i = ws(text, i + 1);
  if (text.charCodeAt(i) === close) return { value: out, end: i + 1 };
  for (;;) {
    const v = value(text, i, depth + 1, lf);
    out.push(v.value);
    i = ws(text, v.end);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i = ws(text, i + 1);
      if (text.charCodeAt(i) === close) return { value: out, end: i + 1 };
      continue;
    }
    if (c === close) return { value: out, end: i + 1 };
    throw FAIL;
  }
}

function tuple(text: string, i: number, depth: number, lf: boolean): PythonAt {
  // `(x)` is x; `(x,)`, `(x, y)` and `()` are tuples
  const j = ws(text, i + 1);
  if (text.charCodeAt(j) === CLOSE_PAREN) return { value: [], end: j + 1 };
  const first = value(text, j, depth + 1, lf);
  const k = ws(text, first.end);
  if (text.charCodeAt(k) === CLOSE_PAREN) return { value: first.value, end: k + 1 };
  if (text.charCodeAt(k) !== COMMA) throw FAIL;
  const rest = sequence(text, k, 41, depth, lf);
  return { value: [first.value, ...(rest.value as unknown[])], end: rest.end };
}

function strings(text: string, i: number, raw: boolean, lf: boolean): PythonAt {
  let s = string(text, i, raw, lf);
  let out = s.value as string;
  // adjacent literals concatenate: 'a' 'b'
  for (;;) {
    const j = ws(text, s.end);
    const c = text.charCodeAt(j);
    let r = false;
    let at = j;
    if (c !== APOSTROPHE && c !== QUOTE) {
      const q = text.charCodeAt(j + 1);
      if ((c === LOWER_R || c === UPPER_R) && (q === APOSTROPHE || q === QUOTE)) {
        r = true;
        at = j + 1;
      } else break;
    }
    s = string(text, at, r, lf);
    out += s.value as string;
  }
  return { value: out, end: s.end };
}

function string(text: string, i: number, raw: boolean, lf: boolean): PythonAt {
  const quote = text.charCodeAt(i);
  const triple = text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  let j = i + (triple ? 3 : 1);
  let out = "";
  let run = j;
  for (;;) {
    if (j >= text.length) throw FAIL;
    const c = text.charCodeAt(j);
    if (c === quote) {
      if (!triple) return { value: out + text.slice(run, j), end: j + 1 };
      if (text.charCodeAt(j + 1) === quote && text.charCodeAt(j + 2) === quote) return { value: out + text.slice(run, j), end: j + 3 };
      j++;
      continue;
    }
    if (c === LF && !triple && !lf) throw FAIL; // a line break ends no string, but only a template that writes them raw allows one
    if (c !== BACKSLASH) {
      j++;
      continue;
    }
    // backslash
    if (raw) {
      j += 2; // a raw string keeps the backslash, and the next char cannot end it
      continue;
    }
    out += text.slice(run, j);
    const esc = escapeAt(text, j);
    out += esc.value;
    j = esc.end;
    run = j;
  }
}

/** Python's one-letter escapes (`\n`, `\'` …), as the characters they stand for. */
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = Object.freeze({
  "\n": "", // a backslash before a newline joins the lines
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
});

/**
 * The escape at the backslash `j` of a (non-raw) str literal, decoded exactly as Python 3 does: the one-letter
 * escapes, octal `\ooo` (one to three digits), `\xhh`, `\uXXXX`, `\UXXXXXXXX`; an unknown escape (`\d`) stays
 * as its two characters. `\N{…}` fails: the bundle has no table of Unicode names, and a guess would change
 * the text (`'\N{BULLET}'` is `•` in Python).
 */
function escapeAt(text: string, j: number): { value: string; end: number } {
  const e = text.charAt(j + 1);
  if (e === "") throw FAIL;
  const simple = Object.hasOwn(SIMPLE_ESCAPES, e) ? SIMPLE_ESCAPES[e] : undefined;
  if (simple !== undefined) return { value: simple, end: j + 2 };
  if (isOctal(text.charCodeAt(j + 1))) {
    let k = j + 2;
    while (k < j + 4 && isOctal(text.charCodeAt(k))) k++; // up to three digits
    return { value: String.fromCodePoint(parseInt(text.slice(j + 1, k), 8)), end: k };
  }
  if (e === "x" || e === "u" || e === "U") {
    const len = e === "x" ? 2 : e === "u" ? 4 : 8;
    const hex = text.slice(j + 2, j + 2 + len);
    if (hex.length !== len || !/^[0-9a-fA-F]+$/.test(hex)) throw FAIL;
    const cp = parseInt(hex, 16);
    if (cp > 0x10ffff) throw FAIL;
    return { value: String.fromCodePoint(cp), end: j + 2 + len };
  }
  if (e === "N") throw FAIL; // `\N{name}`: no Unicode name table here, so the text is refused
  return { value: "\\" + e, end: j + 2 }; // Python keeps an unknown escape as it is
}

function isOctal(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_7;
}

function number(text: string, i: number): PythonAt {
  let j = i;
  if (text.charCodeAt(j) === MINUS || text.charCodeAt(j) === PLUS) j++;
  const start = j;
  /** Digit separators (`1_000`) seen: only then is the lexeme rewritten. */
  let underscores = false;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === UNDERSCORE) underscores = true;
    else if (!isDigit(c)) break;
  }
  if (text.charCodeAt(j) === DOT) {
    j++;
    for (; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === UNDERSCORE) underscores = true;
      else if (!isDigit(c)) break;
    }
  }
  if (j === start || (j === start + 1 && text.charCodeAt(start) === DOT)) throw FAIL;
  const e = text.charCodeAt(j);
  if (e === LOWER_E || e === UPPER_E) {
    let k = j + 1;
    if (text.charCodeAt(k) === PLUS || text.charCodeAt(k) === MINUS) k++;
    const d = k;
    while (k < text.length && isDigit(text.charCodeAt(k))) k++;
    if (k === d) throw FAIL;
    j = k;
  }
  if (isPythonIdentChar(text.charCodeAt(j))) throw FAIL; // 0x10, 1j, 10L, 5px
  const lexeme = underscores ? text.slice(i, j).replace(/_/g, "") : text.slice(i, j);
  const n = Number(lexeme);
  if (!Number.isFinite(n)) throw FAIL;
  return { value: n, end: j };
}

/** Reads one Python literal at `at` (leading whitespace allowed). */
export function parsePythonLiteralAt(text: string, at: number): PythonAt | undefined {
  try {
    return value(text, at, 0);
  } catch (e) {
    if (e instanceof Fail) return undefined;
    throw e;
  }
}

/** The whole text as one Python literal (surrounding whitespace allowed), or `undefined`. */
export function parsePythonLiteral(text: string): { value: unknown } | undefined {
  const r = parsePythonLiteralAt(text, 0);
  if (!r || ws(text, r.end) !== text.length) return undefined;
  return { value: r.value };
}

/**
 * Where the name of a pythonic call at `i` ends, when `(` follows it (after spaces): a tool `names` declares
 * (whatever its characters), else a dotted identifier; -1 when no call's name and `(` start there. Reads
 * characters only (no string is made), so text that is no call costs a few comparisons.
 */
function callNameEnd(text: string, i: number, names: NameView | undefined): number {
  const declared = declaredNameAt(text, i, names);
  if (declared !== undefined && text.charCodeAt(ws(text, i + declared.length)) === OPEN_PAREN) return i + declared.length;
  let j = identifierEnd(text, i);
  if (j === i) return -1;
  while (text.charCodeAt(j) === DOT) {
    const k = identifierEnd(text, j + 1);
    if (k === j + 1) return -1;
    j = k;
  }
  return text.charCodeAt(ws(text, j)) === OPEN_PAREN ? j : -1;
}

/**
 * Reads a pythonic call `name(arg, key=value, …)` at `at`; the name may be dotted. A tool `names` declares is read
 * whatever its characters (`获取天气(city="Seoul")`) when `(` follows it.
 */
export function parsePythonCallAt(text: string, at: number, names?: NameView, options?: PythonReadOptions): PythonCall | undefined {
  const lf = options?.lineBreaksInStrings === true;
  try {
    const start = ws(text, at);
    const nameEnd = callNameEnd(text, start, names);
    if (nameEnd < 0) return undefined;
    const name = text.slice(start, nameEnd);
    let i = ws(text, ws(text, nameEnd) + 1);
    const positional: unknown[] = [];
    const keywords: Record<string, unknown> = {};
    let keyworded = false;
    if (text.charCodeAt(i) === CLOSE_PAREN) return { name, positional, keywords, end: i + 1 };
    for (;;) {
      const key = identifier(text, i);
      let j = key ? ws(text, key.end) : i;
      if (key && text.charCodeAt(j) === EQUALS && text.charCodeAt(j + 1) !== EQUALS) {
        if (Object.prototype.hasOwnProperty.call(keywords, key.name)) return undefined; // duplicate keyword
        if (!startsValue(text, ws(text, j + 1))) return undefined; // no throw for the usual junk (`a=<…`)
        const v = value(text, j + 1, 1, lf);
        setOwn(keywords, key.name, v.value);
        keyworded = true;
        j = v.end;
      } else {
        if (keyworded) return undefined; // positional after keyword
        if (!startsValue(text, i)) return undefined; // no throw for the usual junk (`f(<…`)
        const v = value(text, i, 1, lf);
        positional.push(v.value);
        j = v.end;
      }
      i = ws(text, j);
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i = ws(text, i + 1);
        if (text.charCodeAt(i) === CLOSE_PAREN) return { name, positional, keywords, end: i + 1 };
        continue;
      }
      if (c === CLOSE_PAREN) return { name, positional, keywords, end: i + 1 };
      return undefined;
    }
  } catch (e) {
    if (e instanceof Fail) return undefined;
    throw e;
  }
}

/**
 * The calls of a pythonic call list `[f(a=1), g(b='x')]` whose `[` is at `at`, and the index after `]`;
 * `undefined` when one element does not read as a call with keyword arguments only (positional arguments,
 * bytes, `1e999`, a cut string, a repeated keyword, a name neither `isToolName` nor `names` accepts), or the list is empty or cut: the list then
 * runs nothing, no call of it is dropped or kept alone. Linear: each element is read once.
 */
export function pythonCallList(text: string, at: number, names?: NameView, options?: PythonReadOptions): { calls: RecoveredCall[]; end: number } | undefined {
  if (text.charCodeAt(at) !== OPEN_BRACKET) return undefined; // `[`
  let i = ws(text, at + 1);
  const calls: RecoveredCall[] = [];
  for (;;) {
    const one = pythonKeywordCall(text, i, names, options);
    if (!one) return undefined;
    calls.push(one.call);
    i = ws(text, one.end);
    const c = text.charCodeAt(i);
    if (c === CLOSE_BRACKET) return { calls, end: i + 1 }; // `]`
    if (c !== COMMA) return undefined; // `,`
    i = ws(text, i + 1);
  }
}

/**
 * One pythonic call with keyword arguments only at `at`, and where it ends: its name starts with a letter or `_`
 * and is a tool name by `isToolName`, or is a tool `names` declares (whatever its characters).
 */
export function pythonKeywordCall(text: string, at: number, names?: NameView, options?: PythonReadOptions): { call: RecoveredCall; end: number } | undefined {
  const c = text.charCodeAt(at);
  if (!isIdentStart(c) && declaredNameAt(text, at, names) === undefined) return undefined;
  const call = parsePythonCallAt(text, at, names, options);
  if (!call || call.positional.length > 0 || !acceptsToolName(call.name, names)) return undefined;
  return { call: { name: call.name, arguments: call.keywords }, end: call.end };
}
