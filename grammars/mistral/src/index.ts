import { defineGrammar, type RecoveredCall, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE_ARGS_OPTIONAL, parseJsonAt, callOf, callsOf, isRecord, readToolName, skipWs, type NameChars, OPEN_BRACE, OPEN_BRACKET, isNameChar, isIdentStart } from "@pi-tool-repair/grammar-kit";

const TOOL_CALLS = "[TOOL_CALLS]";
const ARGS = "[ARGS]";
const CALL_ID = "[CALL_ID]";
const MAX_NAME = 128;
/**
 * Mistral's end-of-sequence token, written as text when special tokens are kept: right after a call (whitespace
 * allowed) it goes with the call. SGLang's mistral detector keeps only the text before `[TOOL_CALLS]` and vLLM's
 * mistral parser reads the JSON up to its end (`raw_decode`), so neither shows it as content.
 */
const EOS = "</s>";

/** After the `</s>` that follows `end` (whitespace allowed before it), else `end`. */
function withEos(text: string, end: number): number {
  const j = skipWs(text, end);
  return text.startsWith(EOS, j) ? j + EOS.length : end;
}



/** pre-v11: `[TOOL_CALLS] [{"name": …, "arguments": …}, …]` (or one object). */
function scanJson(text: string, i: number, input: ScanInput): { calls: RecoveredCall[]; end: number } | undefined {
  const json = parseJsonAt(text, i);
  if (!json) return undefined;
  const calls = Array.isArray(json.value) ? callsOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input) : ((c) => (c ? [c] : undefined))(callOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input));
  return calls ? { calls, end: json.end } : undefined;
}

/** v11+: `[TOOL_CALLS]name[CALL_ID]id[ARGS]{…}`, `[TOOL_CALLS]name[ARGS]{…}`, `[TOOL_CALLS]name{…}`. */
/** `[A-Za-z_]` then name characters. */
const NAME: NameChars = { start: isIdentStart, char: isNameChar, max: MAX_NAME };

function scanNamed(text: string, i: number, input: ScanInput): { calls: RecoveredCall[]; end: number } | undefined {
  const read = readToolName(text, i, input, NAME);
  if (!read) return undefined;
  const name = read.name;
  let j = read.end;
  if (text.startsWith(CALL_ID, j)) {
    j += CALL_ID.length;
    const idStart = j;
    while (j < text.length && j - idStart <= 64 && isNameChar(text.charCodeAt(j))) j++;
    if (j === idStart || j - idStart > 64) return undefined;
  }
  if (text.startsWith(ARGS, j)) j += ARGS.length;
  j = skipWs(text, j);
  if (text.charCodeAt(j) !== OPEN_BRACE) return undefined; // `{`
  const json = parseJsonAt(text, j);
  if (!json || !isRecord(json.value)) return undefined;
  return { calls: [{ name, arguments: json.value }], end: json.end };
}

/**
 * Mistral: pre-v11 `[TOOL_CALLS] [{…}]` and v11+ `[TOOL_CALLS]name[ARGS]{…}` (repeated per call; `[ARGS]` is
 * missing when special tokens are skipped; Mistral Small 3.2 adds `[CALL_ID]id`). A `[TOOL_CALLS]` token
 * followed by anything else is stripped and runs nothing.
 */
export const mistral = defineGrammar({
  name: "mistral",
  package: "@pi-tool-repair/grammar-mistral",
  host: "^1.0.0",
  markers: [TOOL_CALLS],
  owns: [{ open: TOOL_CALLS }],
  scan(text, at, input): ScanResult {
    const i = at + TOOL_CALLS.length;
    const j = skipWs(text, i);
    const c = text.charCodeAt(j);
    const found = c === OPEN_BRACKET || c === OPEN_BRACE ? scanJson(text, j, input) : scanNamed(text, j, input);
    if (!found) return { end: i, calls: [] }; // a dangling token: strip it, run nothing
    return { calls: found.calls, end: withEos(text, found.end) };
  },
});

export default mistral;
