import { RuleTester } from "@pi-tool-repair/host/testing";
import { joinLines, joinStringArray } from "./index.js";

const fabric = { type: "object", required: ["code"], properties: { code: { type: "string" } } };
const write = { type: "object", required: ["path", "content"], properties: { path: { type: "string" }, content: { type: "string" } } };
const edit = {
  type: "object",
  required: ["path", "edits"],
  properties: {
    path: { type: "string" },
    edits: {
      type: "array",
      items: { type: "object", required: ["oldText", "newText"], properties: { oldText: { type: "string" }, newText: { type: "string" } } },
    },
  },
};
const find = { type: "object", required: ["pattern"], properties: { pattern: { type: "string" }, path: { type: "string" } } };

new RuleTester({ schema: fabric, tool: "fabric_exec" }).run(joinStringArray, {
  valid: [{ code: "return 1;" }, { input: { path: "a", content: "['a', 'b']" }, schema: write, tool: "write" }],
  invalid: [
    { input: { code: ["const x=1;", "return x;"] }, output: { code: "const x=1;\nreturn x;" }, hint: "joined 2 lines with newlines" },
    { input: { code: ["a\n", "b\n", "c"] }, output: { code: "a\nb\nc" } }, // lines that end in \n: concatenated
    { input: { code: ["a", "", "b"] }, output: { code: "a\n\nb" } },
    { input: { code: ["only"] }, output: { code: "only" }, hint: "unwrapped a one-element string array" },
    { input: { code: [] }, output: null },
    { input: { code: ["a", 1] }, output: null }, // not all strings
    { input: { code: [{ type: "text", text: "hello" }] }, output: null },
    { input: { path: "a.py", content: ["import os", "print(os.getcwd())", ""] }, output: { path: "a.py", content: "import os\nprint(os.getcwd())\n" }, schema: write, tool: "write" },
    { input: { path: "a.txt", content: [{ type: "text", text: "hello" }] }, output: null, schema: write, tool: "write" },
    {
      input: { path: "a", edits: [{ oldText: ["line1", "line2"], newText: "x" }] },
      output: { path: "a", edits: [{ oldText: "line1\nline2", newText: "x" }] },
      schema: edit,
      tool: "edit",
    },
    { input: { pattern: ["*.ts"] }, output: { pattern: "*.ts" }, schema: find, tool: "find" },
    { input: { pattern: ["*.ts", "*.js"] }, output: null, schema: find, tool: "find" }, // two patterns: not one text
    { input: { pattern: "*", path: ["src", "lib"] }, output: null, schema: find, tool: "find" },
  ],
});

describe("joinLines", () => {
  const table: [string[], string][] = [
    [[], ""],
    [["a"], "a"],
    [["a", "b"], "a\nb"],
    [["a\n", "b"], "a\nb"],
    [["a\n", "b\n"], "a\nb\n"],
    [["a\r\n", "b"], "a\r\nb"],
  ];
  for (const [lines, out] of table) it(`${JSON.stringify(lines)} → ${JSON.stringify(out)}`, () => expect(joinLines(lines)).toBe(out));
});
