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

class Fail extends Error {}
const FAIL = new Fail();
const MAX_DEPTH = 256;

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
}
function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c > 127;
}
function isIdentPart(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}

function ws(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) i++;
    else if (c === 92 && text.charCodeAt(i + 1) === 10) i += 2; // explicit line joining
    else break;
  }
  return i;
}

function identifier(text: string, i: number): { name: string; end: number } | undefined {
  if (!isIdentStart(text.charCodeAt(i))) return undefined;
  let j = i + 1;
  while (j < text.length && isIdentPart(text.charCodeAt(j))) j++;
  return { name: text.slice(i, j), end: j };
}

function value(text: string, i: number, depth: number): PythonAt {
  if (depth > MAX_DEPTH) throw FAIL;
  i = ws(text, i);
  const c = text.charCodeAt(i);
  if (c === 123) return dict(text, i, depth);
  if (c === 91) return sequence(text, i, 93, depth);
  if (c === 40) return tuple(text, i, depth);
  if (c === 39 || c === 34) return strings(text, i, false);
  if (c === 45 || c === 43 || (c >= 48 && c <= 57) || (c === 46 && isDigit(text.charCodeAt(i + 1)))) return number(text, i);
  const id = identifier(text, i);
  if (!id) throw FAIL;
  const q = text.charCodeAt(id.end);
  if ((q === 39 || q === 34) && /^[rRuU]$/.test(id.name)) return strings(text, id.end, id.name === "r" || id.name === "R");
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
  return c === 123 || c === 91 || c === 40 || c === 39 || c === 34 || c === 45 || c === 43 || c === 46 || isDigit(c) || isIdentStart(c);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function dict(text: string, i: number, depth: number): PythonAt {
  const out: Record<string, unknown> = {};
  i = ws(text, i + 1);
  if (text.charCodeAt(i) === 125) return { value: out, end: i + 1 };
  for (;;) {
    const k = value(text, i, depth + 1);
    const key = k.value;
    if (key !== null && typeof key === "object") throw FAIL; // unhashable
    i = ws(text, k.end);
    if (text.charCodeAt(i) !== 58) throw FAIL; // a set, or junk
    const v = value(text, i + 1, depth + 1);
    const name = key === null ? "None" : typeof key === "boolean" ? (key ? "True" : "False") : String(key);
    if (Object.prototype.hasOwnProperty.call(out, name)) throw FAIL; // a duplicate key: which value is meant is unknown
    setOwn(out, name, v.value);
    i = ws(text, v.end);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i = ws(text, i + 1);
      if (text.charCodeAt(i) === 125) return { value: out, end: i + 1 };
      continue;
    }
    if (c === 125) return { value: out, end: i + 1 };
    throw FAIL;
  }
}

function sequence(text: string, i: number, close: number, depth: number): PythonAt {
  const out: unknown[] = [];
  i = ws(text, i + 1);
  if (text.charCodeAt(i) === close) return { value: out, end: i + 1 };
  for (;;) {
    const v = value(text, i, depth + 1);
    out.push(v.value);
    i = ws(text, v.end);
    const c = text.charCodeAt(i);
    if (c === 44) {
      i = ws(text, i + 1);
      if (text.charCodeAt(i) === close) return { value: out, end: i + 1 };
      continue;
    }
    if (c === close) return { value: out, end: i + 1 };
    throw FAIL;
  }
}

function tuple(text: string, i: number, depth: number): PythonAt {
  // `(x)` is x; `(x,)`, `(x, y)` and `()` are tuples
  const j = ws(text, i + 1);
  if (text.charCodeAt(j) === 41) return { value: [], end: j + 1 };
  const first = value(text, j, depth + 1);
  const k = ws(text, first.end);
  if (text.charCodeAt(k) === 41) return { value: first.value, end: k + 1 };
  if (text.charCodeAt(k) !== 44) throw FAIL;
  const rest = sequence(text, k, 41, depth);
  return { value: [first.value, ...(rest.value as unknown[])], end: rest.end };
}

function strings(text: string, i: number, raw: boolean): PythonAt {
  let s = string(text, i, raw);
  let out = s.value as string;
  // adjacent literals concatenate: 'a' 'b'
  for (;;) {
    const j = ws(text, s.end);
    const c = text.charCodeAt(j);
    let r = false;
    let at = j;
    if (c !== 39 && c !== 34) {
      const q = text.charCodeAt(j + 1);
      if ((c === 114 || c === 82) && (q === 39 || q === 34)) {
        r = true;
        at = j + 1;
      } else break;
    }
    s = string(text, at, r);
    out += s.value as string;
  }
  return { value: out, end: s.end };
}

