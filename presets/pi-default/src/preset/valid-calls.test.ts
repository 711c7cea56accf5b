/**
 * A schema-valid call comes back as the same object, byte for byte, through the whole preset: the host returns
 * it before any rule runs. These calls were the `valid` halves of the rule tables, where they never reached the
 * rule (a RuleTester valid case is now a schema-invalid input the rule must leave alone); here they are checked
 * once against everything preset-pi-default loads, with pi's own tool schemas where the call is to one of them.
 */
import type { AssistantMessage, JSONSchema } from "@pi-tool-repair/host";
import { deepFreeze } from "@pi-tool-repair/host/testing";
import { createDefaultHost, PI_TOOL_SCHEMAS } from "./index.js";

interface ValidCall {
  tool: string;
  input: unknown;
  /** Absent: pi's own schema of `tool`. */
  schema?: JSONSchema;
  why?: string;
}

const todo = {
  type: "object",
  required: ["todos"],
  additionalProperties: false,
  properties: {
    todos: {
      type: "array",
      items: {
        type: "object",
        required: ["content", "status", "activeForm"],
        additionalProperties: false,
        properties: { content: { type: "string" }, status: { enum: ["pending", "in_progress", "completed"] }, activeForm: { type: "string" } },
      },
    },
  },
};
const sizes = { type: "object", required: ["path"], properties: { path: { type: "string" }, sortBy: { type: "string", enum: ["name", "size"] } } };
const modes = { type: "object", properties: { mode: { enum: ["Fast", "fast", "slow"] } } };
const flags = { type: "object", required: ["pattern"], properties: { pattern: { type: "string" }, flag: { type: ["boolean", "string"] }, label: { type: ["string", "null"] } } };
const typedExtra = { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "string" } };
const anchored = { type: "object", required: ["name"], properties: { name: { type: "string", pattern: "^[a-z][a-z0-9-]*$" }, any: { type: "string" } } };
const strictEdit = {
  type: "object",
  required: ["file_path", "old_string", "new_string"],
  additionalProperties: false,
  properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" }, replace_all: { type: "boolean", default: false } },
};

