/**
 * The engine boundary: what a plugin hands back to the host is checked before the host commits it.
 *
 * - `notPlainJson(value)`: repaired arguments and recovered calls must be plain JSON (no cycle, no BigInt,
 *   function, symbol, `undefined`, NaN/Infinity, no class instance). One linear walk, no recursion.
 * - `checkCandidate(candidate, text)`: a grammar's candidate must lie inside the text it was found in and
 *   carry plain-JSON calls.
 * - `frozenSchema(schema)`: the deep-frozen copy of a tool schema that rules are given, made once per schema
 *   object, so a rule can never change the live schema pi validates with.
 * - `isToolCallBlock(block)`: a content block that is a tool call; `null` and non-objects are not.
 */
import type { Block, JSONSchema, ToolCallBlock, ToolMap } from "./types.js";
import type { Candidate } from "./define.js";
import { joinPointer } from "@pi-tool-repair/grammar-kit";

/** Whether a content block is a `toolCall` block. Tolerates `null`, primitives and arrays in `content`. */
export function isToolCallBlock(block: unknown): block is ToolCallBlock {
  return typeof block === "object" && block !== null && !Array.isArray(block) && (block as { type?: unknown }).type === "toolCall";
}

/** Whether a content block is an object (anything else is passed through untouched). */
export function isBlockObject(block: unknown): block is Block {
  return typeof block === "object" && block !== null && !Array.isArray(block);
}

