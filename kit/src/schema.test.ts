import { declaredKeys } from "./schema.js";

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
