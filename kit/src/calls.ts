/**
 * Small helpers for JSON-shaped tool calls (`{"name": …, "arguments": {…}}`), shared by the JSON grammars
 * (cohere, granite, internlm, jamba, kimi, llama, mistral, phi4, xlam).
 */
import type { RecoveredCall } from "./types.js";
import { isPlainObject } from "./pointer.js";
import { parseJsonAt } from "./json.js";
import { parseJson } from "./json-text.js";
import { acceptsToolName, type NameView } from "./names.js";
import { OPEN_BRACE, isJsonSpace, isZeroWidth, isLineSpace } from "./chars.js";

/** A JSON object: not null, not an array (`isPlainObject`). */
export const isRecord: (value: unknown) => value is Record<string, unknown> = isPlainObject;

/**
 * Skips the whitespace between markers: JSON whitespace (space, tab, CR, LF) and the zero-width characters
 * (U+200B, U+200C, U+200D, U+2060, U+FEFF). JSON itself is still read strictly (no zero-width inside it).
 */
export function skipWs(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (isJsonSpace(c) || isZeroWidth(c)) i++;
    else return i;
  }
}

/** Spaces and tabs from `i` (`isLineSpace`): what may stand between tokens on one line; a line break ends it. */
export function skipLineSpace(text: string, i: number): number {
  while (isLineSpace(text.charCodeAt(i))) i++;
  return i;
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

/**
 * The spellings of the arguments member that models really emit inside a call envelope (docs/policy.md,
 * "Envelopes"): `arguments` (OpenAI, Hermes and Qwen templates), `parameters` (Llama 3.x, InternLM2, Cohere
 * templates), `args` (Gemini's `functionCall`, which Gemma 3 / 3n imitate) and `input` (Anthropic's
 * `tool_use` blocks). Whatever shape a grammar reads, each of these is the arguments: never dropped, and two of
 * them at once make the object data.
 */
export const ARGUMENT_KEYS: readonly string[] = Object.freeze(["arguments", "parameters", "args", "input"]);

/** Which keys of a JSON object name a tool call and hold its arguments. */
export interface CallShape {
  /** The keys that may hold the name, in order of preference. */
  name: readonly string[];
  /** The keys that may hold the arguments besides `ARGUMENT_KEYS` (which every shape accepts). */
  args: readonly string[];
  /** Other keys a call object may carry (an id, `"type": "function"`); any other key makes it data. */
  extra?: readonly string[];
  /** Whether an object with no arguments key is a call with `{}`. */
  argsOptional?: boolean;
}

/**
 * The standard call object: `name`, its arguments under one of `ARGUMENT_KEYS`, and optionally `id` and
 * `"type": "function"` (granite, xlam; with `argsOptional`, jamba, mistral, phi4).
 */
export const CALL_SHAPE: CallShape = Object.freeze({ name: ["name"], args: ARGUMENT_KEYS, extra: ["id", "type"] });

/** The standard call object, where a call with no arguments key is a call with `{}`. */
export const CALL_SHAPE_ARGS_OPTIONAL: CallShape = Object.freeze({ ...CALL_SHAPE, argsOptional: true });

/** The members of a call envelope: the key of its name and the key of its arguments (`undefined`: none). */
export interface EnvelopeKeys {
  name: string;
  args: string | undefined;
}

/**
 * Which members of a call envelope hold its name and its arguments, or `undefined` when the object is not a
 * call: a member that is neither a name, an arguments spelling (`ARGUMENT_KEYS` or the shape's) nor one of the
 * shape's harmless extras (it may be the arguments under a spelling we do not know: running without it would
 * drop them), two spellings of one role (the key order would decide what runs), no name, or a `type` other
 * than `"function"`. Every grammar that reads JSON envelopes decides with this.
 */
export function envelopeKeys(value: Record<string, unknown>, shape: CallShape = CALL_SHAPE): EnvelopeKeys | undefined {
  const roles = rolesOf(shape);
  let name: string | undefined;
  let args: string | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue; // own keys, as Object.keys
    const role = roles.get(key);
    if (role === undefined) return undefined;
    if (role === ROLE.NAME) {
      if (name !== undefined) return undefined;
      name = key;
    } else if (role === ROLE.ARGS) {
      if (args !== undefined) return undefined;
      args = key;
    }
  }
  if (name === undefined) return undefined;
  if (Object.hasOwn(value, "type") && value.type !== "function") return undefined;
  return { name, args };
}

