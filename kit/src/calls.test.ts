import { describe, expect, it } from "vitest";
import { ARGUMENT_KEYS, CALL_SHAPE, callOf, callsOf, decodeArguments, envelopeKeys, isRecord, isSchemaShaped, jsonCallBlock, keptBlock, skipWs, type CallShape, skipLineSpace } from "./calls.js";
import { isToolName } from "./names.js";

const SHAPE: CallShape = { name: ["name"], args: ["arguments", "parameters"], extra: ["id", "type"] };

describe("calls: JSON-shaped tool calls", () => {
  it("small predicates", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(skipWs(" \t\r\n x", 0)).toBe(5);
    expect(skipWs("x", 1)).toBe(1);
    expect(isToolName("get_weather.v2")).toBe(true);
    expect(isToolName("get weather")).toBe(false);
    expect(isToolName("x".repeat(129))).toBe(false);
    expect(decodeArguments('{"a": 1}')).toEqual({ a: 1 });
    expect(decodeArguments("[1]")).toBeUndefined();
    expect(decodeArguments("{bad")).toBeUndefined();
  });

  it("callOf accepts the shape's keys only", () => {
    expect(callOf({ name: "f", arguments: { a: 1 } }, SHAPE)).toEqual({ name: "f", arguments: { a: 1 } });
    expect(callOf({ name: "f", parameters: '{"a": 1}', type: "function", id: "1" }, SHAPE)).toEqual({ name: "f", arguments: { a: 1 } });
    expect(callOf({ name: "f", arguments: {}, other: 1 }, SHAPE)).toBeUndefined();
    expect(callOf({ name: "f", arguments: {}, type: "tool" }, SHAPE)).toBeUndefined();
    expect(callOf({ name: "Alice" }, SHAPE)).toBeUndefined();
    expect(callOf({ name: "f" }, { ...SHAPE, argsOptional: true })).toEqual({ name: "f", arguments: {} });
  });

  it("callOf: two keys for the arguments (or the name) make it data", () => {
    expect(callOf({ name: "read", parameters: { path: "a" }, arguments: { path: "b" } }, SHAPE)).toBeUndefined();
    expect(callOf({ name: "read", arguments: { path: "b" }, parameters: { path: "a" } }, SHAPE)).toBeUndefined();
    expect(callOf({ name: "read", tool_name: "bash", arguments: {} }, { name: ["name", "tool_name"], args: ["arguments"] })).toBeUndefined();
  });

  it("envelopeKeys: every known spelling of the arguments, never one dropped (issue 31.9)", () => {
    expect(ARGUMENT_KEYS).toEqual(["arguments", "parameters", "args", "input"]);
    for (const key of ARGUMENT_KEYS) {
      expect(envelopeKeys({ name: "f", [key]: {} })).toEqual({ name: "name", args: key });
      expect(callOf({ name: "f", [key]: { a: 1 } })).toEqual({ name: "f", arguments: { a: 1 } });
      // a shape that names only one spelling still reads the others as the arguments
      expect(callOf({ tool_name: "f", [key]: { a: 1 } }, { name: ["tool_name"], args: ["parameters"] })).toEqual({ name: "f", arguments: { a: 1 } });
    }
    expect(envelopeKeys({ name: "f" })).toEqual({ name: "name", args: undefined });
    expect(envelopeKeys({ name: "f", args: {}, input: {} })).toBeUndefined();
    expect(envelopeKeys({ name: "f", arguments: {}, params: {} })).toBeUndefined();
    expect(envelopeKeys({ args: {} })).toBeUndefined();
    expect(envelopeKeys({ name: "f", type: "tool_use", input: {} })).toBeUndefined();
    expect(envelopeKeys({ name: "f", type: "function", id: "1", args: {} }, CALL_SHAPE)).toEqual({ name: "name", args: "args" });
    expect(callOf({ name: "ha_call_service", args: { action: "turn_off" } })).toEqual({ name: "ha_call_service", arguments: { action: "turn_off" } });
    expect(callOf({ name: "bash", arguments: { command: "ls" }, args: { command: "rm -rf ~" } })).toBeUndefined();
  });

  it("isSchemaShaped: a parameters schema, not arguments", () => {
    const schema = { type: "object", properties: { path: { type: "string" } }, required: ["path"] };
    expect(isSchemaShaped(schema)).toBe(true);
    expect(isSchemaShaped({ properties: { path: { type: "string" } } })).toBe(true);
    expect(isSchemaShaped({ type: "object", properties: {} })).toBe(true);
    expect(isSchemaShaped({ type: "string", properties: { a: {} } })).toBe(false);
    expect(isSchemaShaped({ type: "object", properties: { a: 1 } })).toBe(false);
    expect(isSchemaShaped({ type: "object", properties: { a: {} }, path: "x" })).toBe(false);
    expect(isSchemaShaped({ type: "object" })).toBe(false);
    expect(isSchemaShaped({ path: "a" })).toBe(false);
    // the tool itself takes a `properties` parameter: a call
    expect(isSchemaShaped(schema, { type: "object", properties: { type: { type: "string" }, properties: { type: "object" } } })).toBe(false);
    expect(isSchemaShaped(schema, { type: "object", properties: { path: { type: "string" } } })).toBe(true);
  });

  it("callsOf needs every element to be a call", () => {
    expect(callsOf([{ name: "f", arguments: {} }, { name: "g", arguments: { x: 1 } }], SHAPE)).toHaveLength(2);
    expect(callsOf([{ name: "f", arguments: {} }, { a: 1 }], SHAPE)).toBeUndefined();
    expect(callsOf([], SHAPE)).toBeUndefined();
  });
});

