import { defineGrammar, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { declaredArgTypes, declaredKeys, inRanges, isIdentStart, isQualifiedNameChar, jsonCallBlock, jsonRepeatsKey, keptBlock, keyValueTags, perInput, readToolName, type NameChars, setParam, skipWs, TagValues, typeByOrder, type JsonType, tagSpans } from "@pi-tool-repair/grammar-kit";

const OPEN = "<longcat_tool_call>";
const CLOSE = "</longcat_tool_call>";
const KEY = "<longcat_arg_key>";
const KEY_CLOSE = "</longcat_arg_key>";
const VALUE = "<longcat_arg_value>";
const VALUE_CLOSE = "</longcat_arg_value>";
/** LongCat's own reasoning tags (LongCat-Flash-Thinking-2601's trajectory: `<longcat_think>` … `</longcat_think>`). */
const THINK = "<longcat_think>";
const THINK_CLOSE = "</longcat_think>";
const MAX_NAME = 128;
/** A tool name in this layout (one object for every scan). */
const NAME_CHARS: NameChars = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME };

/**
 * Per input: the spans of `<longcat_think>` … `</longcat_think>` (the host knows only `<think>`); one never closed
 * runs to the end of the text. A call written inside LongCat's reasoning is inert, as one inside `<think>` is.
 */
const longcatThink = perInput((input: ScanInput): [number, number][] => tagSpans(input, THINK, THINK_CLOSE));
const MAX_KEY = 256;

/**
 * Where a value of the key/value layout ends (the kit's `TagValues`): a `</longcat_arg_value>` followed by the
 * `<longcat_arg_key>` of a key the tool declares, or by the call's clean `</longcat_tool_call>`. A value whose
 * end is not certain does not run (docs/policy.md, "Values are content").
 */
const TAGS = keyValueTags({ key: KEY, keyClose: KEY_CLOSE, value: VALUE, valueClose: VALUE_CLOSE, block: OPEN, end: CLOSE, maxKey: MAX_KEY, isNameStart: isIdentStart });

/**
 * A value of the key/value layout, typed by the tool's schema: a string argument, or one the schema does not
 * type, keeps its text exactly; otherwise the trimmed text is typed integer > number > boolean > object > array
 * (`["a", "b"]` for an array argument, as LongCat writes lists), else kept as text (the schema then decides).
 * `undefined`: JSON text with a repeated key (nobody knows which value the model meant), so the call does not run.
 */
export function longcatValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (!types || types.has("string")) return raw;
  const v = raw.trim();
  if ((types.has("object") || types.has("array")) && jsonRepeatsKey(v)) return undefined;
  return typeByOrder(v, types);
}

/**
 * The key/value layout after the opener (at `from`): `NAME` on the opener's line, then
 * `<longcat_arg_key>K</longcat_arg_key><longcat_arg_value>V</longcat_arg_value>` pairs, then
 * `</longcat_tool_call>`; `undefined` when the block is not that layout or a value's end is not certain.
 */
function readKeyValueCall(text: string, from: number, input: ScanInput): ScanResult | undefined {
  const read = readToolName(text, skipWs(text, from), input, NAME_CHARS);
  if (!read) return undefined;
  const name = read.name;
  const i = skipWs(text, read.end);
  if (!text.startsWith(KEY, i) && !text.startsWith(CLOSE, i)) return undefined;
  const schema = input.schemaOf(name);
  const declares = declaredKeys(schema);
  const values = TagValues.of(input, "longcat", TAGS.spec);
  const block = TAGS.pairs(input, i, (at) => values.valueEnd(at, declares));
  if (block === undefined || !text.startsWith(CLOSE, block.end)) return undefined;
  const args: Record<string, unknown> = {};
  for (const p of block.pairs) {
    const value = longcatValue(text.slice(p.from, p.to), declaredArgTypes(schema, p.key));
    // a repeated key, or a value with a repeated key: nobody knows which the model meant, the block stays text
    if (value === undefined || !setParam(args, p.key, value)) return undefined;
  }
  return { end: block.end + CLOSE.length, calls: [{ name, arguments: args }] };
}

/**
 * Meituan LongCat: `<longcat_tool_call>` holding one call, blocks written back to back, in either of the two
 * layouts LongCat models write:
 * - one JSON envelope, `{"name": …, "arguments": {…}}` (SGLang `longcat_detector`, the LongCat-Flash-Chat
 *   template; kit `callOf`: an unknown member or two argument spellings make it no call);
 * - `NAME` then `<longcat_arg_key>`/`<longcat_arg_value>` pairs (GLM's layout with LongCat's tags), as the tool
 *   prompt of LongCat-Flash-Thinking-2601 asks and its published trajectory shows
 *   (meituan-longcat/LongCat-Flash-Thinking-2601 `examples/search_tool_trajectory.txt`); values typed by the schema.
 */
export const longcat = defineGrammar({
  name: "longcat",
  package: "@pi-tool-repair/grammar-longcat",
  host: "^1.0.0",
  markers: [OPEN],
  // JSON inside OPEN … CLOSE is this grammar's: bare-JSON grammars (llama, xlam) leave it alone
  owns: [{ open: OPEN, close: CLOSE }],
  literals: [KEY, KEY_CLOSE, VALUE_CLOSE, THINK, THINK_CLOSE],
  scan(text, at, input): ScanResult | undefined {
    // inside LongCat's own reasoning tags: inert, as inside `<think>`
    if (inRanges(longcatThink(input), at)) return undefined;
    const body = at + OPEN.length;
    // a closed block it refuses is kept markup (text that counts in the sentence groups), never reaching over
    // the next opener
    return jsonCallBlock(text, body, CLOSE, input) ?? readKeyValueCall(text, body, input) ?? keptBlock(input, body, CLOSE, OPEN);
  },
});

export default longcat;
