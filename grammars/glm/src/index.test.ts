import type { AssistantMessage } from "@pi-tool-repair/host";
import { createHost } from "@pi-tool-repair/host";
import { GrammarTester, assistantMessage, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { decodeGlmValue, glm } from "./index.js";

const weatherSchema = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer" }, code: { type: "string" } },
};

/** Tools of the item-10 cases (values whose end is not certain). */
const TOOLS_ITEM10 = { get_weather: { type: "object", properties: { city: { type: "string" }, state: { type: "string" } } }, write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } }, Edit: { type: "object", properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" } } } };

new GrammarTester().run(glm, {
  positive: [
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    {
      name: "a declared non-ASCII name",
      text: "<tool_call>获取天气\n<arg_key>city</arg_key>\n<arg_value>北京</arg_value>\n</tool_call>",
      tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } },
      calls: [{ name: "获取天气", arguments: { city: "北京" } }],
      strip: "",
    },
    {
      name: "a declared name with ASCII then non-ASCII characters is read whole",
      text: "<tool_call>get_天气\n<arg_key>city</arg_key>\n<arg_value>北京</arg_value>\n</tool_call>",
      tools: { get_天气: { type: "object", properties: { city: { type: "string" } } }, get_: { type: "object" } },
      calls: [{ name: "get_天气", arguments: { city: "北京" } }],
      strip: "",
    },
    // --- values whose end is not certain (issue 31, item 10): nothing is closed by guessing ---
    {
      name: "the value of `city` has no close of its own (the issue's example): no call",
      text: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Dallas\n<arg_key>state</arg_key>\n<arg_value>TX</arg_value>\n</tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Dallas\n<arg_key>state</arg_key>\n<arg_value>TX</arg_value>\n</tool_call>",
    },
    {
      name: "no close after either value: no call (nothing is closed at the next opener)",
      text: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Dallas\n<arg_key>state</arg_key>\n<arg_value>TX\n</arg_value></tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Dallas\n<arg_key>state</arg_key>\n<arg_value>TX\n</arg_value></tool_call>",
    },
    {
      name: "a close and a declared parameter's opener inside a value: two readings, no call",
      text: "<tool_call>Edit\n<arg_key>file_path</arg_key>\n<arg_value>x.md</arg_value>\n<arg_key>old_string</arg_key>\n<arg_value>End a value with\n</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>then</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>End it with</arg_value>\n</tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<tool_call>Edit\n<arg_key>file_path</arg_key>\n<arg_value>x.md</arg_value>\n<arg_key>old_string</arg_key>\n<arg_value>End a value with\n</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>then</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>End it with</arg_value>\n</tool_call>",
    },
    {
      name: "a close and an undeclared parameter's opener inside a value: the file's text or a parameter the model added? No call",
      text: "<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>doc.md</arg_value>\n<arg_key>content</arg_key>\n<arg_value>End a value with\n</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>then the next one.</arg_value>\n</tool_call>",
      tools: TOOLS_ITEM10,
      calls: [],
      strip: "<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>doc.md</arg_value>\n<arg_key>content</arg_key>\n<arg_value>End a value with\n</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>then the next one.</arg_value>\n</tool_call>",
    },
    {
      name: "a lone opener of a parameter the tool does not declare is content",
      text: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Dallas\n<arg_key>zip</arg_key>\n<arg_value>75001</arg_value>\n</tool_call>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "get_weather", "arguments": {"city": "Dallas\n<arg_key>zip</arg_key>\n<arg_value>75001"}}],
      strip: "",
    },
    {
      name: "a close tag followed by text is content",
      text: "<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>doc.md</arg_value>\n<arg_key>content</arg_key>\n<arg_value>Close it with\n</arg_value>\nand go on.</arg_value>\n</tool_call>",
      tools: TOOLS_ITEM10,
      calls: [{"name": "write", "arguments": {"path": "doc.md", "content": "Close it with\n</arg_value>\nand go on."}}],
      strip: "",
    },
    // corpus glm-05
    { text: "<tool_call>get_current_time\n</tool_call>", calls: [{ name: "get_current_time", arguments: {} }], strip: "" },
    // corpus glm-07
    {
      text: "<tool_call>calculate\n<arg_key>operation</arg_key>\n<arg_value>add</arg_value>\n<arg_key>a</arg_key>\n<arg_value>42</arg_value>\n<arg_key>b</arg_key>\n<arg_value>3.14</arg_value>\n<arg_key>enabled</arg_key>\n<arg_value>true</arg_value>\n</tool_call>",
      calls: [{ name: "calculate", arguments: { operation: "add", a: 42, b: 3.14, enabled: true } }],
      strip: "",
    },
    // corpus glm-08
    {
      text: "<tool_call>send_message\n<arg_key>greeting</arg_key>\n<arg_value>你好世界</arg_value>\n<arg_key>emoji</arg_key>\n<arg_value>🎉</arg_value>\n</tool_call>",
      calls: [{ name: "send_message", arguments: { greeting: "你好世界", emoji: "🎉" } }],
      strip: "",
    },
    // corpus glm-13
    { text: "Checking.<tool_call>get_current_date</tool_call>", calls: [{ name: "get_current_date", arguments: {} }], strip: "Checking." },
    {
      name: "GLM-4.7 one-line form, text around",
      text: "Let me look.<tool_call>get_weather<arg_key>city</arg_key><arg_value>Beijing</arg_value><arg_key>date</arg_key><arg_value>2025-08-01</arg_value></tool_call>\nDone.",
      calls: [{ name: "get_weather", arguments: { city: "Beijing", date: "2025-08-01" } }],
      strip: "Let me look. Done.",
    },
    // Spark 3 (families row 53e) writes GLM's layout: the example of the Spark3 vLLM plugin's README
    // ("Tool-call format", parser vllm/tool_parsers/spark3_tool_parser.py at vLLM 81efe78)
    {
      name: "Spark 3: name line, then one key/value pair a line",
      text: "<tool_call>get_weather\n<arg_key>city</arg_key><arg_value>Paris</arg_value>\n<arg_key>days</arg_key><arg_value>3</arg_value>\n</tool_call>",
      tools: { get_weather: weatherSchema },
      calls: [{ name: "get_weather", arguments: { city: "Paris", days: 3 } }],
      strip: "",
    },
    {
      name: "Spark 3: an undeclared tool stays text",
      text: "<tool_call>get_stock\n<arg_key>symbol</arg_key><arg_value>ACME</arg_value>\n</tool_call>",
      tools: { get_weather: weatherSchema },
      calls: [],
      strip: "<tool_call>get_stock\n<arg_key>symbol</arg_key><arg_value>ACME</arg_value>\n</tool_call>",
    },
    {
      name: "parallel blocks keep their order",
      text: "<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>a.ts</arg_value>\n</tool_call>\n<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>b.ts</arg_value>\n</tool_call>",
      calls: [
        { name: "read", arguments: { path: "a.ts" } },
        { name: "read", arguments: { path: "b.ts" } },
      ],
      strip: "",
    },
    {
      name: "nested JSON, Python literals, null, backslashes and quotes",
      text: '<tool_call>run\n<arg_key>opts</arg_key>\n<arg_value>{"k": [1, {"x": "y"}]}</arg_value>\n<arg_key>py</arg_key>\n<arg_value>{\'a\': True, \'b\': None}</arg_value>\n<arg_key>none</arg_key>\n<arg_value>null</arg_value>\n<arg_key>path</arg_key>\n<arg_value>C:\\Users\\me\\"q".txt</arg_value>\n</tool_call>',
      calls: [{ name: "run", arguments: { opts: { k: [1, { x: "y" }] }, py: { a: true, b: null }, none: null, path: 'C:\\Users\\me\\"q".txt' } }],
      strip: "",
    },
    {
      name: "multi-line value is stripped, inner newlines kept",
      text: "<tool_call>write\n<arg_key>content</arg_key>\n<arg_value>\nline 1\n  line 2\n</arg_value>\n</tool_call>",
      calls: [{ name: "write", arguments: { content: "line 1\n  line 2" } }],
      strip: "",
    },
    {
      name: "SCHEMA-DEPENDENT: a string field keeps its text, an integer field is decoded",
      text: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>42</arg_value>\n<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n<arg_key>code</arg_key>\n<arg_value> true </arg_value>\n</tool_call>",
      tools: { get_weather: weatherSchema },
      calls: [{ name: "get_weather", arguments: { city: "42", days: 3, code: " true " } }],
      strip: "",
    },
    {
      name: "the <|observation|> stop token is stripped with the block",
      text: "Let me check.\n<tool_call>get_time</tool_call>\n<|observation|>",
      calls: [{ name: "get_time", arguments: {} }],
      strip: "Let me check.",
    },
    {
      // llama.cpp test-chat.cpp (0042e20), Ling 3.0: the end-of-turn token may arrive spelled out as text
      name: "Ling 3's <|role_end|> end-of-turn token written as text is stripped with the block",
      text: "<tool_call>get_time\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call><|role_end|>",
      calls: [{ name: "get_time", arguments: { city: "Paris" } }],
      strip: "",
    },
    {
      name: "a declared tool among declared tools",
      text: "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value></tool_call>",
      tools: ["get_weather"],
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "",
    },
    {
      name: "a broken opener before a good block: only the good one runs",
      text: "<tool_call>oops this is prose <tool_call>get_time</tool_call>",
      calls: [{ name: "get_time", arguments: {} }],
      strip: "<tool_call>oops this is prose",
    },
    {
      name: "a repeated key: the call does not run, the block stays text",
      text: "<tool_call>bash\n<arg_key>command</arg_key>\n<arg_value>ls</arg_value>\n<arg_key>command</arg_key>\n<arg_value>rm -rf /</arg_value>\n</tool_call>",
      calls: [],
      strip: "<tool_call>bash\n<arg_key>command</arg_key>\n<arg_value>ls</arg_value>\n<arg_key>command</arg_key>\n<arg_value>rm -rf /</arg_value>\n</tool_call>",
    },
    {
      name: "a repeated key after trimming",
      text: "<tool_call>bash<arg_key>command</arg_key><arg_value>ls</arg_value><arg_key> command </arg_key><arg_value>pwd</arg_value></tool_call>",
      calls: [],
      strip: "<tool_call>bash<arg_key>command</arg_key><arg_value>ls</arg_value><arg_key> command </arg_key><arg_value>pwd</arg_value></tool_call>",
    },
    {
      name: "SCHEMA-DEPENDENT: an unknown boolean stays text, a string-typed null stays \"null\"",
      text: "<tool_call>f<arg_key>flag</arg_key><arg_value>yes</arg_value><arg_key>name</arg_key><arg_value>null</arg_value><arg_key>n</arg_key><arg_value>null</arg_value></tool_call>",
      tools: { f: { type: "object", properties: { flag: { type: "boolean" }, name: { type: "string" }, n: { type: "integer" } } } },
      calls: [{ name: "f", arguments: { flag: "yes", name: "null", n: null } }],
      strip: "",
    },
    {
      name: "a value is content: a complete GLM block inside it stays in it and does not run",
      text: "<tool_call>write_file\n<arg_key>path</arg_key>\n<arg_value>notes.md</arg_value>\n<arg_key>content</arg_key>\n<arg_value><tool_call>demo\n<arg_key>x</arg_key>\n<arg_value>1</arg_value>\n</tool_call></arg_value>\n</tool_call>",
      calls: [{ name: "write_file", arguments: { path: "notes.md", content: "<tool_call>demo\n<arg_key>x</arg_key>\n<arg_value>1</arg_value>\n</tool_call>" } }],
      strip: "",
    },
    {
      name: "lone tags inside a value: a close tag not followed by the structure is content",
      text: "<tool_call>bash<arg_key>command</arg_key><arg_value>grep -c '</arg_value>' a; echo '</tool_call>' '<arg_key>'</arg_value></tool_call>",
      calls: [{ name: "bash", arguments: { command: "grep -c '</arg_value>' a; echo '</tool_call>' '<arg_key>'" } }],
      strip: "",
    },
    {
      name: "closers followed by more text and the real closers: the first ones were content",
      text: "<tool_call>w<arg_key>c</arg_key><arg_value>x</arg_value></tool_call> y </arg_value></tool_call>",
      calls: [{ name: "w", arguments: { c: "x</arg_value></tool_call> y" } }],
      strip: "",
    },
  ],
  negative: [
    // without declared tools the strict name rule stands: a non-ASCII name is no call
    "<tool_call>获取天气\n<arg_key>city</arg_key>\n<arg_value>北京</arg_value>\n</tool_call>",
    // corpus glm-15: no </tool_call>
    "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n<arg_key>date</arg_key>\n<arg_value>2025-08-01</arg_value>",
    // corpus negative-18: quoted in a fence
    "GLM-4.5 writes calls as:\n\n```\n<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>\n```\n\nso a JSON-only Hermes regex will not see them.",
    { name: "inline code is inert", text: "Write `<tool_call>get_time</tool_call>` to call it." },
    { name: "inside <think>", text: "<think>maybe <tool_call>get_time</tool_call></think>No call needed." },
    { name: "undeclared name", text: "<tool_call>rm_rf<arg_key>path</arg_key><arg_value>/</arg_value></tool_call>", tools: ["get_weather"] },
    { name: "Hermes JSON is not GLM", text: '<tool_call>{"name": "get_time", "arguments": {}}</tool_call>' },
    { name: "Qwen3-Coder XML is not GLM", text: "<tool_call>\n<function=get_time>\n</function>\n</tool_call>" },
    { name: "value never closed inside its block", text: "<tool_call>a<arg_key>x</arg_key><arg_value>cut</tool_call> later </arg_value>" },
    { name: "value runs into the next key", text: "<tool_call>a<arg_key>x</arg_key><arg_value>cut<arg_key>y</arg_key><arg_value>2</arg_value></tool_call>" },
    { name: "key without a value", text: "<tool_call>a<arg_key>x</arg_key></tool_call>" },
    { name: "junk between pairs", text: "<tool_call>a<arg_key>x</arg_key><arg_value>1</arg_value> junk </tool_call>" },
    { name: "prose in the tags", text: "Use <tool_call>the tool</tool_call> tags." },
    { name: "opener only", text: "<tool_call>" },
  ],
});

