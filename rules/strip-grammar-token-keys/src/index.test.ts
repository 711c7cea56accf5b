import { RuleTester } from "@pi-tool-repair/host/testing";
import { cleanTokenKey, stripGrammarTokenKeys } from "./index.js";

const bash = { type: "object", required: ["command"], properties: { command: { type: "string" }, timeout: { type: "number" } } };

new RuleTester({ schema: bash, tool: "bash" }).run(stripGrammarTokenKeys, {
  valid: [
    // (a schema-valid call is never touched, leaked key or not: preset-pi-default's valid-calls test)
    { command: 1 }, // no token in any key
    { command: "echo '<arg_key>x</arg_key>'", timeout: "5" }, // value-level tokens stay
  ],
  invalid: [
    { input: { "command</arg_key>": "ls" }, output: { command: "ls" }, hint: /command<\/arg_key> → command/ }, // args-135
    { input: { "<arg_key>command</arg_key>": "ls" }, output: { command: "ls" } },
    { input: { '<parameter name="command">': "ls" }, output: { command: "ls" } },
    { input: { "<parameter=command>": "ls" }, output: { command: "ls" } },
    { input: { "command</parameter>": "ls" }, output: { command: "ls" } },
    { input: { " command </arg_key>": "ls" }, output: { command: "ls" } },
    { input: { '<｜DSML｜parameter name="command" string="true">': "ls" }, output: { command: "ls" } },
    { input: { "command</arg_key>": "ls", "timeout</arg_key>": 5 }, output: { command: "ls", timeout: 5 } },
    { input: { "command</arg_key><arg_value>ls": "" }, output: null }, // the value leaked into the key
    { input: { "<b>command</b>": "ls" }, output: null }, // other markup
    { input: { "</arg_key>": "ls" }, output: null }, // no key left
    { input: { '<parameter name="command">x': "ls" }, output: null }, // two names
  ],
});

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

new RuleTester({ schema: edit, tool: "edit" }).run(stripGrammarTokenKeys, {
  valid: [{ path: 1, edits: [{ oldText: "<arg_value>keep me</arg_value>", newText: "</parameter>" }] }],
  invalid: [
    {
      input: { "path</arg_key>": "a", edits: [{ "<arg_key>oldText": "a", "newText</arg_key>": "b" }] },
      output: { path: "a", edits: [{ oldText: "a", newText: "b" }] },
      name: "nested keys",
    },
    { input: { path: "a", "edits</arg_key>": [{ oldText: "x", "newText</parameter>": "y" }] }, output: { path: "a", edits: [{ oldText: "x", newText: "y" }] } },
  ],
});

const strict = { type: "object", required: ["command"], properties: { command: { type: "string" } }, additionalProperties: false };
new RuleTester({ schema: strict, tool: "claude.Bash" }).run(stripGrammarTokenKeys, {
  valid: [{ command: ["ls"] }],
  invalid: [
    { input: { "command</arg_key>": "ls", command: "ls" }, output: { command: "ls" }, hint: /duplicate of command/ },
    { input: { "command</arg_key>": "rm -rf /", command: "ls" }, output: null }, // two different values: no guess
    { input: { "command</arg_key>": "ls" }, output: { command: "ls" } },
  ],
});

const write = { type: "object", required: ["path", "content"], properties: { path: { type: "string" }, content: { type: "string" } } };
new RuleTester({ schema: write, tool: "write" }).run(stripGrammarTokenKeys, {
  // args-072: value-level tokens in a valid string stay
  valid: [{ content: "<arg_value>keep me</arg_value>" }],
  invalid: [
    { input: { "path</arg_key>": "glm_test.txt", content: "<arg_value>keep me</arg_value>" }, output: { path: "glm_test.txt", content: "<arg_value>keep me</arg_value>" } },
  ],
});

describe("cleanTokenKey", () => {
  const table: [string, string | undefined][] = [
    ["path</arg_key>", "path"],
    ["<arg_key>path", "path"],
    ["<parameter name='path'>", "path"],
    ["<parameter=path></parameter>", "path"],
    ["path", undefined],
    ["a<b", undefined],
    ["<parameter=a><parameter=b>", undefined],
  ];
  for (const [key, clean] of table) it(JSON.stringify(key), () => expect(cleanTokenKey(key)).toBe(clean));
  it("is linear on a long key", () => {
    const key = "<arg_key>".repeat(50_000) + "x";
    expect(cleanTokenKey(key)).toBe("x");
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});
