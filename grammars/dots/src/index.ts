/**
 * dots (rednote-hilab dots.llm / dots-3): `<dots_function_call>` then one or more
 * `<invoke name="N"><parameter name="K">V</parameter></invoke>` (parallel calls), then
 * `</dots_function_call>` — MiniMax-M2's invoke layout in dots' own wrapper (the invoke reader is the kit's,
 * shared with grammar-invoke) — or, in the same wrapper, one JSON object `{"name": …, "arguments": {…}}`
 * (SGLang's `dots` detector reads both). A value's surrounding line breaks are padding; with a schema it is
 * typed as SGLang types it (integer, number, boolean, JSON), `null` is null unless the schema says string.
 */
import { defineGrammar, type JsonType, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { CALL_SHAPE_ARGS_OPTIONAL, callOf, INVOKE_LITERALS, INVOKE_OPEN, invokeBlocks, jsonRepeatsKey, parseJsonAt, skipWs, typeByOrder, OPEN_BRACE } from "@pi-tool-repair/grammar-kit";

const OPEN = "<dots_function_call>";
const CLOSE = "</dots_function_call>";

/** One line break at each end of a value is padding (`<parameter name="k">\nv\n</parameter>`, as dots writes it at times). */
function unpad(raw: string): string {
  let s = raw;
  if (s.startsWith("\r\n")) s = s.slice(2);
  else if (s.startsWith("\n")) s = s.slice(1);
  if (s.endsWith("\r\n")) s = s.slice(0, -2);
  else if (s.endsWith("\n")) s = s.slice(0, -1);
  return s;
}

/**
 * A dots value typed by the schema. Strings lose only their padding line breaks; `null` is null except where
 * the schema says string; the rest is typed integer > number > boolean > object > array > string from the
 * trimmed text. `undefined`: the value is JSON with a repeated key (nobody knows which value the model
 * meant), and the call does not run.
 */
export function dotsValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  const text = unpad(raw);
  if (types?.has("string")) return text;
  const v = text.trim();
  if (v.toLowerCase() === "null") return null;
  if (!types) return text;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v)) return undefined;
  const typed = typeByOrder(v, types);
  return typed === v ? text : typed;
}


const invokeBlock = invokeBlocks({ open: OPEN, close: CLOSE, value: dotsValue });

/**
 * The JSON body: one envelope, then the wrapper's closer (required: a block cut off does not run). An
 * envelope with an unknown member or two spellings of the arguments is data (kit `callOf`).
 */
function jsonBlock(text: string, from: number, input: ScanInput): ScanResult | undefined {
  const json = parseJsonAt(text, from);
  if (!json) return undefined;
  const call = callOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, input);
  if (!call) return undefined;
  const end = skipWs(text, json.end);
  return text.startsWith(CLOSE, end) ? { end: end + CLOSE.length, calls: [call] } : undefined;
}

function scanBlock(text: string, at: number, input: ScanInput): ScanResult | undefined {
  const i = skipWs(text, at + OPEN.length);
  if (text.charCodeAt(i) === OPEN_BRACE) return jsonBlock(text, i, input);
  return text.startsWith(INVOKE_OPEN, i) ? invokeBlock(text, at, input) : undefined;
}

export const dots = defineGrammar({
  name: "dots",
  package: "@pi-tool-repair/grammar-dots",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: INVOKE_LITERALS,
  scan: scanBlock,
});

export default dots;
