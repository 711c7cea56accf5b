import fc from "fast-check";
import { RuleTester } from "@pi-tool-repair/host/testing";
import { dropNullOptional } from "@pi-tool-repair/rule-drop-null-optional";
import { decodeRawArguments, parseRawArguments } from "./index.js";

const read = {
  type: "object",
  required: ["path"],
  properties: { path: { type: "string" }, offset: { type: "number" }, limit: { type: "number" } },
};
const bash = { type: "object", required: ["command"], properties: { command: { type: "string" }, timeout: { type: "number" } } };
const grep = { type: "object", required: ["pattern"], properties: { pattern: { type: "string" }, path: { type: "string" } } };
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
const ls = { type: "object", properties: { path: { type: "string" }, limit: { type: "number" } } };

new RuleTester({ schema: read, tool: "read" }).run(parseRawArguments, {
  valid: [
    "src/a.ts", // raw text that is no arguments object: left alone, not refused
    { path: "[notes.md](notes.md)", limit: "x" }, // Markdown in a string field is content
    { path: "```json\n{}\n```", offset: "1" }, // fenced text inside a string field is content, not raw arguments
  ],
  invalid: [
    // strict JSON text
    { input: '{"path": "src/a.ts"}', output: { path: "src/a.ts" }, hint: /parsed JSON text/ },
    { input: ' \n{"path": "src/a.ts", "offset": 10}\n', output: { path: "src/a.ts", offset: 10 } },
    // fences (args-039)
    { input: '```json\n{"path": "src/a.ts"}\n```', output: { path: "src/a.ts" }, hint: /stripped a code fence/ },
    // numbers a double cannot carry exactly: never rounded into a valid-looking call
    { input: '{"path": "src/a.ts", "offset": 1234567890123456789}', output: null },
    { input: '{"path": "src/a.ts", "offset": 1e400}', output: null },
    { input: "{'path': 'src/a.ts', 'offset': 12345678901234567890}", output: null },
    { input: '{"path": "src/a.ts", "offset": 9007199254740991}', output: { path: "src/a.ts", offset: 9007199254740991 } },
    { input: '```\n{"path": "src/a.ts"}\n```\n', output: { path: "src/a.ts" } },
    { input: '```json {"path": "a"}```', output: null }, // no newline after the tag: not a fence we know
    { input: '~~~json\n{"path": "src/a.ts"}\n~~~', output: { path: "src/a.ts" }, hint: /stripped a code fence/ },
    { input: '`{"path": "src/a.ts"}`', output: { path: "src/a.ts" }, hint: /inline code/ },
    { input: '``{"path": "src/a.ts"}``', output: { path: "src/a.ts" } },
    { input: '`{"path": "src/a.ts"}', output: null },
    { input: '`"src/a.ts"`', output: null }, // a quoted string in backticks: not an object
    // fenced, quoted or escaped JSON that does not read: refused, never bare text for wrapRootString
    { input: '```json\\n{"path": "src/a.ts"}\\n```', output: null }, // the newlines spelled `\n`
    { input: '\\n{"path": "src/a.ts"}', output: null },
    { input: '\\"{\\"path\\": \\"a\\"}\\"', output: null },
    { input: "'{\"path\": \"a\"", output: null },
    // double-encoded (args-043) and outer quotes (args-044)
    { input: '"{\\"path\\": \\"src/a.ts\\", \\"offset\\": 10}"', output: { path: "src/a.ts", offset: 10 }, hint: /double-encoded/ },
    { input: '"{"path": "src/a.ts"}"', output: { path: "src/a.ts" }, hint: /outer quotes/ },
    { input: "'{\"path\": \"src/a.ts\"}'", output: { path: "src/a.ts" } },
    { input: '"{\\"path\\": \\"src/a.ts\\""', output: null }, // double-encoded but truncated inside
    // a one-element root array (gpt-oss)
    { input: '[{"path": "src/a.ts"}]', output: { path: "src/a.ts" }, hint: /one-element root array/ },
    { input: '[{"path": "a"}, {"path": "b"}]', output: null }, // two calls
    { input: '["src/a.ts"]', output: null },
    // comments outside strings: only without words (whitespace and ASCII punctuation) are dropped
    { input: '{"path": "src/a.ts" //\n}', output: { path: "src/a.ts" }, hint: /tolerant/ },
    { input: '{/* */ "path": "http://x/a//b"}', output: { path: "http://x/a//b" } },
    { input: '{"path": "a" /* open comment', output: null },
    { input: '{"path": "src/a.ts"} // ---', output: { path: "src/a.ts" }, hint: /tolerant/ },
    { input: '{"path": "src/a.ts"} /* ... */', output: { path: "src/a.ts" } },
    { input: '{"path": "src/a.ts"} /* done', output: null },
    { input: '//\n{"path": "src/a.ts"}', output: { path: "src/a.ts" } },
    { input: '/**/ {"path": "src/a.ts"}', output: { path: "src/a.ts" } },
    { input: "/* */", output: null },
    { input: "/* args", output: null },
    // issue 31.4: a comment with words is an instruction about the call: the text is refused
    { input: '{"path": "src/a.ts" // the file\n}', output: null }, // before: {"path":"src/a.ts"}
    { input: '{/* read */ "path": "http://x/a//b"}', output: null },
    { input: '{"path": "src/a.ts"} // done', output: null },
    { input: '// read the file\n{"path": "src/a.ts"}', output: null },
    { input: '/* args */ {"path": "src/a.ts"}', output: null },
    { input: "/* args */", output: null },
    { input: '{"path": "src/a.ts"} // 2', output: null }, // a digit is a word too
    { input: '{"path": "src/a.ts"} // ✓', output: null }, // any character that is not ASCII punctuation
    { input: '{"path": "src/a.ts"}</tool_call> // later', output: null },
    // trailing markup that is never content: closing tags, special tokens, a closing fence
    { input: '{"path": "src/a.ts"}</tool_call>', output: { path: "src/a.ts" }, hint: /dropped the trailing markup "<\/tool_call>"/ },
    { input: '{"path": "src/a.ts"}\n</seed:tool_call>\n<|im_end|>', output: { path: "src/a.ts" } },
    { input: '{"path": "src/a.ts"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>', output: { path: "src/a.ts" } },
    { input: '{"path": "src/a.ts"}\n```', output: { path: "src/a.ts" } },
    { input: '{"path": "src/a.ts"}\n~~~\n', output: { path: "src/a.ts" } },
    // anything else after the value is refused: words, flags, a stray character
    { input: '{"path": "src/a.ts"}\n\nI will read the file now.', output: null },
    { input: '{"path": "src/a.ts"} --force', output: null },
    { input: '{"path": "src/a.ts"};', output: null },
    { input: '{"path": "src/a.ts"}</tool_call> and more', output: null },
    { input: '{"path": "src/a.ts"}<tool_call>', output: null }, // an opening tag: another call may follow
    { input: '{"path": "src/a.ts"}</tool_call></tool_call></tool_call></tool_call></tool_call>', output: null }, // more than 4 tokens
    { input: '{"path": "src/a.ts"}<||>', output: null },
    { input: '```json\n{"path": "src/a.ts"}\n```\nNow I read it.', output: null },
    { input: '{"path": "src/a.ts"}}', output: null }, // bracket mismatch
    { input: '{"path": "src/a.ts"}]', output: null },
    { input: '{"path": "a"}, {"path": "b"}', output: null },
    { input: '{"path": "a"} and then {"path": "b"}', output: null },
    // a trailing comma
    { input: '{"path": "src/a.ts",}', output: { path: "src/a.ts" } },
    // truncation of any kind (args-142 and kin)
    { input: '{"path": "src/a.ts"', output: null },
    { input: '{"path": "src/a', output: null },
    { input: '{"path": "src/a.ts", "limit": 1', output: null },
    { input: '{"path": "src/a.ts", ', output: null },
    { input: '{"path": ', output: null },
    { input: '{"path": "a\\', output: null },
    { input: '{"path": "a\\u00', output: null },
    { input: "{", output: null },
    // two glued objects, duplicate keys, bracket mismatches
    { input: '{"path": "a"}{"path": "b"}', output: null },
    { input: '{"path": "a"}\n{"path": "b"}', output: null },
    { input: '{"path": "a", "path": "b"}', output: null },
    { input: '{"path": "a", "path": "a"}', output: null },
    { input: '{"p\\u0061th": "a", "path": "b"}', output: null }, // one key, two spellings (compared unescaped)
    { input: '{"path": "a", "pat\\h": "b"}', output: { path: "a", "pat\\h": "b" } }, // `\h` keeps its backslash: another key
    { input: "{'path': 'a', 'path': 'b'}", output: null }, // Python literal
    { input: "{'path': 'a', \"path\": 'b'}", output: null },
    { input: '{"path": "a", "path": "b"} // trailing comment', output: null },
    { input: '"{\\"path\\": \\"a\\", \\"path\\": \\"b\\"}"', output: null }, // double-encoded
    { input: '```json\n{"path": "a", "path": "b"}\n```', output: null },
    { input: '[{"path": "a", "path": "b"}]', output: null },
    { input: '{"path": "a", "x": {"k": 1, "k": 2}}', output: null }, // nested
    { input: '{"name": "read", "name": "bash", "arguments": {"path": "a"}}', output: null }, // an envelope's own name
    { input: '{"path": ["a"}', output: null },
    { input: '{"path": "a"]', output: null },
    // not an object
    { input: "42", output: null },
    { input: "null", output: null },
    // Python dict literal (args-040), None dropped by dropNullOptional
    { input: "{'path': 'src/a.ts', 'offset': 10}", output: { path: "src/a.ts", offset: 10 }, hint: /Python literal/ },
    { input: "{'path': 'src/a.ts', 'limit': None}", output: null }, // None → null needs dropNullOptional (below)
    { input: "{'path': 'src/a.ts'", output: null },
  ],
});

