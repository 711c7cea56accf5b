/**
 * The default validator: ajv, compiled once per schema object (WeakMap), never mutating the schema.
 *
 * No schema can affect another or the validator itself:
 * - each schema is compiled by an ajv instance of its own, dropped with the schema (nothing is added to a
 *   shared registry, so a `$id` equal to a meta-schema's id, or a nested `$id`, reaches no other schema,
 *   and memory is released with the schema object);
 * - meta-schema validation runs on shared validators that only ever validate schemas as data (2020-12's generated
 *   ahead of time by `node scripts/meta-schema.mjs`, so its meta-schema is not compiled at run time), and is
 *   skipped for schemas whose arrays are too large for ajv's quadratic `uniqueItems` check (a 100 000-value
 *   `enum`); ajv's compiler still rejects malformed keywords then;
 * - `pattern` and `patternProperties` run on a linear-time engine (./pattern.ts);
 * - a number that is not finite (`1e400` parses to Infinity) never validates as `number` or `integer`.
 *
 * It validates as pi 1.6 does (pi-ai's `validateToolArguments`: `@earendil-works/pi-schema`, JSON Schema 2020-12,
 * with its format checks): a schema without `$schema` is read as 2020-12 (`dependentRequired`,
 * `unevaluatedProperties`, `prefixItems` …), and `format` is checked for the formats in `PI_FORMATS`. A schema that
 * names draft-04, -06 or -07 stays draft-07, and so does one without `$schema` that is draft-07 only (an `items`
 * array, which pi-schema also reads as a tuple).
 */
import { Ajv, type ErrorObject, type Format, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { fastFormats, fullFormats } from "ajv-formats/dist/formats.js";
import type { Issue, JSONSchema } from "../contract/index.js";
import { describeError, linearPattern } from "@pi-tool-repair/grammar-kit";
import generatedMeta2020 from "./meta-2020.js";

/** Keyword of the single issue reported for a schema that cannot be compiled. */
export const SCHEMA_ERROR = "$schema";

/**
 * The formats checked, each with ajv-formats' check that never refuses a string pi 1.6 accepts (pi-schema's checks,
 * from TypeBox): `full` where it agrees with pi, `fast` for `uri` and `email` (the full ones refuse `root@localhost`
 * and `a:` forms pi takes). Not checked: `url` (ajv-formats refuses `http://localhost:8080`, pi takes it),
 * `uri-template` (ajv-formats refuses a `'`, pi takes it), `idn-email`, `idn-hostname`, `iri`, `iri-reference` (no
 * ajv-formats check); nor OpenAPI's `int32`, `byte` …, which pi does not check. A format not checked is an
 * annotation: such a value reaches pi as it was sent. test/properties/pi-validation.test.ts holds the checks to pi's.
 */
const PI_FORMATS: Readonly<Record<string, Format>> = Object.freeze({
  date: fullFormats.date,
  time: fullFormats.time,
  "date-time": fullFormats["date-time"],
  duration: fullFormats.duration,
  uri: fastFormats.uri,
  "uri-reference": fullFormats["uri-reference"],
  email: fastFormats.email,
  hostname: fullFormats.hostname,
  ipv4: fullFormats.ipv4,
  ipv6: fullFormats.ipv6,
  regex: fullFormats.regex,
  uuid: fullFormats.uuid,
  "json-pointer": fullFormats["json-pointer"],
  "json-pointer-uri-fragment": fullFormats["json-pointer-uri-fragment"],
  "relative-json-pointer": fullFormats["relative-json-pointer"],
});

/** The names of the formats the default validator checks (as pi 1.6 does); any other `format` is an annotation. */
export const CHECKED_FORMATS: readonly string[] = Object.freeze(Object.keys(PI_FORMATS));

const options = {
  allErrors: true,
  verbose: true,
  strict: false,
  strictNumbers: true,
  logger: false,
  validateFormats: false,
  addUsedSchema: false,
  unicodeRegExp: true,
  code: { regExp: linearPattern },
} as const;
/**
 * A per-schema compiler: the meta-schema check has been done apart, on the shared instances below. The
 * schema's own `$id` is registered in its private instance, so a recursive `$ref` to it resolves. It checks the
 * formats pi checks; the meta-validators do not (a schema's own `format` words are data to them).
 */
const compileOptions = { ...options, validateSchema: false, addUsedSchema: true, validateFormats: true, formats: PI_FORMATS } as const;
const isolatedOptions = { ...compileOptions, addUsedSchema: false } as const;

/**
 * Meta-validation is skipped above this sum of squared array lengths: ajv checks `uniqueItems` on items
 * of unknown type pairwise, so a 100 000-value `enum` would take minutes. Any array of up to 1000 entries
 * passes alone.
 */
export const META_VALIDATION_LIMIT = 1_000_000;

type Dialect = "draft-07" | "2020-12";
let meta07: Ajv | undefined;

/** The dialect a schema names (`undefined`: none; pi's 2020-12 then, unless the schema is draft-07 only). */
function namedDialect(schema: JSONSchema): Dialect | undefined {
  const named = typeof schema === "object" && typeof schema.$schema === "string" ? schema.$schema : "";
  if (/draft-0[3-7]\b/.test(named)) return "draft-07";
  return named === "" ? undefined : "2020-12";
}

/**
 * A fresh compiler for one schema. A `$id` that the fresh instance already holds (a meta-schema's id) is
 * not registered: that schema is compiled on its own, as it is written, and the meta-schema stays.
 */
function compilerFor(dialect: Dialect, id?: unknown): Ajv | Ajv2020 {
  const make = (o: typeof compileOptions | typeof isolatedOptions) => (dialect === "2020-12" ? new Ajv2020(o) : new Ajv(o));
  const engine = make(compileOptions);
  if (typeof id !== "string") return engine;
  const key = id.endsWith("#") ? id.slice(0, -1) : id;
  return engine.refs[key] !== undefined || engine.schemas[key] !== undefined ? make(isolatedOptions) : engine;
}

/** The shared draft-07 meta-validator: it validates schemas as data and never compiles one (2020-12: ./meta-2020.ts). */
function draft07Meta(): Ajv {
  return (meta07 ??= new Ajv(options));
}

/** Sum of squared array lengths in `value` (every nested object and array, once), stopping past `limit`. */
export function arrayWeight(value: unknown, limit = META_VALIDATION_LIMIT): number {
  let weight = 0;
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0 && weight <= limit) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      weight += v.length * v.length;
      for (const item of v) if (typeof item === "object" && item !== null) stack.push(item);
    } else {
      for (const key in v) {
        const item = (v as Record<string, unknown>)[key];
        if (typeof item === "object" && item !== null) stack.push(item);
      }
    }
  }
  return weight;
}

