import { RuleTester } from "@pi-tool-repair/host/testing";
import { matchEnumCase } from "./index.js";

const todo = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: {
    todos: {
      type: "array",
      items: {
        type: "object",
        properties: {
          content: { type: "string", minLength: 1 },
          status: { type: "string", enum: ["pending", "in_progress", "completed"] },
          activeForm: { type: "string", minLength: 1 },
        },
        required: ["content", "status", "activeForm"],
        additionalProperties: false,
      },
    },
  },
  required: ["todos"],
  additionalProperties: false,
};
const t = (status: unknown) => ({ todos: [{ content: "Ship", status, activeForm: "Shipping" }] });

new RuleTester({ schema: todo, tool: "claude.TodoWrite" }).run(matchEnumCase, {
  valid: [
    { todos: [{ content: "Ship", status: "pending", activeForm: "Shipping" }, { content: "Fix", status: "Done", activeForm: "Fixing" }] }, // a synonym in any case
    { todos: [{ content: "Ship", status: "in_progress", activeForm: "Shipping" }, { content: "Fix", status: "In-Progres", activeForm: "Fixing" }] },
  ],
  invalid: [
    { input: t("In_Progress"), output: t("in_progress"), hint: /"In_Progress" to enum value "in_progress"/ }, // args-225
    { input: t("in progress"), output: t("in_progress") }, // args-227
    { input: t("IN-PROGRESS"), output: t("in_progress") },
    { input: t(" Completed "), output: t("completed") },
    { input: t("in__progress"), output: t("in_progress") },
    { input: t("inprogress"), output: null }, // a missing separator is not a separator difference
    { input: t("done"), output: null }, // synonym
    { input: t("complete"), output: null }, // prefix
    { input: t("pend"), output: null },
    { input: t("in_progress!"), output: null },
    { input: t(""), output: null },
    { input: t(1), output: null },
  ],
});

const sizes = {
  type: "object",
  properties: { path: { type: "string" }, sortBy: { default: "name", type: "string", enum: ["name", "size"] }, kind: { const: "File" } },
  required: ["path"],
};

new RuleTester({ schema: sizes, tool: "mcp.filesystem.list_directory_with_sizes" }).run(matchEnumCase, {
  valid: [
    { path: "/data", sortBy: "name", kind: "folder" }, // not a case difference of "File"
    { path: " name ", sortBy: "names" }, // the path is no enum field: its spaces stay
  ],
  invalid: [
    { input: { path: "/data", sortBy: " name " }, output: { path: "/data", sortBy: "name" } }, // args-302
    { input: { path: "/data", sortBy: "SIZE" }, output: { path: "/data", sortBy: "size" } },
    { input: { path: "/data", kind: "file" }, output: { path: "/data", kind: "File" } },
    { input: { path: "/data", sortBy: "date" }, output: null },
    { input: { path: "/data", sortBy: "names" }, output: null },
  ],
});

const ambiguous = { type: "object", properties: { mode: { enum: ["Fast", "fast", "slow"] } } };

new RuleTester({ schema: ambiguous }).run(matchEnumCase, {
  valid: [
    // the exact values stay; "FAST" matches two of them: no guess
    { input: { modes: ["Fast", "fast", "FAST"] }, schema: { type: "object", properties: { modes: { type: "array", items: { enum: ["Fast", "fast", "slow"] } } } } },
  ],
  invalid: [
    { input: { mode: "FAST" }, output: null }, // two values match: no guess
    { input: { mode: "SLOW" }, output: { mode: "slow" } },
  ],
});
