/** The default validator: ajv, compiled once per schema object (WeakMap), never mutating the schema. */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { Issue, JSONSchema } from "./types.js";
import { describeError } from "./errors.js";

/** Keyword of the single issue reported for a schema that cannot be compiled. */
export const SCHEMA_ERROR = "$schema";

const options = {
  allErrors: true,
  verbose: true,
  strict: false,
  logger: false,
  validateFormats: false,
  addUsedSchema: false,
  unicodeRegExp: true,
} as const;

let draft07: Ajv | undefined;
let draft2020: Ajv2020 | undefined;

function engineFor(schema: JSONSchema): Ajv | Ajv2020 {
  const dialect = typeof schema === "object" && typeof schema.$schema === "string" ? schema.$schema : "";
  if (/2020-12|2019-09/.test(dialect)) return (draft2020 ??= new Ajv2020(options));
  return (draft07 ??= new Ajv(options));
}

type Compiled = { validate: ValidateFunction } | { error: string };
const cache = new WeakMap<object, Compiled>();
const booleanSchemas = new Map<boolean, Compiled>();

function compile(schema: JSONSchema): Compiled {
  if (typeof schema === "boolean") {
    let hit = booleanSchemas.get(schema);
    if (!hit) booleanSchemas.set(schema, (hit = { validate: engineFor(schema).compile(schema) }));
    return hit;
  }
  let hit = cache.get(schema);
  if (hit) return hit;
  try {
    // A shallow copy without `$schema`: ajv then accepts draft-04/06/07 and TypeBox output alike,
    // and the caller's object is never touched (ajv may add nothing to it).
    const { $schema: _dialect, ...copy } = schema as Record<string, unknown>;
    const engine = engineFor(schema);
    hit = { validate: engine.compile(copy) };
    // ajv keeps a strong reference to every compiled schema; the copy never hits its cache again,
    // so drop it there: this WeakMap is the cache, and the compiled function keeps working
    engine.removeSchema(copy);
  } catch (error) {
    hit = { error: describeError(error) };
  }
  cache.set(schema, hit);
  return hit;
}

function toIssue(e: ErrorObject): Issue {
  return {
    keyword: e.keyword,
    instancePath: e.instancePath,
    schemaPath: e.schemaPath,
    params: e.params as Record<string, unknown>,
    message: e.message ?? e.keyword,
    schema: (e.parentSchema ?? {}) as JSONSchema,
  };
}

/**
 * Validates `value` against `schema`. Returns `[]` when valid. A schema that ajv cannot compile gives
 * one issue with keyword `$schema` and the compiler's message; it never throws.
 */
export function validateWithAjv(value: unknown, schema: JSONSchema): Issue[] {
  const compiled = compile(schema);
  if ("error" in compiled) {
    return [
      {
        keyword: SCHEMA_ERROR,
        instancePath: "",
        schemaPath: "#",
        params: { error: compiled.error },
        message: `schema cannot be compiled: ${compiled.error}`,
        schema,
      },
    ];
  }
  let ok: boolean;
  try {
    ok = compiled.validate(value) as boolean;
  } catch (error) {
    return [
      { keyword: SCHEMA_ERROR, instancePath: "", schemaPath: "#", params: { error: describeError(error) }, message: `validation threw: ${describeError(error)}`, schema },
    ];
  }
  if (ok) return [];
  return (compiled.validate.errors ?? []).map(toIssue);
}
