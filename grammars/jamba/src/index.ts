import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE_ARGS_OPTIONAL, parseJsonAt, callsOf, keptBlock, skipWs, OPEN_BRACKET } from "@pi-tool-repair/grammar-kit";

const OPEN = "<tool_calls>";
const CLOSE = "</tool_calls>";

/**
 * AI21 Jamba: `<tool_calls>[{"name": …, "arguments": {…}}, …]</tool_calls>`. MiniMax-M1 also writes
 * `<tool_calls>`, with one JSON object per line: that shape is the minimax-m1 grammar's, so this one reads
 * only a JSON array.
 */
export const jamba = defineGrammar({
  name: "jamba",
  package: "@pi-tool-repair/grammar-jamba",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  scan(text, at, input): ScanResult | undefined {
    const i = skipWs(text, at + OPEN.length);
    if (text.charCodeAt(i) !== OPEN_BRACKET) return undefined; // `[`; `{…}` lines are MiniMax-M1's
    const json = parseJsonAt(text, i);
    const calls = json && callsOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input);
    // a closed block of this layout it refuses is kept markup (text that counts in the sentence groups), never
    // reaching over the next opener
    if (!json || !calls) return keptBlock(input, i, CLOSE, OPEN);
    const close = skipWs(text, json.end);
    if (text.startsWith(CLOSE, close)) return { end: close + CLOSE.length, calls };
    // the array is complete and only the closer is missing (EDGE): still a call, unless junk follows
    return close >= text.length ? { end: json.end, calls } : keptBlock(input, i, CLOSE, OPEN);
  },
});

export default jamba;
