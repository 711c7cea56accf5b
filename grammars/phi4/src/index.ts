import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE_ARGS_OPTIONAL, parseJsonAt, callsOf, skipWs, OPEN_BRACKET } from "@pi-tool-repair/grammar-kit";

const FUNCTOOLS = "functools";

/** Phi-4-mini: `functools[{"name": …, "arguments": {…}}, …]`. An empty `functools[]` is text. */
export const phi4 = defineGrammar({
  name: "phi4",
  package: "@pi-tool-repair/grammar-phi4",
  host: "^1.0.0",
  markers: [FUNCTOOLS],
  owns: [{ open: FUNCTOOLS }],
  scan(text, at, input): ScanResult | undefined {
    const i = skipWs(text, at + FUNCTOOLS.length);
    if (text.charCodeAt(i) !== OPEN_BRACKET) return undefined; // `[`
    const json = parseJsonAt(text, i);
    const calls = json && callsOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input);
    return json && calls ? { end: json.end, calls } : undefined;
  },
});

export default phi4;
