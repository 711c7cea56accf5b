import { describe, expect, it } from "vitest";
import { FUNCTION_CLOSE, FUNCTION_OPEN, parseFunctionBlock, qwenValue, type XmlOptions } from "./function-block.js";
import type { JSONSchema, JsonType, TagInput } from "./types.js";

const WRAPPED: XmlOptions = { closers: ["</tool_call>"], openers: ["<tool_call>"], ends: ["<|im_end|>"], bare: false, padding: true };
const UNPADDED: XmlOptions = { ...WRAPPED, padding: false };
const TOOL: JSONSchema = { type: "object", properties: { n: { type: "integer" }, s: { type: "string" }, ok: { type: "boolean" }, any: {} } };
const input = (text: string, schema?: JSONSchema): TagInput => ({ text, schemaOf: () => schema });
const parse = (text: string, opts = WRAPPED, schema: JSONSchema | undefined = TOOL) => parseFunctionBlock(text, 0, input(text, schema), opts);

describe("parseFunctionBlock: the Qwen3-Coder function block", () => {
  it("reads the parameters, typed by the schema, with one newline of padding each side", () => {
    const text = "<function=f>\n<parameter=n>\n42\n</parameter>\n<parameter=s>\nnull\n</parameter>\n<parameter=any>\nnull\n</parameter>\n</function>";
    expect(parse(text)).toEqual({ name: "f", arguments: { n: 42, s: "null", any: null }, end: text.length });
  });

  it("keeps every newline when the grammar writes no padding", () => {
    const text = "<function=f><parameter=s>\nx\n</parameter></function>";
    expect(parse(text, UNPADDED)?.arguments).toEqual({ s: "\nx\n" });
  });

  it("reads a JSON body", () => {
    const text = '<function=f>{"n": 1}</function>';
    expect(parse(text)).toEqual({ name: "f", arguments: { n: 1 }, end: text.length });
  });

  it("ends before the wrapper's closer when `</function>` is missing", () => {
    const text = "<function=f>\n<parameter=n>\n1\n</parameter>\n</tool_call>";
    expect(parse(text)).toEqual({ name: "f", arguments: { n: 1 }, end: text.indexOf("</tool_call>") });
  });

  it("marks a repeated parameter refused, with the block's extent", () => {
    const text = "<function=f><parameter=s>a</parameter><parameter=s>b</parameter></function>";
    expect(parse(text, UNPADDED)).toEqual({ name: "f", arguments: { s: "a" }, end: text.length, refused: true });
  });

  it("refuses a block whose value has no certain end, a bad header, or no `<function=`", () => {
    expect(parse("<function=f>\n<parameter=n>\n1\n<parameter=s>\nx\n</parameter>\n</function>")).toBeUndefined();
    expect(parse("<function=f\n>\n</function>")).toBeUndefined();
    expect(parse("<function name=\"f\">{}</function>")).toBeUndefined();
  });

  it("names its literals", () => {
    expect([FUNCTION_OPEN, FUNCTION_CLOSE]).toEqual(["<function=", "</function>"]);
  });
});

describe("qwenValue: a value typed by the schema", () => {
  const types = (...t: JsonType[]) => new Set<JsonType>(t);
  it("keeps the text of a string-typed key, null included", () => {
    expect(qwenValue("null", types("string", "null"))).toBe("null");
    expect(qwenValue("42", types("string"))).toBe("42");
  });

  it("reads null, then types the rest; an unknown boolean stays text", () => {
    expect(qwenValue("NULL", types("integer"))).toBeNull();
    expect(qwenValue("42", types("integer"))).toBe(42);
    expect(qwenValue("true", types("boolean"))).toBe(true);
    expect(qwenValue("yes", types("boolean"))).toBe("yes");
    expect(qwenValue("text", undefined)).toBe("text");
  });
});
