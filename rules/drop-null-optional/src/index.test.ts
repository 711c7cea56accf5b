import { RuleTester } from "@pi-tool-repair/host/testing";
import { fillDeclaredDefault } from "@pi-tool-repair/rule-fill-declared-default";
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
  valid: [
    { path: "a", label: null, offset: "x" }, // a nullable field keeps its null; "x" is no null
    { path: "a", offset: 0, mode: "c" }, // an enum miss that is not null
    { path: "a", nested: { depth: 1.5 } },
    { path: 1, label: null },
  ],
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

// Declared defaults: null in an optional field is dropped (the tool applies its default); null in a required field
// is never dropped, also when it declares a default (fillDeclaredDefault fills only a missing field).
const withDefaults = {
  type: "object",
  properties: { path: { type: "string" }, limit: { type: "integer", default: 20 }, mode: { enum: ["a", "b"], default: "a" } },
  required: ["path", "mode"],
};
new RuleTester({ schema: withDefaults, tool: "tool", with: [fillDeclaredDefault] }).run(dropNullOptional, {
  valid: [{ path: "a", mode: "c", limit: 5 }], // neither null nor missing
  invalid: [
    { input: { path: "a", mode: "a", limit: null }, output: { path: "a", mode: "a" } }, // dropped, not replaced by 20
    { input: { path: "a", mode: null }, output: null }, // required: the null is the model's value, not a missing field
    { input: { path: "a", limit: null }, output: { path: "a", mode: "a" }, rules: ["dropNullOptional", "fillDeclaredDefault"] },
  ],
});
