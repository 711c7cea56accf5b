import { declaredKeys, acceptsType, declaredTypes, schemaType } from "./schema.js";

describe("declaredKeys", () => {
  it("names the properties of a schema, through composition", () => {
    const schema = { type: "object", properties: { path: { type: "string" } }, anyOf: [{ properties: { limit: { type: "integer" } } }] };
    const declares = declaredKeys(schema);
    expect([declares("path"), declares("limit"), declares("new_string")]).toEqual([true, true, false]);
    expect(declaredKeys(schema)).toBe(declares); // made once per schema object
  });

  it("declares every key when the schema names none or accepts others by a schema", () => {
    expect(declaredKeys(undefined)("x")).toBe(true);
    expect(declaredKeys({ type: "object" })("x")).toBe(true);
    expect(declaredKeys({ properties: { a: {} }, additionalProperties: { type: "string" } })("x")).toBe(true);
    expect(declaredKeys({ properties: { a: {} }, patternProperties: { "^x": {} } })("x")).toBe(true);
    expect(declaredKeys({ properties: { a: {} }, additionalProperties: false })("x")).toBe(false);
  });
});

describe("type aliases (issue 36): typing a value reads the common aliases as their JSON types", () => {
  const cases: [declared: unknown, json: string][] = [
    ["float", "number"], ["double", "number"], ["num", "number"], ["number", "number"],
    ["int", "integer"], ["integer", "integer"], ["long", "integer"], ["uint32", "integer"], ["int64", "integer"],
    ["list", "array"], ["array", "array"], ["tuple", "array"], ["dict", "object"], ["map", "object"], ["object", "object"],
    ["str", "string"], ["string", "string"], ["text", "string"], ["bool", "boolean"], ["boolean", "boolean"],
    ["Float", "number"], [" INT ", "integer"], ["String", "string"], // case and padding, as the peers read them
    ["uuid", "uuid"], // not an alias: kept as declared (it types nothing)
  ];
  it.each(cases)("%j → %s", (declared, json) => {
    expect(schemaType(declared)).toBe(json);
    expect([...(declaredTypes({ type: declared }) ?? [])]).toEqual([json]);
  });
  it("in a type list, and through acceptsType", () => {
    expect([...(declaredTypes({ type: ["int", "null"] }) ?? [])]).toEqual(["integer", "null"]);
    expect([acceptsType({ type: "float" }, "integer"), acceptsType({ type: "dict" }, "object"), acceptsType({ type: "str" }, "number")]).toEqual([true, true, false]);
  });
});
