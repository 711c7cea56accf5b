import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { callOf, parseJsonAt, skipLineSpace, skipWs, CR, LF, OPEN_BRACE } from "@pi-tool-repair/grammar-kit";

/** The line the RWKV-7 chat template writes before each call. */
const MARKER = "**Tool Call:**";
/** The fence that opens the call's JSON (its info string is `json`). */
const FENCE_OPEN = "```json";
/** The fence that closes it. */
const FENCE = "```";

/** The index after the line break that ends the line at `i` when only spaces, tabs or `\r` are left on it, else -1. */
function lineEnd(text: string, i: number): number {
  let j = skipLineSpace(text, i);
  if (text.charCodeAt(j) === CR) j++;
  return text.charCodeAt(j) === LF ? j + 1 : -1;
}

/** One call from its marker at `i`: the call and the end of its closing fence, or `undefined`. */
function callAt(text: string, i: number, input: ScanInput): { call: RecoveredCall; end: number } | undefined {
  // the marker ends its line; the fence's opening line follows (blank lines allowed)
  const afterMarker = lineEnd(text, i + MARKER.length);
  if (afterMarker < 0) return undefined;
  const fence = skipWs(text, afterMarker);
  if (!text.startsWith(FENCE_OPEN, fence)) return undefined;
  const body = lineEnd(text, fence + FENCE_OPEN.length);
  if (body < 0) return undefined;
  const open = skipWs(text, body);
  if (text.charCodeAt(open) !== OPEN_BRACE) return undefined;
  const json = parseJsonAt(text, open);
  if (!json) return undefined;
  // the closing fence on a line of its own right after the object
  const close = skipWs(text, json.end);
  if (!text.slice(json.end, close).includes("\n") || !text.startsWith(FENCE, close)) return undefined;
  const call = callOf(json.value, undefined, input);
  if (!call || !input.isKnownTool(call.name)) return undefined;
  return { call, end: close + FENCE.length };
}

/**
 * RWKV-7 (vLLM's `rwkv` tool parser; the model's own chat template writes it): a line `**Tool Call:**`, then a
 * fenced block with the info string `json` holding one call object, `{"name": …, "arguments": {…}}`, `arguments`
 * an object or a JSON string of one. Each call has its own `**Tool Call:**` line; calls that follow one another
 * (only whitespace between them) are one run, and a run with a broken call, or text after its last fence on
 * that line, stays text whole.
 *
 * `**Tool Call:**` and a JSON fence are ordinary Markdown (documentation, transcripts write exactly this), so
 * this grammar runs only where the config names it (`namedOnly`: preset-rwkv for RWKV model ids, or
 * `--grammars rwkv`), the marker must stand on a line of its own (`bare`) with the fence's opening line right
 * after it, the fence must be closed, the object must be a call envelope (kit `callOf`: nothing else, one
 * arguments spelling) and the tool a declared one. A marker in code, in a quote or in reasoning never starts a
 * call (the host's inert regions); the JSON inside the fence is this grammar's alone.
 */
export const rwkv = defineGrammar({
  name: "rwkv",
  package: "@pi-tool-repair/grammar-rwkv",
  host: "^1.0.0",
  markers: [MARKER],
  bare: [MARKER],
  namedOnly: true,
  meta: {
    description: "RWKV-7 fenced JSON calls (**Tool Call:** then ```json {…} ```)",
    variants: [{ name: "rwkv7", models: ["(?:^|[/:])rwkv(?:[0-9._/-]|$)"] }],
    docs: "https://github.com/vllm-project/vllm/blob/main/vllm/tool_parsers/rwkv_tool_parser.py",
  },
  scan(text, at, input): ScanResult | number | undefined {
    // a run of calls, each on its own marker line; a broken one (or text after the last fence on its line)
    // makes the whole run text. A run from any later marker up to the broken call ends the same way, so the
    // scan resumes after the broken call's marker: each call is read once, not once per marker before it
    const calls: RecoveredCall[] = [];
    let i = at;
    const refused = (): number | undefined => (i === at ? undefined : i + 1);
    for (;;) {
      const one = callAt(text, i, input);
      if (!one) return refused();
      calls.push(one.call);
      const rest = skipLineSpace(text, one.end);
      if (rest < text.length && text.charCodeAt(rest) !== LF && text.charCodeAt(rest) !== CR) return refused();
      const next = skipWs(text, one.end);
      if (!text.startsWith(MARKER, next)) return { end: one.end, calls };
      i = next;
    }
  },
});

export default rwkv;