function isPlainPrototype(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Why `value` is not plain JSON (`"<where>: <what>"`), or `undefined` when it is. Plain JSON: `null`,
 * booleans, finite numbers, strings, arrays without holes or `undefined`, and objects whose prototype is
 * `Object.prototype` or `null` with string keys and JSON values. A value reached twice is fine (it is
 * written twice); a value that contains itself is a cycle. Linear in the number of values.
 */
export function notPlainJson(value: unknown): string | undefined {
  quickBudget = QUICK_VALUES;
  if (quickPlain(value, 0)) return undefined;
  return whyNotPlainJson(value);
}

/** How many objects and arrays the quick walk looks at before it leaves the value to the full walk. */
const QUICK_VALUES = 4096;
const QUICK_DEPTH = 64;
let quickBudget = 0;

/**
 * Whether `v` is certainly plain JSON: the checks of the full walk, without paths, sets or a stack of
 * tuples, for the small trees calls are. `false` means "not sure" (a problem, a cycle, a deep or large
 * value): then the full walk decides and names the problem.
 */
function quickPlain(v: unknown, depth: number): boolean {
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v);
    case "object":
      break;
    default:
      return false;
  }
  if (v === null) return true;
  if (depth > QUICK_DEPTH || --quickBudget < 0) return false;
  if (Object.getOwnPropertySymbols(v).length > 0) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!(i in v) || !quickPlain(v[i], depth + 1)) return false;
    return true;
  }
  if (!isPlainPrototype(v)) return false;
  // no descriptor objects and no key list: a recovered call's arguments are read for every call of a message
  for (const key in v) {
    if (!Object.hasOwn(v, key)) return false; // an enumerable key on the prototype: the full walk decides
    // an accessor has a getter or a setter (one with neither reads as undefined, which is not JSON either)
    if (lookupGetter.call(v, key) !== undefined || lookupSetter.call(v, key) !== undefined) return false;
    if (!quickPlain((v as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/** `Object.prototype.__lookupGetter__` / `__lookupSetter__`: an own property's accessor functions, with nothing allocated. */
const lookupGetter = (Object.prototype as unknown as { __lookupGetter__(key: string): unknown }).__lookupGetter__;
const lookupSetter = (Object.prototype as unknown as { __lookupSetter__(key: string): unknown }).__lookupSetter__;

/** The full walk of `notPlainJson`: linear, with the path of the first problem. */
function whyNotPlainJson(value: unknown): string | undefined {
  const done = new Set<object>();
  const open = new Set<object>();
  // explicit stack: [value, path] to enter, or [object, path, true] to leave
  const stack: [unknown, string, boolean][] = [[value, "", false]];
  while (stack.length > 0) {
    const [v, path, leaving] = stack.pop()!;
    const where = path || "/";
    if (leaving) {
      open.delete(v as object);
      done.add(v as object);
      continue;
    }
    switch (typeof v) {
      case "string":
      case "boolean":
        continue;
      case "number":
        if (!Number.isFinite(v)) return `${where}: ${String(v)} is not a JSON number`;
        continue;
      case "undefined":
        return `${where}: undefined is not JSON`;
      case "bigint":
        return `${where}: a BigInt is not JSON`;
      case "function":
        return `${where}: a function is not JSON`;
      case "symbol":
        return `${where}: a symbol is not JSON`;
    }
    if (v === null) continue;
    const obj = v as object;
    if (open.has(obj)) return `${where}: a cycle (the value contains itself)`;
    if (done.has(obj)) continue;
    if (Object.getOwnPropertySymbols(obj).length > 0) return `${where}: an object with symbol keys is not JSON`;
    open.add(obj);
    stack.push([obj, path, true]);
    if (Array.isArray(obj)) {
      for (let i = obj.length - 1; i >= 0; i--) {
        if (!(i in obj)) return `${joinPointer(path, i)}: an array hole is not JSON`;
        stack.push([obj[i], joinPointer(path, i), false]);
      }
      continue;
    }
    if (!isPlainPrototype(obj)) return `${where}: a ${obj.constructor?.name ?? "non-plain"} object is not JSON`;
    const keys = Object.keys(obj);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const descriptor = Object.getOwnPropertyDescriptor(obj, key)!;
      if (!("value" in descriptor)) return `${joinPointer(path, key)}: an accessor property is not JSON`;
      stack.push([descriptor.value, joinPointer(path, key), false]);
    }
  }
  return undefined;
}

/**
 * Why a grammar's candidate cannot be used on `text`, or `undefined` when it can: its span must be
 * integers with `0 <= start <= end <= text.length`, its `calls` an array of `{name: string, arguments}`
 * with plain-JSON arguments, its `replacement` a string when present. The host drops a bad candidate
 * (and logs the reason) instead of cutting the text at a wrong place or committing a non-JSON call.
 */
export function checkCandidate(candidate: Candidate, text: string): string | undefined {
  const { start, end } = candidate;
  if (!Number.isInteger(start) || !Number.isInteger(end)) return `span ${String(start)}..${String(end)} is not a pair of integers`;
  if (start < 0 || end > text.length || start > end) return `span ${start}..${end} lies outside the text (length ${text.length})`;
  if (candidate.replacement !== undefined && typeof candidate.replacement !== "string") return "replacement is not a string";
  if (!Array.isArray(candidate.calls)) return "calls is not an array";
  for (let i = 0; i < candidate.calls.length; i++) {
    const call = candidate.calls[i] as unknown;
    if (typeof call !== "object" || call === null || typeof (call as { name?: unknown }).name !== "string") return `call ${i} has no tool name`;
    const why = notPlainJson((call as { arguments?: unknown }).arguments);
    if (why !== undefined) return `call ${i} (${(call as { name: string }).name}) arguments are not plain JSON (${why})`;
  }
  return undefined;
}

const frozen = new WeakMap<object, JSONSchema>();

/**
 * A deep-frozen copy of `schema` (own enumerable string keys; shared subschemas stay shared, cycles stay
 * cycles), made once per schema object and cached weakly. A boolean schema is itself. The live schema is
 * never touched: pi validates with it, and freezing it would break pi or other extensions.
 */
export function frozenSchema(schema: JSONSchema): JSONSchema {
  if (typeof schema !== "object" || schema === null) return schema;
  const hit = frozen.get(schema);
  if (hit !== undefined) return hit;
  const copies = new Map<object, object>();
  const copyOf = (v: object): object => {
    let c = copies.get(v);
    if (c === undefined) {
      c = Array.isArray(v) ? new Array<unknown>(v.length) : {};
      copies.set(v, c);
      work.push([v, c]);
    }
    return c;
  };
  const work: [object, object][] = [];
  const root = copyOf(schema);
  while (work.length > 0) {
    const [from, to] = work.pop()!;
    for (const key of Object.keys(from)) {
      const v = (from as Record<string, unknown>)[key];
      const value = typeof v === "object" && v !== null ? copyOf(v) : v;
      Object.defineProperty(to, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  for (const c of copies.values()) Object.freeze(c);
  frozen.set(schema, root as JSONSchema);
  frozen.set(root, root as JSONSchema); // the copy is its own frozen copy
  return root as JSONSchema;
}

/** The last frozen tool map made for a tool map, with the entries it was made from. */
const frozenMaps = new WeakMap<ToolMap, { from: [string, JSONSchema | undefined][]; to: [string, JSONSchema | undefined][]; map: ToolMap }>();

/** Whether `map` holds exactly `entries`, in order (same names, same schema objects). */
function holds(map: ToolMap, entries: readonly [string, JSONSchema | undefined][]): boolean {
  if (map.size !== entries.length) return false;
  let k = 0;
  for (const [name, schema] of map) {
    const e = entries[k++]!;
    if (e[0] !== name || e[1] !== schema) return false;
  }
  return true;
}

/**
 * The tool map rules see: every schema replaced by its deep-frozen copy. Made once per tool map and reused
 * while neither map changed (both are compared entry by entry: a tool added to the context, or a rule that
 * wrote to the copy, makes a fresh one).
 */
export function frozenTools(tools: ToolMap): ToolMap {
  const hit = frozenMaps.get(tools);
  if (hit && holds(tools, hit.from) && holds(hit.map, hit.to)) return hit.map;
  const out = freezeTools(tools);
  frozenMaps.set(tools, { from: [...tools], to: [...out], map: out });
  return out;
}

function freezeTools(tools: ToolMap): ToolMap {
  const out = new Map<string, JSONSchema | undefined>();
  for (const [name, schema] of tools) {
    try {
      out.set(name, schema === undefined ? undefined : frozenSchema(schema));
    } catch {
      out.set(name, undefined); // a schema that cannot be read is no schema to the rules
    }
  }
  return out;
}
