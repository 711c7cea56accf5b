import { defineGrammar, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE_ARGS_OPTIONAL, parseJsonAt, callsOf, pastEndToken, skipWs, OPEN_BRACKET } from "@pi-tool-repair/grammar-kit";

const FUNCTOOLS = "functools";
/**
 * The end of the turn the templates write right after the calls: Phi-4-mini's own (`content + '<|end|>'`) and vLLM's
 * examples/tool_chat_template_phi4_mini.jinja (`{"name": …, "arguments": …}<|end|>`). Leaked right after a call
 * (where it is no stop token), it is stripped with the list.
 */
const END: readonly string[] = ["<|end|>"];

/**
 * Phi-4-mini: `functools[{"name": …, "arguments": {…}}, …]`. An empty `functools[]` is text. The turn's `<|end|>`
 * right after a recovered list goes with it.
 */
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
    if (!json || !calls) return undefined;
    return { end: pastEndToken(text, json.end, END), calls };
  },
});

export default phi4;
