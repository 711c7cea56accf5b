import { describe, expect, it } from "vitest";
import type { MarkupView } from "./types.js";
import { insideOtherMarkup } from "./inside.js";

/** A minimal scan input: marker positions by plain search, nothing inert. */
function inputOf(text: string, markers: readonly string[]): MarkupView {
  const map = new Map<string, number[]>();
  for (const m of markers) {
    const list: number[] = [];
    for (let p = text.indexOf(m); p >= 0; p = text.indexOf(m, p + 1)) list.push(p);
    if (list.length > 0) map.set(m, list);
  }
  return {
    markers: map,
    owned: [{ open: "<tool_call>", close: "</tool_call>" }, { open: "[TOOL_CALLS]" }],
    isInert: () => false,
    indexOf: (literal, from) => text.indexOf(literal, from),
  };
}

describe("insideOtherMarkup", () => {
  const markers = ["<tool_call>", "</tool_call>", "[TOOL_CALLS]"];

  it("is true after an unclosed wrapper, false after a closed one", () => {
    const open = 'x <tool_call> {"a": 1}';
    expect(insideOtherMarkup(inputOf(open, markers), open.indexOf("{"))).toBe(true);
    const closed = '<tool_call>[]</tool_call> {"a": 1}';
    expect(insideOtherMarkup(inputOf(closed, markers), closed.indexOf("{"))).toBe(false);
  });

  it("a token owns the rest of its line only", () => {
    const same = '[TOOL_CALLS] {"a": 1}';
    expect(insideOtherMarkup(inputOf(same, markers), same.indexOf("{"))).toBe(true);
    const next = '[TOOL_CALLS] x\n{"a": 1}';
    expect(insideOtherMarkup(inputOf(next, markers), next.indexOf("{"))).toBe(false);
  });

  it("only markup a loaded grammar owns counts", () => {
    const text = '<tool_call> {"a": 1}';
    const input = { ...inputOf(text, markers), owned: [{ open: "[TOOL_CALLS]" }] };
    expect(insideOtherMarkup(input, text.indexOf("{"))).toBe(false);
  });

  it("is false with no markup before the position", () => {
    const text = '{"a": 1} <tool_call>';
    expect(insideOtherMarkup(inputOf(text, markers), 0)).toBe(false);
  });
});
