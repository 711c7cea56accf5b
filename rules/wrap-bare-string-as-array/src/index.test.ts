import { RuleTester } from "@pi-tool-repair/host/testing";
import { wrapBareStringAsArray } from "./index.js";

const schema = {
  type: "object",
  required: ["path"],
  properties: {
    path: { type: "string" },
    excludePatterns: { type: "array", items: { type: "string" } },
    paths: { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
    numbers: { type: "array", items: { type: "number" } },
    todos: { type: "array", items: { type: "object" } },
    either: { type: ["array", "string"], items: { type: "string" } },
    untyped: { type: "array" },
  },
};

new RuleTester({ schema, tool: "directory_tree" }).run(wrapBareStringAsArray, {
  valid: [{ path: "/d", excludePatterns: ["a"] }, { path: "/d", either: "x" }, { path: "/d", excludePatterns: [] }],
  invalid: [
    { input: { path: "/d", excludePatterns: "node_modules" }, output: { path: "/d", excludePatterns: ["node_modules"] }, hint: "wrapped a bare string" },
    { input: { path: "/d", excludePatterns: "{dist,build}" }, output: { path: "/d", excludePatterns: ["{dist,build}"] } }, // a glob, not JSON
    { input: { path: "/d", excludePatterns: "a, b" }, output: { path: "/d", excludePatterns: ["a, b"] } }, // never split
    { input: { path: "/d", paths: "src/a.ts" }, output: { path: "/d", paths: ["src/a.ts"] } },
    { input: { path: "/d", untyped: "x" }, output: null }, // items not declared: not known to take strings
    { input: { path: "/d", paths: "" }, output: null }, // [""] fails minLength: not committed
    { input: { path: "/d", excludePatterns: '["a",' }, output: null }, // truncated JSON text: never wrapped
    { input: { path: "/d", excludePatterns: "[a, b]" }, output: null },
    { input: { path: "/d", numbers: "5" }, output: null }, // items are not strings
    { input: { path: "/d", todos: "Write tests" }, output: null },
  ],
});