type Compiled = { validate: ValidateFunction } | { error: string };
const cache = new WeakMap<object, Compiled>();
const booleanSchemas = new Map<boolean, Compiled>();

function compile(schema: JSONSchema): Compiled {
  if (typeof schema === "boolean") {
    let hit = booleanSchemas.get(schema);
    if (!hit) booleanSchemas.set(schema, (hit = { validate: compilerFor("draft-07").compile(schema) }));
    return hit;
  }
  let hit = cache.get(schema);
  if (hit) return hit;
  // A shallow copy without `$schema`: ajv then accepts draft-04/06/07 and TypeBox output alike,
  // and the caller's object is never touched (ajv may add nothing to it).
  const { $schema: _dialect, ...copy } = schema as Record<string, unknown>;
  const named = namedDialect(schema);
  hit = compileAs(copy, named ?? "2020-12");
  // pi reads a draft-07 `items` array as a tuple in 2020-12 too: a schema that names no dialect and is not
  // 2020-12 is compiled as draft-07 (as before), where it is one
  if ("error" in hit && named === undefined) {
    const draft07 = compileAs(copy, "draft-07");
    if ("validate" in draft07) hit = draft07;
  }
  cache.set(schema, hit);
  return hit;
}

/** The generated 2020-12 meta-validator, typed as ajv's validators are (its errors on `.errors`). */
const validateMeta2020 = generatedMeta2020 as unknown as ValidateFunction;

/** What ajv's `errorsText()` writes for a list of errors (its default `data` prefix and `, ` separator). */
function errorsText(errors: readonly ErrorObject[] | null | undefined): string {
  return errors && errors.length > 0 ? errors.map((e) => `data${e.instancePath} ${e.message ?? ""}`).join(", ") : "No errors";
}

/** ajv's `validateSchema(copy, true)`: throws "schema is invalid: …"; 2020-12 through the generated meta-validator. */
function checkSchema(copy: Record<string, unknown>, dialect: Dialect): void {
  if (dialect === "draft-07") {
    draft07Meta().validateSchema(copy, true);
    return;
  }
  // precompiled (./meta-2020.ts): compiling the meta-schema at run time was most of the first call's cost
  if (!validateMeta2020(copy)) throw new Error(`schema is invalid: ${errorsText(validateMeta2020.errors)}`);
}

function compileAs(copy: Record<string, unknown>, dialect: Dialect): Compiled {
  try {
    if (arrayWeight(copy) <= META_VALIDATION_LIMIT) checkSchema(copy, dialect); // throws "schema is invalid: …"
    return { validate: compilerFor(dialect, copy.$id).compile(copy) };
  } catch (error) {
    return { error: describeError(error) };
  }
}

/**
 * What ajv's validator reads of its data context at the root: the instance path (the root data defaults to
 * the value). Frozen and shared, so a call allocates nothing when the value is valid.
 */
const ROOT_CONTEXT = Object.freeze({ instancePath: "" }) as unknown as Parameters<ValidateFunction>[1];

/** The answer for a valid value: one frozen empty list, shared (a valid call allocates nothing here). */
export const NO_ISSUES: readonly Issue[] = Object.freeze([]);

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
 * Validates `value` against `schema`. Returns `NO_ISSUES` (a shared, frozen `[]`) when valid. A schema that ajv cannot compile gives
 * one issue with keyword `$schema` and the compiler's message; it never throws.
 */
export function validateWithAjv(value: unknown, schema: JSONSchema): readonly Issue[] {
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
    // a shared data context: without one, every call of ajv's validator allocates its default `{}`
    ok = compiled.validate(value, ROOT_CONTEXT) as boolean;
  } catch (error) {
    return [
      { keyword: SCHEMA_ERROR, instancePath: "", schemaPath: "#", params: { error: describeError(error) }, message: `validation threw: ${describeError(error)}`, schema },
    ];
  }
  if (ok) return NO_ISSUES;
  return (compiled.validate.errors ?? []).map(toIssue);
}
