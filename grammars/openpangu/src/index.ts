import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, callsOf, keptBlock, parseJsonAt, skipWs, OPEN_BRACE, OPEN_BRACKET } from "@pi-tool-repair/grammar-kit";

const OPEN = "<|tool_call_start|>";
const CLOSE = "<|tool_call_end|>";

/**
 * openPangu v2: `<|tool_call_start|>[{"name": …, "arguments": {…}}, …]<|tool_call_end|>`, prose allowed before
 * (vLLM's `openpangu_v2` parser: a JSON list of call envelopes between the two tokens). Liquid LFM2 writes the
 * same opener with a pythonic list (`[f(a='x')]`): that layout is the lfm2 grammar's, so this one reads only a
 * list of JSON objects (after `[`, a `{`), and the lfm2 grammar only a list of calls (after `[`, a name): the two
 * never claim one block. Each envelope is read by the kit's `callsOf` (unknown members or two spellings of the
 * arguments make it data). The closer is required.
 */
export const openpangu = defineGrammar({
  name: "openpangu",
  package: "@pi-tool-repair/grammar-openpangu",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  scan(text, at, input): ScanResult | undefined {
    const i = skipWs(text, at + OPEN.length);
    if (text.charCodeAt(i) !== OPEN_BRACKET || text.charCodeAt(skipWs(text, i + 1)) !== OPEN_BRACE) return undefined; // `[{`: else LFM2's
    const json = parseJsonAt(text, i);
    const calls = json && callsOf(json.value, CALL_SHAPE, input);
    const close = json ? skipWs(text, json.end) : -1;
    if (calls && text.startsWith(CLOSE, close)) return { end: close + CLOSE.length, calls };
    // a closed block of this layout it refuses is kept markup (text that counts in the sentence groups), never
    // reaching over the next opener (LFM2's pythonic blocks, not `[{`, are never this grammar's to keep)
    return keptBlock(input, i, CLOSE, OPEN);
  },
});

export default openpangu;
