import { defineGrammar, parseJsonAt, type RecoveredCall, type ScanResult } from "@pi-tool-repair/host";
import { callOf, callsOf, skipWs, type CallShape } from "@pi-tool-repair/host";

const START = "<|START_ACTION|>";
const END = "<|END_ACTION|>";
const SHAPE: CallShape = { name: ["tool_name"], args: ["parameters"], extra: ["tool_call_id"], argsOptional: true };

function calls(value: unknown): RecoveredCall[] | undefined {
  if (Array.isArray(value)) return callsOf(value, SHAPE);
  const one = callOf(value, SHAPE);
  return one ? [one] : undefined;
}

/** Cohere Command R7B / A: `<|START_ACTION|>[{"tool_call_id": …, "tool_name": …, "parameters": {…}}]<|END_ACTION|>`. */
export const cohere = defineGrammar({
  name: "cohere",
  package: "@pi-tool-repair/grammar-cohere",
  host: "^1.0.0",
  markers: [START],
  scan(text, at): ScanResult | undefined {
    const i = skipWs(text, at + START.length);
    const c = text.charCodeAt(i);
    if (c !== 91 && c !== 123) return undefined;
    const json = parseJsonAt(text, i);
    const found = json && calls(json.value);
    if (!json || !found) return undefined;
    const close = skipWs(text, json.end);
    if (text.startsWith(END, close)) return { end: close + END.length, calls: found };
    // complete JSON, only the closer missing at the end of the reply (EDGE)
    return close >= text.length ? { end: json.end, calls: found } : undefined;
  },
});

export default cohere;
