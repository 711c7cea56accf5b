/**
 * JSON as Python's `json.loads(…, strict=False)` reads it: a raw control character inside a string (a line
 * break, a tab) is the character it is, as if escaped. GigaChat's parsers in vLLM and SGLang read the model's
 * call JSON so, and raw arguments text is read so too (docs/policy.md, "Raw arguments text").
 */

import { parseJsonAt, skipWhitespace, type JsonAt } from "./json.js";
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, CR, LF, OPEN_BRACE, OPEN_BRACKET, QUOTE, SPACE, TAB } from "./chars.js";

/** The JSON escape of the control character `c`. */
function escapeOf(c: number): string {
  if (c === LF) return "\\n";
  if (c === CR) return "\\r";
  if (c === TAB) return "\\t";
  return "\\u00" + c.toString(16).padStart(2, "0");
}

/**
 * `parseJsonAt`, except that a raw control character inside a string of the object or array at `at` (leading
 * whitespace allowed) is read as itself. Strict JSON reads as `parseJsonAt` reads it; anything else that is not
 * JSON stays `undefined` (a cut value, a repeated key, a bare word). `end` is the text's.
 *
 * Only where the strict read fails is the value read again: its extent (brackets counted outside strings) with
 * each raw control character in a string escaped, then read once. That second read never reaches `limit` (the
 * caller's next marker, say): a grammar that reads at each of its markers then reads each stretch between two
 * markers at most twice, however many markers leave their value open. Linear.
 */
export function parseJsonAtRawControls(text: string, at: number, limit = text.length): JsonAt | undefined {
  const strict = parseJsonAt(text, at);
  if (strict) return strict;
  const start = skipWhitespace(text, at);
  const c0 = text.charCodeAt(start);
  if (c0 !== OPEN_BRACE && c0 !== OPEN_BRACKET) return undefined;
  const stop = Math.min(limit, text.length);
  let out = "";
  let run = start;
  let depth = 0;
  let inString = false;
  let end = -1;
  for (let j = start; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (inString) {
      if (c === BACKSLASH) j++; // an escape: the next character is part of it
      else if (c === QUOTE) inString = false;
      else if (c < SPACE) {
        out += text.slice(run, j) + escapeOf(c);
        run = j + 1;
      }
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) {
      end = j + 1;
      break;
    }
  }
  // never closed before `limit`, or no raw control character in a string: the strict answer stands
  if (end < 0 || end > stop || run === start) return undefined;
  const copy = out + text.slice(run, end);
  const json = parseJsonAt(copy, 0);
  return json && json.end === copy.length ? { value: json.value, end } : undefined;
}
