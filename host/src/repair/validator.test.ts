import { describe, expect, it } from "vitest";
import { arrayWeight, CHECKED_FORMATS, META_VALIDATION_LIMIT, SCHEMA_ERROR, validateWithAjv } from "./validator.js";
import { linearPattern, translatePattern } from "@pi-tool-repair/grammar-kit";
import { createHost } from "../host.js";
import { deepFreeze } from "../testing.js";
import type { JSONSchema } from "../contract/index.js";

const keywords = (value: unknown, schema: JSONSchema) => validateWithAjv(value, schema).map((i) => `${i.keyword}${i.instancePath}`);
const matches = (pattern: string, value: string) => validateWithAjv(value, { type: "string", pattern }).length === 0;

describe("patterns run on a linear-time engine", () => {
  it("answers a catastrophic-backtracking pattern with the right validity", () => {
    // on the native engine each of these takes longer than the age of the universe
    expect(matches("^(a+)+$", "a".repeat(40) + "!")).toBe(false);
    expect(matches("^(a+)+$", "a".repeat(40))).toBe(true);
    expect(matches("^(a|aa)*$", "a".repeat(5000) + "b")).toBe(false);
    expect(matches("^(\\w+\\s?)*$", "word ".repeat(2000) + "!")).toBe(false);
    expect(validateWithAjv({ ["a".repeat(40) + "!"]: 1 }, { type: "object", patternProperties: { "^(a+)+$": { type: "string" } } })).toEqual([]);
    expect(keywords({ ["a".repeat(40)]: 1 }, { type: "object", patternProperties: { "^(a+)+$": { type: "string" } } })).toEqual([`type/${"a".repeat(40)}`]);
  });

  it("still compiles patterns that are valid only without the u flag: \\: \\_ and other identity escapes", () => {
    const table: Array<[string, string, boolean]> = [
      ["^a\\:b$", "a:b", true],
      ["^a\\:b$", "a\\:b", false],
      ["^[\\w\\_]+$", "a_b", true],
      ["^[\\w\\_]+$", "a-b", false],
      ["^\\_x$", "_x", true],
      ["^\\a\\e$", "ae", true], // `\a` is `a` without u
      ["^a{$", "a{", true], // a lone brace is a literal without u
      ["^a{,2}$", "a{,2}", true],
      ["^x]$", "x]", true],
      ["^\\u{2}\\:$", "uu:", true], // without u, `\u{2}` is `u` twice
      ["^[\\d-z]+$", "1-z", true], // Annex B: `\d`, `-` and `z`
      ["^\\c$", "\\c", true], // a lone `\c` is a backslash and a `c`
    ];
    for (const [pattern, value, valid] of table) expect([pattern, value, matches(pattern, value)]).toEqual([pattern, value, valid]);
  });

  it("validates ordinary patterns exactly as the native engine does", () => {
    const patterns = [
      "^[a-z][a-z0-9_-]*$", "^\\d{3}-\\d{4}$", "^(GET|POST|PUT)$", "\\.ts$", "^[^/]+(/[^/]+)*$", "^.+$", "^.*$", "^\\s*$", "^\\S+$",
      "^\\w+@\\w+\\.\\w{2,}$", "^[\\u0041-\\u005A]+$", "^\\u{1F600}$", "^.$", "^\\p{L}+$", "^\\p{Lu}\\p{Ll}*$", "^[\\p{L}\\p{N}]+$",
      "^\\P{L}+$", "^\\p{Script=Greek}+$", "^[^]$", "^[]$", "^a|b$", "^(?:ab)+?$", "^(?<word>\\w+)$", "\\bword\\b", "\\Bx", "^\\x41\\t$",
      "^[\\s\\S]*$", "^[^\\s]+$", "^\\$\\{\\w+\\}$", "^\\/\\*", "^[\\]\\[]+$", "^\\0$", "^\\cJ$", "^a{2,3}$", "^a{2}$", "^a{2,}$", "^\\.\\*\\+\\?$",
      "^(a|)$", "^\\p{Any}$", "^\\p{ASCII}+$", "^[^\\d\\W]+$", "^[\\b]$", "^\\f\\n\\r\\v$",
    ];
    const values = ["", "a", "A", "ab", "abc", "a_b-1", "123-4567", "GET", "post", "x.ts", "src/a.ts", "/abs", " ", " \t\n", "\u00a0", "\u2028", "\ufeff",
      "a\nb", "a\r", "\r", "x@y.io", "ABC", "😀", "é", "Ünïcödé", "αβγ", "Hello", "12", "b", "aa", "aaa", "aaaa", "word", "a word here", "xx", "A\t", "${name}",
      "/* c */", "][", "\0", "\n", "\b", "\f\n\r\v", "ɐ", "\u3000", "a1", "_", "1a"];
    for (const pattern of patterns) {
      const native = new RegExp(pattern, "u");
      const schema = { type: "string", pattern };
      for (const value of values) expect([pattern, value, validateWithAjv(value, schema).length === 0]).toEqual([pattern, value, native.test(value)]);
    }
  });

  it("validates patterns valid only without u exactly as the native engine without u does (BMP text)", () => {
    const patterns = ["^[\\w\\-\\.]+\\@[\\w\\-]+\\.\\w+$", "^\\:\\w+$", "^[a-z\\_]+\\=\\d*$", "^\\#[\\da-f]{6}$", "^x{1,2}\\;$", "^\\<\\w+\\>$", "^[\\s\\S]{0,3}\\~$", "^a{$", "^\\x4\\:$"];
    const values = ["", "a@b.io", "a-b.c@d-e.fg", "a@b", ":abc", ":", "a_b=12", "a_b=", "A=1", "#00ff00", "#00FF00", "x;", "xx;", "xxx;", "<tag>", "< tag>", "~", "ab\n~", "abcd~", "a{", "x4:", "\\x4:"];
    for (const pattern of patterns) {
      expect(() => new RegExp(pattern, "u")).toThrow(SyntaxError);
      const native = new RegExp(pattern);
      const schema = { type: "string", pattern };
      for (const value of values) expect([pattern, value, validateWithAjv(value, schema).length === 0]).toEqual([pattern, value, native.test(value)]);
    }
  });

  it("never runs what RE2 cannot express on the backtracking engine: such a pattern is unchecked", () => {
    for (const pattern of ["^(?=(a+)+$)", "^(a+)\\1$", "(?<!x)y", "^(?<n>a)\\k<n>$", "^a{1001}$", "^\\p{Emoji}$", "^\\p{Script_Extensions=Latin}$"]) {
      const compiled = linearPattern(pattern);
      expect([pattern, compiled.unchecked !== undefined]).toEqual([pattern, true]);
      expect([pattern, matches(pattern, "a".repeat(40) + "!")]).toEqual([pattern, true]);
    }
    expect(translatePattern("^(?=a)", true)).toEqual({ unsupported: "lookaround or group modifier" });
    expect(translatePattern("(a)\\1", true)).toEqual({ unsupported: "backreference" });
  });

  it("keeps a pattern that is no ECMAScript pattern a schema error, as before", () => {
    const [issue] = validateWithAjv("x", { type: "string", pattern: "(" });
    expect(issue!.keyword).toBe(SCHEMA_ERROR);
    expect(issue!.message).toMatch(/^schema cannot be compiled: SyntaxError: Invalid regular expression: \/\(\/u: /);
  });

  it("translates into RE2 text with the ECMAScript meaning spelled out", () => {
    expect(translatePattern("^a.b$", true)).toEqual({ re2: "^a[^\\x{A}\\x{D}\\x{2028}\\x{2029}]b$" });
    expect(translatePattern("(x)\\:", false)).toEqual({ re2: "(?:x)\\x{3A}" });
    expect(translatePattern("[^a-c\\d]", true)).toEqual({ re2: "[^a-c\\d]".replace("a-c", "\\x{61}-\\x{63}") });
  });
});

describe("no schema affects another", () => {
  const normal = deepFreeze({ $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: "string" } }, required: ["a"] });

  it("isolates a schema whose $id is a meta-schema's: later schemas still compile, validate and repair", () => {
    for (const $id of ["http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-07/schema", "https://json-schema.org/draft/2020-12/schema"]) {
      const hostile = deepFreeze({ $id, type: "object", properties: { x: { type: "number" } } });
      expect(keywords({ x: "1" }, hostile)).toEqual(["type/x"]);
      expect(keywords({ x: 1 }, hostile)).toEqual([]);
      expect(keywords({ a: "x" }, { ...normal })).toEqual([]);
      expect(keywords({ a: 1 }, { ...normal })).toEqual(["type/a"]);
      expect(keywords([1], deepFreeze({ $schema: "https://json-schema.org/draft/2020-12/schema", type: "array", prefixItems: [{ type: "string" }] }))).toEqual(["type/0"]);
    }
    const host = createHost();
    expect(host.repairArguments("t", { a: "x" }, { ...normal }, host.context()).outcome).toBe("valid");
    // meta-schema validation still refuses a malformed schema compiled after it
    expect(keywords("a", { type: "strin" })).toEqual([SCHEMA_ERROR]);
  });

  it("lets two schemas use the same nested $id with different contents", () => {
    const one = deepFreeze({ type: "object", properties: { p: { $id: "http://example.com/p", type: "string" } } });
    const two = deepFreeze({ type: "object", properties: { p: { $id: "http://example.com/p", type: "number" } } });
    expect(keywords({ p: 1 }, one)).toEqual(["type/p"]);
    expect(keywords({ p: "x" }, two)).toEqual(["type/p"]);
    expect(keywords({ p: 1 }, two)).toEqual([]);
  });

  it("resolves a TypeBox-style recursive $id/$ref inside its own schema", () => {
    const tree = deepFreeze({ $id: "Node", type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "Node" } } }, required: ["name"] });
    expect(keywords({ name: "a", children: [{ name: "b", children: [{ name: 1 }] }] }, tree)).toEqual(["type/children/0/children/0/name"]);
  });

  it("meta-validates schemas with small arrays and compiles huge enums without the quadratic uniqueItems check", () => {
    expect(arrayWeight({ enum: [1, 2, 3], items: [{ enum: ["a", "b"] }] })).toBe(9 + 1 + 4);
    expect(keywords("a", { $schema: "http://json-schema.org/draft-07/schema#", enum: [1, 1] })).toEqual([SCHEMA_ERROR]);
    expect(keywords("a", { enum: [1, 1] })).toEqual(["enum"]); // 2020-12 (pi's dialect) allows a repeated enum value
    const values = Array.from({ length: 5000 }, (_, i) => `v${i}`);
    expect(arrayWeight({ enum: values })).toBeGreaterThan(META_VALIDATION_LIMIT);
    const big = deepFreeze({ type: "string", enum: values });
    expect(keywords("v4999", big)).toEqual([]);
    expect(keywords("nope", big)).toEqual(["enum"]);
    // ajv's compiler still rejects a malformed keyword in a large schema
    expect(keywords("a", { enum: values, minLength: "x" } as JSONSchema)).toEqual([SCHEMA_ERROR]);
  });
});

