import { RuleTester } from "@pi-tool-repair/host/testing";
import { parseJsonString, parseStructuredText } from "./index.js";

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
const files = {
  type: "object",
  required: ["paths"],
  properties: {
    paths: { type: "array", minItems: 1, items: { type: "string" } },
    options: { type: "object", properties: { depth: { type: "number" } } },
    note: { type: "string" },
  },
};
const todos = {
  type: "object",
  required: ["todos"],
  additionalProperties: false,
  properties: {
    todos: {
      type: "array",
      items: {
        type: "object",
        required: ["content", "status"],
        additionalProperties: false,
        properties: { content: { type: "string" }, status: { type: "string" } },
      },
    },
  },
};

new RuleTester({ schema: edit, tool: "edit" }).run(parseJsonString, {
  valid: [
    { path: "a", edits: [{ oldText: "prices = []", newText: 'prices = ["BTC"]' }, { oldText: "x", newText: 2 }] }, // JSON-looking code stays text
    { input: { paths: "a", note: "[1, 2]" }, schema: files }, // a string field keeps its JSON text; "a" is no JSON
    { input: { paths: "src", note: "{'a': 1}" }, schema: files },
  ],
  invalid: [
    { input: { path: "a", edits: '[{"oldText":"a","newText":"b"}]' }, output: { path: "a", edits: [{ oldText: "a", newText: "b" }] }, hint: "parsed JSON text into an array" },
    { input: { path: "a", edits: ['{"oldText":"a","newText":"b"}'] }, output: { path: "a", edits: [{ oldText: "a", newText: "b" }] }, hint: /into an object/ },
    { input: { path: "a", edits: '[{"oldText":"a","newText":"b"},]' }, output: { path: "a", edits: [{ oldText: "a", newText: "b" }] }, hint: /trailing commas/ },
    { input: { path: "a", edits: '[{"oldText":"a",\n "newText":"b",},\n]' }, output: { path: "a", edits: [{ oldText: "a", newText: "b" }] } },
    { input: { path: "a", edits: '[{"oldText":"line1\nline2","newText":"x\ty"}]' }, output: { path: "a", edits: [{ oldText: "line1\nline2", newText: "x\ty" }] }, hint: /control characters/ },
    { input: { path: "a", edits: '[{"oldText":"/\\d+/","newText":"it\\\'s"}]' }, output: { path: "a", edits: [{ oldText: "/\\d+/", newText: "it's" }] } },
    { input: { path: "a", edits: '```json\n[{"oldText":"a","newText":"b"}]\n```' }, output: { path: "a", edits: [{ oldText: "a", newText: "b" }] }, hint: /fenced/ },
    { input: { path: "a", edits: "[{'oldText': 'a', 'newText': 'b'}]" }, output: { path: "a", edits: [{ oldText: "a", newText: "b" }] }, hint: /Python literal/ },
    { input: { path: "a", edits: '["{\\"oldText\\":\\"a\\",\\"newText\\":\\"b\\"}"]' }, output: { path: "a", edits: [{ oldText: "a", newText: "b" }] } }, // two levels
    { input: { path: "a", edits: '"[{\\"oldText\\":\\"a\\",\\"newText\\":\\"b\\"}]"' }, output: { path: "a", edits: [{ oldText: "a", newText: "b" }] }, hint: /double-encoded/ },
    { input: { path: "a", edits: '["[\\"{}\\"]"]' }, output: null }, // a third level is never parsed
    // a number the double cannot carry exactly: the text stays, unrepairable
    { input: { paths: ["a"], options: '{"depth": 1234567890123456789}' }, output: null, schema: files },
    { input: { paths: ["a"], options: '{"depth": 1e400}' }, output: null, schema: files },
    { input: { paths: ["a"], options: "{'depth': 1e-400}" }, output: null, schema: files },
    { input: { paths: ["a"], options: '{"depth": 2.50}' }, output: { paths: ["a"], options: { depth: 2.5 } }, schema: files },
    { input: { paths: '["1e400", "a"]' }, output: { paths: ["1e400", "a"] }, schema: files }, // inside strings: text
    { input: { path: "a", edits: '[{"oldText":"a","newText":"b"},{"oldText":"c","newText":"d' }, output: null }, // truncated
    { input: { path: "a", edits: '[{"oldText":"a","newText":"b"}' }, output: null }, // only the bracket missing: truncated too
    { input: { path: "a", edits: '[{"oldText":"a","oldText":"c","newText":"b"}]' }, output: null }, // duplicate keys
    { input: { path: "a", edits: '[{"old\\u0054ext":"a","oldText":"c","newText":"b"}]' }, output: null }, // one key, two spellings
    { input: { path: "a", edits: '[{"oldText":"a\n","oldText":"c","newText":"b"}]' }, output: null }, // found after escaping control characters
    { input: { path: "a", edits: '[{"oldText":"a","oldText":"c","newText":"b"},]' }, output: null }, // found after dropping the trailing comma
    { input: { path: "a", edits: '```json\n[{"oldText":"a","oldText":"c","newText":"b"}]\n```' }, output: null },
    { input: { path: "a", edits: "[{'oldText':'a','oldText':'c','newText':'b'}]" }, output: null }, // Python literal
    { input: { path: "a", edits: '"[{\\"oldText\\":\\"a\\",\\"oldText\\":\\"c\\",\\"newText\\":\\"b\\"}]"' }, output: null }, // double-encoded
    { input: { path: "a", edits: ['{"oldText":"a","oldText":"c","newText":"b"}'] }, output: null }, // an item
    { input: { path: "a", edits: '[{"oldText":"a","newText":"b","x":' + "[".repeat(300) + "]".repeat(300) + "}]" }, output: null }, // too deep
    { input: { path: "a", edits: '[{"oldText":"a","newText":"b","x":' + "[".repeat(250) + "]".repeat(250) + "}]" }, output: { path: "a", edits: [{ oldText: "a", newText: "b", x: JSON.parse("[".repeat(250) + "]".repeat(250)) as unknown }] } },
    { input: { path: "a", edits: '[{"oldText":"a","newText":"b"}]]' }, output: null }, // bracket mismatch
    { input: { path: "a", edits: '{"oldText":"a","newText":"b"}' }, output: null }, // an object where an array is wanted: wrapping is another rule's
    { input: { path: "a", edits: "Write tests, then ship" }, output: null }, // prose
    { input: { path: "a", edits: '[{"oldText":"a"}]' }, output: null }, // parsed, but still invalid
    { input: { paths: '["src/a.ts","src/b.ts"]' }, output: { paths: ["src/a.ts", "src/b.ts"] }, schema: files },
    { input: { paths: "['src/a.ts', 'src/b.ts']" }, output: { paths: ["src/a.ts", "src/b.ts"] }, schema: files },
    { input: { paths: ' [ "a" ] ' }, output: { paths: ["a"] }, schema: files },
    { input: { paths: ["a"], options: '{"depth": 2}' }, output: { paths: ["a"], options: { depth: 2 } }, schema: files },
    { input: { paths: ["a"], options: "{'depth': 2,}" }, output: { paths: ["a"], options: { depth: 2 } }, schema: files },
    { input: { paths: ["a"], options: "[1]" }, output: null, schema: files }, // an array where an object is wanted
    { input: { paths: "[]" }, output: null, schema: files }, // parsed, but minItems
    { input: { paths: "[a, b]" }, output: null, schema: files }, // neither JSON nor Python: never wrapped as text
    // issue 31.4: a comment in JSON text in a field refuses the text
    { input: { paths: ["a"], options: '{"depth": 2} // only after the user confirms' }, output: null, schema: files },
    { input: { path: "a", edits: '[{"oldText":"a","newText":"b"} /* dry run */]' }, output: null },
    {
      input: { todos: '[{"content":"Fix bug","status":"pending"}]' },
      output: { todos: [{ content: "Fix bug", status: "pending" }] },
      schema: todos,
      tool: "todowrite",
    },
    { input: { todos: "[{'content': 'Ship', 'status': None}]" }, output: null, schema: todos, tool: "todowrite" }, // a required field is None
  ],
});

