import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE, callOf, callsOf, isSchemaShaped, keptBlock, parseJsonAt, pastEndToken, skipWs, OPEN_BRACE, OPEN_BRACKET } from "@pi-tool-repair/grammar-kit";

const OPEN = "<TOOLCALL>";
const CLOSE = "</TOOLCALL>";
/**
 * The end of the assistant turn the templates write after the block: Nemotron-Nano-v2's `<SPECIAL_12>` (its
 * template: `]</TOOLCALL>⏎<SPECIAL_12>`; llama.cpp PR #23029 saw it leak where it was no stop token) and Llama
 * Nemotron's `<|eot_id|>`. Leaked right after a call, it is stripped with it.
 */
const TURN_ENDS: readonly string[] = ["<SPECIAL_12>", "<|eot_id|>"];

/** The calls of a `<TOOLCALL>` body: a JSON array of envelopes, or one envelope. */
function callsIn(value: unknown, input: ScanInput): RecoveredCall[] | undefined {
  if (Array.isArray(value)) return callsOf(value, CALL_SHAPE, input);
  const call = callOf(value, CALL_SHAPE, input);
  return call ? [call] : undefined;
}

/** `{"name": "read", "parameters": {"type": "object", "properties": {…}}}`: a tool definition the model printed. */
function definesTools(calls: readonly RecoveredCall[], input: ScanInput): boolean {
  for (const c of calls) if (isSchemaShaped(c.arguments as Record<string, unknown>, input.schemaOf(c.name))) return true;
  return false;
}

/**
 * NVIDIA Nemotron (Llama-Nemotron Super/Nano v1.5, Nemotron-Nano-9B-v2): `<TOOLCALL>[{"name": …, "arguments": {…}},
 * …]</TOOLCALL>`, as the chat templates render calls; a single envelope inside the wrapper
 * (`<TOOLCALL>{…}</TOOLCALL>`) is read too. Each envelope goes through the kit's `callOf` (an unknown member or two
 * argument spellings make the block data); an element that is a tool definition (`parameters` a JSON Schema) makes
 * it data as well. This grammar owns `<TOOLCALL>`: the array inside is not read again as a bare xLAM list.
 */
export const nemotron = defineGrammar({
  name: "nemotron",
  package: "@pi-tool-repair/grammar-nemotron",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: TURN_ENDS,
  scan(text, at, input): ScanResult | undefined {
    const i = skipWs(text, at + OPEN.length);
    const c = text.charCodeAt(i);
    if (c !== OPEN_BRACKET && c !== OPEN_BRACE) return undefined; // `[` or `{`
    const json = parseJsonAt(text, i);
    const calls = json && callsIn(json.value, input);
    // a closed block of this layout it refuses is kept markup (text that counts in the sentence groups), never
    // reaching over the next opener
    if (!json || !calls || definesTools(calls, input)) return keptBlock(input, i, CLOSE, OPEN);
    const close = skipWs(text, json.end);
    if (text.startsWith(CLOSE, close)) return { end: pastEndToken(text, close + CLOSE.length, TURN_ENDS), calls };
    // complete JSON, only the closer missing at the end of the reply (EDGE)
    return close >= text.length ? { end: json.end, calls } : keptBlock(input, i, CLOSE, OPEN);
  },
});

export default nemotron;