describe("callOf reads own keys only", () => {
  it("a key some library put on Object.prototype does not make every call data", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluted = 1;
    try {
      expect(callOf(JSON.parse('{"name": "read", "arguments": {"path": "a"}}'))).toEqual({ name: "read", arguments: { path: "a" } });
    } finally {
      delete proto.polluted;
    }
  });
});

describe("keptBlock", () => {
  const input = (text: string) => ({ indexOf: (literal: string, from: number) => text.indexOf(literal, from) });
  it("spans a refused block to its first close, kept as text", () => {
    expect(keptBlock(input("<a>x</a> y </a>"), 3, "</a>")).toEqual({ end: 8, calls: [], keep: true });
  });
  it("gives nothing for a block with no close (a cut block), nor one whose close comes after the next opener", () => {
    expect(keptBlock(input("<a>x"), 3, "</a>")).toBeUndefined();
    expect(keptBlock(input("<a>x <a>y</a>"), 3, "</a>", "<a>")).toBeUndefined();
    expect(keptBlock(input("<a>x</a> <a>y</a>"), 3, "</a>", "<a>")).toEqual({ end: 8, calls: [], keep: true });
  });
});

describe("jsonCallBlock", () => {
  const close = "</c>";
  it.each([
    ['{"name": "read", "arguments": {"path": "a"}}</c> after', { end: 48, calls: [{ name: "read", arguments: { path: "a" } }] }],
    [' {"name": "ls"} </c>', { end: 20, calls: [{ name: "ls", arguments: {} }] }],
    ['{"name": "ls"}', { end: 14, calls: [{ name: "ls", arguments: {} }] }], // the closer missing only at the end of the reply
  ])("reads %j", (text, expected) => expect(jsonCallBlock(text, 0, close)).toEqual(expected));
  it.each([['{"name": "ls"} more'], ['{"name": "ls", "note": 1}</c>'], ["read</c>"], ['{"name": "ls"']])("refuses %j", (text) => {
    expect(jsonCallBlock(text, 0, close)).toBeUndefined();
  });
});

describe("skipLineSpace", () => {
  it.each([
    ["", 0, 0],
    ["a", 0, 0],
    [" \t a", 0, 3],
    ["  \n b", 0, 2], // a line break ends it
    ["x \r\n", 1, 2], // so does a CR
    ["\u200b a", 0, 0], // zero-width is skipWs's, not a line space
    ["ab  ", 2, 4],
  ])("%j from %i → %i", (text, from, to) => {
    expect(skipLineSpace(text, from)).toBe(to);
  });
});
