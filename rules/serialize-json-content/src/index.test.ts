import { RuleTester } from "@pi-tool-repair/host/testing";
import { serializeJsonContent } from "./index.js";

const schema = {
  type: "object",
  properties: { path: { type: "string" }, content: { type: "string" }, note: { type: "string" } },
  required: ["path", "content"],
};

new RuleTester({ schema, tool: "write" }).run(serializeJsonContent, {
  valid: [
    { path: "package.json", content: '{"a":1}' },
    { path: "a.ts", content: "[object Object]" },
  ],
  invalid: [
    {
      input: { path: "package.json", content: { name: "demo", version: "1.0.0" } },
      output: { path: "package.json", content: '{\n  "name": "demo",\n  "version": "1.0.0"\n}' },
      hint: 'serialized the object for "package.json" as 2-space JSON text',
    },
    { input: { path: "data/list.JSON", content: [1, "b"] }, output: { path: "data/list.JSON", content: '[\n  1,\n  "b"\n]' } },
    { input: { path: "a.ts", content: { x: 1 } }, output: null }, // not a .json file: never guessed
    { input: { path: "a.json", content: "ok", note: { x: 1 } }, output: null }, // not a content field
    { input: { path: "a.json", content: null }, output: null },
    { input: { path: { p: "a.json" }, content: { x: 1 } }, output: null },
  ],
});
