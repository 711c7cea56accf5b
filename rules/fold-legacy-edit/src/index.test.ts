import { RuleTester } from "@pi-tool-repair/host/testing";
import { foldLegacyEdit } from "./index.js";

const edit = {
  type: "object",
  required: ["path", "edits"],
  properties: {
    path: { type: "string" },
    edits: {
      type: "array",
      items: { type: "object", required: ["oldText", "newText"], properties: { oldText: { type: "string" }, newText: { type: "string" } } },
    },
  },
};
const one = (oldText: string, newText: string) => ({ path: "src/a.ts", edits: [{ oldText, newText }] });

new RuleTester({ schema: edit, tool: "edit" }).run(foldLegacyEdit, {
  valid: [
    { edits: [{ oldText: "foo", newText: "bar" }] }, // no legacy pair: nothing to fold, and path is not invented
    { path: "src/a.ts", edits: [{ oldText: "a" }] }, // a missing newText inside edits[] is not a legacy pair
    // args-097: canonical edits[] plus a legacy pair is left for pi's prepareArguments, also when the call fails
    { edits: [{ oldText: "a", newText: "b" }], oldText: "c", newText: "d" },
  ],
  invalid: [
    { input: { path: "src/a.ts", oldText: "foo", newText: "bar" }, output: one("foo", "bar"), hint: /folded legacy oldText\/newText into edits\[0\]/ },
    { input: { path: "src/a.ts", old_string: "foo", new_string: "bar" }, output: one("foo", "bar") },
    { input: { path: "src/a.ts", oldString: "foo", newString: "" }, output: one("foo", "") },
    { input: { path: "src/a.ts", old_str: "foo", new_str: "bar" }, output: one("foo", "bar") },
    { input: { path: "src/a.ts", old: "foo", replacement: "bar" }, output: one("foo", "bar") },
    { input: { path: "src/a.ts", oldText: "foo", old_string: "foo", newText: "bar" }, output: one("foo", "bar") }, // same text twice
    { input: { path: "src/a.ts", oldText: "foo", old_string: "baz", newText: "bar" }, output: null }, // two old texts
    { input: { path: "src/a.ts", oldText: "foo" }, output: null }, // no new text: never invented
    { input: { path: "src/a.ts", newText: "bar" }, output: null },
    { input: { oldText: "foo", newText: "bar" }, output: null }, // path still missing
    { input: { path: "src/a.ts", edits: { oldText: "a", newText: "b" } }, output: null }, // wrapSingleObjectAsArray's case
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

new RuleTester({ schema: multi, tool: "claude.MultiEdit" }).run(foldLegacyEdit, {
  valid: [{ edits: [{ old_string: "a", new_string: "b" }] }],
  invalid: [
    {
      input: { file_path: "/a", old_string: "a", new_string: "b", replace_all: true },
      output: { file_path: "/a", edits: [{ old_string: "a", new_string: "b", replace_all: true }] },
    },
    { input: { file_path: "/a", oldText: "a", newText: "b" }, output: { file_path: "/a", edits: [{ old_string: "a", new_string: "b" }] } },
  ],
});

// Not an edit tool: nothing to fold into.
const write = { type: "object", required: ["path", "content"], properties: { path: { type: "string" }, content: { type: "string" } } };
new RuleTester({ schema: write, tool: "write" }).run(foldLegacyEdit, {
  valid: [{ path: "a", oldText: "x" }],
  invalid: [{ input: { path: "a", oldText: "x", newText: "y" }, output: null }],
});
