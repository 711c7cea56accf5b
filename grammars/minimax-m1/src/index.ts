/**
 * MiniMax-M1: `<tool_calls>` then one JSON object `{"name":…,"arguments":{…}}` per line, then
 * `</tool_calls>`. Inside a closed block invalid lines are skipped (vLLM); without the closer the block
 * ends at the first line that is not a call. A line that repeats a key (`"name"` twice, or an argument
 * spelled twice, also after unescaping) is not a call: nobody knows which value the model meant. An array body is Jamba's (`<tool_calls>[…]`), not ours.
 */
import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, envelopeKeys, isPlainObject, parseJson, parseJsonAt, skipWs, OPEN_BRACE, OPEN_BRACKET } from "@pi-tool-repair/grammar-kit";

const OPEN = "<tool_calls>";
const CLOSE = "</tool_calls>";
const MAX_NAME = 256;


/**
 * `{"name", "arguments"}` → a call (the arguments under any spelling the kit's `envelopeKeys` knows; an unknown
 * member or two spellings make the line data); the arguments may be a JSON-encoded string (decoded once,
 * refusing a repeated key). A line with a name and no arguments is data, as in the llama grammar: `{"name": "Alice"}`.
 */
export function m1Call(value: unknown): RecoveredCall | undefined {
  if (!isPlainObject(value)) return undefined;
  const keys = envelopeKeys(value, CALL_SHAPE);
  if (!keys || keys.args === undefined) return undefined;
  const name = value[keys.name];
  if (typeof name !== "string" || !name.trim() || name.length > MAX_NAME) return undefined;
  let args: unknown = value[keys.args];
  if (typeof args === "string") {
    const decoded = parseJson(args);
    if (!decoded) return undefined;
    args = decoded.value;
  }
  return isPlainObject(args) ? { name: name.trim(), arguments: args } : undefined;
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const bodyStart = at + OPEN.length;
  const closer = input.indexOf(CLOSE, bodyStart);
  const nextOpen = input.indexOf(OPEN, bodyStart);
  const closed = closer >= 0 && (nextOpen < 0 || closer < nextOpen);
  const regionEnd = closed ? closer : nextOpen < 0 ? text.length : nextOpen;
  let i = skipWs(text, bodyStart);
  if (text.charCodeAt(i) === OPEN_BRACKET) return undefined; // an array: Jamba
  const calls: RecoveredCall[] = [];
  let last = -1;
  while (i < regionEnd) {
    const json = text.charCodeAt(i) === OPEN_BRACE ? parseJsonAt(text, i) : undefined;
    const call = json && json.end <= regionEnd ? m1Call(json.value) : undefined;
    if (json && call) {
      calls.push(call);
      last = json.end;
      i = skipWs(text, json.end);
      continue;
    }
    if (!closed) break; // no closer: the block ends at the first line that is not a call
    const nl = input.indexOf("\n", i);
    if (nl < 0 || nl >= regionEnd) break;
    i = skipWs(text, nl + 1);
  }
  // a closed block of JSON lines (its layout: `{` first) holding no call is kept markup: text that counts in the
  // sentence groups (`closed` never reaches over the next opener)
  if (calls.length === 0) return closed && text.charCodeAt(skipWs(text, bodyStart)) === OPEN_BRACE ? { end: closer + CLOSE.length, calls: [], keep: true } : undefined;
  return { end: closed ? closer + CLOSE.length : last, calls };
}

export const minimaxM1 = defineGrammar({
  name: "minimax-m1",
  package: "@pi-tool-repair/grammar-minimax-m1",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  scan: scanBlock,
});

export default minimaxM1;
