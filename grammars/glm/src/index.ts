import { defineGrammar, type AssistantMessage, type JSONSchema, type RepairContext, type ScanInput, type ScanResult } from "@pi-tool-repair/host";
import { declaredArgTypes, declaredKeys, isPlainObject, isToolName, keptBlock, keyValueTags, numbersExact, parseJsonAt, parsePythonLiteral, pastEndToken, readToolName, type NameChars, setParam, TagValues, toStructured, skipWs, QUOTE, isIdentStart, isQualifiedNameChar } from "@pi-tool-repair/grammar-kit";

const OPEN = "<tool_call>";
const CLOSE = "</tool_call>";
const KEY = "<arg_key>";
const KEY_CLOSE = "</arg_key>";
const VALUE = "<arg_value>";
const VALUE_CLOSE = "</arg_value>";
/** GLM's stop token after a call; stripped with the block when it leaks too. */
const OBSERVATION = "<|observation|>";
/** Ling 3's end-of-turn token, which may arrive spelled out as text right after a call; stripped with the block. */
const ROLE_END = "<|role_end|>";
/** What may follow a call and goes with it: the observation token, or Ling 3's end of turn. */
const TURN_ENDS: readonly string[] = [OBSERVATION, ROLE_END];
const MAX_NAME = 128;
/** A tool name in this layout (one object for every scan). */
const NAME_CHARS: NameChars = { start: isIdentStart, char: isQualifiedNameChar, max: MAX_NAME };
const MAX_KEY = 256;




/** Whether the tool's schema says this argument is a string (then the value is kept as written). */
function isStringArg(schema: JSONSchema | undefined, key: string): boolean {
  const types = declaredArgTypes(schema, key);
  if (!types) return false;
  for (const t of types) if (t !== "string" && t !== "null") return false;
  return types.has("string");
}

/** The glm grammar's options (`config.options.glm`). */
export interface GlmOptions {
  [key: string]: unknown;
  /** Whether a string parameter's value written as one JSON string literal (`"Seoul"`) is that string (HyperCLOVA X). */
  jsonLiteralValues: boolean;
}

export const GLM_OPTIONS = {
  type: "object",
  properties: {
    jsonLiteralValues: {
      description: 'Read a string parameter written as one JSON string literal (`<arg_value>"Seoul"</arg_value>`) as that string, as HyperCLOVA X SEED Think writes values (vLLM hyperclovax_seed_think). Off for GLM, whose strings are raw text.',
      type: "boolean",
      default: false,
    },
  },
  additionalProperties: false,
} as const;

/** A value that is one JSON string literal, blanks around it allowed (`"Seoul"` → `Seoul`), else `undefined`. */
function jsonStringLiteral(raw: string): string | undefined {
  const value = raw.trim();
  if (value.charCodeAt(0) !== QUOTE) return undefined; // `"`
  const json = parseJsonAt(value, 0);
  return json && json.end === value.length && typeof json.value === "string" ? json.value : undefined;
}

/** vLLM `glm4_moe_tool_parser`: stripped, then `json.loads`, then `ast.literal_eval`, then the raw text. */
export function decodeGlmValue(raw: string): unknown {
  const value = raw.trim();
  if (value.length === 0) return value;
  // a number a double cannot carry exactly (`1234567890123456789`, `1e400`) keeps its text: the schema decides
  if (!numbersExact(value)) return value;
  const json = parseJsonAt(value, 0);
  if (json && json.end === value.length) return json.value;
  const py = parsePythonLiteral(value);
  if (py) return py.value;
  // `[{\"id\": \"1\"}]`: JSON written with its quotes escaped, decoded once (as SGLang's GLM parser does)
  return toStructured(value, "array") ?? toStructured(value, "object") ?? value;
}

/**
 * Where a value ends (see `TagValues`): a `</arg_value>` followed by the `<arg_key>` of a key the tool
 * declares, or by the block's clean `</tool_call>`; a complete GLM block written inside a value stays in it.
 * A value whose end is not certain (never closed, holding a lone `<arg_value>` with no key or with a declared
 * key, which cannot be told from a dropped close, or two readings) does not run. An `<arg_value>` with no key
 * before it names no parameter: it counts as one (the cautious reading).
 */
const GLM_TAGS = keyValueTags({ key: KEY, keyClose: KEY_CLOSE, value: VALUE, valueClose: VALUE_CLOSE, block: OPEN, end: CLOSE, maxKey: MAX_KEY, isNameStart: isIdentStart, blankKeys: true });
const SPEC = GLM_TAGS.spec;

/**
 * GLM-4.5 … 5: `<tool_call>NAME\n<arg_key>k</arg_key>\n<arg_value>v</arg_value>…</tool_call>`, the one-line
 * form, and `<tool_call>NAME</tool_call>` for a call without arguments. Shapes that are not GLM's (Hermes
 * JSON, Qwen3-Coder `<function=…>`) are left to their grammars. The structure is checked before any value
 * is sliced, so a block that fails costs only its own markup.
 */
function scanGlm(text: string, at: number, input: ScanInput, options: GlmOptions): ScanResult | undefined {
  const read = readToolName(text, skipWs(text, at + OPEN.length), input, NAME_CHARS);
  if (!read) return undefined;
  const name = read.name;
  let i = skipWs(text, read.end);
  // GLM's own layout from here on (a name, then a key or the close): a closed block it refuses stays text, but the
  // host sees it (`keep`), so a refused block beside a call inside a sentence makes both prose
  if (!text.startsWith(KEY, i) && !text.startsWith(CLOSE, i)) return undefined;
  return readGlmCall(text, i, name, input, options) ?? keptBlock(input, at + OPEN.length, CLOSE, OPEN);
}

