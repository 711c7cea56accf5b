import { RuleTester } from "@pi-tool-repair/host/testing";
import { coerceBooleanString } from "./index.js";

const grep = {
  type: "object",
  required: ["pattern"],
  properties: {
    pattern: { type: "string" },
    ignoreCase: { type: "boolean" },
    literal: { type: "boolean" },
    flag: { type: ["boolean", "string"] },
    nested: { type: "object", properties: { deep: { type: "boolean" } } },
    list: { type: "array", items: { type: "boolean" } },
  },
};

new RuleTester({ schema: grep, tool: "grep" }).run(coerceBooleanString, {
  valid: [
    { pattern: "true", ignoreCase: "yes" }, // a string field keeps the word; "yes" is not a boolean word
    { pattern: 1, ignoreCase: true }, // a number where a string is wanted is not this rule's
    { pattern: "null", literal: true, list: ["on"] }, // args-160
    { pattern: "foo", flag: "true", ignoreCase: 2 }, // the schema allows a string: "true" stays
  ],
  invalid: [
    { input: { pattern: "foo", ignoreCase: "true" }, output: { pattern: "foo", ignoreCase: true }, hint: /"true" to boolean true/ }, // args-164
    { input: { pattern: "foo", ignoreCase: "False" }, output: { pattern: "foo", ignoreCase: false } },
    { input: { pattern: "foo", ignoreCase: " TRUE " }, output: { pattern: "foo", ignoreCase: true } },
    { input: { pattern: "foo", ignoreCase: 1 }, output: { pattern: "foo", ignoreCase: true } },
    { input: { pattern: "foo", ignoreCase: 0 }, output: { pattern: "foo", ignoreCase: false } },
    { input: { pattern: "foo", nested: { deep: "false" } }, output: { pattern: "foo", nested: { deep: false } } },
    { input: { pattern: "foo", list: ["true", 0] }, output: { pattern: "foo", list: [true, false] } },
    { input: { pattern: "foo", ignoreCase: "true", literal: "FALSE" }, output: { pattern: "foo", ignoreCase: true, literal: false } },
    { input: { pattern: "foo", ignoreCase: "yes" }, output: null }, // args-166
    { input: { pattern: "foo", ignoreCase: "1" }, output: null }, // not the string "1"
    { input: { pattern: "foo", ignoreCase: "0" }, output: null },
    { input: { pattern: "foo", ignoreCase: "on" }, output: null },
    { input: { pattern: "foo", ignoreCase: 2 }, output: null },
    { input: { pattern: "foo", ignoreCase: "" }, output: null },
    { input: { pattern: "foo", ignoreCase: "truee" }, output: null },
    { input: { pattern: true }, output: null }, // a boolean where a string is wanted is not this rule's
  ],
});

const claudeBash = {
  type: "object",
  required: ["command"],
  additionalProperties: false,
  properties: { command: { type: "string" }, timeout: { type: "number" }, run_in_background: { type: "boolean" } },
};

new RuleTester({ schema: claudeBash, tool: "claude.Bash" }).run(coerceBooleanString, {
  valid: [{ command: "npm run dev", run_in_background: "background" }],
  invalid: [
    // args-247
    { input: { command: "npm run dev", run_in_background: "true" }, output: { command: "npm run dev", run_in_background: true } },
    { input: { command: "ls", timeout: "true" }, output: null }, // a number field is not a boolean field
  ],
});
