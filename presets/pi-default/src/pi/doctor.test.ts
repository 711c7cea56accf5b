import { createRuntime } from "../runtime/runtime.js";
import { defaultPiConfig } from "../runtime/config.js";
import { PI_TOOL_SCHEMAS } from "../preset/pi-tools.js";
import { defineRule, STAGE } from "@pi-tool-repair/host";
import { createDefaultHost } from "../preset/index.js";
import { doctorRows, ruleApplies, rulesFor, schemaShape, RULE_SCOPES, type DoctorRule } from "./doctor.js";

async function presetRules(): Promise<DoctorRule[]> {
  const runtime = await createRuntime({ config: defaultPiConfig(), log: { debug() {}, warn() {} }, paths: [], builtinPresets: [] });
  return runtime.hostFor(undefined).host.plugins.filter((p) => p.kind === "rule") as unknown as DoctorRule[];
}

const rule = (name: string, fixes: readonly string[] | "*" = ["type"], appliesTo?: unknown): DoctorRule => (appliesTo === undefined ? { name, fixes } : { name, fixes, appliesTo });

describe("doctor: the rules that could ever apply, from the schema's shape", () => {
  it("pi's built-in tools: the rules that can never apply to each", async () => {
    const rules = await presetRules();
    // every rule of the preset has a scope: none is decided by keywords alone
    expect(rules.map((r) => r.name).filter((n) => !(n in RULE_SCOPES))).toEqual([]);
    expect(rules).toHaveLength(21);
    const table = Object.entries(PI_TOOL_SCHEMAS).map(([tool, schema]) => {
      const { can, never } = rulesFor(rules, schema);
      return `${tool}: ${can.length} can · never ${[...never].sort().join(", ")}`;
    });
    expect(table).toEqual([
      "read: 12 can · never coerceBooleanString, dropUnknownInformationalKeys, fillDeclaredDefault, foldLegacyEdit, matchEnumCase, parseJsonString, stripPatternAnchors, wrapBareStringAsArray, wrapSingleObjectAsArray",
      // no optional field, no number: the drop and number rules have nothing to act on
      "write: 7 can · never coerceBooleanString, coerceNumericString, convertTimeoutMilliseconds, dropEmptyPlaceholder, dropNullOptional, dropUnknownInformationalKeys, fillDeclaredDefault, foldLegacyEdit, matchEnumCase, parseJsonString, stripPatternAnchors, wrapBareStringAsArray, wrapRootString, wrapSingleObjectAsArray",
      // an array of edits: the array rules and foldLegacyEdit; two required fields: no root-string wrap
      "edit: 11 can · never coerceBooleanString, coerceNumericString, convertTimeoutMilliseconds, dropEmptyPlaceholder, dropNullOptional, dropUnknownInformationalKeys, fillDeclaredDefault, matchEnumCase, stripPatternAnchors, wrapRootString",
      "bash: 12 can · never coerceBooleanString, dropUnknownInformationalKeys, fillDeclaredDefault, foldLegacyEdit, matchEnumCase, parseJsonString, stripPatternAnchors, wrapBareStringAsArray, wrapSingleObjectAsArray",
      // booleans: coerceBooleanString
      "grep: 13 can · never dropUnknownInformationalKeys, fillDeclaredDefault, foldLegacyEdit, matchEnumCase, parseJsonString, stripPatternAnchors, wrapBareStringAsArray, wrapSingleObjectAsArray",
      "find: 12 can · never coerceBooleanString, dropUnknownInformationalKeys, fillDeclaredDefault, foldLegacyEdit, matchEnumCase, parseJsonString, stripPatternAnchors, wrapBareStringAsArray, wrapSingleObjectAsArray",
      // nothing required and the object is open: a misnamed key is simply ignored, there is nothing to rename
      "ls: 10 can · never coerceBooleanString, dropUnknownInformationalKeys, fillDeclaredDefault, foldLegacyEdit, matchEnumCase, parseJsonString, renameAliasedField, stripPatternAnchors, wrapBareStringAsArray, wrapRootString, wrapSingleObjectAsArray",
    ]);
  });

  it("reads the shape: unions, nullable and enumerated fields, closed objects, defaults, patterns", () => {
    const schema = {
      type: "object",
      additionalProperties: false,
      required: ["mode", "replace_all"],
      properties: {
        mode: { enum: ["Fast", "slow"] },
        replace_all: { type: "boolean", default: false },
        note: { type: ["string", "null"] },
        ids: { anyOf: [{ type: "array", items: { type: "integer" } }, { type: "string" }] },
        timeout: { type: "number" },
        glob: { type: "string", pattern: "^[a-z]+$" },
      },
    };
    const shape = schemaShape(schema);
    expect(shape).toEqual({
      opaque: false,
      fieldTypes: new Set(["number", "string", "null", "array", "boolean"]),
      optionalConstrained: true,
      // note takes null; timeout and glob do not
      optionalNotNullable: true,
      required: true,
      requiredDefault: true,
      closed: true,
      closedWithTimeout: true,
      stringEnum: true,
      pattern: true,
      // ids: an array in one member of its union
      containerField: true,
      soleRequiredString: false,
      editArray: false,
    });
    // an optional field that takes null, and nothing else optional: dropNullOptional has nothing to drop
    const nullable = { type: "object", required: ["a"], properties: { a: { type: "string" }, b: { type: ["number", "null"] }, c: { enum: ["x", null] } } };
    expect(schemaShape(nullable)).toMatchObject({ optionalConstrained: true, optionalNotNullable: false, soleRequiredString: true });
    expect(ruleApplies(rule("dropNullOptional"), nullable)).toBe(false);
    expect(ruleApplies(rule("dropEmptyPlaceholder"), nullable)).toBe(true);
  });

  it("a schema with $ref is decided by keywords; a rule's own appliesTo wins; a rule switched off is not listed", () => {
    const ref = { type: "object", $defs: { n: { type: "number" } }, properties: { a: { $ref: "#/$defs/n" } } };
    expect(schemaShape(ref).opaque).toBe(true);
    // by its scope it could not (no number field is visible), by its keyword it could
    expect(ruleApplies(rule("coerceNumericString"), ref)).toBe(true);
    expect(ruleApplies(rule("stripPatternAnchors", ["pattern"]), ref)).toBe(false);
    const plain = { type: "object", properties: { a: { type: "string" } } };
    // a third-party rule: its keywords, or its own answer
    expect(ruleApplies(rule("theirs", ["minLength"]), plain)).toBe(false);
    expect(ruleApplies(rule("theirs", "*"), plain)).toBe(true);
    expect(ruleApplies(rule("theirs", ["minLength"], () => true), plain)).toBe(true);
    expect(ruleApplies(rule("coerceNumberToString", ["type"], () => false), plain)).toBe(false);
    const throws = () => {
      throw new Error("x");
    };
    expect(ruleApplies(rule("theirs", ["minLength"], throws), plain)).toBe(true);
    expect(rulesFor([rule("coerceNumberToString"), rule("coerceNumericString"), rule("joinStringArray")], plain, { joinStringArray: false })).toEqual({ can: ["coerceNumberToString"], never: ["coerceNumericString"] });
  });

  it("a schema too big to walk is decided by keywords", () => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 50; i++) properties[`p${i}`] = { type: "string" };
    expect(schemaShape({ type: "object", properties }, 20).opaque).toBe(true);
    expect(schemaShape({ type: "object", properties }).opaque).toBe(false);
  });
});

