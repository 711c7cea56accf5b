import { RuleTester } from "@pi-tool-repair/host/testing";
import { renameAliasedField } from "@pi-tool-repair/rule-rename-aliased-field";
import { fillDeclaredDefault } from "./index.js";

const claudeEdit = {
  type: "object",
  required: ["file_path", "old_string", "new_string", "replace_all"],
  additionalProperties: false,
  properties: {
    file_path: { type: "string" },
    old_string: { type: "string" },
    new_string: { type: "string" },
    replace_all: { type: "boolean", default: false },
  },
};
const search = {
  type: "object",
  required: ["query", "limit", "options"],
  properties: {
    query: { type: "string" },
    limit: { type: "integer", default: 20 },
    options: { type: "object", default: { depth: 1 }, properties: { depth: { type: "integer" } } },
    path: { type: "string" },
  },
};
const edits = {
  type: "object",
  required: ["edits"],
  properties: {
    edits: {
      type: "array",
      items: { type: "object", required: ["oldText", "mode"], properties: { oldText: { type: "string" }, mode: { enum: ["exact", "fuzzy"], default: "exact" } } },
    },
  },
};
const two = {
  type: "object",
  required: ["mode"],
  properties: { mode: { allOf: [{ type: "string", default: "a" }, { default: "b" }] } },
};

new RuleTester({ schema: claudeEdit, tool: "claude.Edit" }).run(fillDeclaredDefault, {
  valid: [{ file_path: "/a", old_string: "x", replace_all: true }], // new_string has no default; replace_all is given
  invalid: [
    {
      input: { file_path: "/a", old_string: "x", new_string: "y" },
      output: { file_path: "/a", old_string: "x", new_string: "y", replace_all: false },
      hint: "filled missing replace_all with its declared default false",
    },
    { input: { file_path: "/a", old_string: "x" }, output: null }, // new_string has no default: never invented
    { input: { old_string: "x", new_string: "y" }, output: null }, // nor file_path
    { input: { file_path: "/a", old_string: "x", new_string: "y", replaceAll: true }, output: null }, // an undeclared key: maybe the field (without the rename rule)
    { input: { input: { file_path: "/a", old_string: "x", new_string: "y", replace_all: "yes" }, schema: claudeEdit }, output: null }, // present: not missing
  ],
});

new RuleTester({ schema: search, tool: "search" }).run(fillDeclaredDefault, {
  valid: [{ limit: 5, options: {}, path: "src" }], // query has no default
  invalid: [
    { input: { query: "q", options: {} }, output: { query: "q", limit: 20, options: {} } },
    { input: { query: "q" }, output: { query: "q", limit: 20, options: { depth: 1 } } }, // a copy of the object default
    { input: { query: "q", path: "src" }, output: { query: "q", path: "src", limit: 20, options: { depth: 1 } } }, // declared keys are fine
    { input: { limit: 3, options: {} }, output: null }, // query: no default
    { input: { query: "q", max: 5 }, output: null }, // `max` may be the limit
  ],
});

new RuleTester({ schema: edits, tool: "multi_edit" }).run(fillDeclaredDefault, {
  valid: [{ edits: [{ mode: "exact" }] }], // oldText has no default
  invalid: [
    { input: { edits: [{ oldText: "a" }, { oldText: "b", mode: "fuzzy" }] }, output: { edits: [{ oldText: "a", mode: "exact" }, { oldText: "b", mode: "fuzzy" }] } },
  ],
});

new RuleTester({ schema: two, tool: "two" }).run(fillDeclaredDefault, {
  valid: [{ other: 1 }],
  invalid: [{ input: {}, output: null }], // two defaults disagree: neither is chosen
});

// With the rename rule: an alias supplies the value, never the default.
new RuleTester({ schema: claudeEdit, tool: "claude.Edit", with: [renameAliasedField] }).run(fillDeclaredDefault, {
  valid: [{ old_string: "x", new_string: "y", replace_all: false }], // no alias, no default for file_path
  invalid: [
    {
      input: { file_path: "/a", old_string: "x", new_string: "y", replaceAll: true },
      output: { file_path: "/a", old_string: "x", new_string: "y", replace_all: true },
      rules: ["renameAliasedField"],
      name: "an alias supplies the value: the default is not used",
    },
    {
      input: { path: "/a", oldText: "x", newText: "y" },
      output: { file_path: "/a", old_string: "x", new_string: "y", replace_all: false },
      rules: ["renameAliasedField", "fillDeclaredDefault"],
    },
    { input: { file_path: "/a", old_string: "x", new_string: "y", replaceAll: true, replace_all_: 1 }, output: null },
  ],
});

const ls = { type: "object", required: ["path"], properties: { path: { type: "string", default: "." }, limit: { type: "number" } } };
new RuleTester({ schema: ls, tool: "ls", with: [renameAliasedField] }).run(fillDeclaredDefault, {
  valid: [{ dir: "a", folder: "b" }], // two aliases disagree: never "."
  invalid: [
    { input: { limit: 5 }, output: { path: ".", limit: 5 } },
    { input: { dir: "src" }, output: { path: "src" }, rules: ["renameAliasedField"] }, // the alias, not "."
    { input: { dir: "a", directory: "b" }, output: null }, // two aliases disagree: not ".", unrepairable
    { input: { dir: "" }, output: null }, // an empty alias is not renamed, and not replaced by "." either
  ],
});
