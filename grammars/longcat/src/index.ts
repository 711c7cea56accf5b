import { defineGrammar, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { declaredArgTypes, declaredKeys, jsonCallBlock, keptBlock, keyValueTags, numbersExact, parseJsonAt, parsePythonLiteral, readToolName, setParam, skipWs, TagValues, OPEN_BRACE, isIdentStart, isQualifiedNameChar } from "@pi-tool-repair/grammar-kit";

const OPEN = "<longcat_tool_call>";
const CLOSE = "</longcat_tool_call>";
const KEY = "<longcat_arg_key>";
const KEY_CLOSE = "</longcat_arg_key>";
const VALUE = "<longcat_arg_value>";
const VALUE_CLOSE = "</longcat_arg_value>";
const MAX_NAME = 128;
const MAX_KEY = 256;

/**
 * Where a value of the key/value layout ends (the kit's `TagValues`): a `</longcat_arg_value>` followed by the
 * `<longcat_arg_key>` of a key the tool declares, or by the block's clean `</longcat_tool_call>`. A value whose
 * end is not certain does not run (docs/policy.md, "Values are content").
 */
const LONGCAT_TAGS = keyValueTags({ key: KEY, keyClose: KEY_CLOSE, value: VALUE, valueClose: VALUE_CLOSE, block: OPEN, end: CLOSE, maxKey: MAX_KEY, isNameStart: isIdentStart });
const SPEC = LONGCAT_TAGS.spec;
const LONGCAT_NAME = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME };

/**
 * A value as mlx-lm's LongCat parser reads it: kept as written where the tool's schema says the argument is a
 * string; else JSON, then a Python literal, else the text (a number a double cannot carry exactly keeps its text:
 * the schema decides).
 */
function decodeValue(raw: string, types: ReadonlySet<string> | undefined): unknown {
  if (types && types.has("string")) return raw;
  const value = raw.trim();
  if (value.length === 0 || !numbersExact(value)) return raw;
  const json = parseJsonAt(value, 0);
  if (json && json.end === value.length) return json.value;
  return parsePythonLiteral(value)?.value ?? raw;
}

/**
 * The key/value layout from `i` (just after the opener and its blanks): `NAME`, then
 * `<longcat_arg_key>K</longcat_arg_key><longcat_arg_value>V</longcat_arg_value>` pairs (none for a call without
 * arguments), then the closer.
 * `undefined` when the block is not this layout (no name, or no key after it); `null` when it is, but refused (a
 * value with no certain end, a repeated key, no closer after the last pair).
 */
function readPairs(text: string, i: number, input: ScanInput): ScanResult | null | undefined {
  const read = readToolName(text, i, input, LONGCAT_NAME);
  if (!read) return undefined;
  const name = read.name;
  const from = skipWs(text, read.end);
  // a name alone is a call without arguments (as GLM's same layout has it)
  if (text.startsWith(CLOSE, from)) return { end: from + CLOSE.length, calls: [{ name, arguments: {} }] };
  if (!text.startsWith(KEY, from)) return undefined;
  const schema = input.schemaOf(name);
  const values = TagValues.of(input, "longcat", SPEC);
  const block = LONGCAT_TAGS.pairs(input, from, (at) => values.valueEnd(at, declaredKeys(schema)));
  if (block === undefined || !text.startsWith(CLOSE, block.end)) return null;
  const args: Record<string, unknown> = {};
  for (const p of block.pairs) {
    // a repeated key: nobody knows which value the model meant, the block stays text
    if (!setParam(args, p.key, decodeValue(text.slice(p.from, p.to), declaredArgTypes(schema, p.key)))) return null;
  }
  return { end: block.end + CLOSE.length, calls: [{ name, arguments: args }] };
}

/**
 * Meituan LongCat-Flash: `<longcat_tool_call>\n{"name": …, "arguments": {…}}\n</longcat_tool_call>`, one call per
 * block, blocks written back to back (SGLang `longcat_detector`, the LongCat-Flash-Chat template). The body is one
 * JSON envelope (kit `callOf`: an unknown member or two argument spellings make it no call). The other layout
 * LongCat deployments write inside the same tag (LongCat-Flash-Lite, LongCat's hosted API): `NAME` then
 * `<longcat_arg_key>`/`<longcat_arg_value>` pairs (mlx-lm's LongCat parser), read as GLM's pairs are; it needs
 * its closer.
 */
export const longcat = defineGrammar({
  name: "longcat",
  package: "@pi-tool-repair/grammar-longcat",
  host: "^1.0.0",
  markers: [OPEN],
  // JSON inside OPEN … CLOSE is this grammar's: bare-JSON grammars (llama, xlam) leave it alone
  owns: [{ open: OPEN, close: CLOSE }],
  literals: [KEY_CLOSE, VALUE_CLOSE],
  scan(text, at, input): ScanResult | undefined {
    const from = at + OPEN.length;
    const i = skipWs(text, from);
    if (text.charCodeAt(i) !== OPEN_BRACE) {
      const pairs = readPairs(text, i, input);
      if (pairs) return pairs;
      // a closed block of the key/value layout it refuses is kept markup, never reaching over the next opener
      if (pairs === null) return keptBlock(input, from, CLOSE, OPEN);
    }
    // a JSON object; a closed block it refuses is kept markup (text that counts in the sentence groups), never
    // reaching over the next opener
    return jsonCallBlock(text, from, CLOSE, input) ?? keptBlock(input, from, CLOSE, OPEN);
  },
});

export default longcat;
