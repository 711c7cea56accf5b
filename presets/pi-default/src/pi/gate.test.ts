import { grammars } from "../preset/plugins.js";
import { hasMarker, messageMayChange, requestMayChange } from "./gate.js";
import { BUILTIN_MARKERS } from "./markers.js";

const assistant = (content: unknown[], stopReason = "stop") => ({ role: "assistant", content, stopReason });

describe("the start-up gate", () => {
  it("the marker list is current: every marker of every shipped grammar (else: node scripts/build.mjs && node scripts/markers.mjs)", () => {
    const markers = [...new Set(grammars.flatMap((g) => (g as { markers?: readonly string[] }).markers ?? []))].sort();
    expect([...BUILTIN_MARKERS]).toEqual(markers);
  });

  it("issue 37: a plain answer needs nothing loaded; a call, a phantom stop or leaked markup does", () => {
    expect(messageMayChange(assistant([{ type: "text", text: "done." }]))).toBe(false);
    expect(messageMayChange(assistant([{ type: "thinking", thinking: "ok" }, { type: "text", text: "Hello, world" }]))).toBe(false);
    expect(messageMayChange({ role: "user", content: [{ type: "text", text: "<tool_call>" }] })).toBe(false);
    expect(messageMayChange(assistant([{ type: "toolCall", id: "c", name: "read", arguments: { path: "a" } }], "toolUse"))).toBe(true);
    expect(messageMayChange(assistant([{ type: "text", text: "Let me check." }], "toolUse"))).toBe(true);
    expect(messageMayChange(assistant([{ type: "text", text: "Writing.\n<｜DSML｜tool_calls>" }]))).toBe(true);
    expect(messageMayChange(assistant([{ type: "thinking", thinking: "<tool_call>{}" }, { type: "text", text: "x" }]))).toBe(true);
  });

  it("hasMarker finds a marker anywhere, and only a whole one", () => {
    expect(hasMarker("abc [TOOL_CALLS]")).toBe(true);
    expect(hasMarker("abc <tool_cal")).toBe(false);
    expect(hasMarker("")).toBe(false);
  });

  it("a request changes only where a tool schema has an anchored pattern", () => {
    expect(requestMayChange({ tools: [{ function: { parameters: { properties: { p: { type: "string", pattern: "a$" } } } } }] })).toBe(true);
    expect(requestMayChange({ tools: [{ function: { parameters: { properties: { p: { type: "string", pattern: "a.b" } } } } }] })).toBe(false);
    expect(requestMayChange({ messages: [] })).toBe(false);
    expect(requestMayChange(null)).toBe(false);
  });
});
