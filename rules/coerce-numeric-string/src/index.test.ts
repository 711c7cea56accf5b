import { RuleTester } from "@pi-tool-repair/host/testing";
import { coerceNumericString } from "./index.js";

const schema = {
  type: "object",
  properties: { path: { type: "string" }, limit: { type: "number" }, count: { type: "integer" } },
  required: ["path"],
};

new RuleTester({ schema, tool: "read" }).run(coerceNumericString, {
  valid: [{ path: "a", limit: 20 }, { path: "10" }, { path: "a", count: 3 }],
  invalid: [
    { input: { path: "a", limit: "20" }, output: { path: "a", limit: 20 }, hint: /"20" to 20/ },
    { input: { path: "a", limit: " 20 " }, output: { path: "a", limit: 20 } },
    { input: { path: "a", limit: "-1.5" }, output: { path: "a", limit: -1.5 } },
    { input: { path: "a", limit: "1e3" }, output: { path: "a", limit: 1000 } },
    { input: { path: "a", count: "7" }, output: { path: "a", count: 7 } },
    { input: { path: "a", count: "1.5" }, output: null }, // integer field: no truncation
    { input: { path: "a", limit: "0x10" }, output: null },
    { input: { path: "a", limit: "20 lines" }, output: null },
    { input: { path: "a", limit: "Infinity" }, output: null },
    { input: { path: "a", limit: "" }, output: null },
    { input: { path: "a", limit: "007" }, output: null },
  ],
});
