import { RuleTester } from "@pi-tool-repair/host/testing";
import { parseRawArguments } from "@pi-tool-repair/rule-parse-raw-arguments";
import { coerceNumberToString, numberLexemes } from "./index.js";

const read = {
  type: "object",
  required: ["path"],
  properties: { path: { type: "string" }, offset: { type: "number" }, version: { type: "string" }, flag: { type: "boolean" } },
};
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

new RuleTester({ schema: read, tool: "read" }).run(coerceNumberToString, {
  valid: [{ path: "42" }, { path: "a", offset: 3 }, { path: "a", version: "3.10" }],
  invalid: [
    { input: { path: 42 }, output: { path: "42" }, hint: /number 42 to a string/ }, // args-042
    { input: { path: 0 }, output: { path: "0" } },
    { input: { path: "a", version: -1.5 }, output: { path: "a", version: "-1.5" } },
    { input: { path: "a", version: 3.1 }, output: { path: "a", version: "3.1" } }, // no raw text: String(value)
    { input: { path: "a", version: 1e21 }, output: { path: "a", version: "1e+21" } },
    { input: { path: true }, output: null }, // booleans are not numbers
    { input: { path: "a", flag: 1 }, output: null }, // a boolean field is not a string field
    { input: { path: [1] }, output: null },
  ],
});

new RuleTester({ schema: edit, tool: "edit" }).run(coerceNumberToString, {
  valid: [{ path: "a", edits: [{ oldText: "a", newText: "7" }] }],
  invalid: [
    // args-114
    { input: { path: "src/a.ts", edits: [{ oldText: "a", newText: 7 }] }, output: { path: "src/a.ts", edits: [{ oldText: "a", newText: "7" }] } },
    { input: { path: "a", edits: [{ oldText: 1, newText: 2 }] }, output: { path: "a", edits: [{ oldText: "1", newText: "2" }] } },
  ],
});

// With the raw text known, the model's own lexeme is kept.
new RuleTester({ schema: read, tool: "read", with: [parseRawArguments] }).run(coerceNumberToString, {
  valid: [{ path: "a", version: "3.10" }],
  invalid: [
    { input: '{"path": "a", "version": 3.10}', output: { path: "a", version: "3.10" }, rules: ["parseRawArguments", "coerceNumberToString"] },
    { input: '{"path": 1.50e2}', output: { path: "1.50e2" }, rules: ["parseRawArguments", "coerceNumberToString"] },
    { input: '{"path": 12345678901234567890}', output: { path: "12345678901234567890" } , rules: ["parseRawArguments", "coerceNumberToString"]},
    {
      input: '{"path": "a", "note": "\\"version\\": 9.90", "version": 9.9}',
      output: { path: "a", note: "\"version\": 9.90", version: "9.9" },
      rules: ["parseRawArguments", "coerceNumberToString"],
      name: "a key inside a string value is not the key",
    },
    { input: '[{"path": 2.50}]', output: { path: "2.50" }, rules: ["parseRawArguments", "coerceNumberToString"] },
  ],
});

new RuleTester({ schema: edit, tool: "edit", with: [parseRawArguments] }).run(coerceNumberToString, {
  valid: [{ path: "a", edits: [] }],
  invalid: [
    {
      input: '{"path": "a", "edits": [{"oldText": "v = 1.0", "newText": 1.10}, {"oldText": 2.0, "newText": "x"}]}',
      output: { path: "a", edits: [{ oldText: "v = 1.0", newText: "1.10" }, { oldText: "2.0", newText: "x" }] },
      rules: ["parseRawArguments", "coerceNumberToString"],
    },
  ],
});

describe("numberLexemes", () => {
  it("maps pointers to lexemes in one pass", () => {
    expect([...numberLexemes('{"a": 1.0, "b": [2.50, {"c": -0.0}], "d": "x: 3.0" /* 4.0 */, "e": 1e3}')]).toEqual([
      ["/a", "1.0"],
      ["/b/0", "2.50"],
      ["/b/1/c", "-0.0"],
      ["/e", "1e3"],
    ]);
  });
});
