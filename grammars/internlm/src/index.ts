import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { parseJsonAt, callOf, keptBlock, skipWs, type CallShape, OPEN_BRACE } from "@pi-tool-repair/grammar-kit";

const START = "<|action_start|>";
const PLUGIN = "<|plugin|>";
const END = "<|action_end|>";
const SHAPE: CallShape = { name: ["name"], args: ["parameters", "arguments"], argsOptional: true };

/**
 * InternLM2 / 2.5: `<|action_start|><|plugin|>{"name": …, "parameters": {…}}<|action_end|>`, one call per
 * action. `<|action_start|><|interpreter|>` (code to run) is not a tool call.
 */
export const internlm = defineGrammar({
  name: "internlm",
  package: "@pi-tool-repair/grammar-internlm",
  host: "^1.0.0",
  markers: [START],
  owns: [{ open: START, close: END }],
  scan(text, at, input): ScanResult | undefined {
    const p = skipWs(text, at + START.length);
    if (!text.startsWith(PLUGIN, p)) return undefined;
    const i = skipWs(text, p + PLUGIN.length);
    if (text.charCodeAt(i) !== OPEN_BRACE) return undefined;
    const json = parseJsonAt(text, i);
    const call = json && callOf(json.value, SHAPE, input);
    // a closed block of this layout it refuses is kept markup (text that counts in the sentence groups), never
    // reaching over the next opener
    if (!json || !call) return keptBlock(input, i, END, START);
    const close = skipWs(text, json.end);
    if (text.startsWith(END, close)) return { end: close + END.length, calls: [call] };
    // complete JSON, only the closer missing at the end of the reply (EDGE)
    return close >= text.length ? { end: json.end, calls: [call] } : keptBlock(input, i, END, START);
  },
});

export default internlm;
