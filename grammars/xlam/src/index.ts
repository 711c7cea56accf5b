import { JsonReader, defineGrammar, insideOtherMarkup, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { callsOf, skipWs, type CallShape } from "@pi-tool-repair/host";

const TOOL_CALL = "<tool_call>";
const TOOL_CALL_END = "</tool_call>";
const SHAPE: CallShape = { name: ["name"], args: ["arguments", "parameters"], extra: ["id", "type"] };

/** Per scanned text: JSON that was read as data, and a reader that remembers containers a failed read left open. */
interface State {
  skipUntil: number;
  reader: JsonReader;
}
const states = new WeakMap<ScanInput, State>();
function stateOf(input: ScanInput): State {
  let s = states.get(input);
  if (!s) states.set(input, (s = { skipUntil: -1, reader: new JsonReader(input.text) }));
  return s;
}

/**
 * `[{"name": …, "arguments": {…}}, …]` at `at`, or `undefined`. Other JSON there (an object, an array of
 * records) is data: `skipUntil` covers it, so an array nested in it is not read as calls.
 */
function callArray(text: string, at: number, state: State): { calls: RecoveredCall[]; end: number } | undefined {
  const c = text.charCodeAt(skipWs(text, at + 1));
  if (c !== 123 && c !== 91 && c !== 34) return undefined; // not JSON-looking: `[1, 2]`, `[a](b)`, `{x}`
  const r = state.reader.read(at);
  if (!r) return undefined;
  const calls = callsOf(r.value, SHAPE);
  if (!calls) {
    state.skipUntil = r.end; // an array of records: data, and so is everything inside it
    return undefined;
  }
  return { calls, end: r.end };
}

/**
 * xLAM: the reply is a bare JSON array of `{name, arguments}`; also inside `<tool_call>…</tool_call>`.
 * (After `[TOOL_CALLS]` it is the mistral grammar's; fenced ```json stays inert.)
 */
export const xlam = defineGrammar({
  name: "xlam",
  package: "@pi-tool-repair/grammar-xlam",
  host: "^1.0.0",
  markers: ["[", "{", TOOL_CALL],
  bare: ["[", "{"],
  scan(text, at, input): ScanResult | undefined {
    const state = stateOf(input);
    if (at < state.skipUntil) return undefined;
    if (text.startsWith(TOOL_CALL, at)) {
      const open = skipWs(text, at + TOOL_CALL.length);
      if (text.charCodeAt(open) !== 91) return undefined; // `<tool_call>{…}` is Hermes (the qwen grammar)
      const found = callArray(text, open, state);
      if (!found) return undefined;
      const close = skipWs(text, found.end);
      const end = text.startsWith(TOOL_CALL_END, close) ? close + TOOL_CALL_END.length : found.end;
      return { end, calls: found.calls };
    }
    if (insideOtherMarkup(input, at)) return undefined; // another grammar's payload: its call to accept or refuse
    const found = callArray(text, at, state);
    return found ? { end: found.end, calls: found.calls } : undefined;
  },
});

export default xlam;
