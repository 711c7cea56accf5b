/** Reading JSON Schemas: the subschemas that apply at a data path, and what types they accept. */
import type { JSONSchema, JsonType } from "./types.js";
import { isPlainObject, parsePointer } from "./pointer.js";

type SchemaObject = { readonly [key: string]: unknown };

function asObject(schema: unknown): SchemaObject | undefined {
  return isPlainObject(schema) ? (schema as SchemaObject) : undefined;
}

/** Resolves a local `$ref` (`#/definitions/x`, `#/$defs/x`, `#`) against `root`. */
function resolveRef(root: JSONSchema, ref: string): SchemaObject | undefined {
  if (!ref.startsWith("#")) return undefined;
  let node: unknown = root;
  for (const seg of parsePointer(decodeURIComponent(ref.slice(1)))) {
    const obj = asObject(node);
    if (!obj) return undefined;
    node = obj[seg];
  }
  return asObject(node);
}

/**
 * The schema and everything it is composed of (`$ref`, `allOf`, `anyOf`, `oneOf`), flattened.
 * Bounded: a `$ref` cycle is followed once.
 */
export function expandSchema(schema: unknown, root: JSONSchema = schema as JSONSchema): SchemaObject[] {
  const out: SchemaObject[] = [];
  const seen = new Set<SchemaObject>();
  const visit = (s: unknown) => {
    const obj = asObject(s);
    if (!obj || seen.has(obj)) return;
    seen.add(obj);
    out.push(obj);
    if (typeof obj.$ref === "string") visit(resolveRef(root, obj.$ref));
    for (const k of ["allOf", "anyOf", "oneOf"] as const) {
      const list = obj[k];
      if (Array.isArray(list)) for (const sub of list) visit(sub);
    }
  };
  visit(schema);
  return out;
}

/** The schemas that may apply to the value at `pointer` inside data validated by `root`. */
export function subschemasAt(root: JSONSchema, pointer: string): SchemaObject[] {
  let current = expandSchema(root, root);
  for (const seg of parsePointer(pointer)) {
    const next: SchemaObject[] = [];
    for (const s of current) {
      const props = asObject(s.properties);
      if (props && Object.prototype.hasOwnProperty.call(props, seg)) next.push(...expandSchema(props[seg], root));
      else if (s.additionalProperties && typeof s.additionalProperties === "object")
        next.push(...expandSchema(s.additionalProperties, root));
      const index = Number(seg);
      if (Number.isInteger(index) && index >= 0) {
        const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
        if (prefix && index < prefix.length) next.push(...expandSchema(prefix[index], root));
        else if (asObject(s.items)) next.push(...expandSchema(s.items, root));
      }
    }
    current = next;
    if (current.length === 0) break;
  }
  return current;
}

/**
 * The type names real tools declare beside JSON Schema's own (Python's, C's, Java's, TypeScript's), as the
 * peers' parsers type values with them (vLLM's and SGLang's Qwen3-Coder parsers: `str`/`text`, `int*`/`uint*`/
 * `long`/`short`, `float`/`num*`, `bool`, `dict*`/`list*`/`arr`). Read case-insensitively, trimmed. Only typing
 * a value reads this table (a grammar's schema-typed value, a rule's `issue.expects`); validation sees the
 * schema as declared.
 */
