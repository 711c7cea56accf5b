import { describe, expect, it } from "vitest";
import { afterComment } from "./text.js";

describe("afterComment", () => {
  it("skips a line comment with its newline, a block comment, and to the end when one never closes", () => {
    expect(afterComment('// x\n{"a":1}', 0)).toBe(5);
    expect(afterComment("a/* b */c", 1)).toBe(8);
    expect(afterComment("// x", 0)).toBe(4);
    expect(afterComment("/* x", 0)).toBe(4);
  });
  it("is the position itself where no comment starts", () => {
    expect(afterComment("/x", 0)).toBe(0);
    expect(afterComment("a//", 0)).toBe(0);
  });
});
