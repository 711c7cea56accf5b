import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { declaredNameAt, keptBlock, jsonEqual, parsePythonCallAt, parsePythonLiteralAt, setParam, skipWs, type PythonCall, APOSTROPHE, CLOSE_BRACKET, CLOSE_PAREN, COMMA, CR, DOT, EQUALS, LF, OPEN_BRACKET, OPEN_PAREN, SEMICOLON, isAsciiSpace, isIdentChar, isIdentStart, skipLineSpace } from "@pi-tool-repair/grammar-kit";

const OPEN = "<function_calls>";
const CLOSE = "</function_calls>";


const MAX_IDENT = 128;

/** The end of an identifier at `i` (bounded), or -1. */
function identEnd(text: string, i: number): number {
  if (!isIdentStart(text.charCodeAt(i))) return -1;
  let j = i + 1;
  while (j - i <= MAX_IDENT && isIdentChar(text.charCodeAt(j))) j++;
  return j - i > MAX_IDENT ? -1 : j;
}

/**
 * Whether the `'` at `q` can close a raw value: `', key=` (the next argument) or `')` followed by the end
 * of the call's line (a newline, `</function_calls>`, the end of the text, or `,` / `;` / `]` of a list).
 * Bounded look-ahead.
 */
function closesRaw(text: string, q: number): boolean {
  let i = skipLineSpace(text, q + 1);
  const c = text.charCodeAt(i);
  if (c === COMMA) {
    i = skipLineSpace(text, i + 1);
    const e = identEnd(text, i);
    if (e < 0) return false;
    i = skipLineSpace(text, e);
    return text.charCodeAt(i) === EQUALS && text.charCodeAt(i + 1) !== EQUALS;
  }
  if (c !== CLOSE_PAREN) return false;
  i = skipLineSpace(text, i + 1);
  const d = text.charCodeAt(i);
  return i >= text.length || d === LF || d === CR || d === COMMA || d === SEMICOLON || d === CLOSE_BRACKET || text.startsWith(CLOSE, i);
}

/** Per scanned text: the last answer of `nextClosingQuote`, so the raw-value searches stay linear. */
const memo = new WeakMap<ScanInput, { from: number; at: number }>();

/** The first `'` at or after `from` that can close a raw value, or -1 (memoized forward search). */
function nextClosingQuote(text: string, from: number, input: ScanInput): number {
  const hit = memo.get(input);
  if (hit && from >= hit.from && (hit.at < 0 || from <= hit.at)) return hit.at;
  let q = input.indexOf("'", from);
  while (q >= 0 && !closesRaw(text, q)) q = input.indexOf("'", q + 1);
  memo.set(input, { from, at: q });
  return q;
}

/**
 * The OLMo 3 chat template writes a string argument as `key='` + value + `'` with no escaping, so a value
 * may hold raw quotes, newlines and backslashes: `write(path='C:\new', content='it's <newline> fine')`. When
 * a call does not parse as Python, or holds a backslash (which Python would read as an escape), it is read
 * that way: a `'`-quoted value runs to the first `'`
 * that is followed by `, key=` or by the `)` that ends the call's line, and is kept exactly as written (no
 * escapes). Other values (numbers, `true`/`null`, JSON lists and objects, as the template's `tojson`
 * writes them) are read as literals. `undefined` when that gives no call with keyword arguments only, when
 * a value would run past the block's closer (or into the next block), or when a keyword is repeated.
 */
function rawCall(text: string, at: number, limit: number, input: ScanInput): { name: string; keywords: Record<string, unknown>; end: number } | undefined {
  let e = calledNameEnd(text, at, input);
  if (e < 0) {
    e = identEnd(text, at);
    while (e >= 0 && text.charCodeAt(e) === DOT) e = identEnd(text, e + 1);
  }
  if (e < 0) return undefined;
  const name = text.slice(at, e);
  let i = skipLineSpace(text, e);
  if (text.charCodeAt(i) !== OPEN_PAREN) return undefined;
  const keywords: Record<string, unknown> = {};
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) === CLOSE_PAREN) return { name, keywords, end: i + 1 };
  for (;;) {
    const k = identEnd(text, i);
    if (k < 0) return undefined;
    const key = text.slice(i, k);
    i = skipLineSpace(text, k);
    if (text.charCodeAt(i) !== EQUALS || text.charCodeAt(i + 1) === EQUALS) return undefined;
    i = skipLineSpace(text, i + 1);
    let value: unknown;
    if (text.charCodeAt(i) === APOSTROPHE && !text.startsWith("'''", i)) {
      const q = nextClosingQuote(text, i + 1, input);
      if (q < 0 || q >= limit) return undefined;
      value = text.slice(i + 1, q);
      i = q + 1;
    } else {
      const v = parsePythonLiteralAt(text, i);
      if (!v || v.end > limit) return undefined;
      value = v.value;
      i = v.end;
    }
    if (!setParam(keywords, key, value)) return undefined; // a repeated keyword: which value is meant is unknown
    i = skipLineSpace(text, i);
    const c = text.charCodeAt(i);
    if (c === CLOSE_PAREN) return { name, keywords, end: i + 1 };
    if (c !== COMMA) return undefined;
    i = skipLineSpace(text, i + 1);
  }
}

/** Whether `text[from, to)` holds a backslash (the host's memoized search: linear over many calls). */
function hasBackslash(input: ScanInput, from: number, to: number): boolean {
  const b = input.indexOf("\\", from);
  return b >= 0 && b < to;
}

