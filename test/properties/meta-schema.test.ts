/**
 * The generated 2020-12 meta-validator (issue 37.1: `host/src/repair/meta-2020.ts`, by `node scripts/meta-schema.mjs`)
 * stands in for ajv compiling the meta-schema at run time, which was about a third of the first call's cost in pi.
 * It must judge every schema exactly as ajv's own meta-validation does: the same verdict and the same errors, so
 * the "schema is invalid: …" issue the host reports is unchanged. The file must be what the installed ajv generates.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject } from "ajv";
import generated from "../../host/src/repair/meta-2020.js";
import { validateWithAjv } from "../../host/src/repair/validator.js";
import { anyInput, check, objectSchema } from "./arbitraries.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const runtime = new Ajv2020({ allErrors: true, verbose: true, strict: false, strictNumbers: true, logger: false, validateFormats: false, unicodeRegExp: true });
const validate = generated as unknown as ((schema: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** A keyword of the 2020-12 vocabularies, with a value of any shape: right, wrong or nested. */
const KEYWORDS = [
  "type", "properties", "required", "items", "prefixItems", "enum", "const", "minimum", "exclusiveMaximum", "multipleOf", "pattern", "patternProperties",
  "$ref", "$defs", "definitions", "anyOf", "allOf", "oneOf", "not", "if", "then", "else", "additionalProperties", "format", "$anchor", "$id", "$schema",
  "$dynamicRef", "$dynamicAnchor", "$vocabulary", "dependentRequired", "dependentSchemas", "dependencies", "unevaluatedProperties", "unevaluatedItems",
  "minItems", "maxLength", "uniqueItems", "contains", "minContains", "propertyNames", "$comment", "default", "examples", "title", "deprecated",
];
const { schema: anySchema } = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: "small" },
    fc.boolean(),
    fc.dictionary(fc.constantFrom(...KEYWORDS), fc.oneof(fc.jsonValue({ maxDepth: 2 }), tie("schema"), fc.array(tie("schema"), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 3 }), tie("schema"), { maxKeys: 2 })), { maxKeys: 4 }),
  ),
}));

/** An error as the host reads it (verbose: the schema parts too). */
const view = (errors: readonly ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => ({ instancePath: e.instancePath, schemaPath: e.schemaPath, keyword: e.keyword, params: e.params, message: e.message, schema: e.schema, data: e.data }));

describe("the generated 2020-12 meta-validator", () => {
  it("gives ajv's verdict and errors for every schema the host checks: well-formed, malformed, or any value at all", () => {
    const verdicts = { valid: 0, invalid: 0 };
    check(
      fc.property(fc.oneof(anySchema, objectSchema(2).map((g) => g.schema), anyInput), (input) => {
        // what the host checks: a copy without `$schema` (a boolean schema is never checked; null is no schema)
        fc.pre(typeof input !== "boolean" && input !== null && input !== undefined);
        const { $schema: _dialect, ...schema } = input as Record<string, unknown>;
        const ours = validate(schema);
        const theirs = runtime.validateSchema(schema as never) as boolean;
        expect(ours).toBe(theirs);
        verdicts[ours ? "valid" : "invalid"]++;
        expect(view(validate.errors)).toEqual(view(runtime.errors));
      }),
      400,
    );
    // both verdicts were exercised, many times each
    expect(verdicts.valid).toBeGreaterThan(50);
    expect(verdicts.invalid).toBeGreaterThan(50);
  });

  it("the host reports a malformed schema as before, with ajv's own message", () => {
    expect(validateWithAjv({ path: "a" }, { type: "object", required: "path", properties: { path: { type: "strin" } } }).map((i) => i.message)).toEqual([
      "schema cannot be compiled: Error: schema is invalid: data/properties/path/type must be equal to one of the allowed values, data/properties/path/type must be array, data/properties/path/type must match a schema in anyOf, data/required must be array",
    ]);
    expect(validateWithAjv({ path: 1 }, { type: "object", properties: { path: { type: "string" } } }).map((i) => i.message)).toEqual(["must be string"]);
  });

  it("is what the installed ajv generates (else: node scripts/meta-schema.mjs)", () => {
    const r = spawnSync(process.execPath, ["scripts/meta-schema.mjs", "--check"], { cwd: ROOT, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
