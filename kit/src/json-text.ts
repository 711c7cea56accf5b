/**
 * Whole JSON texts from a model, decoded by `JSON.parse` and made safe: `parseJson` refuses a repeated key
 * (`JSON.parse` keeps the last, which would let it decide what runs) and nesting deeper than `MAX_VALUE_DEPTH`;
 * `jsonRepeatsKey`, `hasDuplicateKeys` and `duplicateKeyedExtent` tell where a key repeats. The strict reader
 * at an offset is `json.ts`.
 */

import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, OPEN_BRACE, OPEN_BRACKET, QUOTE } from "./chars.js";

/** The index of the `"` that closes the JSON string opened at `at` (escapes skipped), or the text's length. */
export function stringEnd(text: string, at: number): number {
  let j = at + 1;
  for (; j < text.length; j++) {
    const d = text.charCodeAt(j);
    if (d === BACKSLASH) j++;
    else if (d === QUOTE) return j;
  }
  return j;
}

/**
 * How deep a value read from a model's text may nest (arrays and objects): as the Python literal reader and
 * raw arguments text, far below the command line's 1000 levels for a whole line and its answer.
 */
export const MAX_VALUE_DEPTH = 256;

/** Whether JSON text opens more than `max` containers at once. One pass; string contents are skipped. */
function textNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = stringEnd(text, i);
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return false;
}

/**
 * `JSON.parse` that refuses duplicate keys. `JSON.parse` keeps the last of two equal keys (also when they
 * are spelled differently: `"old\u0054ext"` and `"oldText"`), which lets a repeated key decide what runs.
 * Every place that decodes JSON text from a model uses this. `undefined` when the text is not valid JSON,
 * an object in it repeats a key, or it nests deeper than `MAX_VALUE_DEPTH`. Linear: one pass for the
 * nesting, one `JSON.parse` and one pass counting the members.
 */
export function parseJson(text: string): { value: unknown } | undefined {
  // a value nested deeper than MAX_VALUE_DEPTH stays text: it would be typed, recovered and then overflow the
  // steps that recurse (validation, cloning, writing the command line's answer)
  if (textNestsDeeperThan(text, MAX_VALUE_DEPTH)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return hasDuplicateKeys(text, value) ? undefined : { value };
}

/**
 * Whether `text` (blanks around it ignored) is a JSON object or array that repeats a key, which `JSON.parse` would
 * settle silently (last wins). Text that is not JSON, or a scalar, repeats nothing.
 */
export function jsonRepeatsKey(text: string): boolean {
  const t = text.trim();
  if (t.charCodeAt(0) !== OPEN_BRACE && t.charCodeAt(0) !== OPEN_BRACKET) return false; // `{`, `[`
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch {
    return false;
  }
  return hasDuplicateKeys(t, value);
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
    if (c === COLON) colons++;
    else if (c === QUOTE) i = stringEnd(text, i);
  }
  return colons !== memberCount(value);
}

/** How many members the objects in a parsed JSON value hold, at every level (a walk without recursion). */
export function memberCount(value: unknown): number {
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
  return keys;
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
    if (c === QUOTE) {
      j = stringEnd(text, j);
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
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