/** Whether Python's reading and the raw one give the same call: same extent, keyword arguments only, same values. */
function sameCall(parsed: PythonCall, raw: { name: string; keywords: Record<string, unknown>; end: number }): boolean {
  return raw.end === parsed.end && raw.name === parsed.name && parsed.positional.length === 0 && jsonEqual(raw.keywords, parsed.keywords);
}

/** The end of a declared tool's name at `at` that `(` follows (whatever its characters), or -1. */
function calledNameEnd(text: string, at: number, input: ScanInput): number {
  const name = declaredNameAt(text, at, input);
  return name !== undefined && text.charCodeAt(skipLineSpace(text, at + name.length)) === OPEN_PAREN ? at + name.length : -1;
}

/** Whether a call-shaped line starts at `i`: `name(` or `dotted.name(` (bounded look-ahead), or a declared name and `(`. */
function looksLikeCall(text: string, i: number, input: ScanInput): boolean {
  return namedCallAhead(text, i) || calledNameEnd(text, i, input) >= 0;
}

/** `name(` or `dotted.name(` at `i`, bounded (`/^[A-Za-z_][A-Za-z0-9_.]{0,127}\s*\(/` over the next 160 characters). */
export function namedCallAhead(text: string, i: number): boolean {
  // the name's characters, then ASCII spaces: any other ASCII character there but `(` is no call (the pattern's
  // `\s*` matches none), so the usual text after a marker costs a few comparisons, no slice and no pattern
  let j = i;
  while (j < text.length && j - i <= 128 && isNameDotChar(text.charCodeAt(j))) j++;
  while (isAsciiSpace(text.charCodeAt(j))) j++;
  const c = text.charCodeAt(j);
  if (c !== OPEN_PAREN && c < 0x80) return false;
  return /^[A-Za-z_][A-Za-z0-9_.]{0,127}\s*\(/.test(text.slice(i, i + 160));
}

/** `[A-Za-z0-9_.]`. */
function isNameDotChar(c: number): boolean {
  return isIdentChar(c) || c === DOT;
}

/**
 * OLMo 3: `<function_calls>f(a=1)\ng(b='x')</function_calls>`, one pythonic call per line, no list brackets
 * (a `[f(), g()]` list and commas are tolerated). Python and JSON literals (None/null, True/true) are read
 * by the host's Python literal reader. Keyword arguments only: a positional argument has no name to map
 * to, so that call is dropped, like a call with a bytes literal or `1e999`; its siblings are kept. A line
 * that is not call-shaped makes the block unparseable. The closer may be missing only when the calls run
 * to the end of the text (it is the stop sequence). A call that is not valid Python is read as the OLMo 3
 * template writes it, with raw `'…'` values (see `rawCall`); so is a call holding a backslash, when the raw
 * reading gives the same call (same extent and keywords; else Python's reading stands). A repeated keyword
 * runs nothing.
 */
function scanOlmo(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const closer = input.indexOf(CLOSE, at + OPEN.length);
  // a raw value never runs past the block's closer, nor into the next block (a cut block before a complete one)
  const next = input.indexOf(OPEN, at + OPEN.length);
  const limit = Math.min(closer < 0 ? text.length : closer, next < 0 ? text.length : next);
  let i = skipWs(text, at + OPEN.length);
  let bracket = false;
  if (text.charCodeAt(i) === OPEN_BRACKET) {
    bracket = true;
    i = skipWs(text, i + 1);
  }
  const calls: RecoveredCall[] = [];
  let seen = 0;
  // a closed block of call lines it refuses is kept markup: text that counts in the sentence groups, never
  // reaching over the next opener
  const kept = () => keptBlock(input, at + OPEN.length, CLOSE, OPEN);
  for (;;) {
    if (bracket && text.charCodeAt(i) === CLOSE_BRACKET) {
      bracket = false;
      i = skipWs(text, i + 1);
    }
    if (text.startsWith(CLOSE, i)) {
      i += CLOSE.length;
      break;
    }
    if (i >= text.length) {
      if (seen === 0 || bracket) return undefined;
      break; // closer missing at the very end
    }
    if (!looksLikeCall(text, i, input)) return seen > 0 ? kept() : undefined;
    seen++;
    const parsed = parsePythonCallAt(text, i, input);
    // the template writes '…' values raw, Python reads escapes: where the call holds a backslash both readings
    // are possible, and where they give different calls nobody knows which the model meant (the block stays text)
    const raw = parsed === undefined || hasBackslash(input, i, parsed.end) ? rawCall(text, i, limit, input) : undefined;
    if (parsed && raw && !sameCall(parsed, raw)) return kept();
    const call = parsed;
    if (call) {
      if (call.positional.length === 0) calls.push({ name: call.name, arguments: call.keywords });
      i = call.end;
    } else if (raw) {
      calls.push({ name: raw.name, arguments: raw.keywords });
      i = raw.end;
    } else {
      // a call-shaped line that does not parse (bytes, 1e999, a cut string): drop it up to its line end
      const nl = input.indexOf("\n", i);
      if (nl < 0) return kept(); // the last line is cut: the block is truncated (kept only when its closer follows)
      i = nl;
    }
    i = skipWs(text, i);
    if (text.charCodeAt(i) === COMMA || text.charCodeAt(i) === SEMICOLON) i = skipWs(text, i + 1);
  }
  if (calls.length === 0) return seen > 0 ? kept() : undefined;
  return { end: i, calls };
}

/** OLMo 3 `<function_calls>` pythonic lines → toolCall blocks. */
export const olmo = defineGrammar({
  name: "olmo",
  package: "@pi-tool-repair/grammar-olmo",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  scan: scanOlmo,
});

export default olmo;
