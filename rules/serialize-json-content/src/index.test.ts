import { RuleTester } from "@pi-tool-repair/host/testing";
import { parseRawArguments } from "@pi-tool-repair/rule-parse-raw-arguments";
import { renameAliasedField } from "@pi-tool-repair/rule-rename-aliased-field";
import { indentJson, serializeJsonContent, valueStart } from "./index.js";

const schema = {
  type: "object",
  properties: { path: { type: "string" }, content: { type: "string" }, note: { type: "string" } },
  required: ["path", "content"],
};

new RuleTester({ schema, tool: "write" }).run(serializeJsonContent, {
  valid: [
    { path: "package.json", content: '{"a":1}', note: 1 }, // JSON text already: stays; a number in a text field is not this rule's
    { path: "a.ts", content: "[object Object]", note: ["x"] },
  ],
  invalid: [
    {
      input: { path: "package.json", content: { name: "demo", version: "1.0.0" } },
      output: { path: "package.json", content: '{\n  "name": "demo",\n  "version": "1.0.0"\n}' },
      hint: 'serialized the object for "package.json" as 2-space JSON text',
    },
    { input: { path: "data/list.JSON", content: [1, "b"] }, output: { path: "data/list.JSON", content: '[\n  1,\n  "b"\n]' } },
    { input: { path: "a.json", content: { n: 1.5, e: [], o: {} } }, output: { path: "a.json", content: '{\n  "n": 1.5,\n  "e": [],\n  "o": {}\n}' } },
    { input: { path: "a.ts", content: { x: 1 } }, output: null }, // not a .json file: never guessed
    { input: { path: "a.json", content: "ok", note: { x: 1 } }, output: null }, // not a content field
    { input: { path: "a.json", content: null }, output: null },
    { input: { path: { p: "a.json" }, content: { x: 1 } }, output: null },
    // no raw text: a number at or beyond 2^53, or not finite, may already be rounded: never written
    { input: { path: "a.json", content: { id: 1234567890123456800 } }, output: null },
    { input: { path: "a.json", content: { big: 1e21 } }, output: null },
    { input: { path: "a.json", content: { inf: Infinity } }, output: null }, // JSON.stringify would write null
    { input: { path: "a.json", content: [-0] }, output: null },
    { input: { path: "a.json", content: [1.2345e-320] }, output: null }, // subnormal
  ],
});

// With the raw arguments text, the model's own tokens are written, laid out with 2 spaces.
const both = ["parseRawArguments", "serializeJsonContent"];
new RuleTester({ schema, tool: "write", with: [parseRawArguments] }).run(serializeJsonContent, {
  valid: ['{"path": "a.json", "content": "{}", "note": 1}'],
  invalid: [
    {
      input: '{"path": "a.json", "content": {"version": 1.10, "id": 1234567890123456789, "min": 1e-400}}',
      output: { path: "a.json", content: '{\n  "version": 1.10,\n  "id": 1234567890123456789,\n  "min": 1e-400\n}' },
      rules: both,
    },
    {
      // no number holds 1e400, so the parsed object cannot carry it to this rule: refused, never written as null
      input: '{"path": "a.json", "content": {"max": 1e400}}',
      output: null,
    },
    {
      input: '{"path":"a.json","content":{"a":[1.0,{"b":-0.0}],"c":{},"d":[],"e":"x, y: [z]","f":"caf\\u00e9 \\"q\\""}}',
      output: { path: "a.json", content: '{\n  "a": [\n    1.0,\n    {\n      "b": -0.0\n    }\n  ],\n  "c": {},\n  "d": [],\n  "e": "x, y: [z]",\n  "f": "caf\\u00e9 \\"q\\""\n}' },
      rules: both,
    },
    {
      input: '[{"path": "a.json", "content": [12345678901234567890]}]', // a one-element root array
      output: { path: "a.json", content: "[\n  12345678901234567890\n]" },
      rules: both,
    },
    {
      input: '```json\n{"path": "a.json", "content": {"v": 2.50}}\n```',
      output: { path: "a.json", content: '{\n  "v": 2.50\n}' },
      rules: both,
    },
    {
      input: '{"path": "a.json", "note": "\\"content\\": {\\"v\\": 9}", "content": {"v": 3.0}}',
      output: { path: "a.json", note: '"content": {"v": 9}', content: '{\n  "v": 3.0\n}' },
      rules: both,
      name: "a key inside a string value is not the key",
    },
    {
      input: '{"path": "a.json", "content": {"name": "demo"} /* --- */}', // a comment without words is dropped
      output: { path: "a.json", content: '{\n  "name": "demo"\n}' },
      rules: both,
    },
    { input: '{"path": "a.json", "content": {"name": "demo"} /* a comment */}', output: null }, // one with words is an instruction (docs/policy.md)
    {
      input: '{"path": "a.json", "content": {"n": 1.10, /* inside */ "m": 2}}', // the model's text is not strict JSON: a number would be rewritten
      output: null,
    },
    { input: "{'path': 'a.json', 'content': {'n': 1.10}}", output: null }, // a Python dict: no JSON text of the value
    {
      input: "{'path': 'a.json', 'content': {'name': 'demo'}}", // no numbers: nothing can change
      output: { path: "a.json", content: '{\n  "name": "demo"\n}' },
      rules: both,
    },
  ],
});

