/**
 * Typing XML/text parameter values by the tool's schema: the XML-like grammars (dsml, invoke, qwen,
 * seed-oss, step3) read each parameter as text and type it with these.
 */
import { parseJson } from "./json.js";
import { parsePythonLiteral } from "./python.js";
import { joinPointer } from "./pointer.js";
import { declaredTypes, subschemasAt } from "./schema.js";
import type { JSONSchema, JsonType } from "./types.js";

/** The JSON types the schema of `tool` declares for its top-level key `key`; `undefined` = unknown (no schema, key not in it, or unconstrained). */
export function typesOf(tool: JSONSchema | undefined, key: string): Set<JsonType> | undefined {
  if (tool === undefined || tool === null || typeof tool !== "object") return undefined;
  const subs = subschemasAt(tool, joinPointer("", key));
  if (subs.length === 0) return undefined;
  const all = new Set<JsonType>();
  let constrained = false;
  for (const s of subs) {
    const t = declaredTypes(s, tool);
    if (!t) continue;
    constrained = true;
    for (const x of t) all.add(x);
  }
  return constrained ? all : undefined;
}

const INTEGER = /^[-+]?\d{1,300}$/;
const NUMBER = /^[-+]?(?:\d{1,300}(?:\.\d{0,300})?|\.\d{1,300})(?:[eE][-+]?\d{1,5})?$/;

/** `"42"` → 42 when it is an integer literal (bounded regex on a short token). */
export function toInteger(raw: string): number | undefined {
  const s = raw.trim();
  if (s.length > 300 || !INTEGER.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** `"4.5"` → 4.5 when it is a JSON-like number literal (bounded regex on a short token). */
export function toNumber(raw: string): number | undefined {
  const s = raw.trim();
  if (s.length > 300 || !NUMBER.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** `"true"` / `"false"` (any case, trimmed) → the boolean; anything else `undefined`. */
export function toBoolean(raw: string): boolean | undefined {
  const s = raw.trim().toLowerCase();
  return s === "true" ? true : s === "false" ? false : undefined;
}

/** JSON first, then a Python literal (`{'a': True}`), of the wanted kind. */
export function toStructured(raw: string, kind: "object" | "array"): unknown {
  const s = raw.trim();
  // a duplicate key fails both readers: no value is chosen for the model
  const value: unknown = parseJson(s)?.value ?? parsePythonLiteral(s)?.value;
  if (kind === "array") return Array.isArray(value) ? value : undefined;
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

/** The JSON type of a parsed value (`integer` for whole numbers). */
export function jsonType(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

/** Whether `value` is of one of `types` (an integer also fits `number`). */
export function acceptsValue(types: ReadonlySet<JsonType>, value: unknown): boolean {
  const t = jsonType(value);
  return types.has(t) || (t === "integer" && types.has("number"));
}

/**
 * A raw text value typed by the schema's types, trying integer > number > boolean > object > array >
 * string (the order of vLLM's MiniMax-M2 parser). Without types it stays text.
 */
export function typeByOrder(raw: string, types: ReadonlySet<JsonType> | undefined): unknown {
  if (!types || types.has("string")) return raw;
  if (types.has("integer")) {
    const n = toInteger(raw);
    if (n !== undefined) return n;
  }
  if (types.has("number")) {
    const n = toNumber(raw);
    if (n !== undefined) return n;
  }
  if (types.has("boolean")) {
    const b = toBoolean(raw);
    if (b !== undefined) return b;
  }
  if (types.has("object")) {
    const v = toStructured(raw, "object");
    if (v !== undefined) return v;
  }
  if (types.has("array")) {
    const v = toStructured(raw, "array");
    if (v !== undefined) return v;
  }
  if (types.has("null") && raw.trim() === "null") return null;
  return raw;
}
