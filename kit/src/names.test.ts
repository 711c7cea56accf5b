import { describe, expect, it } from "vitest";
import { acceptsToolName, declaredNameAt, isDeclaredTool, isToolName, readToolName, type NameChars } from "./names.js";

const tools = (...names: string[]) => ({ toolNames: () => names });
const ASCII: NameChars = { start: (c) => (c >= 97 && c <= 122) || c === 95, char: (c) => (c >= 97 && c <= 122) || c === 95, max: 16 };

describe("the tool-name rule", () => {
  it("the strict rule: ASCII letters, digits, _ . -; not a digit first", () => {
    expect([isToolName("read"), isToolName("my.tool-2"), isToolName("获取天气"), isToolName("2fa"), isToolName(""), isToolName("a b")]).toEqual([true, true, false, false, false, false]);
  });

  it("a declared name is accepted whatever its characters; an undeclared one must pass the strict rule", () => {
    const names = tools("获取天气", "météo");
    expect([acceptsToolName("获取天气", names), acceptsToolName("météo", names), acceptsToolName("read", names), acceptsToolName("天气", names), acceptsToolName("获取天气")]).toEqual([true, true, true, false, false]);
    expect([isDeclaredTool("获取天气", names), isDeclaredTool("获取天气", undefined), isDeclaredTool("", tools(""))]).toEqual([true, false, false]);
  });

  const cases: [text: string, declared: string[], read: { name: string; end: number } | undefined][] = [
    ["read(", [], { name: "read", end: 4 }],
    ["获取天气(", [], undefined], // no declared tools: the grammar's own rule
    ["获取天气(", ["获取天气"], { name: "获取天气", end: 4 }],
    ["get_天气(", ["get_天气"], { name: "get_天气", end: 6 }], // the declared name is longer than the ASCII run
    ["get_天气(", ["get_"], { name: "get_", end: 4 }], // the run itself; what follows is the grammar's to check
    ["reader(", ["read"], { name: "reader", end: 6 }], // a shorter declared name never cuts a longer run
    ["read_file(", ["read", "read_file"], { name: "read_file", end: 9 }],
    ["获取天气数据(", ["获取天气", "获取天气数据"], { name: "获取天气数据", end: 6 }], // the longest declared name
    ["a".repeat(17) + "(", [], undefined], // too long for the grammar's rule
  ];
  it.each(cases)("readToolName(%j) with %j declared", (text, declared, read) => {
    expect(readToolName(text, 0, tools(...declared), ASCII)).toEqual(read);
  });

  it("declaredNameAt finds the longest declared name at a position", () => {
    expect([declaredNameAt("x获取天气数据", 1, tools("获取天气", "获取天气数据")), declaredNameAt("获取", 0, tools("获取天气")), declaredNameAt("read", 0, undefined)]).toEqual(["获取天气数据", undefined, undefined]);
  });
});
