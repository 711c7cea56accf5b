/**
 * MiniMax-M2 / M2.x: `<minimax:tool_call>` then one or more
 * `<invoke name="N"><parameter name="K">V</parameter></invoke>` (parallel calls), then
 * `</minimax:tool_call>`. String values are kept exactly as written (the chat template writes them raw);
 * `null`/`none`/`nil` are null unless the schema says string; with a schema the rest is typed integer >
 * number > boolean > object > array > string (vLLM). A value is content: markup quoted in it never runs,
 * and a repeated parameter gives up the call.
 */
import { defineGrammar, type JsonType } from "@pi-tool-repair/host";
import { INVOKE_LITERALS, invokeBlocks, jsonRepeatsKey, typeByOrder } from "@pi-tool-repair/grammar-kit";

const OPEN = "<minimax:tool_call>";
const CLOSE = "</minimax:tool_call>";

/**
 * A MiniMax-M2 value typed by the schema. The chat template writes string values raw and unpadded, so a
 * string value is kept exactly as written (its whitespace and final newline are data). `null` / `none` /
 * `nil` are null, except where the schema says string (a file may hold the word "null"). Non-string
 * types are read from the trimmed text. `undefined`: the value is JSON with a repeated key, so nobody
 * knows which value the model meant and the call gives up.
 */
export function minimaxValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (types?.has("string")) return raw;
  const v = raw.trim();
  const lower = v.toLowerCase();
  if (lower === "null" || lower === "none" || lower === "nil") return null;
  if (!types) return raw;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v)) return undefined;
  return typeByOrder(raw, types);
}


/** The invoke blocks of MiniMax-M2 (the reader is the kit's, shared with dots). */
const scanBlock = invokeBlocks({ open: OPEN, close: CLOSE, value: minimaxValue });

export const invoke = defineGrammar({
  name: "invoke",
  package: "@pi-tool-repair/grammar-invoke",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: INVOKE_LITERALS,
  scan: scanBlock,
});

export default invoke;
