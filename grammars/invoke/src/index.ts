/**
 * MiniMax-M2 / M2.x: `<minimax:tool_call>` then one or more
 * `<invoke name="N"><parameter name="K">V</parameter></invoke>` (parallel calls), then
 * `</minimax:tool_call>`. Values are trimmed; `null`/`none`/`nil` are null; without a schema the rest
 * stays text, with one it is typed integer > number > boolean > object > array > string (vLLM).
 */
import { defineGrammar, skipWs } from "@pi-tool-repair/host";
import type { JsonType, RecoveredCall, ScanInput, ScanResult } from "@pi-tool-repair/host";
import { typeByOrder, typesOf } from "@pi-tool-repair/host";

const OPEN = "<minimax:tool_call>";
const CLOSE = "</minimax:tool_call>";
const INVOKE = "<invoke";
const INVOKE_CLOSE = "</invoke>";
const PARAM = "<parameter";
const PARAM_CLOSE = "</parameter>";
const MAX_NAME = 256;

/** ` name="N">` (or 'N', or bare N) after a tag name at `i`: the name and the index after `>`. */
function readNameAttr(text: string, i: number): { name: string; end: number } | undefined {
  const j0 = skipWs(text, i);
  if (j0 === i || !text.startsWith("name", j0)) return undefined;
  let j = skipWs(text, j0 + 4);
  if (text.charCodeAt(j) !== 61) return undefined;
  j = skipWs(text, j + 1);
  const q = text.charCodeAt(j);
  let name: string;
  if (q === 34 || q === 39) {
    const start = j + 1;
    j = start;
    while (j < text.length && j - start < MAX_NAME && text.charCodeAt(j) !== q && text.charCodeAt(j) !== 10) j++;
    if (text.charCodeAt(j) !== q) return undefined;
    name = text.slice(start, j);
    j++;
  } else {
    const start = j;
    while (j < text.length && j - start < MAX_NAME && !/[\s>"'<]/.test(text[j]!)) j++;
    name = text.slice(start, j);
  }
  j = skipWs(text, j);
  if (text.charCodeAt(j) !== 62) return undefined;
  name = name.trim();
  return name ? { name, end: j + 1 } : undefined;
}

/** A MiniMax-M2 value: trimmed, null-ish words are null, then typed by the schema. */
export function minimaxValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  const v = raw.trim();
  const lower = v.toLowerCase();
  if (lower === "null" || lower === "none" || lower === "nil") return null;
  return typeByOrder(v, types);
}

function readInvoke(text: string, at: number, input: ScanInput): { call: RecoveredCall; end: number } | undefined {
  const head = readNameAttr(text, at + INVOKE.length);
  if (!head) return undefined;
  const schema = input.schemaOf(head.name);
  const args: Record<string, unknown> = {};
  let i = head.end;
  for (;;) {
    i = skipWs(text, i);
    if (text.startsWith(INVOKE_CLOSE, i)) return { call: { name: head.name, arguments: args }, end: i + INVOKE_CLOSE.length };
    if (!text.startsWith(PARAM, i)) return undefined;
    const key = readNameAttr(text, i + PARAM.length);
    if (!key) return undefined;
    // a raw </parameter> inside a value ends it (as MiniMax's own API does); any other tag first = cut
    const stop = input.indexOfAny([PARAM_CLOSE, PARAM, INVOKE_CLOSE, INVOKE, OPEN, CLOSE], key.end);
    if (!stop || stop.literal !== PARAM_CLOSE) return undefined;
    const value = minimaxValue(text.slice(key.end, stop.at), typesOf(schema, key.name));
    Object.defineProperty(args, key.name, { value, enumerable: true, writable: true, configurable: true });
    i = stop.at + PARAM_CLOSE.length;
  }
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const calls: RecoveredCall[] = [];
  let i = at + OPEN.length;
  let last = i;
  for (;;) {
    i = skipWs(text, i);
    if (text.startsWith(INVOKE, i) && !text.startsWith(INVOKE_CLOSE, i)) {
      const one = readInvoke(text, i, input);
      if (!one) return undefined; // a broken invoke: the block stays text
      calls.push(one.call);
      i = last = one.end;
      continue;
    }
    if (calls.length === 0) return undefined;
    if (text.startsWith(CLOSE, i)) return { end: i + CLOSE.length, calls };
    return { end: last, calls }; // EDGE: the wrapper's closer is missing after complete invokes
  }
}

export const invoke = defineGrammar({
  name: "invoke",
  package: "@pi-tool-repair/grammar-invoke",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  scan(text, at, input) {
    return scanBlock(text, at, input);
  },
});

export default invoke;