describe("glm values", () => {
  const table: [string, unknown][] = [
    ["42", 42],
    ["-3.5", -3.5],
    ["true", true],
    ["True", true],
    ["None", null],
    ["'single'", "single"],
    ['"double"', "double"],
    ["[1, 'a']", [1, "a"]],
    ["2025-08-01", "2025-08-01"],
    ["  spaced  ", "spaced"],
    ["hello world", "hello world"],
    ["1e999", "1e999"],
    ["", ""],
  ];
  for (const [raw, want] of table) it(JSON.stringify(raw), () => expect(decodeGlmValue(raw)).toEqual(want));
});

describe("glm strip mode", () => {
  it("removes the markup and appends nothing", () => {
    const r = runGrammar([glm], { text: "Now: <tool_call>get_time</tool_call>" }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as AssistantMessage).content.filter((b) => b.type === "toolCall")).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Now:");
  });
});

describe("glm linear scan", () => {
  it("thousands of unclosed openers with open values recover nothing", () => {
    const text = "<tool_call>a<arg_key>k</arg_key><arg_value>x ".repeat(5000) + "</arg_value> junk </tool_call>";
    const r = runGrammar([glm], { text });
    expect(r.recovered).toEqual([]);
  });
});

describe("glm: values a double cannot carry, and JSON with escaped quotes", () => {
  const tools = {
    todo: { type: "object", properties: { todos: { type: "array" }, n: { type: "integer" } } },
  };
  it("an array written with escaped quotes is decoded once", () => {
    const r = runGrammar([glm], { tools, text: '<tool_call>todo\n<arg_key>todos</arg_key>\n<arg_value>[{\\"task\\": \\"C:\\\\\\\\a.txt\\"}]</arg_value>\n</tool_call>' });
    expect(r.recovered.map((c) => c.arguments)).toEqual([{ todos: [{ task: "C:\\a.txt" }] }]);
  });
  it("a big integer keeps its text (the schema then decides)", () => {
    const r = runGrammar([glm], { tools, text: "<tool_call>todo\n<arg_key>n</arg_key>\n<arg_value>1234567890123456789</arg_value>\n</tool_call>" });
    expect(r.recovered.map((c) => c.arguments)).toEqual([{ n: "1234567890123456789" }]);
  });
});

