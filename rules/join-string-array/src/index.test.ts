import { RuleTester } from "@pi-tool-repair/host/testing";
import { joinable, joinLines, joinStringArray } from "./index.js";

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
  valid: [{ code: 1 }, { input: { path: 7, content: "['a', 'b']" }, schema: write, tool: "write" }], // text that looks like a list stays text
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

const bash = { type: "object", required: ["command"], properties: { command: { type: "string" }, script: { type: "string" }, args: { type: "string" } } };
new RuleTester({ schema: bash, tool: "bash" }).run(joinStringArray, {
  valid: [{ command: "git push --force", args: ["--dry-run", "-v"] }],
  invalid: [
    { input: { command: ["git", "push", "--force"] }, output: null }, // argv: the quoting is lost
    { input: { command: ["git", "commit", "-m", "fix the bug"] }, output: null },
    { input: { command: ["npm install", "npm test"] }, output: null }, // two commands: not one script
    { input: { command: "ls", script: ["set -e", "make"] }, output: null },
    { input: { command: "ls", args: ["-l", "-a"] }, output: null },
    { input: { command: ["git push --force"] }, output: { command: "git push --force" }, hint: "unwrapped a one-element string array" }, // one element: the text as sent
  ],
});

const terminal = {
  type: "object",
  required: ["session"],
  properties: { session: { type: "string" }, input: { type: "string" }, keys: { type: "string" }, text: { type: "string" }, stdin: { type: "string" } },
};
new RuleTester({ schema: terminal, tool: "terminal_send" }).run(joinStringArray, {
  valid: [{ session: "1", text: "y\n", input: ["y", "n"] }],
  invalid: [
    { input: { session: "1", keys: ["C-c", "Enter"] }, output: null }, // keystrokes, not lines
    { input: { session: "1", input: ["y", "n"] }, output: null }, // is there a final Enter? the array does not say
    { input: { session: "1", stdin: ["line 1", "line 2"] }, output: null },
    { input: { session: "1", text: ["ls", "pwd"] }, output: null }, // text typed into a terminal: not joined
    { input: { session: "1", keys: ["Enter"] }, output: { session: "1", keys: "Enter" } },
  ],
});

// stdin-like fields are never joined, whatever the tool
const proc = { type: "object", required: ["pid"], properties: { pid: { type: "string" }, input: { type: "string" }, content: { type: "string" } } };
new RuleTester({ schema: proc, tool: "process_write" }).run(joinStringArray, {
  valid: [{ pid: "7", input: ["a", "b", "c"] }],
  invalid: [
    { input: { pid: "7", input: ["a", "b"] }, output: null },
    { input: { pid: "7", content: ["a", "b"] }, output: { pid: "7", content: "a\nb" } }, // a file body: joined
  ],
});

describe("joinable", () => {
  const table: [string, string, boolean][] = [
    ["write", "content", true],
    ["fabric_exec", "code", true],
    ["edit", "oldText", true],
    ["bash", "command", false],
    ["bash", "script", false],
    ["run", "commandLine", false],
    ["tool", "stdin", false],
    ["tool", "keys", false],
    ["tmux_send", "text", false],
    ["repl_eval", "code", false],
    ["find", "pattern", false],
  ];
  for (const [tool, key, ok] of table) it(`${tool}.${key}: ${ok}`, () => expect(joinable(tool, key)).toBe(ok));
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
