import { RuleTester } from "@pi-tool-repair/host/testing";
import { dropEmptyPlaceholder } from "./index.js";

const schema = {
  type: "object",
  required: ["path"],
  properties: {
    path: { type: "string" },
    limit: { type: "number" },
    literal: { type: "boolean" },
    include: { type: "array", items: { type: "string" } },
    tags: { type: "array", minItems: 1, items: { type: "string" } },
    glob: { type: "string" },
    name: { type: "string", minLength: 1 },
    sortBy: { type: "string", enum: ["name", "size"] },
    indentation: { type: "object", required: ["anchor_line"], properties: { anchor_line: { type: "integer" } } },
    list: { type: "array", items: { type: "number" } },
  },
};

new RuleTester({ schema, tool: "read" }).run(dropEmptyPlaceholder, {
  valid: [
    { path: "a", glob: "", sortBy: "" }, // "" is a valid string, and an enum string field's "" is a value
    { path: "a", include: [], list: [1, ""] }, // [] is a valid array; an array element is not an optional field
    { path: "a", indentation: { anchor_line: 3 }, limit: { n: 1 } }, // not empty: not a placeholder
    { path: "", limit: [0] },
  ],
  invalid: [
    { input: { path: "a", limit: {} }, output: { path: "a" }, hint: 'dropped empty {} placeholder from tool "read"' },
    { input: { path: "a", limit: [] }, output: { path: "a" }, hint: /\[\] placeholder/ },
    { input: { path: "a", limit: "" }, output: { path: "a" } },
    { input: { path: "a", literal: "" }, output: { path: "a" } },
    { input: { path: "a", literal: {} }, output: { path: "a" } },
    { input: { path: "a", include: {} }, output: { path: "a" } },
    { input: { path: "a", include: "" }, output: { path: "a" } },
    { input: { path: "a", tags: [] }, output: { path: "a" } }, // minItems rejects []
    { input: { path: "a", indentation: {} }, output: { path: "a" } }, // {} lacks the required anchor_line
    { input: { path: "a", glob: {} }, output: { path: "a" } },
    { input: { path: "a", limit: {}, literal: [], include: "" }, output: { path: "a" } },
    { input: { path: "a", name: "" }, output: null }, // a string field: "" is a value, not a placeholder
    { input: { path: "a", sortBy: "" }, output: null },
    { input: { path: {} }, output: null }, // required: never dropped
    { input: { path: [] }, output: null },
    { input: { path: "a", list: [1, ""] }, output: null }, // an array element is not an optional field
    { input: { path: "a", limit: { n: 1 } }, output: null }, // not empty: not a placeholder
    { input: { path: "a", limit: [0] }, output: null },
  ],
});