/** The pairs and the close after the name (at `from`), typed by the tool's schema; undefined where refused. */
function readGlmCall(text: string, from: number, name: string, input: ScanInput, options: GlmOptions): ScanResult | undefined {
  const declares = declaredKeys(input.schemaOf(name));
  const values = TagValues.of(input, "glm", SPEC);
  const read = GLM_TAGS.pairs(input, from, (at) => values.valueEnd(at, declares));
  if (read === undefined) return undefined;
  const { pairs, end: i } = read;
  if (!text.startsWith(CLOSE, i)) return undefined;
  const end = pastEndToken(text, i + CLOSE.length, TURN_ENDS);
  const schema = input.schemaOf(name);
  const args: Record<string, unknown> = {};
  for (const p of pairs) {
    const raw = text.slice(p.from, p.to);
    // a string parameter is raw text in GLM's layout; HyperCLOVA X writes it as a JSON literal (`jsonLiteralValues`)
    const value = isStringArg(schema, p.key) ? (options.jsonLiteralValues ? (jsonStringLiteral(raw) ?? raw) : raw) : decodeGlmValue(raw);
    // a repeated key: nobody knows which value the model meant, the block stays text
    if (!setParam(args, p.key, value)) return undefined;
  }
  return { end, calls: [{ name, arguments: args }] };
}

/**
 * A native toolCall name that carries the whole GLM call (`read<arg_key>filePath</arg_key><arg_value>/a</arg_value>`:
 * GLM-5 behind an API whose parser put the call into the name, zai-org/GLM-5#84): the tool and its arguments, or
 * `undefined`. The tool must be declared (with declared tools) or pass the strict name rule; each value ends at its
 * first `</arg_value>`, which only the next `<arg_key>` or the end of the name may follow; a key or value holding GLM
 * markup, or a repeated key, gives nothing. Values are typed as in a block (a string parameter keeps its text).
 */
export function glmCallInName(leaked: string, tools: RepairContext["tools"]): { name: string; arguments: Record<string, unknown> } | undefined {
  const first = leaked.indexOf(KEY);
  if (first <= 0) return undefined;
  const name = leaked.slice(0, first).trim();
  if (tools.size > 0 ? !tools.has(name) : !isToolName(name)) return undefined;
  const schema = tools.get(name);
  const args: Record<string, unknown> = {};
  for (let i = first; i < leaked.length; ) {
    if (!leaked.startsWith(KEY, i)) return undefined;
    const keyEnd = leaked.indexOf(KEY_CLOSE, i + KEY.length);
    if (keyEnd < 0) return undefined;
    const key = leaked.slice(i + KEY.length, keyEnd).trim();
    if (key.length === 0 || key.length > MAX_KEY || key.includes("<")) return undefined;
    const at = skipWs(leaked, keyEnd + KEY_CLOSE.length);
    if (!leaked.startsWith(VALUE, at)) return undefined;
    const from = at + VALUE.length;
    const to = leaked.indexOf(VALUE_CLOSE, from);
    if (to < 0) return undefined;
    const raw = leaked.slice(from, to);
    if (raw.includes(KEY) || raw.includes(VALUE) || raw.includes(KEY_CLOSE)) return undefined; // two readings
    if (!setParam(args, key, isStringArg(schema, key) ? raw : decodeGlmValue(raw))) return undefined; // a repeated key
    i = skipWs(leaked, to + VALUE_CLOSE.length);
  }
  return { name, arguments: args };
}

/**
 * stripGrammar: a native toolCall whose name is a whole GLM call and whose arguments are empty gets the tool's name
 * and the arguments from its name. Arguments beside the ones in the name (two spellings) leave the block as it is,
 * as does any name `glmCallInName` refuses: pi then reports the unknown tool and the model sends the call again.
 */
function stripNative(message: AssistantMessage, ctx: RepairContext): AssistantMessage {
  let content: unknown[] | undefined;
  message.content.forEach((block, index) => {
    const call = block as { type?: unknown; name?: unknown; arguments?: unknown };
    if (typeof block !== "object" || block === null || call.type !== "toolCall" || typeof call.name !== "string") return;
    if (!call.name.includes(KEY)) return;
    const empty = call.arguments === undefined || (isPlainObject(call.arguments) && Object.keys(call.arguments).length === 0);
    if (!empty) return;
    const found = glmCallInName(call.name, ctx.tools);
    if (!found) return;
    content ??= [...message.content];
    content[index] = { ...call, name: found.name, arguments: found.arguments };
  });
  return content ? ({ ...message, content } as AssistantMessage) : message;
}

/** GLM `<tool_call>NAME<arg_key>…</arg_key><arg_value>…</arg_value></tool_call>` → a toolCall block. */
export const glm = defineGrammar<GlmOptions>({
  name: "glm",
  package: "@pi-tool-repair/grammar-glm",
  host: "^1.0.0",
  markers: [OPEN],
  owns: [{ open: OPEN, close: CLOSE }],
  literals: [KEY_CLOSE],
  options: GLM_OPTIONS,
  scan: scanGlm,
  stripGrammar: stripNative,
});

export default glm;
