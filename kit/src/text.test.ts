import { describe, expect, it } from "vitest";
import { afterComment, skipInvisible, startsLikeJson } from "./text.js";

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

describe("invisible format characters before JSON", () => {
  it("startsLikeJson looks past them", () => {
    for (const c of ["\u2060", "\u200b", "\ufeff", "\u200c", "\u200d", "\u180e", "\u00ad", "\u202e", "\u{e0001}"]) {
      expect([c.codePointAt(0), startsLikeJson(c + '{"command":"ls"} --dry-run')]).toEqual([c.codePointAt(0), true]);
    }
    expect(startsLikeJson("\u200bls -la")).toBe(false);
    expect(startsLikeJson("\u2060")).toBe(false);
  });
  it("skipInvisible stops at the first visible character", () => {
    expect(skipInvisible("\u2060 \u200b{", 0)).toBe(3);
    expect(skipInvisible("\u{e0020}x", 0)).toBe(2);
    expect(skipInvisible("x\u200b", 0)).toBe(0);
    expect(skipInvisible("\u200b", 0)).toBe(1);
  });
});
