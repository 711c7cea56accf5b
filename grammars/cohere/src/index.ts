import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { parseJsonAt, callOf, callsOf, keptBlock, skipWs, type CallShape, OPEN_BRACE, OPEN_BRACKET } from "@pi-tool-repair/grammar-kit";

const START = "<|START_ACTION|>";
const END = "<|END_ACTION|>";
/** The turn's end token, which may follow the action block as the last thing of the reply. */
const END_OF_TURN = "<|END_OF_TURN_TOKEN|>";
const SHAPE: CallShape = { name: ["tool_name"], args: ["parameters"], extra: ["tool_call_id"], argsOptional: true };

function calls(value: unknown, input: ScanInput): RecoveredCall[] | undefined {
  if (Array.isArray(value)) return callsOf(value, SHAPE, input);
  const one = callOf(value, SHAPE, input);
  return one ? [one] : undefined;
}

/**
 * Cohere Command R7B / A: `<|START_ACTION|>[{"tool_call_id": …, "tool_name": …, "parameters": {…}}]<|END_ACTION|>`.
 * A `<|END_OF_TURN_TOKEN|>` right after the block (or after complete JSON whose closer is missing) is
 * stripped with it.
 */
export const cohere = defineGrammar({
  name: "cohere",
  package: "@pi-tool-repair/grammar-cohere",
  host: "^1.0.0",
  markers: [START],
  owns: [{ open: START, close: END }],
  scan(text, at, input): ScanResult | undefined {
    const i = skipWs(text, at + START.length);
    const c = text.charCodeAt(i);
    if (c !== OPEN_BRACKET && c !== OPEN_BRACE) return undefined;
    const json = parseJsonAt(text, i);
    const found = json && calls(json.value, input);
    // a closed block of this layout it refuses is kept markup (text that counts in the sentence groups), never
    // reaching over the next opener
    if (!json || !found) return keptBlock(input, i, END, START);
    let close = skipWs(text, json.end);
    const closed = text.startsWith(END, close);
    if (closed) close = skipWs(text, close + END.length);
    if (text.startsWith(END_OF_TURN, close)) return { end: close + END_OF_TURN.length, calls: found };
    if (closed) return { end: skipWs(text, json.end) + END.length, calls: found };
    // complete JSON, only the closer missing at the end of the reply (EDGE)
    return close >= text.length ? { end: json.end, calls: found } : keptBlock(input, i, END, START);
  },
});

export default cohere;