new RuleTester({ schema: read, tool: "read", with: [dropNullOptional] }).run(parseRawArguments, {
  valid: [{ path: "src/a.ts", offset: '{"n": 1}' }], // JSON text below the root is not the raw arguments
  invalid: [
    { input: "{'path': 'src/a.ts', 'limit': None}", output: { path: "src/a.ts" }, rules: ["parseRawArguments", "dropNullOptional"] },
    { input: '{"path": "src/a.ts", "offset": null}', output: { path: "src/a.ts" }, rules: ["parseRawArguments", "dropNullOptional"] },
  ],
});

new RuleTester({ schema: bash, tool: "bash" }).run(parseRawArguments, {
  valid: ["ls", { command: "```bash\nls -la\n```", timeout: "5" }],
  invalid: [
    // args-153: `//` inside a string is not a comment
    { input: '{"command": "curl https://example.com/a//b" /**/}', output: { command: "curl https://example.com/a//b" } },
    { input: '{"command": "curl https://example.com/a//b" /* fetch */}', output: null }, // a worded comment
    // issue 31.4: the examples
    { input: '{"command":"rm -rf build"} // DRY RUN ONLY - do not execute', output: null },
    { input: '{"command":"rm -rf build" /* only after the user confirms */}', output: null },
    { input: '```json\n{"command":"rm -rf build"} // dry run\n```', output: null },
    { input: '"{\\"command\\":\\"rm -rf build\\"} // dry run"', output: null }, // double-encoded
    { input: '[{"command":"rm -rf build"}] /* not yet */', output: null },
    { input: "{'command': 'rm -rf build'} // dry run", output: null }, // not a Python literal either
    { input: '{"command": "npm install"', output: null }, // args-142
    { input: '{"command": "ls"}{"command": "pwd"}', output: null }, // args-147
    // \' becomes '
    { input: '{"command": "echo \\\'hi\\\'"}', output: { command: "echo 'hi'" } },
    // raw control characters inside a string are taken as escaped
    { input: '{"command": "printf \'a\tb\'\nls"}', output: { command: "printf 'a\tb'\nls" } },
    { input: '{"command": "ls"} <|im_end|>', output: { command: "ls" } },
    // issue 31.3: an invisible format character before `{` or `[` does not hide the JSON
    { input: '\u2060{"command":"ls"} --dry-run', output: null },
    { input: '\u200b\u200d[{"command":"ls"}]\nnow', output: null },
    { input: '\u2060{"command":"ls"}', output: { command: "ls" }, hint: /dropped invisible characters before the JSON/ },
    { input: '\ufeff\u180e {"command":"ls"}', output: { command: "ls" } },
    { input: '{"command":"\u200bls"}', output: { command: "\u200bls" } }, // inside a value nothing changes
  ],
});