// The text is looked up at the value's own pointer; after a rename there is none, and numbers are then refused.
const renamed = ["parseRawArguments", "renameAliasedField", "serializeJsonContent"];
new RuleTester({ schema, tool: "write", with: [parseRawArguments, renameAliasedField] }).run(serializeJsonContent, {
  valid: ['{"file_path": "a.json", "content": "1.10", "note": 2}'],
  invalid: [
    { input: '{"path": "a.json", "text": {"v": 1.10}}', output: null }, // `text` renamed to `content`: its raw text is not at /content
    { input: '{"path": "a.json", "text": {"v": "1.10"}}', output: { path: "a.json", content: '{\n  "v": "1.10"\n}' }, rules: renamed },
    { input: '{"file_path": "a.json", "content": {"v": 1.10}}', output: { path: "a.json", content: '{\n  "v": 1.10\n}' }, rules: renamed },
  ],
});

describe("valueStart", () => {
  const text = '{"a": {"b": [1.10, {"c": "x"}]}, "d\\"": 2, "s": "{\\"a\\": 1}", "t": true}';
  const table: [string, string | undefined][] = [
    ["", text],
    ["/a", '{"b": [1.10, {"c": "x"}]}, "d\\"": 2, "s": "{\\"a\\": 1}", "t": true}'],
    ["/a/b", '[1.10, {"c": "x"}]}, "d\\"": 2, "s": "{\\"a\\": 1}", "t": true}'],
    ["/a/b/0", '1.10, {"c": "x"}]}, "d\\"": 2, "s": "{\\"a\\": 1}", "t": true}'],
    ["/a/b/1/c", '"x"}]}, "d\\"": 2, "s": "{\\"a\\": 1}", "t": true}'],
    ['/d"', '2, "s": "{\\"a\\": 1}", "t": true}'],
    ["/t", "true}"],
    ["/b", undefined],
    ["/a/b/2", undefined],
    ["/s/a", undefined], // inside a string
  ];
  for (const [pointer, rest] of table) {
    it(JSON.stringify(pointer), () => {
      const at = valueStart(text, pointer);
      expect(at === undefined ? undefined : text.slice(at)).toBe(rest);
    });
  }
});

describe("indentJson", () => {
  for (const text of ['{"a":[1,{"b":null}],"c":{},"d":[ ],"e":"x,y:[z]{}"}', "[]", '"s"', "[[[]]]", '{"a":{"b":{"c":[true,false]}}}']) {
    it(`lays ${text} out as JSON.stringify(_, null, 2)`, () => expect(indentJson(text)).toBe(JSON.stringify(JSON.parse(text), null, 2)));
  }
  it("keeps the tokens as written", () => expect(indentJson('{"a" : 1.10 ,"b":[1e400]}')).toBe('{\n  "a": 1.10,\n  "b": [\n    1e400\n  ]\n}'));
});
