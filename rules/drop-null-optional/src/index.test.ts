import { RuleTester } from "@pi-tool-repair/host/testing";
import { dropNullOptional } from "./index.js";

const schema = {
  type: "object",
  properties: {
    path: { type: "string" },
    offset: { type: "number" },
    label: { type: ["string", "null"] },
    mode: { enum: ["a", "b"] },
    nested: { type: "object", properties: { depth: { type: "integer" } }, required: [] },
    list: { type: "array", items: { type: "string" } },
  },
  required: ["path"],
};

new RuleTester({ schema, tool: "read" }).run(dropNullOptional, {
  valid: [{ path: "a" }, { path: "a", offset: 0 }, { path: "a", label: null }, { path: "a", nested: {} }],
  invalid: [
    { input: { path: "a", offset: null }, output: { path: "a" }, hint: 'dropped null from tool "read"' },
    { input: { path: "a", mode: null }, output: { path: "a" } },
    { input: { path: "a", nested: { depth: null } }, output: { path: "a", nested: {} } },
    { input: { path: "a", offset: null, mode: null }, output: { path: "a" } },
    { input: { path: null }, output: null }, // required: never dropped
    { input: { path: null, offset: null }, output: null }, // the rest cannot save a missing path
    { input: { path: "a", list: ["x", null] }, output: null }, // an array element is not an optional field
    { input: { path: "a", list: null }, output: { path: "a" } },
  ],
});
