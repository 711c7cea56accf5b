import { describe, expect, it } from "vitest";
import type { JsonType } from "./types.js";
import { acceptsValue, jsonType, toBoolean, toInteger, toNumber, toStructured, typeByOrder, typesOf } from "./values.js";

const types = (...t: JsonType[]) => new Set<JsonType>(t);

describe("values: typing text parameters by the schema", () => {
  it("typesOf collects the declared types of a top-level key", () => {
    const tool = { type: "object", properties: { n: { type: ["integer", "null"] }, any: {} } };
    expect(typesOf(tool, "n")).toEqual(types("integer", "null"));
    expect(typesOf(tool, "any")).toBeUndefined();
    expect(typesOf(tool, "missing")).toBeUndefined();
    expect(typesOf(undefined, "n")).toBeUndefined();
  });

  it("reads scalars only when they are exact literals", () => {
    expect(toInteger(" 42 ")).toBe(42);
    expect(toInteger("4.2")).toBeUndefined();
    expect(toInteger("9".repeat(30))).toBeUndefined();
    expect(toNumber("-.5e3")).toBe(-500);
    expect(toNumber("1x")).toBeUndefined();
    expect(toBoolean(" TRUE ")).toBe(true);
    expect(toBoolean("yes")).toBeUndefined();
  });

  it("reads structures as JSON, then as a Python literal, of the wanted kind", () => {
    expect(toStructured('{"a": 1}', "object")).toEqual({ a: 1 });
    expect(toStructured("{'a': True}", "object")).toEqual({ a: true });
    expect(toStructured("[1, 2]", "object")).toBeUndefined();
    expect(toStructured("[1, 2]", "array")).toEqual([1, 2]);
  });

  it("jsonType and acceptsValue (an integer fits number)", () => {
    expect(jsonType(null)).toBe("null");
    expect(jsonType([])).toBe("array");
    expect(jsonType(3)).toBe("integer");
    expect(jsonType(3.5)).toBe("number");
    expect(acceptsValue(types("number"), 3)).toBe(true);
    expect(acceptsValue(types("integer"), 3.5)).toBe(false);
  });

  it("typeByOrder tries integer > number > boolean > object > array, else keeps the text", () => {
    expect(typeByOrder("42", undefined)).toBe("42");
    expect(typeByOrder("42", types("string", "integer"))).toBe("42");
    expect(typeByOrder("42", types("integer"))).toBe(42);
    expect(typeByOrder("4.5", types("integer", "number"))).toBe(4.5);
    expect(typeByOrder("false", types("boolean"))).toBe(false);
    expect(typeByOrder("[1]", types("object", "array"))).toEqual([1]);
    expect(typeByOrder("null", types("null"))).toBeNull();
    expect(typeByOrder("abc", types("integer"))).toBe("abc");
  });
});
