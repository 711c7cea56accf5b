import { RuleTester } from "@pi-tool-repair/host/testing";
import { classifyKey, dropUnknownInformationalKeys } from "./index.js";

const roo = {
  type: "object",
  properties: { command: { type: "string" }, cwd: { type: ["string", "null"] } },
  required: ["command"],
  additionalProperties: false,
};

// a tool with its own time limit (issue 31 item 5: a second spelling of it is a second value, never dropped)
const timed = {
  type: "object",
  properties: { command: { type: "string" }, timeout: { type: "number", description: "Timeout in seconds" }, desc: { type: "string" } },
  required: ["command"],
  additionalProperties: false,
};

new RuleTester({ schema: roo, tool: "roo.execute_command" }).run(dropUnknownInformationalKeys, {
  valid: [
    { command: "npm test", cwd: "", Cwd: "/tmp" }, // a side-effect key in another case: never dropped
    { command: "ls", cwd: null, env: { CI: "1" } },
  ],
  invalid: [
    // args-326
    { input: { command: "npm test", timeout: 30 }, output: { command: "npm test" }, hint: /dropped unknown informational key "timeout"/ },
    { input: { command: "ls", description: "List files" }, output: { command: "ls" } },
    { input: { command: "ls", id: "call_1", priority: "high", reason: "look" }, output: { command: "ls" } },
    { input: { command: "ls", Explanation: "x", thought: "y" }, output: { command: "ls" } },
    { input: { command: "rm -rf build", description: "clean", dry_run: true }, output: null }, // a side-effect key: nothing dropped
    { input: { command: "rm -rf build", dryRun: true }, output: null },
    { input: { command: "ls", force: true }, output: null },
    { input: { command: "ls", recursive: true }, output: null },
    { input: { command: "ls", sudo: true }, output: null },
    { input: { command: "ls", workdir: "/repo" }, output: null },
    { input: { command: "ls", frobnicate: 1 }, output: null }, // neither: left unrepairable
    { input: { command: "ls", call_id: "c1", timeout_ms: 500, confidence: 0.9 }, output: { command: "ls" } },
    { input: { command: "ls", rationale: "see files", thinking: "…" }, output: { command: "ls" } },
    { input: { command: "make", timeout: 5, timeoutMs: 9000 }, output: null, schema: timed }, // two values for the time limit
    { input: { command: "make", timeout_ms: 9000 }, output: null, schema: timed },
    { input: { command: "make", TIMEOUT: 9 }, output: null, schema: timed },
    { input: { command: "ls", desc: "a", DESC: "b" }, output: null, schema: timed }, // a declared field in another case
    { input: { command: "ls", description: "List files" }, output: { command: "ls" }, schema: timed },
    // free text addressed to someone may be an instruction: never dropped
    { input: { command: "rm -rf build", note: "DRY RUN ONLY" }, output: null },
    { input: { command: "ls", notes: "x" }, output: null },
    { input: { command: "ls", comment: "only list, do not delete" }, output: null },
    { input: { command: "ls", summary: "list" }, output: null },
    { input: { command: "ls", instructions: "preview only" }, output: null },
    { input: { command: "ls", description: "List files", note: "DRY RUN ONLY" }, output: null }, // one such key: nothing dropped
    { input: { command: "ls", title: "t" }, output: null },
    { input: { command: "ls", metadata: { dry_run: true } }, output: null },
    { input: { command: "ls", description: { dry_run: true } }, output: null }, // a structure is not a remark
    { input: { command: "ls", id: ["a"] }, output: null },
  ],
});

const claudeEdit = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" }, replace_all: { default: false, type: "boolean" } },
  required: ["file_path", "old_string", "new_string"],
  additionalProperties: false,
};

new RuleTester({ schema: claudeEdit, tool: "claude.Edit" }).run(dropUnknownInformationalKeys, {
  valid: [{ file_path: "/repo/a.ts", old_string: "foo", new_string: "bar", replace_all: true, replaceAll: true }], // a side-effect key
  invalid: [
    // args-216
    { input: { file_path: "/repo/a.ts", old_string: "foo", new_string: "bar", dry_run: true }, output: null },
    {
      input: { file_path: "/repo/a.ts", old_string: "foo", new_string: "bar", explanation: "rename foo" },
      output: { file_path: "/repo/a.ts", old_string: "foo", new_string: "bar" },
    },
  ],
});

const todo = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["todos"],
  properties: {
    todos: {
      type: "array",
      items: {
        type: "object",
        required: ["content", "status", "priority"],
        properties: { content: { type: "string" }, status: { type: "string" }, priority: { type: "string" } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
};

new RuleTester({ schema: todo, tool: "opencode.todowrite" }).run(dropUnknownInformationalKeys, {
  valid: [{ todos: [{ content: "a", status: "pending", priority: "high", note: "ask first" }] }], // free text: never dropped
  invalid: [
    {
      input: { todos: [{ id: "1", content: "a", status: "pending", priority: "high" }] }, // legacy id inside an item
      output: { todos: [{ content: "a", status: "pending", priority: "high" }] },
    },
  ],
});

// pi's tools allow extra keys: nothing to drop, the call validates (args-140, args-041; those valid calls are in
// preset-pi-default's valid-calls test).
const bash = { type: "object", required: ["command"], properties: { command: { type: "string" } } };
new RuleTester({ schema: bash, tool: "bash" }).run(dropUnknownInformationalKeys, {
  valid: [],
  invalid: [{ input: { description: "x" }, output: null }],
});

// A schema for the extra keys is not additionalProperties:false.
const typed = { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "string" } };
new RuleTester({ schema: typed }).run(dropUnknownInformationalKeys, {
  valid: [],
  invalid: [{ input: { a: "x", description: 1 }, output: null }],
});

describe("classifyKey", () => {
  const table: [string, string][] = [
    ["description", "informational"],
    ["timeoutMs", "informational"],
    ["cwd", "side-effect"],
    ["dry_run", "side-effect"],
    ["dryRun", "side-effect"],
    ["DRY-RUN", "side-effect"],
    ["replaceAll", "side-effect"],
    ["include", "unknown"],
    ["note", "unknown"],
    ["Comment", "unknown"],
    ["summary", "unknown"],
    ["metadata", "unknown"],
    ["tool_call_id", "informational"],
    ["timeout", "informational"],
  ];
  for (const [key, kind] of table) it(key, () => expect(classifyKey(key)).toBe(kind));
});
