/**
 * Typing XML/text parameter values by the tool's schema: the XML-like grammars (dsml, invoke, qwen,
 * seed-oss, step3) read each parameter as text and type it with these.
 */
import { parseJson } from "./json-text.js";
import { parsePythonLiteral } from "./python.js";
import { joinPointer } from "./pointer.js";
import { declaredTypes, subschemasAt } from "./schema.js";
import type { JSONSchema, JsonType } from "./types.js";
import { APOSTROPHE, BACKSLASH, DIGIT_0, DOT, LOWER_E, MINUS, PLUS, QUOTE, UNDERSCORE, UPPER_E, isDigit } from "./chars.js";

/** The JSON types the schema of `tool` declares for its top-level key `key`; `undefined` = unknown (no schema, key not in it, or unconstrained). */
export function typesOf(tool: JSONSchema | undefined, key: string): Set<JsonType> | undefined {
  if (tool === undefined || tool === null || typeof tool !== "object") return undefined;
  const subs = subschemasAt(tool, joinPointer("", key));
  if (subs.length === 0) return undefined;
  const all = new Set<JsonType>();
  let constrained = false;
  for (const s of subs) {
    const t = declaredTypes(s, tool);
    if (!t) continue;
    constrained = true;
    for (const x of t) all.add(x);
  }
  return constrained ? all : undefined;
}

const INTEGER = /^[-+]?\d{1,300}$/;
const NUMBER = /^[-+]?(?:\d{1,300}(?:\.\d{0,300})?|\.\d{1,300})(?:[eE][-+]?\d{1,5})?$/;

/** A decimal literal's value as sign, significant digits (no leading or trailing zeros) and the exponent of the last digit. */
interface Decimal {
  negative: boolean;
  digits: string;
  exponent: number;
}


/**
 * Reads `[+-]digits[.digits][e[+-]digits]` (at least one mantissa digit; an exponent of at most 9 digits) as a
 * `Decimal`, one pass; `undefined` when the text is not such a literal. `"1.50e2"` → `{digits: "15", exponent: 1}`.
 */
function readDecimal(text: string): Decimal | undefined {
  const n = text.length;
  let i = 0;
  let negative = false;
  if (text.charCodeAt(0) === MINUS || text.charCodeAt(0) === PLUS) {
    negative = text.charCodeAt(0) === MINUS;
    i = 1;
  }
  const intStart = i;
  while (i < n && isDigit(text.charCodeAt(i))) i++;
  const intDigits = text.slice(intStart, i);
  let fracDigits = "";
  if (text.charCodeAt(i) === DOT) {
    const fracStart = ++i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    fracDigits = text.slice(fracStart, i);
  }
  if (intDigits.length + fracDigits.length === 0) return undefined;
  let exponent = 0;
  if (text.charCodeAt(i) === LOWER_E || text.charCodeAt(i) === UPPER_E) {
    i++;
    let sign = 1;
    if (text.charCodeAt(i) === MINUS || text.charCodeAt(i) === PLUS) sign = text.charCodeAt(i++) === MINUS ? -1 : 1;
    const expStart = i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    if (i === expStart || i - expStart > 9) return undefined;
    exponent = sign * Number(text.slice(expStart, i));
  }
  if (i !== n) return undefined;
  const all = intDigits + fracDigits;
  let from = 0;
  while (from < all.length && all.charCodeAt(from) === DIGIT_0) from++;
  let to = all.length;
  while (to > from && all.charCodeAt(to - 1) === DIGIT_0) to--;
  if (from === to) return { negative: false, digits: "", exponent: 0 }; // zero: no sign, no exponent
  return { negative, digits: all.slice(from, to), exponent: exponent - fracDigits.length + (all.length - to) };
}

/**
 * The number a decimal literal stands for, only when converting it loses nothing: `String(Number(text))` is the
 * same decimal value as `text` (`"1.50"` → 1.5, `"1e21"` → 1e21). `undefined` for a literal a double cannot
 * carry: an integer beyond 2^53 that would round (`"1234567890123456789"`), an overflow (`"1e400"`), an
 * underflow of a non-zero literal (`"1e-400"`), a fraction with more digits than a double keeps
 * (`"1.000000000000000000000000000001"`), and for anything that is not a literal. Zero comes back as `0`.
 * Accepts `[+-]digits[.digits][e[+-]digits]` (`.5`, `5.`); callers check their own stricter syntax first.
 */
export function exactNumber(text: string): number | undefined {
  const literal = readDecimal(text);
  if (!literal) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) return undefined;
  if (literal.digits === "") return 0;
  const back = readDecimal(String(n));
  if (!back || back.negative !== literal.negative || back.digits !== literal.digits || back.exponent !== literal.exponent) return undefined;
  return n;
}

/** `"42"` → 42 when it is an integer literal that a number carries exactly (bounded regex on a short token). */
export function toInteger(raw: string): number | undefined {
  const s = raw.trim();
  if (s.length > 300 || !INTEGER.test(s)) return undefined;
  return exactNumber(s);
}

