/**
 * Small helpers for JSON-shaped tool calls (`{"name": …, "arguments": {…}}`), shared by the JSON grammars
 * (cohere, granite, internlm, jamba, kimi, llama, mistral, phi4, xlam).
 */
import type { RecoveredCall } from "./types.js";
import { isPlainObject } from "./pointer.js";
import { parseJson } from "./json.js";
import { isZeroWidth } from "./scan.js";

/** A JSON object: not null, not an array (`isPlainObject`). */
export const isRecord: (value: unknown) => value is Record<string, unknown> = isPlainObject;

/**
 * Skips the whitespace between markers: JSON whitespace (space, tab, CR, LF) and the zero-width characters
 * (U+200B, U+200C, U+200D, U+2060, U+FEFF). JSON itself is still read strictly (no zero-width inside it).
 */
export function skipWs(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || isZeroWidth(c)) i++;
    else return i;
  }
}

/** A plausible tool name: short, no spaces, no markup. */
export function isToolName(name: unknown): name is string {
  return typeof name === "string" && name.length > 0 && name.length <= 128 && /^[A-Za-z_][\w.\-]*$/.test(name);
}

/** An arguments value: an object as it is, or a JSON string that decodes to an object (decoded once). */
export function decodeArguments(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== "string") return undefined;
  const parsed = parseJson(value);
  return parsed && isRecord(parsed.value) ? parsed.value : undefined;
}

/**
 * Sets `key` on a parameter object a grammar builds, unless it is already there. A grammar that reads
 * parameters one by one (`<parameter=K>`, `<arg_key>`, `name="K"`) calls this for each and gives up the
 * call when it answers `false`: a repeated parameter means nobody knows which value the model meant.
 */
export function setParam(target: Record<string, unknown>, key: string, value: unknown): boolean {
  if (Object.prototype.hasOwnProperty.call(target, key)) return false;
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return true;
}

/** Which keys of a JSON object name a tool call and hold its arguments. */
export interface CallShape {
  /** The keys that may hold the name, in order of preference. */
  name: readonly string[];
  /** The keys that may hold the arguments, in order of preference. */
  args: readonly string[];
  /** Other keys a call object may carry (an id, `"type": "function"`); any other key makes it data. */
  extra?: readonly string[];
  /** Whether an object with no arguments key is a call with `{}`. */
  argsOptional?: boolean;
}

/**
 * The standard call object: `name`, its arguments under `arguments` or `parameters`, and optionally `id` and
 * `"type": "function"` (granite, xlam; with `argsOptional`, jamba, mistral, phi4).
 */
export const CALL_SHAPE: CallShape = Object.freeze({ name: ["name"], args: ["arguments", "parameters"], extra: ["id", "type"] });

/** The standard call object, where a call with no arguments key is a call with `{}`. */
export const CALL_SHAPE_ARGS_OPTIONAL: CallShape = Object.freeze({ ...CALL_SHAPE, argsOptional: true });

/**
 * `{"name": "f", "arguments": {…}}` (in the given shape, by default `CALL_SHAPE`) → a call, or `undefined` when it is data. An object
 * with two of the keys that hold the arguments (`"parameters"` and `"arguments"`), or two name keys, is data.
 */
export function callOf(value: unknown, shape: CallShape = CALL_SHAPE): RecoveredCall | undefined {
  if (!isRecord(value)) return undefined;
  const allowed = allowedKeys(shape);
  for (const key in value) if (Object.hasOwn(value, key) && !allowed.has(key)) return undefined; // own keys, as Object.keys
  if ("type" in value && value.type !== "function") return undefined;
  // two keys for one role (`"parameters"` beside `"arguments"`) would let the key order decide what runs
  const nameKey = onlyKeyOf(shape.name, value);
  const argsKey = onlyKeyOf(shape.args, value);
  if (nameKey === null || argsKey === null || nameKey === undefined) return undefined;
  const name = value[nameKey];
  if (!isToolName(name)) return undefined;
  if (argsKey === undefined) return shape.argsOptional ? { name, arguments: {} } : undefined;
  const args = decodeArguments(value[argsKey]);
  return args ? { name, arguments: args } : undefined;
}

/** The keys a shape allows, one set per shape (`callOf` reads every JSON object a grammar finds at a marker). */
const allowedOf = new WeakMap<CallShape, ReadonlySet<string>>();
function allowedKeys(shape: CallShape): ReadonlySet<string> {
  let allowed = allowedOf.get(shape);
  if (allowed === undefined) allowedOf.set(shape, (allowed = new Set([...shape.name, ...shape.args, ...(shape.extra ?? [])])));
  return allowed;
}

/** The one key of `keys` that `value` has: `undefined` when it has none, `null` when it has two or more. */
function onlyKeyOf(keys: readonly string[], value: Record<string, unknown>): string | undefined | null {
  let found: string | undefined;
  for (const k of keys) {
    if (!(k in value)) continue;
    if (found !== undefined) return null;
    found = k;
  }
  return found;
}

/** Every element of a JSON array as a call, or `undefined` when the array is empty or one element is data. */
export function callsOf(value: unknown, shape: CallShape = CALL_SHAPE): RecoveredCall[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const calls: RecoveredCall[] = [];
  for (const item of value) {
    const call = callOf(item, shape);
    if (!call) return undefined;
    calls.push(call);
  }
  return calls;
}

const SCHEMA_KEYWORDS = new Set(["type", "properties", "required", "additionalProperties", "description", "title", "$schema", "$defs", "definitions"]);

/**
 * Whether an arguments object is a JSON Schema of parameters (`{"type": "object", "properties": {…}}`):
 * only schema keywords, `type` (when present) `"object"`, and `properties` an object of objects. A bare
 * `{"name": …, "parameters": <that>}` is a tool definition the model printed, not a call — unless the tool's
 * own schema declares a `properties` parameter (`declared`), when it is a call like any other.
 */
export function isSchemaShaped(args: Record<string, unknown>, declared?: unknown): boolean {
  const props = args.properties;
  if (!isRecord(props) || ("type" in args && args.type !== "object")) return false;
  for (const key of Object.keys(args)) if (!SCHEMA_KEYWORDS.has(key)) return false;
  for (const key of Object.keys(props)) if (!isRecord(props[key])) return false;
  const declaredProps = isRecord(declared) && isRecord(declared.properties) ? declared.properties : undefined;
  return !(declaredProps && Object.prototype.hasOwnProperty.call(declaredProps, "properties"));
}