export const TYPE_ALIASES: ReadonlyMap<string, JsonType> = new Map<string, JsonType>([
  ...["str", "text", "varchar", "char"].map((n) => [n, "string"] as const),
  ...["int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "long", "short", "unsigned"].map((n) => [n, "integer"] as const),
  ...["num", "numeric", "float", "float32", "float64", "double"].map((n) => [n, "number"] as const),
  ["bool", "boolean"],
  ...["list", "arr", "tuple"].map((n) => [n, "array"] as const),
  ...["dict", "map"].map((n) => [n, "object"] as const),
]);

const JSON_TYPES: ReadonlySet<string> = new Set(["string", "number", "integer", "boolean", "null", "array", "object"]);

/** A declared type name as a JSON type: JSON Schema's own as they are, an alias (`float`, `int`, `dict`) by `TYPE_ALIASES`. */
export function schemaType(name: unknown): JsonType {
  if (typeof name === "string" && !JSON_TYPES.has(name)) {
    const alias = TYPE_ALIASES.get(name.trim().toLowerCase());
    if (alias !== undefined) return alias;
    const lower = name.trim().toLowerCase();
    if (JSON_TYPES.has(lower)) return lower as JsonType; // `String`, ` integer `
  }
  return name as JsonType;
}

function typeOfConst(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

/** The types a tool's schema gives its argument `key` (`undefined`: not declared, or no schema). */
export function declaredArgTypes(schema: JSONSchema | undefined, key: string): Set<JsonType> | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const props = (schema as { properties?: unknown }).properties;
  if (!props || typeof props !== "object" || !Object.prototype.hasOwnProperty.call(props, key)) return undefined;
  return declaredTypes((props as Record<string, unknown>)[key], schema);
}

/**
 * The JSON types a schema declares, through composition. `undefined` when it constrains no type
 * (an empty schema accepts anything).
 */
export function declaredTypes(schema: unknown, root: JSONSchema = schema as JSONSchema): Set<JsonType> | undefined {
  const obj = asObject(schema);
  if (!obj) return undefined;
  if (typeof obj.$ref === "string") {
    const target = resolveRef(root, obj.$ref);
    if (target && target !== obj) return declaredTypes(target, root);
  }
  if (typeof obj.type === "string") return new Set([schemaType(obj.type)]);
  if (Array.isArray(obj.type)) return new Set(obj.type.map(schemaType));
  if ("const" in obj) return new Set([typeOfConst(obj.const)]);
  if (Array.isArray(obj.enum)) return new Set(obj.enum.map(typeOfConst));
  for (const k of ["anyOf", "oneOf"] as const) {
    const list = obj[k];
    if (!Array.isArray(list)) continue;
    const all = new Set<JsonType>();
    for (const sub of list) {
      const t = declaredTypes(sub, root);
      if (!t) return undefined;
      for (const x of t) all.add(x);
    }
    return all;
  }
  if (Array.isArray(obj.allOf)) {
    for (const sub of obj.allOf) {
      const t = declaredTypes(sub, root);
      if (t) return t;
    }
  }
  if (obj.properties || obj.required || obj.additionalProperties !== undefined) return new Set(["object"]);
  if (obj.items || obj.prefixItems) return new Set(["array"]);
  return undefined;
}

/** Whether `schema` accepts values of JSON type `type` (an integer schema accepts "integer", a number schema both). */
export function acceptsType(schema: unknown, type: JsonType, root?: JSONSchema): boolean {
  const types = declaredTypes(schema, root ?? (schema as JSONSchema));
  if (!types) return true;
  if (types.has(type)) return true;
  if (type === "integer" && types.has("number")) return true;
  return false;
}

/** Whether a tool's schema declares a top-level key; made once per schema object. */
export type DeclaresKey = (key: string) => boolean;

/** Every key counts as declared: no schema, or one that accepts keys it does not name. */
const ANY_KEY: DeclaresKey = () => true;
const declaredByRoot = new WeakMap<object, DeclaresKey>();

/**
 * The top-level keys a tool's schema declares (its `properties`, through composition). A schema that names no
 * properties, or accepts other keys by `patternProperties` or an `additionalProperties` schema, declares every
 * key: a reader that asks "could this be a parameter?" then answers yes, the cautious answer.
 */
export function declaredKeys(tool: JSONSchema | undefined): DeclaresKey {
  if (tool === null || typeof tool !== "object") return ANY_KEY;
  const made = declaredByRoot.get(tool);
  if (made) return made;
  const names = new Set<string>();
  let open = false;
  for (const s of expandSchema(tool, tool)) {
    const props = asObject(s.properties);
    if (props) for (const k of Object.keys(props)) names.add(k);
    if (asObject(s.patternProperties) || asObject(s.additionalProperties)) open = true;
  }
  const declares: DeclaresKey = open || names.size === 0 ? ANY_KEY : (key) => names.has(key);
  declaredByRoot.set(tool, declares);
  return declares;
}
