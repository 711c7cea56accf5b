import { RuleTester } from "@pi-tool-repair/host/testing";
import { parseRawArguments } from "@pi-tool-repair/rule-parse-raw-arguments";
import { renameAliasedField } from "@pi-tool-repair/rule-rename-aliased-field";
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
  valid: [
    { path: "42", offset: "three" }, // a string of digits stays; a string in a number field is not this rule's
    { path: "a", offset: true },
    { path: "a", version: "3.10", flag: "yes" }, // a string version keeps its trailing zero
  ],
  invalid: [
    { input: { path: 42 }, output: { path: "42" }, hint: /number 42 to a string/ }, // args-042
    { input: { path: 0 }, output: { path: "0" } },
    { input: { path: "a", version: -1.5 }, output: { path: "a", version: "-1.5" } },
    { input: { path: "a", version: 3.1 }, output: { path: "a", version: "3.1" } }, // no raw text: String(value)
    // without the raw text, a number at or beyond 2^53 may already be rounded: left alone
    { input: { path: 9007199254740991 }, output: { path: "9007199254740991" } }, // 2^53 - 1: exact
    { input: { path: 1234567890123456800 }, output: null }, // what JSON.parse made of 1234567890123456789
    { input: { path: "a", version: 1e21 }, output: null },
    { input: { path: -9007199254740992 }, output: null },
    { input: { path: -0 }, output: null }, // String(-0) is "0"
    { input: { path: Infinity }, output: null },
    { input: { path: 1.2345e-320 }, output: null }, // subnormal: fewer digits than were written
    { input: { path: 2.2250738585072014e-308 }, output: { path: "2.2250738585072014e-308" } }, // the smallest normal number
    { input: { path: true }, output: null }, // booleans are not numbers
    { input: { path: "a", flag: 1 }, output: null }, // a boolean field is not a string field
    { input: { path: [1] }, output: null },
  ],
});

new RuleTester({ schema: edit, tool: "edit" }).run(coerceNumberToString, {
  valid: [{ path: "a", edits: [{ oldText: "a", newText: "7" }, { oldText: "b", newText: null }] }], // null is no number
  invalid: [
    // args-114
    { input: { path: "src/a.ts", edits: [{ oldText: "a", newText: 7 }] }, output: { path: "src/a.ts", edits: [{ oldText: "a", newText: "7" }] } },
    { input: { path: "a", edits: [{ oldText: 1, newText: 2 }] }, output: { path: "a", edits: [{ oldText: "1", newText: "2" }] } },
  ],
});

// With the raw text known, the model's own lexeme is kept.
new RuleTester({ schema: read, tool: "read", with: [parseRawArguments] }).run(coerceNumberToString, {
  valid: ['{"path": "a", "version": "3.10", "offset": "x"}'], // a quoted lexeme is already a string
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
    // big integers and extreme exponents keep their lexeme
    { input: '{"path": 1234567890123456789}', output: { path: "1234567890123456789" }, rules: ["parseRawArguments", "coerceNumberToString"] },
    { input: '{"path": -9007199254740993}', output: { path: "-9007199254740993" }, rules: ["parseRawArguments", "coerceNumberToString"] },
    { input: '{"path": 1e21}', output: { path: "1e21" }, rules: ["parseRawArguments", "coerceNumberToString"] },
    { input: '{"path": 1e400}', output: { path: "1e400" }, rules: ["parseRawArguments"] }, // not "Infinity": no number holds it, so the text field gets the text as written
    { input: '{"path": 1e-400}', output: { path: "1e-400" }, rules: ["parseRawArguments", "coerceNumberToString"] }, // not "0"
    { input: '{"path": -0.0}', output: { path: "-0.0" }, rules: ["parseRawArguments", "coerceNumberToString"] },
    { input: '{"path": 1.000000000000000000000000000001}', output: { path: "1.000000000000000000000000000001" }, rules: ["parseRawArguments", "coerceNumberToString"] },
  ],
});

// The lexeme is looked up at the value's own pointer: after a rename there is none, and a big integer is refused.
new RuleTester({ schema: read, tool: "read", with: [parseRawArguments, renameAliasedField] }).run(coerceNumberToString, {
  valid: ['{"file_path": "1234567890123456789", "offset": "x"}'], // renamed, the string stays the string
  invalid: [
    { input: '{"file_path": 1234567890123456789}', output: null },
    { input: '{"file_path": 42}', output: { path: "42" }, rules: ["parseRawArguments", "renameAliasedField", "coerceNumberToString"] },
  ],
});

new RuleTester({ schema: edit, tool: "edit", with: [parseRawArguments] }).run(coerceNumberToString, {
  valid: ['{"path": "a", "edits": [{"oldText": "1.0", "newText": null}]}'],
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
