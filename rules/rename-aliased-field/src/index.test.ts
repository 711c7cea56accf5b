import { RuleTester } from "@pi-tool-repair/host/testing";
import { PI_ALIASES, renameAliasedField } from "./index.js";

const read = {
  type: "object",
  required: ["path"],
  properties: { path: { type: "string" }, offset: { type: "number" }, limit: { type: "number" } },
};
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
const bash = { type: "object", required: ["command"], properties: { command: { type: "string" }, timeout: { type: "number" } } };
const grep = {
  type: "object",
  required: ["pattern"],
  properties: { pattern: { type: "string" }, glob: { type: "string" }, ignoreCase: { type: "boolean" }, limit: { type: "number" } },
};
const find = { type: "object", required: ["pattern"], properties: { pattern: { type: "string" }, path: { type: "string" } } };
const write = { type: "object", required: ["path", "content"], properties: { path: { type: "string" }, content: { type: "string" } } };
// strict schemas of other agents (additionalProperties:false)
const claudeRead = {
  type: "object",
  required: ["file_path"],
  additionalProperties: false,
  properties: { file_path: { type: "string" }, offset: { type: "number" }, limit: { type: "number" } },
};
const claudeGrep = {
  type: "object",
  required: ["pattern"],
  additionalProperties: false,
  properties: { pattern: { type: "string" }, path: { type: "string" }, glob: { type: "string" } },
};
// issue 31 item 5: a strict shell tool that is not pi's
const runShell = { type: "object", required: ["command"], additionalProperties: false, properties: { command: { type: "string" } } };
const webSearch = { type: "object", required: ["query"], additionalProperties: false, properties: { query: { type: "string" } } };
const multiEdit = {
  type: "object",
  required: ["file_path", "edits"],
  additionalProperties: false,
  properties: {
    file_path: { type: "string" },
    edits: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["old_string", "new_string"],
        additionalProperties: false,
        properties: { old_string: { type: "string" }, new_string: { type: "string" }, replace_all: { type: "boolean" } },
      },
    },
  },
};
const mcpEdit = {
  type: "object",
  required: ["path", "edits"],
  properties: {
    path: { type: "string" },
    edits: { type: "array", items: { type: "object", required: ["oldText", "newText"], properties: { oldText: { type: "string" }, newText: { type: "string" } } } },
  },
};