new RuleTester({ schema: grep, tool: "grep" }).run(parseRawArguments, {
  valid: [{ pattern: "\\d+", path: 1 }],
  invalid: [
    // args-183: invalid escapes keep their backslash
    { input: '{"pattern": "\\d+\\.\\d+"}', output: { pattern: "\\d+\\.\\d+" } },
    { input: '{"pattern": "\\w\\s\\(x\\)"}', output: { pattern: "\\w\\s\\(x\\)" } },
    { input: '{"pattern": "a\\nb\\u0041"}', output: { pattern: "a\nbA" } },
    { input: '{"pattern": "\\uZZZZ"}', output: { pattern: "\\uZZZZ" } },
  ],
});

new RuleTester({ schema: edit, tool: "edit" }).run(parseRawArguments, {
  valid: [{ path: "a.js", edits: '[{"oldText": "/\\d+/", "newText": "/\\d*/"}]' }], // JSON text in a field: parseJsonString's
  invalid: [
    // args-110
    {
      input: '{"path": "a.js", "edits": [{"oldText": "/\\d+/", "newText": "/\\d*/"}]}',
      output: { path: "a.js", edits: [{ oldText: "/\\d+/", newText: "/\\d*/" }] },
    },
    { input: '{"path": "a.js", "edits": [{"oldText": "a", "newText": "b"},]}', output: { path: "a.js", edits: [{ oldText: "a", newText: "b" }] } },
    { input: '{"path": "a.js", "edits": [{"oldText": "a", "newText": "b"}, {"oldText": "c", "newText": "d', output: null },
  ],
});

