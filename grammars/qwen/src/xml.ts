/**
 * The Qwen3-Coder inner grammar, shared by `<tool_call>` (qwen) and `<seed:tool_call>` (seed-oss):
 * `<function=NAME>` then `<parameter=KEY>\nVALUE\n</parameter>`… then `</function>`. Forward only.
 * Exported as `@pi-tool-repair/grammar-qwen/xml`; grammar-seed-oss imports it from there.
 */
import type { JSONSchema, JsonType, ScanInput } from "@pi-tool-repair/host";
import { parseJsonAt } from "@pi-tool-repair/host";
import { toBoolean, typeByOrder, typesOf } from "./values.js";

export const FUNCTION_OPEN = "<function=";
const FUNCTION_CLOSE = "</function>";
const PARAM_OPEN = "<parameter=";
const PARAM_CLOSE = "</parameter>";
const MAX_NAME = 256;

export interface FunctionBlock {
  name: string;
  arguments: Record<string, unknown>;
  end: number;
}

export function skipWs(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else return i;
  }
}

/** Reads `NAME>` at `i`: a short name on one line with no `<`. Returns the trimmed name and the index after `>`. */
function readHeader(text: string, i: number): { name: string; end: number } | undefined {
  const stop = Math.min(text.length, i + MAX_NAME);
  for (let j = i; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === 62) {
      const name = text.slice(i, j).trim();
      return name ? { name, end: j + 1 } : undefined;
    }
    if (c === 10 || c === 13 || c === 60) return undefined;
  }
  return undefined;
}

/** vLLM qwen3coder: exactly one leading and one trailing newline go. */
function trimOneNewline(value: string): string {
  let s = value;
  if (s.startsWith("\r\n")) s = s.slice(2);
  else if (s.startsWith("\n")) s = s.slice(1);
  if (s.endsWith("\r\n")) s = s.slice(0, -2);
  else if (s.endsWith("\n")) s = s.slice(0, -1);
  return s;
}

/** A Qwen3-Coder value typed by the schema: `null` → null; a key the schema does not type stays text. */
export function qwenValue(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (raw.toLowerCase() === "null") return null;
  if (!types || types.has("string")) return raw;
  if (types.size === 1 && types.has("boolean")) return toBoolean(raw) ?? false;
  return typeByOrder(raw, types);
}

/**
 * Reads one `<function=…>…</function>` block at `at` (which must hold `<function=`). `undefined` when it
 * is malformed or not closed by `</function>`, or (with `closers`) by one of those literals. A value
 * never runs past the next `<function=` or one of `openers` (the wrapper's opener), so every block is
 * read up to the next opener at most and unclosed openers stay linear.
 */
export function parseFunctionBlock(
  text: string,
  at: number,
  input: ScanInput,
  closers: readonly string[] = [],
  openers: readonly string[] = [],
): FunctionBlock | undefined {
  if (!text.startsWith(FUNCTION_OPEN, at)) return undefined;
  const header = readHeader(text, at + FUNCTION_OPEN.length);
  if (!header) return undefined;
  const name = header.name;
  const schema: JSONSchema | undefined = input.schemaOf(name);
  let i = skipWs(text, header.end);
  const args: Record<string, unknown> = {};
  // `<function=N>{json}</function>` (llama.cpp's Hermes-2-Pro variant)
  if (text.charCodeAt(i) === 123) {
    const json = parseJsonAt(text, i);
    if (!json || json.value === null || typeof json.value !== "object" || Array.isArray(json.value)) return undefined;
    i = skipWs(text, json.end);
    if (!text.startsWith(FUNCTION_CLOSE, i)) return undefined;
    return { name, arguments: json.value as Record<string, unknown>, end: i + FUNCTION_CLOSE.length };
  }
  for (;;) {
    if (text.startsWith(FUNCTION_CLOSE, i)) return { name, arguments: args, end: i + FUNCTION_CLOSE.length };
    for (const c of closers) if (text.startsWith(c, i)) return { name, arguments: args, end: i };
    if (!text.startsWith(PARAM_OPEN, i)) return undefined;
    const key = readHeader(text, i + PARAM_OPEN.length);
    if (!key) return undefined;
    const stop = input.indexOfAny([PARAM_CLOSE, PARAM_OPEN, FUNCTION_CLOSE, FUNCTION_OPEN, ...closers, ...openers], key.end);
    // cut mid-value, or a new block opens before this one closed: never run
    if (!stop || stop.literal === FUNCTION_OPEN || openers.includes(stop.literal)) return undefined;
    const raw = trimOneNewline(text.slice(key.end, stop.at));
    // a repeated key: the last one wins, as in a Python dict
    Object.defineProperty(args, key.name, { value: qwenValue(raw, typesOf(schema, key.name)), enumerable: true, writable: true, configurable: true });
    i = stop.literal === PARAM_CLOSE ? skipWs(text, stop.at + PARAM_CLOSE.length) : stop.at;
  }
}
