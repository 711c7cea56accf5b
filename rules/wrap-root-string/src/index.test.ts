import { RuleTester } from "@pi-tool-repair/host/testing";
import { wrapRootString } from "./index.js";

const read = {
  type: "object",
  required: ["path"],
  properties: { path: { type: "string" }, offset: { type: "number" }, limit: { type: "number" } },
};
const bash = { type: "object", required: ["command"], properties: { command: { type: "string" }, timeout: { type: "number" } } };
const fabric = { type: "object", required: ["code"], additionalProperties: false, properties: { code: { type: "string" } } };
const write = { type: "object", required: ["path", "content"], properties: { path: { type: "string" }, content: { type: "string" } } };
const ls = { type: "object", properties: { path: { type: "string" }, limit: { type: "number" } } };
const numeric = { type: "object", required: ["id"], properties: { id: { type: "number" } } };
const nullable = { type: "object", required: ["path"], properties: { path: { type: ["string", "null"] } } };

new RuleTester({ schema: read, tool: "read" }).run(wrapRootString, {
  valid: [{ path: "src/a.ts", offset: "1" }], // an object at the root: nothing to wrap
  invalid: [
    { input: "src/a.ts", output: { path: "src/a.ts" }, hint: 'wrapped the root string into {"path": …} for tool "read"' },
    { input: "/path/to/file\n", output: { path: "/path/to/file" } },
    { input: '"src/a.ts"', output: { path: "src/a.ts" } }, // a JSON string literal: decoded, then wrapped
    { input: "ls -la | head", output: { command: "ls -la | head" }, tool: "bash", schema: bash },
    { input: "const x = 1;\nreturn x;", output: { code: "const x = 1;\nreturn x;" }, tool: "fabric_exec", schema: fabric },
    { input: '{"path": "a"', output: null }, // truncated JSON: never wrapped
    { input: "[1, 2]", output: null },
    { input: "{'path': 'a'", output: null },
    { input: '"src/a.ts', output: null }, // an unterminated string literal
    { input: '"{\\"path\\": \\"a\\"', output: null }, // a quoted, truncated object
    { input: '```json\n{"path": "a"\n```', output: null },
    // fenced, backticked, quoted or escaped JSON is never a bare path or command
    { input: '```json\\n{"command":"echo hi > made.txt"}\\n```', output: null, tool: "bash", schema: bash }, // `\n` spelled out
    { input: '`{"path":"a"}`', output: null },
    { input: '``[{"path":"a"}]``', output: null },
    { input: '~~~json\n{"path":"a"}\n~~~', output: null },
    { input: ' \n```\n{"path":"a"}', output: null },
    { input: '\\n{"path":"a"}', output: null },
    { input: '\\"{\\"path\\":\\"a\\"}\\"', output: null },
    { input: "'{\"path\":\"a\"}'", output: null },
    { input: '"\\"{\\\\\\"path\\\\\\":1}\\""', output: null }, // a string literal holding quoted JSON
    { input: '"`{\\"path\\":\\"a\\"}`"', output: null }, // a string literal holding backticked JSON
    { input: '"\\\\{\\"path\\": 1}"', output: null }, // the raw text starts like escaped JSON; decoded it starts `\{`
    // backticks, tildes and quotes around anything else are text
    { input: "`which node`", output: { command: "`which node`" }, tool: "bash", schema: bash },
    { input: "~/notes.md", output: { path: "~/notes.md" } },
    { input: "'a b.txt'", output: { path: "'a b.txt'" } },
    { input: "", output: null }, // nothing to wrap: no invented path
    { input: "null", output: null }, // raw JSON null is not a path
    { input: "true", output: null, tool: "bash", schema: bash },
    { input: "42", output: null },
    { input: '"null"', output: null }, // the word null as the whole arguments: never a file named null
    { input: "   ", output: null },
    { input: "a.txt", output: null, tool: "write", schema: write }, // two required fields
    { input: "src", output: null, tool: "ls", schema: ls }, // no required field
    { input: "42", output: null, tool: "get", schema: numeric }, // the field is not a string
    { input: "a", output: null, tool: "x", schema: nullable }, // not only a string
  ],
});