describe("doctor: appliesTo, declared by the rule", () => {
  const tools = new Map([
    ["plain", { type: "object", properties: { a: { type: "string" } } }],
    ["short", { type: "object", properties: { a: { type: "string", minLength: 1 } } }],
    ["flags", { type: "object", properties: { on: { type: "boolean" } } }],
  ]);
  const rowsWith = (rule: ReturnType<typeof defineRule>) => {
    const host = createDefaultHost(rule);
    return doctorRows(host, tools, host.context({ tools }));
  };
  const placed = (rows: ReturnType<typeof doctorRows>, name: string) => rows.map((r) => `${r.tool}: ${r.rules.includes(name) ? "can" : r.never.includes(name) ? "never" : "-"}`);

  it("this package's rules carry their own appliesTo (defineRule passes it on): RULE_SCOPES is read off them", () => {
    const rules = createDefaultHost().plugins.filter((p) => p.kind === "rule") as unknown as DoctorRule[];
    for (const r of rules) expect([r.name, typeof r.appliesTo]).toEqual([r.name, "function"]);
    expect(Object.keys(RULE_SCOPES).sort()).toEqual(rules.map((r) => r.name).sort());
  });

  it("a third-party rule without appliesTo is placed by its fixes keywords", () => {
    const theirs = defineRule({ name: "trimShortString", host: "^1.0.0", stage: STAGE.CONVERT, fixes: ["minLength"], apply() {} });
    expect("appliesTo" in theirs).toBe(false);
    expect(placed(rowsWith(theirs), "trimShortString")).toEqual(["plain: never", "short: can", "flags: never"]);
  });

  it("a third-party rule with appliesTo is placed by it, not by its fixes", () => {
    const theirs = defineRule({ name: "flipFlag", host: "^1.0.0", stage: STAGE.CONVERT, fixes: ["type"], appliesTo: (s) => s.fieldTypes.has("boolean"), apply() {} });
    expect(placed(rowsWith(theirs), "flipFlag")).toEqual(["plain: never", "short: never", "flags: can"]);
    // a schema the doctor cannot sum up ($ref): its fixes keywords decide
    expect(ruleApplies(theirs, { type: "object", properties: { a: { $ref: "#/$defs/x" } }, $defs: { x: { type: "string" } } })).toBe(true);
  });
});