new RuleTester({ schema: ls, tool: "ls" }).run(parseRawArguments, {
  valid: ["ls -la"],
  invalid: [
    { input: "", output: {}, hint: /empty/ }, // args-201
    { input: "  \n", output: {} },
    { input: "{}", output: {} },
  ],
});

describe("the refusal says why", () => {
  const tester = new RuleTester({ schema: bash, tool: "bash" });
  const message = (input: string) => tester.repair(parseRawArguments, input).hints.map((h) => h.message);
  it("a comment with words, after or inside the object", () => {
    const why = 'refused raw arguments text of tool "bash": a comment with words in it is an instruction about the call, never dropped';
    expect(message('{"command":"rm -rf build"} // DRY RUN ONLY - do not execute')).toEqual([why]);
    expect(message('{"command":"rm -rf build" /* only after the user confirms */}')).toEqual([why]);
  });
  it("anything else", () => {
    expect(message('{"command":"rm -rf build"} --dry-run')).toEqual(['refused raw arguments text of tool "bash": truncated or ambiguous JSON is never repaired']);
  });
});

describe("decodeRawArguments", () => {
  const table: [string, unknown][] = [
    ['"src/a.ts"', { value: "src/a.ts", steps: ["decoded a JSON string literal"] }],
    ["src/a.ts", undefined], // bare text: left for wrapRootString
    ["ls -la", undefined],
    ['"unterminated', "reject"],
    ['"a" "b"', "reject"],
    // text that looks like fenced, quoted or escaped JSON is refused, never left for wrapRootString
    ['```json\\n{"command":"echo hi > made.txt"}\\n```', "reject"],
    ['`{"path":"a"}', "reject"],
    ['~~~ {"path":"a"', "reject"],
    ['\\n\\t{"path":"a"}', "reject"],
    ['\\"[\\"a\\"]\\"', "reject"],
    ['"`{\\"path\\":\\"a\\"`"', "reject"], // a string literal holding backticked JSON
    ['"\\\\{\\"path\\": 1}"', "reject"], // a string literal whose text starts `\{`: escaped JSON, not a path
    ["`ls -la`", undefined],
    ["~/bin/run --all", undefined],
    ["echo '{}'", undefined],
    // text after the value
    ['{"command":"rm -rf build"} --dry-run', "reject"],
    ['{"command":"rm -rf build"} // DRY RUN ONLY - do not execute', "reject"],
    ['"/* dry run */ {\\"command\\":\\"ls\\"}"', "reject"], // a string literal holding JSON with a worded comment
    ['"/**/ {\\"command\\":\\"ls\\"}"', { value: { command: "ls" }, steps: ["decoded double-encoded arguments", "read tolerant JSON (comments, escapes, control characters or a trailing comma)"] }],
    ['"//server/share/a.txt"', { value: "//server/share/a.txt", steps: ["decoded a JSON string literal"] }], // no JSON after it: a string
    ['{"command":"ls"} //', { value: { command: "ls" }, steps: ["read tolerant JSON (comments, escapes, control characters or a trailing comma)"] }],
    ['{"command":"ls"} <|im_end|>', { value: { command: "ls" }, steps: ['dropped the trailing markup "<|im_end|>"'] }],
  ];
  for (const [text, expected] of table) {
    it(JSON.stringify(text), () => {
      expect(decodeRawArguments(text)).toEqual(expected);
    });
  }

  it("is linear: a megabyte of text reads in one pass", () => {
    const big = '{"content": "' + "x\\d".repeat(300_000) + '"}';
    const r = decodeRawArguments(big);
    expect(r).not.toBe("reject");
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
    const glued = "{}".repeat(200_000);
    expect(decodeRawArguments(glued)).toBe("reject");
  });
});

