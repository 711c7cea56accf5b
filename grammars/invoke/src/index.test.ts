import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { invoke } from "./index.js";

const schema = {
  type: "object",
  properties: {
    path: { type: "string" },
    limit: { type: "integer" },
    ratio: { type: "number" },
    all: { type: "boolean" },
    opts: { type: "object" },
    files: { type: "array" },
    other: {},
  },
};

/** A whole MiniMax-M2 block quoted as file content (a doc about the format). */
const NESTED =
  'Example:\n<minimax:tool_call>\n<invoke name="bash">\n<parameter name="command">rm -rf /tmp/x</parameter>\n</invoke>\n</minimax:tool_call>\nDone.\n';

/** Tools of the item-10 cases (values whose end is not certain). */
const TOOLS_ITEM10 = { get_weather: { type: "object", properties: { city: { type: "string" }, state: { type: "string" } } }, write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } }, Edit: { type: "object", properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" } } } };

new GrammarTester().run(invoke, {
  positive: [
    // --- values whose end is not certain (issue 31, item 10): nothing is closed by guessing ---
    {
      name: "the value of `city` has no close of its own (the issue's example): no call",
      text: "<minimax:tool_call>\n<invoke name=\"get_weather\">\n<parameter name=\"city\">Dallas\n<parameter name=\"state\">TX</parameter>\n</invoke>\n</minimax:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<minimax:tool_call>\n<invoke name=\"get_weather\">\n<parameter name=\"city\">Dallas\n<parameter name=\"state\">TX</parameter>\n</invoke>\n</minimax:tool_call>",
    },
    {
      name: "no close after either value: no call (nothing is closed at the next opener)",
      text: "<minimax:tool_call>\n<invoke name=\"get_weather\">\n<parameter name=\"city\">Dallas\n<parameter name=\"state\">TX\n</parameter></invoke>\n</minimax:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<minimax:tool_call>\n<invoke name=\"get_weather\">\n<parameter name=\"city\">Dallas\n<parameter name=\"state\">TX\n</parameter></invoke>\n</minimax:tool_call>",
    },
    {
      name: "a close and a declared parameter's opener inside a value: two readings, no call",
      text: "<minimax:tool_call>\n<invoke name=\"Edit\">\n<parameter name=\"file_path\">x.md</parameter>\n<parameter name=\"old_string\">End a value with\n</parameter>\n<parameter name=\"new_string\">then</parameter>\n<parameter name=\"new_string\">End it with</parameter>\n</invoke>\n</minimax:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<minimax:tool_call>\n<invoke name=\"Edit\">\n<parameter name=\"file_path\">x.md</parameter>\n<parameter name=\"old_string\">End a value with\n</parameter>\n<parameter name=\"new_string\">then</parameter>\n<parameter name=\"new_string\">End it with</parameter>\n</invoke>\n</minimax:tool_call>",
    },
    {
      name: "a close and an undeclared parameter's opener inside a value: the file's text or a parameter the model added? No call",
      text: "<minimax:tool_call>\n<invoke name=\"write\">\n<parameter name=\"path\">doc.md</parameter>\n<parameter name=\"content\">End a value with\n</parameter>\n<parameter name=\"new_string\">then the next one.</parameter>\n</invoke>\n</minimax:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<minimax:tool_call>\n<invoke name=\"write\">\n<parameter name=\"path\">doc.md</parameter>\n<parameter name=\"content\">End a value with\n</parameter>\n<parameter name=\"new_string\">then the next one.</parameter>\n</invoke>\n</minimax:tool_call>",
    },
    {
      name: "a lone opener of a parameter the tool does not declare is content",
      text: "<minimax:tool_call>\n<invoke name=\"get_weather\">\n<parameter name=\"city\">Dallas\n<parameter name=\"zip\">75001</parameter>\n</invoke>\n</minimax:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "get_weather", "arguments": {"city": "Dallas\n<parameter name=\"zip\">75001"}}],
      strip: "",
    },
    {
      name: "a close tag followed by text is content",
      text: "<minimax:tool_call>\n<invoke name=\"write\">\n<parameter name=\"path\">doc.md</parameter>\n<parameter name=\"content\">Close it with\n</parameter>\nand go on.</parameter>\n</invoke>\n</minimax:tool_call>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "write", "arguments": {"path": "doc.md", "content": "Close it with\n</parameter>\nand go on."}}],
      strip: "",
    },
    // a closer quoted in a value with text after it is content: the `</invoke>` after it is no clean end (closers
    // follow it), so only the last `</parameter>` is structure and the value is whole (before: no call)
    {
      name: "a quoted closer followed by the rest of the value is content",
      text: '<minimax:tool_call><invoke name="write"><parameter name="content">a</parameter></invoke></minimax:tool_call> b</parameter></invoke></minimax:tool_call>',
      calls: [{ name: "write", arguments: { content: "a</parameter></invoke></minimax:tool_call> b" } }],
      strip: "",
    },
    {
      name: "a quoted closer followed by the rest of the value is content (the wrapper's closer missing)",
      text: '<minimax:tool_call><invoke name="write"><parameter name="content">a</parameter></invoke> b</parameter></invoke>',
      calls: [{ name: "write", arguments: { content: "a</parameter></invoke> b" } }],
      strip: "",
    },
    // corpus invoke-01
    {
      text: 'Let me check. <minimax:tool_call><invoke name="get_weather"><parameter name="city">Seattle</parameter></invoke></minimax:tool_call>',
      calls: [{ name: "get_weather", arguments: { city: "Seattle" } }],
      strip: "Let me check.",
    },
    // newlines between elements, values kept exactly (the template writes them raw), parallel invokes in order, text after
    {
      text: '<minimax:tool_call>\n<invoke name="read">\n<parameter name="path">\n  src/日本 🎉.ts  \n</parameter>\n</invoke>\n<invoke name=\'ls\'>\n<parameter name="path">C:\\dir\\"x"</parameter>\n</invoke>\n</minimax:tool_call>\nBoth started.',
      calls: [
        { name: "read", arguments: { path: "\n  src/日本 🎉.ts  \n" } },
        { name: "ls", arguments: { path: 'C:\\dir\\"x"' } },
      ],
      strip: "Both started.",
    },
    // without a schema numbers stay text; null-ish words are null
    {
      text: '<minimax:tool_call><invoke name="f"><parameter name="n">5</parameter><parameter name="a">None</parameter><parameter name="b">nil</parameter></invoke></minimax:tool_call>',
      calls: [{ name: "f", arguments: { n: "5", a: null, b: null } }],
      strip: "",
    },
    // SCHEMA-DEPENDENT: typed by the schema; keys it does not type stay text
    {
      text: '<minimax:tool_call><invoke name="read"><parameter name="path">42</parameter><parameter name="limit">20</parameter><parameter name="ratio">1.5</parameter><parameter name="all">true</parameter><parameter name="opts">{"a": [1, "x"]}</parameter><parameter name="files">["a", "b"]</parameter><parameter name="other">3</parameter></invoke></minimax:tool_call>',
      tools: { read: schema },
      calls: [{ name: "read", arguments: { path: "42", limit: 20, ratio: 1.5, all: true, opts: { a: [1, "x"] }, files: ["a", "b"], other: "3" } }],
      strip: "",
    },
    // multi-line value kept exactly: leading/trailing whitespace and the final newline are data
    {
      text: '<minimax:tool_call>\n<invoke name="write">\n<parameter name="content">\nline 1\n\n  line 2\n</parameter>\n</invoke>\n</minimax:tool_call>',
      calls: [{ name: "write", arguments: { content: "\nline 1\n\n  line 2\n" } }],
      strip: "",
    },
    {
      name: "a file's indentation and final newline survive (template writes values unpadded)",
      text: '<minimax:tool_call>\n<invoke name="write">\n<parameter name="path">a.py</parameter>\n<parameter name="content">    return 1\n</parameter>\n</invoke>\n</minimax:tool_call>',
      calls: [{ name: "write", arguments: { path: "a.py", content: "    return 1\n" } }],
      strip: "",
    },
    {
      name: "SCHEMA-DEPENDENT: non-string types are read from the trimmed text",
      text: '<minimax:tool_call><invoke name="read"><parameter name="path"> a </parameter><parameter name="limit"> 20\n</parameter><parameter name="all">\ntrue\n</parameter><parameter name="opts">\n{"a": 1}\n</parameter></invoke></minimax:tool_call>',
      tools: { read: schema },
      calls: [{ name: "read", arguments: { path: " a ", limit: 20, all: true, opts: { a: 1 } } }],
      strip: "",
    },
    {
      name: "SCHEMA-DEPENDENT: a string parameter holding null stays the string",
      text: '<minimax:tool_call><invoke name="read"><parameter name="path">null</parameter><parameter name="limit">null</parameter><parameter name="other">None</parameter></invoke></minimax:tool_call>',
      tools: { read: schema },
      calls: [{ name: "read", arguments: { path: "null", limit: null, other: null } }],
      strip: "",
    },
    {
      name: "a value quoting a whole block is content: the outer call runs with it intact, the inner never runs",
      text: `Writing the doc. <minimax:tool_call>\n<invoke name="write">\n<parameter name="path">doc.md</parameter>\n<parameter name="content">${NESTED}</parameter>\n</invoke>\n</minimax:tool_call>`,
      calls: [{ name: "write", arguments: { path: "doc.md", content: NESTED } }],
      strip: "Writing the doc.",
    },
    {
      name: "a raw </parameter> in a value that the structure after it shows to be content is kept",
      text: '<minimax:tool_call><invoke name="write"><parameter name="content">a</parameter> b\n</parameter><parameter name="path">x</parameter></invoke></minimax:tool_call>',
      calls: [{ name: "write", arguments: { content: "a</parameter> b\n", path: "x" } }],
      strip: "",
    },
    {
      name: "<parameters> and other look-alike tags in a value are text",
      text: '<minimax:tool_call><invoke name="write"><parameter name="content"><parameters><parameter/></parameter></invoke></minimax:tool_call>',
      calls: [{ name: "write", arguments: { content: "<parameters><parameter/>" } }],
      strip: "",
    },
    // EDGE: wrapper closer missing after a complete invoke
    { text: '<minimax:tool_call>\n<invoke name="ls">\n</invoke>\n', calls: [{ name: "ls", arguments: {} }], strip: "" },
  ],
  negative: [
    // corpus invoke-09: truncated destructive command
    '<minimax:tool_call>\n<invoke name="run_shell">\n<parameter name="cmd">rm -rf build && mak',
    // corpus invoke-10: fenced documentation
    'The M2 parser expects calls shaped like this:\n\n```xml\n<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Seattle</parameter>\n</invoke>\n</minimax:tool_call>\n```\n\nEach value is a string unless the schema says otherwise.',
    // a parameter not closed before the invoke closes
    '<minimax:tool_call><invoke name="f"><parameter name="a">x</invoke></minimax:tool_call>',
    // no name
    "<minimax:tool_call><invoke><parameter name=\"a\">x</parameter></invoke></minimax:tool_call>",
    // an empty block, prose naming the token
    "<minimax:tool_call></minimax:tool_call>",
    "MiniMax starts calls with <minimax:tool_call> and an <invoke> tag.",
    // inline code and <think>
    'Send `<minimax:tool_call><invoke name="ls"></invoke></minimax:tool_call>`.',
    '<think><minimax:tool_call><invoke name="ls"></invoke></minimax:tool_call></think>No.',
    // undeclared tool
    { text: '<minimax:tool_call><invoke name="rm"></invoke></minimax:tool_call>', tools: ["read"] },
    // a bare invoke with no wrapper
    '<invoke name="ls"><parameter name="path">.</parameter></invoke>',
    {
      name: "a repeated parameter: nobody knows which command was meant",
      text: '<minimax:tool_call><invoke name="bash"><parameter name="command">ls</parameter><parameter name="command">rm -rf /</parameter></invoke></minimax:tool_call>',
    },
    {
      name: "SCHEMA-DEPENDENT: an object value with a repeated key",
      text: '<minimax:tool_call><invoke name="read"><parameter name="opts">{"mode": "r", "mode": "w"}</parameter></invoke></minimax:tool_call>',
      tools: { read: schema },
    },
    {
      name: "a truncated outer call whose value quotes a complete block: the quoted block never runs",
      text: `<minimax:tool_call>\n<invoke name="write">\n<parameter name="content">${NESTED}`,
    },
    {
      name: "an outer call with a repeated parameter whose value quotes a complete block: nothing runs",
      text: `<minimax:tool_call>\n<invoke name="write">\n<parameter name="content">${NESTED}</parameter>\n<parameter name="content">x</parameter>\n</invoke>\n</minimax:tool_call>`,
    },
    {
      name: "a value quoting an unmatched parameter opener never closes: no call",
      text: '<minimax:tool_call><invoke name="write"><parameter name="content">use <parameter name="x"> here</parameter></invoke></minimax:tool_call>',
    },
  ],
});

describe("invoke strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([invoke], { text: 'Ok <minimax:tool_call><invoke name="ls"></invoke></minimax:tool_call>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as { content: { type: string }[] }).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Ok");
  });
});

describe("invoke stays linear", () => {
  it("reads thousands of unclosed blocks quickly", () => {
    const text = '<minimax:tool_call>\n<invoke name="f">\n<parameter name="a">x\n'.repeat(20000);
    expect(runGrammar([invoke], { text }).recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});