function string(text: string, i: number, raw: boolean): PythonAt {
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
    if (c === 10 && !triple) throw FAIL;
    if (c !== 92) {
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
  return c >= 48 && c <= 55;
}

function number(text: string, i: number): PythonAt {
  let j = i;
  if (text.charCodeAt(j) === 45 || text.charCodeAt(j) === 43) j++;
  const start = j;
  /** Digit separators (`1_000`) seen: only then is the lexeme rewritten. */
  let underscores = false;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 95) underscores = true;
    else if (!isDigit(c)) break;
  }
  if (text.charCodeAt(j) === 46) {
    j++;
    for (; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (c === 95) underscores = true;
      else if (!isDigit(c)) break;
    }
  }
  if (j === start || (j === start + 1 && text.charCodeAt(start) === 46)) throw FAIL;
  const e = text.charCodeAt(j);
  if (e === 101 || e === 69) {
    let k = j + 1;
    if (text.charCodeAt(k) === 43 || text.charCodeAt(k) === 45) k++;
    const d = k;
    while (k < text.length && isDigit(text.charCodeAt(k))) k++;
    if (k === d) throw FAIL;
    j = k;
  }
  if (isIdentPart(text.charCodeAt(j))) throw FAIL; // 0x10, 1j, 10L, 5px
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
 * Reads a pythonic call `name(arg, key=value, …)` at `at`; the name may be dotted. A tool `names` declares is read
 * whatever its characters (`获取天气(city="Seoul")`) when `(` follows it.
 */
export function parsePythonCallAt(text: string, at: number, names?: NameView): PythonCall | undefined {
  try {
    let i = ws(text, at);
    let name: string;
    const declared = declaredNameAt(text, i, names);
    if (declared !== undefined && text.charCodeAt(ws(text, i + declared.length)) === 40) {
      name = declared;
      i += declared.length;
    } else {
      let id = identifier(text, i);
      if (!id) return undefined;
      name = id.name;
      i = id.end;
      while (text.charCodeAt(i) === 46) {
        id = identifier(text, i + 1);
        if (!id) return undefined;
        name += "." + id.name;
        i = id.end;
      }
    }
    i = ws(text, i);
    if (text.charCodeAt(i) !== 40) return undefined;
    i = ws(text, i + 1);
    const positional: unknown[] = [];
    const keywords: Record<string, unknown> = {};
    let keyworded = false;
    if (text.charCodeAt(i) === 41) return { name, positional, keywords, end: i + 1 };
    for (;;) {
      const key = identifier(text, i);
      let j = key ? ws(text, key.end) : i;
      if (key && text.charCodeAt(j) === 61 && text.charCodeAt(j + 1) !== 61) {
        if (Object.prototype.hasOwnProperty.call(keywords, key.name)) return undefined; // duplicate keyword
        if (!startsValue(text, ws(text, j + 1))) return undefined; // no throw for the usual junk (`a=<…`)
        const v = value(text, j + 1, 1);
        setOwn(keywords, key.name, v.value);
        keyworded = true;
        j = v.end;
      } else {
        if (keyworded) return undefined; // positional after keyword
        if (!startsValue(text, i)) return undefined; // no throw for the usual junk (`f(<…`)
        const v = value(text, i, 1);
        positional.push(v.value);
        j = v.end;
      }
      i = ws(text, j);
      const c = text.charCodeAt(i);
      if (c === 44) {
        i = ws(text, i + 1);
        if (text.charCodeAt(i) === 41) return { name, positional, keywords, end: i + 1 };
        continue;
      }
      if (c === 41) return { name, positional, keywords, end: i + 1 };
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
export function pythonCallList(text: string, at: number, names?: NameView): { calls: RecoveredCall[]; end: number } | undefined {
  if (text.charCodeAt(at) !== 91) return undefined; // `[`
  let i = ws(text, at + 1);
  const calls: RecoveredCall[] = [];
  for (;;) {
    const one = pythonKeywordCall(text, i, names);
    if (!one) return undefined;
    calls.push(one.call);
    i = ws(text, one.end);
    const c = text.charCodeAt(i);
    if (c === 93) return { calls, end: i + 1 }; // `]`
    if (c !== 44) return undefined; // `,`
    i = ws(text, i + 1);
  }
}

/**
 * One pythonic call with keyword arguments only at `at`, and where it ends: its name starts with a letter or `_`
 * and is a tool name by `isToolName`, or is a tool `names` declares (whatever its characters).
 */
export function pythonKeywordCall(text: string, at: number, names?: NameView): { call: RecoveredCall; end: number } | undefined {
  const c = text.charCodeAt(at);
  if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) && declaredNameAt(text, at, names) === undefined) return undefined;
  const call = parsePythonCallAt(text, at, names);
  if (!call || call.positional.length > 0 || !acceptsToolName(call.name, names)) return undefined;
  return { call: { name: call.name, arguments: call.keywords }, end: call.end };
}
