/**
 * MiniMax-Text-01 / VL-01: the special token `<function_call>`, then a TypeScript fence holding one
 * `functions.NAME({json})` per line:
 * `<function_call>```typescript\nfunctions.get_weather({"city": "上海"})\n```` ``. The JSON is read by a
 * strict parser, so parentheses and quotes inside strings are safe. A bare fence without the token is
 * code, and code is inert.
 */
import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { isPlainObject, parseJsonAt, readToolName, skipWs, type NameChars, CLOSE_PAREN, CR, LF, MINUS, OPEN_PAREN, SEMICOLON, isIdentChar, skipLineSpace } from "@pi-tool-repair/grammar-kit";

const OPEN = "<function_call>";
const FENCE = "```";
const PREFIX = "functions.";
const MAX_NAME = 128;

/** `[A-Za-z0-9_-]`: the strict name characters but `.` (kept as the grammar always read it). */
function isNameChar(c: number): boolean {
  return isIdentChar(c) || c === MINUS;
}

/** `functions.NAME({json})` at `i` (also `functions.NAME()`): the call and the index after `)`. */
const NAME: NameChars = { char: isNameChar, max: MAX_NAME };

function readCall(text: string, i: number, input: ScanInput): { call: RecoveredCall; end: number } | undefined {
  if (!text.startsWith(PREFIX, i)) return undefined;
  const read = readToolName(text, i + PREFIX.length, input, NAME);
  if (!read || text.charCodeAt(read.end) !== OPEN_PAREN) return undefined;
  const name = read.name;
  let j = read.end;
  j = skipWs(text, j + 1);
  if (text.charCodeAt(j) === CLOSE_PAREN) return { call: { name, arguments: {} }, end: j + 1 };
  const json = parseJsonAt(text, j);
  if (!json || !isPlainObject(json.value)) return undefined;
  j = skipWs(text, json.end);
  if (text.charCodeAt(j) !== CLOSE_PAREN) return undefined;
  j++;
  if (text.charCodeAt(j) === SEMICOLON) j++; // a trailing `;`
  return { call: { name, arguments: json.value }, end: j };
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  let i = skipWs(text, at + OPEN.length);
  let fenced = false;
  if (text.startsWith(FENCE, i)) {
    fenced = true;
    i += FENCE.length;
    const info = i;
    while (i < text.length && isNameChar(text.charCodeAt(i))) i++;
    const lang = text.slice(info, i).toLowerCase();
    if (lang !== "typescript" && lang !== "ts" && lang !== "") return undefined;
    i = skipLineSpace(text, i);
    if (text.charCodeAt(i) === CR) i++;
    if (text.charCodeAt(i) !== LF) return undefined;
  }
  const calls: RecoveredCall[] = [];
  let last = i;
  for (;;) {
    const j = skipWs(text, i);
    const one = readCall(text, j, input);
    if (!one) break;
    calls.push(one.call);
    i = last = one.end;
  }
  if (calls.length === 0) return undefined;
  if (!fenced) return { end: last, calls };
  const j = skipWs(text, last);
  if (!text.startsWith(FENCE, j)) return undefined; // fence not closed, or junk after the calls
  return { end: j + FENCE.length, calls };
}

export const minimaxText = defineGrammar({
  name: "minimax-text",
  package: "@pi-tool-repair/grammar-minimax-text",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN }],
  scan(text, at, input) {
    return scanBlock(text, at, input);
  },
});

export default minimaxText;
