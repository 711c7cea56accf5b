import { describe, expect, it } from "vitest";
import { callOf, callsOf, decodeArguments, isRecord, isToolName, skipWs, type CallShape } from "./calls.js";

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

  it("callsOf needs every element to be a call", () => {
    expect(callsOf([{ name: "f", arguments: {} }, { name: "g", arguments: { x: 1 } }], SHAPE)).toHaveLength(2);
    expect(callsOf([{ name: "f", arguments: {} }, { a: 1 }], SHAPE)).toBeUndefined();
    expect(callsOf([], SHAPE)).toBeUndefined();
  });
});