/** `"4.5"` → 4.5 when it is a JSON-like number literal that a number carries exactly (bounded regex on a short token). */
export function toNumber(raw: string): number | undefined {
  const s = raw.trim();
  if (s.length > 300 || !NUMBER.test(s)) return undefined;
  return exactNumber(s);
}

/** `"true"` / `"false"` (any case, trimmed) → the boolean; anything else `undefined`. */
export function toBoolean(raw: string): boolean | undefined {
  const s = raw.trim().toLowerCase();
  return s === "true" ? true : s === "false" ? false : undefined;
}

/**
 * Whether every number literal of JSON or Python literal text (outside its strings) is carried exactly by a
 * number (`exactNumber`): `[1, 2.5]` yes, `{"id": 1234567890123456789}` no. One forward pass.
 */
export function numbersExact(text: string): boolean {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE || c === APOSTROPHE) {
      const q = c === QUOTE ? '"' : "'";
      if (text.startsWith(q + q + q, i)) {
        const close = text.indexOf(q + q + q, i + 3);
        i = close < 0 ? n : close + 3;
        continue;
      }
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== c) j += text.charCodeAt(j) === BACKSLASH ? 2 : 1;
      i = j + 1;
      continue;
    }
    const next = text.charCodeAt(i + 1);
    const startsNumber =
      isDigit(c) || ((c === MINUS || c === PLUS) && (isDigit(next) || next === DOT)) || (c === DOT && isDigit(next));
    if (startsNumber) {
      let j = i + 1;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (!(isDigit(d) || d === DOT || d === UNDERSCORE || d === LOWER_E || d === UPPER_E || ((d === PLUS || d === MINUS) && (text.charCodeAt(j - 1) | 32) === LOWER_E))) break;
      }
      if (exactNumber(text.slice(i, j).replace(/_/g, "")) === undefined) return false;
      i = j;
      continue;
    }
    i++;
  }
  return true;
}

/** JSON first, then a Python literal (`{'a': True}`), of the wanted kind; `undefined` when a number in it would lose precision. */
export function toStructured(raw: string, kind: "object" | "array"): unknown {
  let s = raw.trim();
  // a duplicate key fails both readers: no value is chosen for the model
  let value: unknown = parseJson(s)?.value ?? parsePythonLiteral(s)?.value;
  if (value === undefined) {
    // `[{\"id\": \"1\"}]`: JSON written with its quotes escaped, as inside a JSON string (GLM's habit). It is
    // decoded once as the body of a JSON string, and only a clean decode that parses to JSON counts
    const body = escapedJsonBody(s);
    if (body !== undefined) {
      value = parseJson(body)?.value;
      s = body;
    }
  }
  if (value !== undefined && !numbersExact(s)) return undefined; // `{"id": 1234567890123456789}` stays text
  if (kind === "array") return Array.isArray(value) ? value : undefined;
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

/** The text of `s` decoded as the body of a JSON string, when it starts like escaped JSON (`{\"` or `[{\"`). */
function escapedJsonBody(s: string): string | undefined {
  if (!(s.startsWith('{\\"') || s.startsWith('[{\\"') || s.startsWith('[\\"'))) return undefined;
  try {
    const decoded: unknown = JSON.parse('"' + s + '"');
    return typeof decoded === "string" ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON type of a parsed value (`integer` for whole numbers). */
export function jsonType(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

/** Whether `value` is of one of `types` (an integer also fits `number`). */
export function acceptsValue(types: ReadonlySet<JsonType>, value: unknown): boolean {
  const t = jsonType(value);
  return types.has(t) || (t === "integer" && types.has("number"));
}

/**
 * A raw text value typed by the schema's types, trying integer > number > boolean > object > array >
 * string (the order of vLLM's MiniMax-M2 parser); `null` or Python's `None` where null is allowed. Without
 * types, or with `string` among them, it stays text. A number that would lose precision (`1234567890123456789`,
 * `1e400`, `1e-400`) stays text too, so the schema decides.
 */
export function typeByOrder(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (!types || types.has("string")) return raw;
  if (types.has("integer")) {
    const n = toInteger(raw);
    if (n !== undefined) return n;
  }
  if (types.has("number")) {
    const n = toNumber(raw);
    if (n !== undefined) return n;
  }
  if (types.has("boolean")) {
    const b = toBoolean(raw);
    if (b !== undefined) return b;
  }
  if (types.has("object")) {
    const v = toStructured(raw, "object");
    if (v !== undefined) return v;
  }
  if (types.has("array")) {
    const v = toStructured(raw, "array");
    if (v !== undefined) return v;
  }
  if (types.has("null")) {
    const s = raw.trim();
    if (s === "null" || s === "None") return null; // JSON's null and Python's None
  }
  return raw;
}