const calls: ValidCall[] = [
  // read
  { tool: "read", input: { path: "a" } },
  { tool: "read", input: { path: "a", offset: 0 } },
  { tool: "read", input: { path: "" }, why: "an empty path is a string" },
  { tool: "read", input: { path: "10" }, why: "a numeric string in a string field" },
  { tool: "read", input: { path: "1234567890123456789" } },
  { tool: "read", input: { path: "src/a.ts", limit: 100 } },
  { tool: "read", input: { path: "^src/app.ts$" }, why: "args-024: pi's tools have no pattern, the anchors are the path" },
  { tool: "read", input: { path: "src/b.ts", file_path: "src/a.ts" }, why: "an alias beside the canonical field: extra keys are allowed" },
  { tool: "read", input: { path: "[notes.md](notes.md)" } },
  { tool: "read", input: { path: "```json\n{}\n```" }, why: "fenced text in a string field is content" },
  { tool: "read", input: { path: "a", name: "read", parameters: {} }, why: "envelope-like keys beside the call's own" },
  { tool: "read", input: { path: "a", tool: "read", args: {} } },
  // bash
  { tool: "bash", input: { command: "ls", cwd: "/repo" }, why: "args-140: extra keys are allowed" },
  { tool: "bash", input: { command: "ls", description: "x" }, why: "args-041" },
  { tool: "bash", input: { command: "ls", cmd: "pwd" } },
  { tool: "bash", input: { command: "ls", "note</arg_key>": 1 }, why: "a leaked key in a valid call is never touched" },
  { tool: "bash", input: { "command</arg_key>": "ls", command: "ls" } },
  { tool: "bash", input: { command: "make", timeout: 120000 }, why: "a valid number is never rescaled" },
  { tool: "bash", input: { command: "make", timeoutMs: 120000 } },
  { tool: "bash", input: { command: "echo '<arg_key>x</arg_key>'" }, why: "value-level tokens stay" },
  { tool: "bash", input: { command: "git push --force" } },
  { tool: "bash", input: { command: "```bash\nls -la\n```" } },
  // grep, find, ls
  { tool: "grep", input: { pattern: "foo", include: "*.ts" } },
  { tool: "grep", input: { query: "a", pattern: "b" } },
  { tool: "grep", input: { pattern: "true" }, why: "a string field keeps the word" },
  { tool: "grep", input: { pattern: "foo", ignoreCase: true } },
  { tool: "grep", input: { pattern: "null", literal: true }, why: "args-160" },
  { tool: "grep", input: { pattern: "\\d+" } },
  { tool: "find", input: { pattern: "*.ts" } },
  { tool: "ls", input: {} },
  { tool: "ls", input: { path: "src" } },
  // edit, write
  { tool: "edit", input: { path: "src/a.ts", edits: [{ oldText: "foo", newText: "bar" }] } },
  { tool: "edit", input: { path: "src/a.ts", edits: [] }, why: "args-094" },
  { tool: "edit", input: { path: "src/a.ts", edits: [{ oldText: "a", newText: "b" }], oldText: "c", newText: "d" }, why: "args-097: left for pi's prepareArguments" },
  { tool: "edit", input: { path: "a", edits: [{ oldText: "prices = []", newText: 'prices = ["BTC"]' }] }, why: "JSON-looking code stays text" },
  { tool: "edit", input: { path: "a.js", edits: [{ oldText: "/\\d+/", newText: "/\\d*/" }] } },
  { tool: "edit", input: { path: "glm_test.txt", edits: [{ oldText: "<arg_value>keep me</arg_value>", newText: "</parameter>" }] } },
  { tool: "write", input: { path: "glm_test.txt", content: "<arg_value>keep me</arg_value>" }, why: "args-072" },
  { tool: "write", input: { path: "package.json", content: '{"a":1}' } },
  { tool: "write", input: { path: "a.ts", content: "[object Object]" } },
  { tool: "write", input: { path: "a", content: "['a', 'b']" } },
  { tool: "write", input: { path: "a.json", content: "1.10" } },
  // other agents' schemas
  { tool: "claude.TodoWrite", schema: todo, input: { todos: [{ content: "Ship", status: "in_progress", activeForm: "Shipping" }] } },
  { tool: "claude.TodoWrite", schema: todo, input: { todos: [] } },
  { tool: "claude.Edit", schema: strictEdit, input: { file_path: "/a", old_string: "x", new_string: "y", replace_all: true } },
  { tool: "list_directory_with_sizes", schema: sizes, input: { path: " name ", sortBy: "name" } },
  { tool: "t", schema: modes, input: { mode: "Fast" } },
  { tool: "t", schema: modes, input: { mode: "fast" } },
  { tool: "grep", schema: flags, input: { pattern: "foo", flag: "true", label: null }, why: "the schema allows a string and a null" },
  { tool: "t", schema: typedExtra, input: { a: "x", description: "y" }, why: "a schema for extra keys is not additionalProperties:false" },
  { tool: "deploy", schema: anchored, input: { name: "a", any: "^src/app.ts$" } },
];

describe("preset-pi-default: a schema-valid call comes back byte-identical", () => {
  const host = createDefaultHost();
  for (const c of calls) {
    it(`${c.tool} ${JSON.stringify(c.input)}${c.why ? ` (${c.why})` : ""}`, () => {
      const schema = deepFreeze(c.schema ?? PI_TOOL_SCHEMAS[c.tool]!);
      expect(schema, `no pi schema for ${c.tool}`).toBeDefined();
      const input = deepFreeze(c.input);
      const text = JSON.stringify(input);
      const ctx = host.context({ tools: { [c.tool]: schema } });
      const result = host.repairArguments(c.tool, input, schema, ctx);
      expect(result).toEqual({ outcome: "valid", arguments: input, rules: [], hints: [] });
      expect(result.arguments).toBe(input);
      // and through the message pipeline: the same message object, nothing changed
      const message: AssistantMessage = deepFreeze({ role: "assistant", content: [{ type: "toolCall", id: "c1", name: c.tool, arguments: input }], stopReason: "toolUse" });
      const processed = host.processMessage(message, ctx);
      expect(processed.message).toBe(message);
      expect(processed.changed).toBe(false);
      expect(processed.calls.map((r) => r.result.outcome)).toEqual(["valid"]);
      expect(JSON.stringify(input)).toBe(text);
    });
  }
});
