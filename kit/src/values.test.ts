import { describe, expect, it } from "vitest";
import type { JsonType } from "./types.js";
import { acceptsValue, exactNumber, jsonType, numbersExact, toBoolean, toInteger, toNumber, toStructured, typeByOrder, typesOf } from "./values.js";

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
    expect(typeByOrder(" None ", types("null"))).toBeNull(); // Python's None
    expect(typeByOrder("None", types("integer", "null"))).toBeNull();
    expect(typeByOrder("None", types("object", "null"))).toBeNull();
    expect(typeByOrder("None", types("integer"))).toBe("None"); // null not allowed: the schema decides
    expect(typeByOrder("null", types("string"))).toBe("null"); // a string parameter keeps the text
    expect(typeByOrder("None", types("string", "null"))).toBe("None");
    expect(typeByOrder("abc", types("integer"))).toBe("abc");
  });

  // text → number only when nothing is lost: [text, exactNumber(text)]
  const exact: [string, number | undefined][] = [
    ["0", 0],
    ["-0", 0],
    ["0.000", 0],
    ["0e999", 0],
    ["42", 42],
    ["-1.5", -1.5],
    ["1.50", 1.5],
    ["1.10", 1.1],
    ["0.1", 0.1],
    ["1e3", 1000],
    ["1.50e2", 150],
    ["1e21", 1e21],
    ["1e-7", 1e-7],
    ["5e-324", 5e-324],
    ["1.7976931348623157e308", 1.7976931348623157e308],
    ["9007199254740991", 9007199254740991],
    ["9007199254740992", 9007199254740992],
    ["1" + "0".repeat(29), 1e29], // 10^29 is String(1e29) exactly
    ["12345678901234567000", 12345678901234567000],
    [".5", 0.5],
    ["5.", 5],
    ["+7", 7],
    ["9007199254740993", undefined], // 2^53 + 1 rounds
    ["1234567890123456789", undefined], // a snowflake id
    ["12345678901234567890", undefined],
    ["-1234567890123456789", undefined],
    ["1e400", undefined], // overflow
    ["-1e400", undefined],
    ["2e308", undefined],
    ["1e-400", undefined], // underflow of a non-zero literal
    ["2e-324", undefined],
    ["1.000000000000000000000000000001", undefined], // 30-digit fraction
    ["0.1000000000000000055511151231257827", undefined],
    ["1e1234567890", undefined], // exponent too long
    ["", undefined],
    ["-", undefined],
    [".", undefined],
    ["1e", undefined],
    ["0x10", undefined],
    ["Infinity", undefined],
    ["NaN", undefined],
    ["1 ", undefined],
    ["1_000", undefined],
  ];
  for (const [text, n] of exact) it(`exactNumber(${JSON.stringify(text)}) → ${String(n)}`, () => expect(exactNumber(text)).toBe(n));

  it("toInteger / toNumber / typeByOrder leave a number that would lose precision as text", () => {
    expect(toInteger("1234567890123456789")).toBeUndefined();
    expect(toNumber("1234567890123456789")).toBeUndefined();
    expect(toNumber("1e400")).toBeUndefined();
    expect(toNumber("1e-400")).toBeUndefined();
    expect(toNumber("1.000000000000000000000000000001")).toBeUndefined();
    expect(toInteger("9007199254740992")).toBe(9007199254740992);
    expect(toNumber("1.10")).toBe(1.1);
    expect(typeByOrder("1234567890123456789", types("integer"))).toBe("1234567890123456789");
    expect(typeByOrder("1234567890123456789", types("integer", "number"))).toBe("1234567890123456789");
    expect(typeByOrder("1e400", types("number"))).toBe("1e400");
    expect(typeByOrder("1e-400", types("number", "null"))).toBe("1e-400");
    expect(typeByOrder("1.000000000000000000000000000001", types("integer"))).toBe("1.000000000000000000000000000001");
    expect(typeByOrder('{"id": 1234567890123456789}', types("object"))).toBe('{"id": 1234567890123456789}');
    expect(typeByOrder("[1, 1e400]", types("array"))).toBe("[1, 1e400]");
    expect(typeByOrder("{'id': 1_234_567_890_123_456_789}", types("object"))).toBe("{'id': 1_234_567_890_123_456_789}");
    expect(typeByOrder('{"id": 123, "v": 1.5e-3}', types("object"))).toEqual({ id: 123, v: 0.0015 });
  });

  const structured: [string, boolean][] = [
    ['{"a": 1, "b": [2.5, -3e2]}', true],
    ['{"a": "1234567890123456789"}', true], // inside a string: text
    ["{'a': '1e400', \"b\": 2}", true],
    ["{'a': '''it's 1e400''', 'b': 1}", true],
    ['{"a": 1234567890123456789}', false],
    ["[1e-400]", false],
    ["{'a': '''x''', 'b': 1e400}", false],
    ['{"k\\"": 1e400}', false], // an escaped quote does not end the key
    ["[True, None, 1_000]", true],
  ];
  for (const [text, ok] of structured) it(`numbersExact(${JSON.stringify(text)}) → ${ok}`, () => expect(numbersExact(text)).toBe(ok));
});

describe("toStructured: JSON written with escaped quotes (GLM)", () => {
  it.each([
    ['[{\\"id\\": \\"1\\", \\"task\\": \\"a\\"}]', "array", [{ id: "1", task: "a" }]],
    ['[{\\"task\\": \\"C:\\\\\\\\Users\\\\\\\\t.txt\\"}]', "array", [{ task: "C:\\Users\\t.txt" }]],
    ['{\\"a\\": 1}', "object", { a: 1 }],
    ['{\\"a\\": 1, \\"a\\": 2}', "object", undefined], // a repeated key: no value chosen
    ['[{\\"id\\": 1}', "array", undefined], // truncated
    ['{\\"a\\": "b"}', "object", undefined], // a bare quote: not the body of a JSON string
  ] as const)("%s (%s)", (raw, kind, expected) => {
    expect(toStructured(raw, kind)).toEqual(expected);
  });
});
