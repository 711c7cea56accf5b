import { RuleTester } from "@pi-tool-repair/host/testing";
import { parseRawArguments } from "@pi-tool-repair/rule-parse-raw-arguments";
import { unwrapEnvelope } from "./index.js";

const read = {
  type: "object",
  required: ["path"],
  properties: { path: { type: "string" }, offset: { type: "number" }, limit: { type: "number" } },
};

new RuleTester({ schema: read, tool: "read" }).run(unwrapEnvelope, {
  valid: [
    { path: "src/a.ts", limit: "100" }, // no envelope
    { path: 1, name: "read", parameters: {} }, // the call's own keys beside envelope-like ones: not an envelope
    { path: 1, tool: "read", args: {} },
  ],
  invalid: [
    // args-037
    { input: { name: "read", parameters: { path: "src/a.ts", limit: 100 } }, output: { path: "src/a.ts", limit: 100 }, hint: /envelope/ },
    { input: { name: "read", arguments: { path: "src/a.ts" } }, output: { path: "src/a.ts" } },
    { input: { name: "read", arguments: '{"path": "src/a.ts"}' }, output: { path: "src/a.ts" } },
    { input: { type: "function", function: { name: "read", arguments: '{"path": "a"}' } }, output: { path: "a" } },
    { input: { id: "call_1", type: "function", function: { name: "read", parameters: { path: "a" } } }, output: { path: "a" } },
    { input: { type: "function", name: "read", parameters: { path: "a" } }, output: { path: "a" } },
    { input: { type: "tool_use", name: "read", input: { path: "a" } }, output: { path: "a" } },
    { input: { name: "functions.read", arguments: { path: "a" } }, output: { path: "a" } },
    { input: { name: "Read", arguments: { path: "a" } }, output: { path: "a" } },
    { input: { tool: "read", args: { path: "a" } }, output: { path: "a" } },
    { input: { tool_name: "read", tool_input: { path: "a" } }, output: { path: "a" } },
    { input: { function: "read", params: { path: "a" } }, output: { path: "a" } },
    { input: { name: "read", tool: "read", arguments: { path: "a" } }, output: null }, // two names
    { input: { name: "write", arguments: { path: "a" } }, output: null }, // another tool's call
    { input: { name: "read", arguments: '{"path": "a"' }, output: null }, // truncated inner text
    // a repeated key in the arguments text: which value was meant?
    { input: { name: "read", arguments: '{"path": "a", "path": "b"}' }, output: null },
    { input: { name: "read", arguments: '{"p\\u0061th": "a", "path": "b"}' }, output: null },
    { input: { type: "function", function: { name: "read", arguments: '{"path": "a", "limit": 1, "limit": 2}' } }, output: null },
    { input: { name: "read", arguments: '{"path": "a", "x": ' + "[".repeat(300) + "]".repeat(300) + "}" }, output: null }, // too deep
    { input: { name: "read", arguments: { path: "a" }, parameters: { path: "b" } }, output: null }, // which one?
    { input: { name: "read", arguments: { path: "a" }, note: "x" }, output: null }, // not just an envelope
    // issue 31.9: two spellings of the arguments, or a member that may be them: never unwrapped with one dropped
    { input: { name: "read", args: { path: "a" }, input: { path: "b" } }, output: null },
    { input: { name: "read", arguments: { path: "a" }, options: { path: "b" } }, output: null },
    { input: { name: "read", arguments: ["a"] }, output: null },
    { input: { name: "read", arguments: { offset: 1 } }, output: null }, // unwrapped, still invalid
    { input: { type: "function", function: { name: "read" }, arguments: { path: "a" } }, output: null },
  ],
});

// A raw text envelope: parseRawArguments first, then the envelope.
new RuleTester({ schema: read, tool: "read", with: [parseRawArguments] }).run(unwrapEnvelope, {
  valid: ['{"path": "b", "limit": "x"}'],
  invalid: [
    {
      input: '{"name": "read", "arguments": "{\\"path\\": \\"src/a.ts\\"}"}',
      output: { path: "src/a.ts" },
      rules: ["parseRawArguments", "unwrapEnvelope"],
    },
    // the envelope's own name repeated (`read`, then `bash`): the raw text is refused before any unwrapping
    { input: '{"name": "bash", "name": "read", "arguments": {"path": "a"}}', output: null },
    { input: '{"name": "bash", "n\\u0061me": "read", "arguments": {"path": "a"}}', output: null },
    { input: '{"name": "read", "arguments": {"path": "a"}, "arguments": {"path": "b"}}', output: null },
    { input: '{"name": "read", "arguments": "{\\"path\\": \\"a\\", \\"path\\": \\"b\\"}"}', output: null },
  ],
});

// A tool whose own schema has name + arguments is never unwrapped.
const runTool = {
  type: "object",
  required: ["name", "arguments"],
  properties: { name: { type: "string" }, arguments: { type: "object", required: ["x"] } },
};
new RuleTester({ schema: runTool, tool: "run" }).run(unwrapEnvelope, {
  valid: [{ name: 1, arguments: { x: 1 } }],
  invalid: [{ input: { name: "run", arguments: { y: 1 } }, output: null }],
});
