/**
 * Validate as pi does (issue 32.4): a call the default preset calls valid or repaired is one pi 1.6 accepts, for
 * schemas with 2020-12 keywords (`dependentRequired`, `unevaluatedProperties`, `dependentSchemas`) and the
 * formats the validator checks; and the validator's format checks never refuse a string pi accepts.
 *
 * pi's validation is called here as pi-ai 1.6's `validateToolArguments` calls it (its `getValidator`):
 * `compile(schema, { formats, coerce: true, unresolvedRefs: "reject" }).parse(structuredClone(args))`.
 */
import fc from "fast-check";
import { compile, type CoercingValidator } from "@earendil-works/pi-schema";
import { formats } from "@earendil-works/pi-schema/formats";
import { validateWithAjv, type JSONSchema } from "@pi-tool-repair/host";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import { CHECKED_FORMATS } from "../../host/src/repair/validator.js";
import { check } from "./arbitraries.js";

const host = createDefaultHost();
const ctx = host.context();

const piValidators = new WeakMap<object, CoercingValidator<unknown>>();
function piAccepts(schema: JSONSchema, args: unknown): boolean {
  let v = piValidators.get(schema as object);
  if (!v) piValidators.set(schema as object, (v = compile(schema as never, { formats, coerce: true, unresolvedRefs: "reject" }) as CoercingValidator<unknown>));
  return v.parse(structuredClone(args)).ok;
}

const FORMAT_VALUES: Record<string, string[]> = {
  uri: ["https://example.com/a?b=c", "mailto:a@b.co", "example.com", "not a uri", "file:///tmp/x", ""],
  email: ["a@b.co", "root@localhost", "nobody", "a@", ""],
  "date-time": ["2024-01-01T12:00:00Z", "2024-01-01", "yesterday", "2024-01-01T12:00:00+02:00"],
  date: ["2024-02-29", "2023-02-29", "2024-1-1"],
  uuid: ["123e4567-e89b-12d3-a456-426614174000", "123e4567", ""],
  ipv4: ["10.0.0.1", "256.0.0.1"],
  hostname: ["a.example.com", "-a.com", "localhost"],
};

/** Tool schemas with the keywords pi 1.6 enforces and draft-07 did not. */
const SCHEMAS: JSONSchema[] = [
  { type: "object", properties: { force: { type: "boolean" }, confirm: { type: "boolean" }, path: { type: "string" } }, required: ["path"], dependentRequired: { force: ["confirm"] } },
  { type: "object", properties: { path: { type: "string" }, limit: { type: "number" } }, required: ["path"], unevaluatedProperties: false },
  { type: "object", allOf: [{ properties: { path: { type: "string" } } }], properties: { limit: { type: "integer" } }, unevaluatedProperties: false },
  { type: "object", properties: { mode: { type: "string" }, target: { type: "string" } }, dependentSchemas: { mode: { required: ["target"] } } },
  ...Object.keys(FORMAT_VALUES).map((format) => ({ type: "object", properties: { value: { type: "string", format }, limit: { type: "number" } }, required: ["value"] })),
].map((s) => Object.freeze(s));

const field = fc.oneof(
  fc.constantFrom(null, true, false, "true", "3", 3, "a.ts", "x"),
  fc.constantFrom(...Object.values(FORMAT_VALUES).flat()),
);
const keys = fc.constantFrom("force", "confirm", "path", "limit", "mode", "target", "value", "extra", "file_path");
const call = fc.record({ schema: fc.nat({ max: SCHEMAS.length - 1 }), args: fc.dictionary(keys, field, { maxKeys: 4 }) });

describe("validate as pi does (seeded)", () => {
  it("a call called valid or repaired is one pi 1.6 accepts (2020-12 keywords and checked formats)", () => {
    const outcomes = { valid: 0, repaired: 0, unrepairable: 0 };
    check(
      fc.property(call, ({ schema: k, args }) => {
        const schema = SCHEMAS[k]!;
        const r = host.repairArguments("t", args, schema, ctx);
        outcomes[r.outcome]++;
        if (r.outcome !== "unrepairable") expect([r.outcome, args, r.arguments, piAccepts(schema, r.arguments)]).toEqual([r.outcome, args, r.arguments, true]);
      }),
      600,
    );
    // not vacuous: each outcome happens
    expect(Math.min(outcomes.valid, outcomes.repaired, outcomes.unrepairable)).toBeGreaterThan(10);
  });

  it("the format checks never refuse a string pi accepts", () => {
    const alphabet = [..."abcxyz0129:/?#[]@!$&'()*+,;=%-._~ {}\"\\PTHMSZ+"];
    const seeds = Object.values(FORMAT_VALUES).flat();
    const text = fc.oneof(
      fc.array(fc.constantFrom(...alphabet), { maxLength: 16 }).map((a) => a.join("")),
      fc.tuple(fc.constantFrom(...seeds), fc.nat(), fc.constantFrom(...alphabet)).map(([s, at, c]) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1))),
    );
    const schemas = new Map(CHECKED_FORMATS.map((format) => [format, Object.freeze({ type: "string", format })]));
    check(
      fc.property(fc.constantFrom(...CHECKED_FORMATS), text, (format, s) => {
        const schema = schemas.get(format)!;
        if (piAccepts(schema, s)) expect([format, s, validateWithAjv(s, schema)]).toEqual([format, s, []]);
      }),
      3000,
    );
  });
});
