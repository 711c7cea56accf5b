import { RuleTester } from "@pi-tool-repair/host/testing";
import { wrapSingleObjectAsArray } from "./index.js";

const edit = {
  type: "object",
  required: ["path", "edits"],
  properties: {
    path: { type: "string" },
    edits: {
      type: "array",
      items: { type: "object", required: ["oldText", "newText"], properties: { oldText: { type: "string" }, newText: { type: "string" } } },
    },
    tags: { type: "array", items: { type: "string" } },
    anything: { type: "array" },
    meta: { type: ["array", "object"], items: { type: "object" } },
  },
};

new RuleTester({ schema: edit, tool: "edit" }).run(wrapSingleObjectAsArray, {
  valid: [
    { path: "src/a.ts", edits: [{ oldText: "a", newText: "b" }], tags: { a: "b" } }, // an object is no string item
    { path: "a", edits: [], anything: "x" }, // a string is not a single object
    { path: 1, edits: [], meta: { oldText: "a" } }, // the schema allows an object
  ],
  invalid: [
    // args-080
    {
      input: { path: "src/a.ts", edits: { oldText: "a", newText: "b" } },
      output: { path: "src/a.ts", edits: [{ oldText: "a", newText: "b" }] },
      hint: /one-element array/,
    },
    { input: { path: "a", edits: {} }, output: null }, // an empty placeholder is not an item
    { input: { path: "a", edits: { oldText: "a" } }, output: null }, // wrapped, it still misses newText: discarded
    { input: { path: "a", edits: [], tags: { a: 1 } }, output: null }, // an array of strings
    { input: { path: "a", edits: [], anything: { a: 1 } }, output: null }, // items not declared
    { input: { path: "a", edits: "x" }, output: null }, // not an object
  ],
});

const multi = {
  $schema: "http://json-schema.org/draft-07/schema#",
  additionalProperties: false,
  properties: {
    file_path: { type: "string" },
    edits: {
      items: {
        additionalProperties: false,
        properties: { old_string: { type: "string" }, new_string: { type: "string" }, replace_all: { default: false, type: "boolean" } },
        required: ["old_string", "new_string"],
        type: "object",
      },
      minItems: 1,
      type: "array",
    },
  },
  required: ["file_path", "edits"],
  type: "object",
};

new RuleTester({ schema: multi, tool: "claude.MultiEdit" }).run(wrapSingleObjectAsArray, {
  valid: [{ file_path: 1, edits: [{ old_string: "a", new_string: "b" }] }],
  invalid: [
    {
      input: { file_path: "/a", edits: { old_string: "a", new_string: "b", replace_all: true } },
      output: { file_path: "/a", edits: [{ old_string: "a", new_string: "b", replace_all: true }] },
    },
  ],
});