describe("glm option jsonLiteralValues (HyperCLOVA X, issue 36)", () => {
  const tools = { grep: { type: "object", properties: { pattern: { type: "string" }, path: { type: "string" }, n: { type: "integer" } } } };
  const block = (v: string) => `<tool_call>grep\n<arg_key>pattern</arg_key>\n<arg_value>${v}</arg_value>\n<arg_key>n</arg_key>\n<arg_value>2</arg_value>\n</tool_call>`;
  const run = (v: string, jsonLiteralValues: boolean) => {
    const host = createHost().use(glm);
    const ctx = host.context({ tools, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true }, options: { glm: { jsonLiteralValues } } } });
    return host.processMessage(assistantMessage(block(v)), ctx).recovered.map((c) => c.arguments);
  };
  const cases: [value: string, on: unknown, off: unknown][] = [
    ['"Seoul"', "Seoul", '"Seoul"'], // one JSON string literal: its string with the option; GLM's raw text without
    [' "a\\"b" ', 'a"b', ' "a\\"b" '], // escapes decoded, blanks around allowed
    ['"TODO" and "FIXME"', '"TODO" and "FIXME"', '"TODO" and "FIXME"'], // not one literal: raw either way
    ['"unclosed', '"unclosed', '"unclosed'],
    ["plain", "plain", "plain"],
  ];
  it.each(cases)("%j → %j with the option, %j without", (value, on, off) => {
    expect(run(value, true)).toEqual([{ pattern: on, n: 2 }]);
    expect(run(value, false)).toEqual([{ pattern: off, n: 2 }]);
  });
});