describe("deep nesting is refused, never a RangeError", () => {
  for (const depth of [10_000, 100_000]) {
    const table: [string, string][] = [
      ["arrays", "[".repeat(depth) + "]".repeat(depth)],
      ["objects", '{"a":'.repeat(depth) + "1" + "}".repeat(depth)],
      ["a field", '{"command":' + "[".repeat(depth) + "]".repeat(depth) + "}"],
      ["a Python literal", "{'command':" + "[".repeat(depth) + "]".repeat(depth) + "}"],
      ["unclosed", "[".repeat(depth)],
      ["double-encoded", JSON.stringify('{"command":' + "[".repeat(depth) + "]".repeat(depth) + "}")],
      ["fenced", "```json\n" + "[".repeat(depth) + "]".repeat(depth) + "\n```"],
    ];
    for (const [name, text] of table) {
      it(`${name}, ${depth} deep`, () => {
        expect(decodeRawArguments(text)).toBe("reject");
      });
    }
  }
  it("a value 256 containers deep still reads", () => {
    const text = '{"command":"ls","x":' + "[".repeat(255) + "]".repeat(255) + "}";
    expect(decodeRawArguments(text)).not.toBe("reject");
  });
});

describe("decodeRawArguments properties", () => {
  const objects = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1, maxKeys: 5 });

  it("reads what JSON.stringify writes, compact or indented", () => {
    fc.assert(
      fc.property(objects, fc.boolean(), (obj, indent) => {
        const text = JSON.stringify(obj, null, indent ? 2 : undefined);
        const r = decodeRawArguments(text);
        expect(r).not.toBe("reject");
        expect(r && r !== "reject" ? r.value : undefined).toEqual(JSON.parse(text));
      }),
    );
  });

  it("never accepts a truncated object: every strict prefix is rejected", () => {
    fc.assert(
      fc.property(objects, (obj) => {
        const text = JSON.stringify(obj);
        for (let cut = 1; cut < text.length; cut++) expect(decodeRawArguments(text.slice(0, cut))).toBe("reject");
      }),
      { numRuns: 60 },
    );
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        decodeRawArguments(text);
        decodeRawArguments("{" + text);
        decodeRawArguments('"' + text);
      }),
    );
  });
});

new RuleTester({
  schema: { type: "object", required: ["id"], properties: { id: { type: "string" }, n: { type: "number" }, meta: { type: "object" } } },
  tool: "lookup",
}).run(parseRawArguments, {
  valid: [{ id: "1e400", n: "1e400" }],
  invalid: [
    // an inexact number where only text is taken: the number is the model's spelling (no number holds 1e400)
    { input: '{"id": 1e400}', output: { id: "1e400" } },
    // where a number is taken, it would run rounded or out of range: refused
    { input: '{"id": "a", "n": 12345678901234567890}', output: null, hint: /the number at \/n cannot be carried exactly/ },
    { input: '{"id": "a", "meta": {"big": 12345678901234567890}}', output: null },
    { input: '[{"id": "a", "n": 1e-400}]', output: null, hint: /\/n cannot/ },
    { input: '{"id": "a", "n": 0.5}', output: { id: "a", n: 0.5 } },
  ],
});
