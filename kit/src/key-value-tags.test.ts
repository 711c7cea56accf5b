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

describe("keyValueTags pairs", () => {
  const typed = keyValueTags({ key: "<k>", keyClose: "</k>", value: "<v>", valueClose: "</v>", block: "<call>", end: "</call>", maxKey: 8, isNameStart, type: { open: "<t>", close: "</t>", max: 6 } });
  const blank = keyValueTags({ key: "<k>", keyClose: "</k>", value: "<v>", valueClose: "</v>", block: "<call>", end: "</call>", maxKey: 8, isNameStart, blankKeys: true });
  // values end at the first value close (the grammars pass TagValues' valueEnd)
  const read = (tags: typeof TAGS, text: string) => {
    const input = { text, indexOf: (s: string, from: number) => text.indexOf(s, from) };
    const got = tags.pairs(input, 0, (from) => text.indexOf("</v>", from));
    return got && { pairs: got.pairs.map((p) => [p.key, p.type, text.slice(p.from, p.to)]), rest: text.slice(got.end) };
  };
  it.each([
    ["</call>", [], "</call>"],
    ["<k>a</k><v>1</v></call>", [["a", undefined, "1"]], "</call>"],
    ["<k> a </k>\n<v>x y</v>\n<k>b</k> <v></v> </call>", [["a", undefined, "x y"], ["b", undefined, ""]], "</call>"],
    ["<k>a</k><t>int</t><v>1</v>", [["a", undefined, "1"]], ""], // no type tag in this spelling: refused below
  ])("reads %j", (text, pairs, rest) => {
    if (text.includes("<t>")) expect(read(TAGS, text)).toBeUndefined();
    else expect(read(TAGS, text)).toEqual({ pairs, rest });
  });
  it.each([
    "<k>a</k>1</v>", // no value opener
    "<k>a</k><v>1", // no certain end
    "<k>abcdefghi</k><v>1</v>", // a key longer than maxKey
    "<k>a<b</k><v>1</v>", // a key holding `<`
    "<k> </k><v>1</v>", // a blank key
    "<k>a", // never closed
  ])("refuses %j", (text) => {
    expect(read(TAGS, text)).toBeUndefined();
  });
  it("reads an optional type tag where the spelling has one", () => {
    expect(read(typed, "<k>a</k> <t>int</t> <v>1</v><k>b</k><v>2</v>")).toEqual({ pairs: [["a", "int", "1"], ["b", undefined, "2"]], rest: "" });
    expect(read(typed, "<k>a</k><t>integer</t><v>1</v>")).toBeUndefined(); // longer than its max
    expect(read(typed, "<k>a</k><t>i<t</t><v>1</v>")).toBeUndefined();
  });
  it("reads a blank key only where the spelling allows it (glm)", () => {
    expect(read(blank, "<k> </k><v>1</v>")).toEqual({ pairs: [["", undefined, "1"]], rest: "" });
    expect(read(TAGS, "<k> </k><v>1</v>")).toBeUndefined();
  });
});