describe("numbers", () => {
  it("never accepts a non-finite number as a number or an integer (1e400 parses to Infinity)", () => {
    const table: Array<[JSONSchema, unknown, string[]]> = [
      [{ type: "number" }, JSON.parse("1e400"), ["type"]],
      [{ type: "number" }, -Infinity, ["type"]],
      [{ type: "number" }, NaN, ["type"]],
      [{ type: "integer" }, Infinity, ["type"]],
      [{ type: ["number", "null"] }, Infinity, ["type"]],
      [{ type: "object", properties: { limit: { type: "number", minimum: 0 } } }, { limit: Infinity }, ["type/limit"]],
      [{ type: "number" }, 1e308, []],
      [{ type: "integer" }, 42, []],
    ];
    for (const [schema, value, expected] of table) expect([schema, value, keywords(value, schema)]).toEqual([schema, value, expected]);
  });
});

describe("the live schema is never mutated", () => {
  it("compiles and validates a deep-frozen nested schema with refs, patterns, enums and a $id", () => {
    const schema = deepFreeze({
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://example.com/tool",
      definitions: { name: { type: "string", pattern: "^[a-z]\\:?[a-z_]*$", maxLength: 20 } },
      type: "object",
      properties: {
        name: { $ref: "#/definitions/name" },
        mode: { enum: ["r", "w"] },
        edits: { type: "array", items: { type: "object", properties: { at: { type: "integer", minimum: 0 } }, required: ["at"], additionalProperties: false } },
        meta: { type: "object", patternProperties: { "^x-": { type: "string" } } },
      },
      required: ["name"],
    });
    const before = JSON.stringify(schema);
    expect(keywords({ name: "a:b_c", mode: "r", edits: [{ at: 1 }], meta: { "x-a": "1" } }, schema)).toEqual([]);
    expect(keywords({ name: "A", mode: "x", edits: [{ at: -1, y: 1 }], meta: { "x-a": 1 } }, schema)).toEqual(["pattern/name", "enum/mode", "additionalProperties/edits/0", "minimum/edits/0/at", "type/meta/x-a"]);
    expect(JSON.stringify(schema)).toBe(before);
  });
});

