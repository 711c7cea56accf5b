/**
 * Muse Glimmer: `<atem:function_calls>` then one or more
 * `<atem:invoke name="N"><atem:parameter name="K">V</atem:parameter></atem:invoke>`, then
 * `</atem:function_calls>` — MiniMax-M2's invoke layout with `atem:`-prefixed tags (the invoke reader is the
 * kit's, shared with invoke and dots). The message framing around it (`<|start|>assistant to=N<|message|>` …
 * `<|eom|>`, Harmony's shape) is not read: only the block runs. Peers: vLLM `muse_glimmer`, SGLang
 * `MuseGlimmerDetector`, Ollama `glimmer`.
 */
import { defineGrammar, type JsonType } from "@pi-tool-repair/host";
import { invokeBlocks, invokeTags, jsonRepeatsKey, typeByOrder } from "@pi-tool-repair/grammar-kit";

const OPEN = "<atem:function_calls>";
const CLOSE = "</atem:function_calls>";
const TAG_PREFIX = "atem:";

/**
 * A Glimmer value typed by the schema (as Ollama's parser types it): a string, or a value the schema does not
 * type, keeps its text exactly; `null` is null unless the schema says string; other types are read from the
 * trimmed text (integer > number > boolean > object > array), else the text stays for the schema to decide.
 * `undefined`: JSON with a repeated key (nobody knows which value the model meant), so the call does not run.
 */
export function glimmerValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (!types || types.has("string")) return raw;
  const v = raw.trim();
  if (v === "null") return null;
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v)) return undefined;
  return typeByOrder(raw, types);
}

const scanBlock = invokeBlocks({ open: OPEN, close: CLOSE, value: glimmerValue, tagPrefix: TAG_PREFIX });

export const glimmer = defineGrammar({
  name: "glimmer",
  package: "@pi-tool-repair/grammar-glimmer",
  host: "^1.0.0",
  stage: 100,
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: invokeTags(TAG_PREFIX).literals,
  meta: { description: "Muse Glimmer ATEM tool calls (<atem:function_calls><atem:invoke name=…>)" },
  scan: scanBlock,
});

export default glimmer;
