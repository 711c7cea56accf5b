import { describe, expect, it } from "vitest";
import { callList, pastEndToken, readNameAttr, renameNativeCalls } from "./blocks.js";
import { CALL_SHAPE, CALL_SHAPE_ARGS_OPTIONAL, callOf } from "./calls.js";

describe("callList", () => {
  // `(name)` is one call; the block closes with `]`
  const read = (text: string) => (i: number) => {
    const close = text.indexOf(")", i);
    return close < 0 ? undefined : { call: { name: text.slice(i + 1, close), arguments: {} }, end: close + 1 };
  };
  const list = (text: string, sep?: string) => callList(text, 1, "]", (i) => text[i] === "(", read(text), sep);

  it("reads the calls and the closer after them", () => {
    expect(list("[ (a) (b) ] x")).toEqual({ calls: [{ name: "a", arguments: {} }, { name: "b", arguments: {} }], end: 11, closed: true });
  });
  it("ends right after the last call when the closer is missing", () => {
    expect(list("[(a) tail")).toEqual({ calls: [{ name: "a", arguments: {} }], end: 4, closed: false });
  });
  it("is undefined for a broken call or none", () => {
    expect(list("[(a) (b")).toBeUndefined();
    expect(list("[ ]")).toBeUndefined();
  });
  it("skips a separator between calls, not before the first", () => {
    expect(list("[(a);(b)]", ";")?.calls.map((c) => c.name)).toEqual(["a", "b"]);
    expect(list("[;(a)]", ";")).toBeUndefined();
  });
});

describe("readNameAttr", () => {
  it("reads a quoted name, trimmed, and the index after >", () => {
    expect(readNameAttr(' name="read" >x', 0)).toEqual({ name: "read", end: 14 });
    expect(readNameAttr(" name = ' a ' >", 0)).toEqual({ name: "a", end: 15 });
  });
  it("an unquoted name only with bare", () => {
    expect(readNameAttr(" name=read>", 0)).toBeUndefined();
    expect(readNameAttr(" name=read>", 0, { bare: true })).toEqual({ name: "read", end: 11 });
  });
  it("refuses no space before name, a quote across a line, an empty name, a name beyond maxName", () => {
    expect(readNameAttr('name="a">', 0)).toBeUndefined();
    expect(readNameAttr(' name="a\nb">', 0)).toBeUndefined();
    expect(readNameAttr(' name="  ">', 0)).toBeUndefined();
    expect(readNameAttr(' name="abcd">', 0, { maxName: 3 })).toBeUndefined();
  });
});

describe("renameNativeCalls", () => {
  const message = { role: "assistant", content: [null, { type: "text", text: "x" }, { type: "toolCall", id: "1", name: "read<|x|>", arguments: {} }] };
  it("renames the toolCall blocks rename cleans, in a copy", () => {
    const out = renameNativeCalls(message, (n) => (n.endsWith("<|x|>") ? n.slice(0, -5) : undefined));
    expect(out).not.toBe(message);
    expect(out.content[2]).toEqual({ type: "toolCall", id: "1", name: "read", arguments: {} });
    expect(out.content[1]).toBe(message.content[1]);
  });
  it("gives the same message when nothing changes", () => {
    expect(renameNativeCalls(message, () => undefined)).toBe(message);
  });
});

describe("the standard call shape", () => {
  it("takes name with arguments or parameters, id and type function; no arguments only with CALL_SHAPE_ARGS_OPTIONAL", () => {
    expect(callOf({ name: "f", parameters: { a: 1 }, id: "x", type: "function" })).toEqual({ name: "f", arguments: { a: 1 } });
    expect(callOf({ name: "f" }, CALL_SHAPE)).toBeUndefined();
    expect(callOf({ name: "f" }, CALL_SHAPE_ARGS_OPTIONAL)).toEqual({ name: "f", arguments: {} });
    expect(callOf({ name: "f", arguments: {}, extra: 1 })).toBeUndefined();
  });
});

describe("pastEndToken", () => {
  it.each([
    ["right after", "]<|im_end|>rest", 1, 11],
    ["after blanks and a line break", "] \n<|im_end|>", 1, 13],
    ["the first of the tokens that starts there", "]<|end|>", 1, 8],
    ["none: the end as given", "] text <|im_end|>", 1, 1],
    ["another token: the end as given", "]<|eot_id|>", 1, 1],
    ["at the text's end", "]", 1, 1],
    ["only blanks after: the end as given, not past them", "]  \n", 1, 1],
  ])("%s", (_name, text, end, want) => {
    expect(pastEndToken(text, end, ["<|im_end|>", "<|end|>"])).toBe(want);
  });
});