describe("the dialect and formats of pi 1.6 (pi-schema, JSON Schema 2020-12, with formats)", () => {
  const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
  const force = { type: "object", properties: { force: { type: "boolean" }, confirm: { type: "boolean" } }, dependentRequired: { force: ["confirm"] } };
  const closed = { type: "object", properties: { path: { type: "string" } }, unevaluatedProperties: false };
  const link = { type: "object", properties: { url: { type: "string", format: "uri" } }, required: ["url"] };

  it("reads a schema without $schema as 2020-12: dependentRequired, unevaluatedProperties, prefixItems hold (issue 32.4)", () => {
    const table: Array<[JSONSchema, unknown, string[]]> = [
      [force, { force: true }, ["dependentRequired"]],
      [force, { force: true, confirm: true }, []],
      [force, { confirm: true }, []],
      [closed, { path: "a", extra: 1 }, ["unevaluatedProperties"]],
      [closed, { path: "a" }, []],
      [{ allOf: [{ properties: { a: { type: "string" } } }], properties: { b: { type: "number" } }, unevaluatedProperties: false }, { a: "x", b: 1 }, []],
      [{ allOf: [{ properties: { a: { type: "string" } } }], properties: { b: { type: "number" } }, unevaluatedProperties: false }, { a: "x", c: 1 }, ["unevaluatedProperties"]],
      [{ type: "array", prefixItems: [{ type: "string" }], items: false }, ["a", 1], ["items"]],
      [{ type: "object", dependentSchemas: { a: { required: ["b"] } } }, { a: 1 }, ["required"]],
      [{ type: "object", dependencies: { a: ["b"] } }, { a: 1 }, ["dependencies"]], // draft-07's keyword: pi-schema checks it in 2020-12 too
    ];
    for (const [schema, value, expected] of table) expect([schema, value, keywords(value, deepFreeze(schema))]).toEqual([schema, value, expected]);
  });

  it("keeps draft-07 for a schema that names draft-04/06/07, or names none and is draft-07 only (an items array)", () => {
    const table: Array<[JSONSchema, unknown, string[]]> = [
      [{ ...force, $schema: DRAFT_07 }, { force: true }, []], // not a draft-07 keyword
      [{ ...closed, $schema: DRAFT_07 }, { path: "a", extra: 1 }, []],
      [{ ...force, $schema: "http://json-schema.org/draft-04/schema#" }, { force: true }, []],
      [{ ...force, $schema: "https://json-schema.org/draft/2020-12/schema" }, { force: true }, ["dependentRequired"]],
      [{ ...force, $schema: "https://json-schema.org/draft/2019-09/schema" }, { force: true }, ["dependentRequired"]],
      [{ type: "array", items: [{ type: "string" }, { type: "number" }], additionalItems: false }, ["a", 1], []],
      [{ type: "array", items: [{ type: "string" }, { type: "number" }], additionalItems: false }, ["a", "b", 3], ["additionalItems", "type/1"]],
    ];
    for (const [schema, value, expected] of table) expect([schema, value, keywords(value, deepFreeze(schema))]).toEqual([schema, value, expected]);
  });

  it("checks the formats pi checks, as ajv-formats does where it never refuses what pi accepts", () => {
    expect(CHECKED_FORMATS).toEqual(["date", "time", "date-time", "duration", "uri", "uri-reference", "email", "hostname", "ipv4", "ipv6", "regex", "uuid", "json-pointer", "json-pointer-uri-fragment", "relative-json-pointer"]);
    const table: Array<[string, string, boolean]> = [
      ["uri", "https://example.com/a?b=c", true],
      ["uri", "mailto:a@b.co", true],
      ["uri", "example.com/a", false],
      ["uri", "not a uri", false],
      ["email", "root@localhost", true],
      ["email", "a@b.co", true],
      ["email", "nobody", false],
      ["date", "2024-02-29", true],
      ["date", "2023-02-29", false],
      ["date-time", "2024-01-01T12:00:00Z", true],
      ["date-time", "yesterday", false],
      ["time", "12:00:00Z", true],
      ["time", "25:00:00Z", false],
      ["duration", "PT1H", true],
      ["duration", "1 hour", false],
      ["uuid", "123e4567-e89b-12d3-a456-426614174000", true],
      ["uuid", "123e4567", false],
      ["ipv4", "10.0.0.1", true],
      ["ipv4", "256.0.0.1", false],
      ["ipv6", "::1", true],
      ["ipv6", "1::2::3", false],
      ["hostname", "a.example.com", true],
      ["hostname", "-a.com", false],
      ["regex", "^a+$", true],
      ["regex", "(", false],
      ["json-pointer", "/a/0", true],
      ["json-pointer", "a", false],
      // not checked (an annotation), as explained at PI_FORMATS
      ["url", "http://localhost:8080/a", true],
      ["url", "nope", true],
      ["uri-template", "'{", true],
      ["idn-email", "nope", true],
      ["int32", "nope", true],
      ["password", "", true],
      ["my-own-format", "x", true],
    ];
    for (const [format, value, valid] of table) expect([format, value, keywords(value, { type: "string", format })]).toEqual([format, value, valid ? [] : ["format"]]);
    expect(keywords(12, { type: "number", format: "int32" })).toEqual([]);
    expect(keywords({ url: "example.com" }, deepFreeze(link))).toEqual(["format/url"]);
    expect(keywords({ url: "https://example.com" }, deepFreeze(link))).toEqual([]);
  });

  it("checks a format in time linear in the value: 1 MB values of a repeated unit, with a bad end", () => {
    const started = performance.now();
    for (const format of CHECKED_FORMATS) {
      const schema = { type: "string", format };
      for (const unit of ["-a.", "a", "1:", "a@", "/a", "%41", "(", "::", "P1D"]) validateWithAjv(unit.repeat(Math.ceil(1e6 / unit.length)) + " !", schema);
    }
    expect(performance.now() - started).toBeLessThan(20_000); // about 2 s here; a backtracking check takes hours
  });

  it("checks formats under a schema that names draft-07 too (pi checks them whatever the schema names)", () => {
    expect(keywords({ url: "example.com" }, deepFreeze({ ...link, $schema: DRAFT_07 }))).toEqual(["format/url"]);
  });

  it("compiles each schema object once: the second validation reuses it, valid or not", () => {
    const schema = deepFreeze({ ...link });
    const first = validateWithAjv({ url: "x" }, schema)[0]!;
    const again = validateWithAjv({ url: "y" }, schema)[0]!;
    expect(again.schema).toBe(first.schema); // the same compiled parent schema object
    expect(validateWithAjv({ url: "https://a.b" }, schema)).toBe(validateWithAjv({ url: "https://c.d" }, schema)); // NO_ISSUES, shared
  });

  it("repairs a call only into one that still validates: {force:true, confirm:null} is not made {force:true}", () => {
    const host = createHost();
    const r = host.repairArguments("t", { force: true, confirm: null }, deepFreeze(force), host.context());
    expect(r.outcome).toBe("unrepairable");
    expect(r.arguments).toEqual({ force: true, confirm: null });
  });
});