new RuleTester({ schema: read, tool: "read" }).run(renameAliasedField, {
  valid: [
    // (schema-valid calls with an alias beside the canonical field stay as sent: preset-pi-default's valid-calls test)
    { offset: 3 }, // no alias to rename from: path is never invented
    { input: { include: "*.ts" }, tool: "grep", schema: grep }, // include is glob's alias, never pattern's
  ],
  invalid: [
    { input: { target_file: "src/utils.ts", start_line: 10 }, output: { path: "src/utils.ts", start_line: 10 }, hint: "renamed target_file to path" },
    { input: { file_path: "a" }, output: { path: "a" } },
    { input: { filePath: "a", offset: 3 }, output: { path: "a", offset: 3 } },
    { input: { absolutePath: "/x" }, output: { path: "/x" } },
    { input: { file_path: "a", filePath: "a" }, output: { path: "a" }, hint: "renamed file_path to path (and dropped filePath: the same value)" }, // same value: collapsed
    { input: { file_path: "a", filePath: "a", target_file: "a", offset: 1 }, output: { path: "a", offset: 1 } },
    { input: { file_path: "a", filePath: "a", target_file: "b" }, output: null }, // one disagrees
    { input: { file_path: "" }, output: null }, // an empty path is nothing to read
    { input: { file_path: "  " }, output: null },
    { input: { file_path: "", filePath: "" }, output: null },
    { input: { cmd: "" }, output: null, tool: "bash", schema: bash },
    { input: { query: "" }, output: null, tool: "grep", schema: grep },
    { input: { path: "a.md", text: "" }, output: { path: "a.md", content: "" }, tool: "write", schema: write }, // empty text is a value
    { input: { file_path: "a", filePath: "b" }, output: null }, // two aliases disagree
    { input: { start: 1 }, output: null }, // nothing names the path
    { input: { file_path: "a", offset: "x" }, output: null }, // the rest still fails
    { input: { cmd: "ls -la" }, output: { command: "ls -la" }, tool: "bash", schema: bash, hint: "renamed cmd to command" },
    { input: { commandLine: "ls", timeout: 5 }, output: { command: "ls", timeout: 5 }, tool: "bash", schema: bash },
    { input: { cmdline: "make", cmd: "make" }, output: { command: "make" }, tool: "bash", schema: bash },
    // aliases whose meaning is not certain are not in the tables (issue 31 item 8; the review in the README)
    { input: { shell: "/bin/zsh" }, output: null, tool: "bash", schema: bash }, // the shell program, not a command
    { input: { script: "test" }, output: null, tool: "bash", schema: bash }, // a package.json script's name, or a file
    { input: { query: "config" }, output: null, tool: "find", schema: find }, // find wants a glob
    { input: { regex: ".*\\.ts" }, output: null, tool: "find", schema: find },
    { input: { path: "a", edits: [{ from: "3", to: "4" }] }, output: null, tool: "edit", schema: edit }, // lines or paths
    { input: { path: "a.bin", data: "aGk=" }, output: null, tool: "write", schema: write }, // maybe base64
    { input: { pattern: "x", text: "y" }, output: null, tool: "grep", schema: { ...grep, additionalProperties: false } }, // the text to search in
    { input: { path: "a", start: 3 }, output: null, schema: { ...read, additionalProperties: false } }, // a line or a byte, from 0 or 1
    { input: { path: "a", max: 3 }, output: null, schema: { ...read, additionalProperties: false } }, // lines, bytes or characters
    { input: { file: "/a" }, output: null, tool: "claude.Read", schema: claudeRead }, // `file` is a path only on pi's file tools
    { input: { regex: "a+" }, output: null, tool: "claude.Grep", schema: claudeGrep }, // a regex, a glob or a query: tool by tool
    { input: { file: "a" }, output: { path: "a" } }, // on pi's read, `file` names the file to read
    { input: { query: "TODO" }, output: { pattern: "TODO" }, tool: "grep", schema: grep },
    { input: { regex: "a+", glob: "*.ts" }, output: { pattern: "a+", glob: "*.ts" }, tool: "grep", schema: grep },
    { input: { include: "*.ts" }, output: { pattern: "*.ts" }, tool: "find", schema: find },
    { input: { name: "*.md", path: "docs" }, output: { pattern: "*.md", path: "docs" }, tool: "find", schema: find },
    { input: { path: "a.md", text: "hello" }, output: { path: "a.md", content: "hello" }, tool: "write", schema: write },
    { input: { file_path: "a.md", contents: "x" }, output: { path: "a.md", content: "x" }, tool: "write", schema: write },
    { input: { file_path: "a.md", content: "x", body: "y" }, output: null, tool: "write", schema: write }, // two contents
    {
      input: { path: "src/a.ts", edits: [{ old: "a", new: "b" }] },
      output: { path: "src/a.ts", edits: [{ oldText: "a", newText: "b" }] },
      tool: "edit",
      schema: edit,
    },
    {
      input: { file: "src/a.ts", edits: [{ old_string: "a", new_string: "b" }, { oldText: "c", newText: "d" }] },
      output: { path: "src/a.ts", edits: [{ oldText: "a", newText: "b" }, { oldText: "c", newText: "d" }] },
      tool: "edit",
      schema: edit,
    },
    { input: { path: "a", edits: [{ old: "a", old_string: "z", new: "b" }] }, output: null, tool: "edit", schema: edit },
    // strict schemas: the alias is the failing key
    { input: { path: "/repo/a.ts" }, output: { file_path: "/repo/a.ts" }, tool: "claude.Read", schema: claudeRead },
    // two values for one field: neither side is picked (issue 31 item 5)
    { input: { file_path: "/a", path: "/b" }, output: null, tool: "claude.Read", schema: claudeRead, hint: "refused: file_path and path give file_path two different values; neither is picked" },
    { input: { file_path: "/a", path: "/a" }, output: { file_path: "/a" }, tool: "claude.Read", schema: claudeRead, hint: "dropped path: the same value as file_path" },
    {
      input: { command: "rm -rf build", cmd: "rm -rf build --dry-run" },
      output: null,
      tool: "run_shell",
      schema: runShell,
      hint: "refused: command and cmd give command two different values; neither is picked",
    },
    { input: { command: "rm -rf build", cmd: "rm -rf build" }, output: { command: "rm -rf build" }, tool: "run_shell", schema: runShell },
    { input: { cmd: "make", command: ["make"] }, output: null, tool: "run_shell", schema: runShell }, // a deep-equal check, not loose
    { input: { command: "ls", cmd: null }, output: null, tool: "run_shell", schema: runShell },
    // an invalid call whose schema allows extra keys: the alias beside its canonical is still a second value
    { input: { path: "a", file_path: "b", limit: "x" }, output: null },
    { input: { regex: "b", query: "a" }, output: null, tool: "grep", schema: grep }, // two aliases of pattern disagree
    {
      input: { path: "a", edits: [{ oldText: "a", old_string: "z", newText: "b" }, "x"] },
      output: null,
      tool: "edit",
      schema: edit,
      hint: "refused: oldText and old_string give oldText two different values; neither is picked",
    },
    { input: { pattern: "x", include: "*.ts" }, output: { pattern: "x", glob: "*.ts" }, tool: "claude.Grep", schema: claudeGrep },
    { input: { query: "x" }, output: null, tool: "claude.Grep", schema: claudeGrep }, // `pattern` may be a glob elsewhere
    { input: { q: "x" }, output: { query: "x" }, tool: "web_search", schema: webSearch },
    { input: { q: "x", search: "x" }, output: { query: "x" }, tool: "web_search", schema: webSearch }, // same value: neither alias left
    { input: { q: "x", search: "y" }, output: null, tool: "web_search", schema: webSearch },
    { input: { path: "" }, output: null, tool: "claude.Read", schema: claudeRead }, // an empty alias of the required file_path
    { input: { filePath: "/a", path: "/a" }, output: { file_path: "/a" }, tool: "claude.Read", schema: claudeRead },
    { input: { pattern: "x", include: "*.ts", globPattern: "*.js" }, output: null, tool: "claude.Grep", schema: claudeGrep },
    {
      input: { file_path: "/a", edits: [{ oldText: "a", newText: "b" }] },
      output: { file_path: "/a", edits: [{ old_string: "a", new_string: "b" }] },
      tool: "claude.MultiEdit",
      schema: multiEdit,
    },
    {
      input: { file_path: "/a", edits: [{ old_string: "a", new_string: "b", replaceAll: true }] },
      output: { file_path: "/a", edits: [{ old_string: "a", new_string: "b", replace_all: true }] },
      tool: "claude.MultiEdit",
      schema: multiEdit,
    },
    {
      input: { path: "/d/a.md", edits: [{ old_string: "a", new_string: "b" }] },
      output: { path: "/d/a.md", edits: [{ oldText: "a", newText: "b" }] },
      tool: "mcp.filesystem.edit_file",
      schema: mcpEdit,
    },
    // aliases from the configuration: the rule's `aliases` option
    { input: { fileName: "a" }, output: { path: "a" }, config: { options: { renameAliasedField: { aliases: { read: { fileName: "path" } } } } } },
    { input: { loc: "a" }, output: { path: "a" }, config: { options: { renameAliasedField: { aliases: { "*": { loc: "path" } } } } } },
    { input: { loc: "a" }, output: null, config: { options: { renameAliasedField: { aliases: { write: { loc: "path" } } } } } },
    // a bad option value keeps the default (no extra aliases): the host logs one line, the rule still runs
    { input: { fileName: "a" }, output: null, config: { options: { renameAliasedField: { aliases: { read: { fileName: 3 } } } } } },
  ],
});

describe("PI_ALIASES", () => {
  it("covers the built-in tools with the seed's table", () => {
    expect(Object.keys(PI_ALIASES).sort()).toEqual(["bash", "edit", "find", "grep", "ls", "read", "write"]);
    expect(PI_ALIASES.read?.fileAbsolutePath).toBe("path");
    expect(PI_ALIASES.edit?.replacement).toBe("newText");
    expect(PI_ALIASES.edit?.old_content).toBe("oldText");
    expect(PI_ALIASES.ls?.directoryPath).toBe("path");
    expect(PI_ALIASES.grep?.caseInsensitive).toBe("ignoreCase");
    expect(PI_ALIASES.find?.filename).toBe("pattern");
  });
});