/**
 * `{"name": "f", "arguments": {…}}` (in the given shape, by default `CALL_SHAPE`) → a call, or `undefined` when
 * it is data (see `envelopeKeys`: an unknown member, or two keys for one role, make it data). The name passes
 * `acceptsToolName` (a tool `names` declares, whatever its characters, or the strict rule).
 */
export function callOf(value: unknown, shape: CallShape = CALL_SHAPE, names?: NameView): RecoveredCall | undefined {
  if (!isRecord(value)) return undefined;
  const keys = envelopeKeys(value, shape);
  if (keys === undefined) return undefined;
  const name = value[keys.name];
  if (!acceptsToolName(name, names)) return undefined;
  if (keys.args === undefined) return shape.argsOptional ? { name, arguments: {} } : undefined;
  const args = decodeArguments(value[keys.args]);
  return args ? { name, arguments: args } : undefined;
}

const ROLE = { NAME: 0, ARGS: 1, EXTRA: 2 } as const;
type Role = (typeof ROLE)[keyof typeof ROLE];

/** The role of each key a shape allows, one map per shape (`callOf` reads every JSON object a grammar finds at a marker). */
const rolesOfShape = new WeakMap<CallShape, ReadonlyMap<string, Role>>();
function rolesOf(shape: CallShape): ReadonlyMap<string, Role> {
  let roles = rolesOfShape.get(shape);
  if (roles === undefined) {
    const made = new Map<string, Role>();
    for (const k of shape.extra ?? []) made.set(k, ROLE.EXTRA);
    for (const k of [...ARGUMENT_KEYS, ...shape.args]) made.set(k, ROLE.ARGS);
    for (const k of shape.name) made.set(k, ROLE.NAME);
    rolesOfShape.set(shape, (roles = made));
  }
  return roles;
}

/** Every element of a JSON array as a call, or `undefined` when the array is empty or one element is data. */
export function callsOf(value: unknown, shape: CallShape = CALL_SHAPE, names?: NameView): RecoveredCall[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const calls: RecoveredCall[] = [];
  for (const item of value) {
    const call = callOf(item, shape, names);
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

/** What a grammar returns for a closed block of its own layout that it refuses (the host's `ScanResult.keep`). */
export interface KeptBlock {
  end: number;
  calls: [];
  keep: true;
}

/**
 * A closed block of a grammar's own layout that it refuses, to the first `close` at or after `from`: kept as text,
 * but seen by the host's prose decisions (a refused block beside a call inside a sentence makes both prose).
 * `undefined` when no `close` follows, or when `open` (the grammar's opener) comes first: a cut block is not the
 * grammar's to report, and its span must not reach over the next block (which is read on its own).
 */
export function keptBlock(input: { indexOf(literal: string, from: number): number }, from: number, close: string, open?: string): KeptBlock | undefined {
  const at = input.indexOf(close, from);
  if (at < 0) return undefined;
  if (open !== undefined) {
    const next = input.indexOf(open, from);
    if (next >= 0 && next < at) return undefined;
  }
  return { end: at + close.length, calls: [], keep: true };
}

/**
 * One JSON call envelope between a grammar's own opener and `close` (`<longcat_tool_call>{…}</longcat_tool_call>`,
 * `[TOOL_REQUEST]{…}[END_TOOL_REQUEST]`): the object after blanks at `from`, read with `callOf` (arguments
 * optional), then `close`. A closer missing only at the very end of the reply is allowed (the stream ended there);
 * anything else after the object is not this layout.
 */
export function jsonCallBlock(text: string, from: number, close: string, names?: NameView): { end: number; calls: RecoveredCall[] } | undefined {
  const i = skipWs(text, from);
  if (text.charCodeAt(i) !== OPEN_BRACE) return undefined; // `{`
  const json = parseJsonAt(text, i);
  const call = json && callOf(json.value, CALL_SHAPE_ARGS_OPTIONAL, names);
  if (!json || !call) return undefined;
  const after = skipWs(text, json.end);
  if (text.startsWith(close, after)) return { end: after + close.length, calls: [call] };
  return after >= text.length ? { end: json.end, calls: [call] } : undefined;
}
