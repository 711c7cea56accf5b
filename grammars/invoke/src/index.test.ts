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
  },
};

new GrammarTester().run(invoke, {
  positive: [
    // corpus invoke-01
    {
      text: 'Let me check. <minimax:tool_call><invoke name="get_weather"><parameter name="city">Seattle</parameter></invoke></minimax:tool_call>',
      calls: [{ name: "get_weather", arguments: { city: "Seattle" } }],
      strip: "Let me check.",
    },
    // newlines between elements, values trimmed, parallel invokes in order, text after
    {
      text: '<minimax:tool_call>\n<invoke name="read">\n<parameter name="path">\n  src/日本 🎉.ts  \n</parameter>\n</invoke>\n<invoke name=\'ls\'>\n<parameter name="path">C:\\dir\\"x"</parameter>\n</invoke>\n</minimax:tool_call>\nBoth started.',
      calls: [
        { name: "read", arguments: { path: "src/日本 🎉.ts" } },
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
    // SCHEMA-DEPENDENT: typed by the schema; keys it does not know stay text
    {
      text: '<minimax:tool_call><invoke name="read"><parameter name="path">42</parameter><parameter name="limit">20</parameter><parameter name="ratio">1.5</parameter><parameter name="all">true</parameter><parameter name="opts">{"a": [1, "x"]}</parameter><parameter name="files">["a", "b"]</parameter><parameter name="other">3</parameter></invoke></minimax:tool_call>',
      tools: { read: schema },
      calls: [{ name: "read", arguments: { path: "42", limit: 20, ratio: 1.5, all: true, opts: { a: [1, "x"] }, files: ["a", "b"], other: "3" } }],
      strip: "",
    },
    // multi-line value with inner newlines kept
    {
      text: '<minimax:tool_call>\n<invoke name="write">\n<parameter name="content">\nline 1\n\n  line 2\n</parameter>\n</invoke>\n</minimax:tool_call>',
      calls: [{ name: "write", arguments: { content: "line 1\n\n  line 2" } }],
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
    const t0 = performance.now();
    expect(runGrammar([invoke], { text }).recovered).toEqual([]);
    expect(performance.now() - t0).toBeLessThan(3000);
  });
});
