import { describe, expect, it } from "vitest";
import { keyValueTags } from "./key-value-tags.js";
import { TagValues } from "./tag-values.js";
import type { TagInput } from "./types.js";

const isNameStart = (c: number): boolean => (c >= 97 && c <= 122) || c === 95;
const TAGS = keyValueTags({ key: "<k>", keyClose: "</k>", value: "<v>", valueClose: "</v>", block: "<call>", end: "</call>", maxKey: 8, isNameStart });
const declares = (key: string) => key === "a" || key === "b";

describe("keyValueTags", () => {
  it.each([
    ["<k>a</k>", 0, "a"],
    ["<k> b </k>", 0, "b"],
    ["x<k>a</k>", 1, "a"],
    ["<k>a</k>", 1, undefined],
    ["<k>a<x</k>", 0, undefined],
    ["<k>a", 0, undefined],
    ["<k>123456789</k>", 0, undefined],
    ["<k>12345678</k>", 0, "12345678"],
  ])("keyAt(%j, %i) = %j", (text, at, key) => {
    expect(TAGS.keyAt(text, at)).toBe(key);
  });

  it.each([
    ["<k>a</k><v>", 8, "a"],
    ["<k>a</k> \n<v>", 10, "a"],
    ["<k>a</k>x<v>", 9, undefined],
    ["<v>", 0, undefined],
    ["<k>123456789</k><v>", 16, undefined],
  ])("keyBefore(%j, %i) = %j", (text, at, key) => {
    expect(TAGS.keyBefore(text, at)).toBe(key);
  });

  it.each([
    ["<call>f<k>a</k><v>1</v></call>", "1"],
    ["<call>f<k>a</k><v>1</v><k>b</k><v>2</v></call>", "1"],
    ["<call>f<k>a</k><v>x</v>y</v></call>", "x</v>y"],
    ["<call>f<k>a</k><v>1</v><k>zz</k><v>2</v></call>", undefined],
    ["<call>f<k>a</k><v>1", undefined],
  ])("the value of a in %j is %j", (text, value) => {
    const input: TagInput = { text, schemaOf: () => undefined };
    const from = text.indexOf("<v>") + 3;
    const to = TagValues.of(input, "kv-toy", TAGS.spec).valueEnd(from, declares);
    expect(to < 0 ? undefined : text.slice(from, to)).toBe(value);
  });

  it("takes the grammar's own key reader and block end", () => {
    const tags = keyValueTags({ key: "<k>", keyClose: "</k>", value: "<v>", valueClose: "</v>", block: "<call>", end: "</call>", maxKey: 8, isNameStart, nameAt: () => "q", endsBlock: () => false });
    expect(tags.spec.nameAt("<v>", 0)).toBe("q");
    expect(tags.spec.endsBlock("</call>", 0)).toBe(false);
    expect(TAGS.spec.nameAt("<v>", 0)).toBeNull();
    expect(TAGS.spec.isBlock("<call> f", 0)).toBe(true);
    expect(TAGS.spec.isBlock("<call>1", 0)).toBe(false);
  });
});
