/**
 * Generators shared by the property tests: JSON Schemas of tool parameters, values valid for them, the
 * usual model mistakes applied to such values, arbitrary (also non-JSON) inputs, and assistant texts that
 * mix prose, fences, thinking spans and fragments of every grammar family.
 */
import fc from "fast-check";
import type { JSONSchema } from "@pi-tool-repair/host";

/**
 * The one seed every property uses; printed on failure. `npm run fuzz` (scripts/fuzz.mjs) sets
 * `PTR_FUZZ_SEED` to a fresh seed per run, so the long runs explore new inputs; `npm test` always uses this one.
 */
export const SEED = fuzzSetting("PTR_FUZZ_SEED") ?? 20_251_202;

/** `npm run fuzz` sets `PTR_FUZZ_RUNS` (10⁵ by default): every cheap property runs at least that many inputs. */
const FUZZ_RUNS = fuzzSetting("PTR_FUZZ_RUNS");

function fuzzSetting(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(text)}`);
  return value;
}

/**
 * `fc.assert` with the fixed seed and a bounded number of runs. On failure the message names the seed and
 * the counterexample; re-run with the same seed to reproduce (fast-check also prints the shrink path).
 * Under `npm run fuzz` a cheap property (one that may shrink) runs `PTR_FUZZ_RUNS` inputs; the expensive ones
 * (1 MB inputs, `shrink: false`) keep their count.
 */
export function check<Ts extends [unknown, ...unknown[]]>(property: fc.IProperty<Ts>, numRuns: number, options: { shrink?: boolean } = {}): void {
  const runs = FUZZ_RUNS !== undefined && options.shrink !== false ? Math.max(numRuns, FUZZ_RUNS) : numRuns;
  try {
    // no shrinking for expensive properties (1 MB inputs): the first counterexample is reported as found
    fc.assert(property, { seed: SEED, numRuns: runs, endOnFailure: options.shrink === false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`property failed with seed ${SEED} (numRuns ${runs}):\n${message}`);
  }
}

// ------------------------------------------------------------------------------------------- schemas

export type Gen = { schema: Record<string, unknown>; value: fc.Arbitrary<unknown> };

const key = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,8}$/);
const text = fc.string({ maxLength: 12 });
const enumWord = fc.stringMatching(/^[a-z][a-z_]{0,7}$/);

/** A leaf property schema and a generator of values valid for it. */
function leaf(): fc.Arbitrary<Gen> {
  return fc.oneof(
    fc.constant<Gen>({ schema: { type: "string" }, value: text }),
    fc.constant<Gen>({ schema: { type: "number" }, value: fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => !Object.is(n, -0))) }),
    fc.constant<Gen>({ schema: { type: "integer" }, value: fc.integer({ min: -1e6, max: 1e6 }).filter((n) => !Object.is(n, -0)) }),
    fc.constant<Gen>({ schema: { type: "boolean" }, value: fc.boolean() }),
    fc.uniqueArray(enumWord, { minLength: 1, maxLength: 4 }).map<Gen>((values) => ({ schema: { type: "string", enum: values }, value: fc.constantFrom(...values) })),
    fc.constant<Gen>({ schema: { type: "array", items: { type: "string" } }, value: fc.array(text, { maxLength: 4 }) }),
    fc.constant<Gen>({ schema: { type: "array", items: { type: "number" } }, value: fc.array(fc.integer(), { maxLength: 4 }) }),
  );
}

/** An object schema: optional/required properties, with or without `additionalProperties: false`. */
export function objectSchema(depth = 2): fc.Arbitrary<Gen> {
  const prop: fc.Arbitrary<Gen> = depth > 0 ? fc.oneof({ weight: 5, arbitrary: leaf() }, { weight: 1, arbitrary: fc.constant(null).chain(() => objectSchema(depth - 1)) }, { weight: 1, arbitrary: fc.constant(null).chain(() => arrayOfObjects(depth - 1)) }) : leaf();
  return fc
    .record({
      props: fc.uniqueArray(fc.tuple(key, prop, fc.boolean()), { maxLength: 5, selector: (t) => t[0] }),
      closed: fc.boolean(),
    })
    .map(({ props, closed }) => {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, g, req] of props) {
        properties[k] = g.schema;
        shape[k] = g.value;
        if (req) required.push(k);
      }
      const schema: Record<string, unknown> = { type: "object", properties };
      if (required.length > 0) schema.required = required;
      if (closed) schema.additionalProperties = false;
      return { schema, value: fc.record(shape, { requiredKeys: required }) };
    });
}

function arrayOfObjects(depth: number): fc.Arbitrary<Gen> {
  return objectSchema(depth).map((g) => ({ schema: { type: "array", items: g.schema }, value: fc.array(g.value, { maxLength: 3 }) }));
}

/** A generated tool schema with a valid value for it. */
export const schemaAndValue: fc.Arbitrary<{ schema: Record<string, unknown>; value: unknown }> = objectSchema(2).chain((g) => g.value.map((value) => ({ schema: g.schema, value })));

// --------------------------------------------------------------------------------- model mistakes

type Json = unknown;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Paths (as key lists) of every value inside `v`, the root included. */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (isObj(v)) for (const k of Object.keys(v)) paths(v[k], [...at, k], out);
  return out;
}

function setIn(root: Json, path: (string | number)[], f: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return f(root);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setIn(copy[head as number], rest, f);
    return copy;
  }
  const obj = { ...(root as Record<string, unknown>) };
  const next = setIn(obj[head as string], rest, f);
  if (next === undefined) delete obj[head as string];
  else obj[head as string] = next;
  return obj;
}

/** The mistakes open models make, applied at one generated path of a valid value. */
const MISTAKES: ((v: Json) => Json | undefined)[] = [
  () => null, // null for an optional field
  (v) => (typeof v === "number" || typeof v === "boolean" ? String(v) : v), // "42", "true"
  (v) => (typeof v === "number" ? ` ${v} ` : v),
  (v) => (Array.isArray(v) || isObj(v) ? JSON.stringify(v) : v), // stringified array/object
  (v) => (Array.isArray(v) && v.length === 1 ? v[0] : v), // single item for an array
  (v) => (typeof v === "string" ? [v] : v), // array for a string
  (v) => (typeof v === "string" ? v.toUpperCase() : v), // enum case
  (v) => (typeof v === "string" ? 42 : v), // number for a string
  () => ({}), // empty placeholder
  () => "", // empty string placeholder
  () => undefined, // missing field
  (v) => (isObj(v) ? { ...v, file_path: "x", "command</arg_key>": "y" } : v), // unknown / token keys
  (v) => (isObj(v) ? { name: "tool", arguments: v } : v), // envelope
];

/** A valid value with 1–3 mistakes applied, together with its schema. */
export const schemaAndBrokenValue = schemaAndValue.chain(({ schema, value }) =>
  fc
    .array(fc.tuple(fc.nat(), fc.nat({ max: MISTAKES.length - 1 })), { minLength: 1, maxLength: 3 })
    .map((edits) => {
      let v: Json = value;
      for (const [p, m] of edits) {
        const all = paths(v);
        const path = all[p % all.length]!;
        v = setIn(v, path, MISTAKES[m]!);
      }
      return { schema, value: v };
    }),
);

/** Strings with lone surrogates, controls and astral characters. */
export const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom("\uD800", "a\uDFFFb", "\uDBFF\uDBFF", "\u0000", "\u2028\u2029", "😀", "𝔘", "\\u0000", '"\\"', "{", "[", "null", "undefined", "NaN"),
);

/** Any input at all, JSON or not (cycles excluded): what `repairArguments` may be handed. */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withTypedArray: true,
    withSparseArray: true,
    stringUnit: "binary",
  }),
  nastyString,
  fc.constantFrom<unknown>(undefined, NaN, Infinity, -Infinity, -0, Symbol("s"), () => 1, new Error("x"), Object.create(null), [undefined], { __proto__: { path: "a" } }, JSON.parse('{"__proto__": {"x": 1}}')),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A huge string (1 MB) used by a few runs. */
export const HUGE = "x".repeat(1 << 20);

// -------------------------------------------------------------------------------------- texts

/** Prose with no markup characters at all. */
export const prose = fc.array(fc.constantFrom("Let", "me", "check", "the", "file", "now.", "It", "works,", "see", "42", "ok", "\n", "\n\n", "café", "数据", "🙂", "x=1"), { maxLength: 25 }).map((w) => w.join(" "));

/** Text that contains none of `markers` (and no backticks, so no code spans either). */
export function markerFree(markers: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(prose, fc.string({ unit: "grapheme", maxLength: 200 }), fc.string({ unit: "binary", maxLength: 200 })).filter((t) => !markers.some((m) => t.includes(m)));
}

/** Schema describing a JSON object without constraining it. */
export const ANY_OBJECT: JSONSchema = { type: "object" };

/** `check` for an async property (`fc.asyncProperty`): same seed and runs, awaited. */
export async function checkAsync<Ts extends [unknown, ...unknown[]]>(property: fc.IAsyncProperty<Ts>, numRuns: number): Promise<void> {
  const runs = FUZZ_RUNS !== undefined ? Math.max(numRuns, FUZZ_RUNS) : numRuns;
  try {
    await fc.assert(property, { seed: SEED, numRuns: runs });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`property failed with seed ${SEED} (numRuns ${runs}):\n${message}`);
  }
}