describe("parseStructuredText", () => {
  const table: [string, unknown][] = [
    ['{"a":1,"a":2}', "reject"],
    ['{"a":{"b":1,"b":1}}', "reject"], // even the same value twice
    ['{"\\u0061":1,"a":2}', "reject"],
    ['{"a":"\n","a":2}', "reject"],
    ['[{"a":1},{"a":2}]', { value: [{ a: 1 }, { a: 2 }], how: "JSON text" }], // one key in two objects
    ['{"a":"x:y","b":"\\":"}', { value: { a: "x:y", b: '":' }, how: "JSON text" }], // colons inside strings are not members
  ];
  for (const [text, expected] of table) {
    it(JSON.stringify(text), () => {
      expect(parseStructuredText(text)).toEqual(expected);
    });
  }
  for (const depth of [10_000, 100_000]) {
    for (const [name, text] of [
      ["arrays", "[".repeat(depth) + "]".repeat(depth)],
      ["objects", '{"a":'.repeat(depth) + "1" + "}".repeat(depth)],
      ["with a trailing comma", "[".repeat(depth) + "1," + "]".repeat(depth)],
      ["a Python literal", "[".repeat(depth) + "None" + "]".repeat(depth)],
      ["unclosed", "[".repeat(depth)],
    ]) {
      it(`refuses ${name} ${depth} deep, never a RangeError`, () => {
        const r = parseStructuredText(text!);
        expect(r === "reject" || r === undefined).toBe(true);
      });
    }
  }
});

describe("the kit's tolerant reader, as parseStructuredText uses it", () => {
  const escapes = "JSON text with raw control characters or invalid escapes";
  const table: [string, unknown][] = [
    ['{"a":"x\ny"}', { value: { a: "x\ny" }, how: escapes }],
    ['{"a":"\\d"}', { value: { a: "\\d" }, how: escapes }],
    ['{"a":"\\\'"}', { value: { a: "'" }, how: escapes }],
    ["[1,2,]", { value: [1, 2], how: "JSON text with trailing commas" }],
    ['{"a":",]"}', { value: { a: ",]" }, how: "JSON text" }],
    ['{"a":[1,],}', { value: { a: [1] }, how: "JSON text with trailing commas" }],
    ['{"a":"x\u0001\\q\\"', undefined], // unterminated
    ['{"a":"\\uZZ"}', undefined], // a broken \u escape is not read in a field (as before)
    ["[,]", undefined], // a lone comma is no empty list
    // issue 31.4: JSON text in a field takes no comment (a comment with words is an instruction)
    ['{"command":"rm -rf build"} // DRY RUN ONLY - do not execute', undefined],
    ['{"command":"rm -rf build" /* only after the user confirms */}', undefined],
    ["[1] //", undefined],
  ];
  for (const [text, expected] of table) {
    it(JSON.stringify(text), () => {
      expect(parseStructuredText(text)).toEqual(expected);
    });
  }
  it("is linear: 200k characters", () => {
    const big = "[" + '"x\\d",'.repeat(40000) + "]";
    const out = parseStructuredText(big);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
    expect(out !== undefined && out !== "reject" && Array.isArray(out.value) ? out.value.length : -1).toBe(40000);
  });
});
