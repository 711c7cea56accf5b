import { GrammarTester } from "@pi-tool-repair/host/testing";
import { minimaxM3, NS } from "./index.js";

// Positives from SGLang test/registered/unit/function_call/test_minimax_m3_detector.py (non-streaming cases,
// its `_wire`: every line prefixed with the namespace token) and from real M3 outputs quoted in public
// repositories' tests (the plain `</KEY>` closers).
const wire = (...lines: string[]) => lines.map((l) => NS + l).join("");
const WEATHER = { type: "object", properties: { city: { type: "string", description: "City name" } }, required: ["city"] };
const SEARCH = { type: "object", properties: { query: { type: "string" }, count: { type: "integer" }, ratio: { type: "number" }, verbose: { type: "boolean" } }, required: ["query"] };
const CREATE_EVENT = {
  type: "object",
  properties: {
    title: { type: "string" },
    location: { type: "object", properties: { city: { type: "string" }, zip: { type: "integer" } } },
    tags: { type: "array", items: { type: "string" } },
  },
};
const ADD_NOTE = { type: "object", properties: { note: { type: "string" } } };
const CONFIGURE = { type: "object", properties: { mode: { type: "string", enum: ["none", "low", "high"] }, optional: { type: ["string", "null"] } } };
const WEB_SEARCH = { type: "object", properties: { query: { type: "string" }, sources: { type: "string" }, limit: { type: "integer" } } };
const WRITE = { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } };
const BASH = { type: "object", properties: { command: { type: "string" } } };
const TOOLS = { get_weather: WEATHER, search: SEARCH, create_event: CREATE_EVENT, add_note: ADD_NOTE, configure: CONFIGURE, get_current_date: {} };

const ONE = wire("<tool_call>", '<invoke name="get_weather">', "<city>Beijing", "</city>", "</invoke>", "</tool_call>");

new GrammarTester().run(minimaxM3, {
  positive: [
    {
      // ikawrakow/ik_llama.cpp tests/test-chat-template.cpp @ 69a8336d (a llama.cpp fork's parser test,
      // test_minimax_m3_native_tool_parser): two parallel calls after the reasoning's end, line breaks between invokes
      name: "two calls as ik_llama.cpp's MiniMax-M3 parser test writes them",
      tools: { special_function: { type: "object", properties: { arg1: { type: "integer" } }, required: ["arg1"] }, python: { type: "object", properties: { code: { type: "string" } }, required: ["code"] } },
      text: `${NS}<tool_call>\n${NS}<invoke name="special_function">${NS}<arg1>1${NS}</arg1>${NS}</invoke>\n${NS}<invoke name="python">${NS}<code>print('hey')${NS}</code>${NS}</invoke>\n${NS}</tool_call>`,
      calls: [
        { name: "special_function", arguments: { arg1: 1 } },
        { name: "python", arguments: { code: "print('hey')" } },
      ],
      strip: "",
    },
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    { name: 'a declared non-ASCII name', text: wire("<tool_call>", '<invoke name="获取天气">', "<city>北京", "</city>", "</invoke>", "</tool_call>"), tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }], strip: "" },
    { name: "SGLang: single tool call", text: ONE, tools: TOOLS, calls: [{ name: "get_weather", arguments: { city: "Beijing" } }], strip: "" },
    {
      name: "SGLang: zero-argument call",
      text: wire("<tool_call>", '<invoke name="get_current_date">', "</invoke>", "</tool_call>"),
      tools: TOOLS,
      calls: [{ name: "get_current_date", arguments: {} }],
    },
    {
      name: "SGLang: two blocks",
      text: ONE + wire("<tool_call>", '<invoke name="get_weather">', "<city>Tokyo", "</city>", "</invoke>", "</tool_call>"),
      tools: TOOLS,
      calls: [
        { name: "get_weather", arguments: { city: "Beijing" } },
        { name: "get_weather", arguments: { city: "Tokyo" } },
      ],
    },
    {
      name: "SGLang: two invokes in one block (parallel calls)",
      text: wire("<tool_call>", '<invoke name="get_weather">', "<city>Beijing", "</city>", "</invoke>", '<invoke name="get_weather">', "<city>Tokyo", "</city>", "</invoke>", "</tool_call>"),
      tools: TOOLS,
      calls: [
        { name: "get_weather", arguments: { city: "Beijing" } },
        { name: "get_weather", arguments: { city: "Tokyo" } },
      ],
    },
    { name: "SGLang: content before the call", text: `Let me check the weather.${wire("<tool_call>", '<invoke name="get_weather">', "<city>Paris", "</city>", "</invoke>", "</tool_call>")}`, tools: TOOLS, calls: [{ name: "get_weather", arguments: { city: "Paris" } }], strip: "Let me check the weather." },
    {
      name: "SGLang: scalars typed by the schema",
      text: wire("<tool_call>", '<invoke name="search">', "<query>pizza", "</query>", "<count>7", "</count>", "<ratio>0.5", "</ratio>", "<verbose>true", "</verbose>", "</invoke>", "</tool_call>"),
      tools: TOOLS,
      calls: [{ name: "search", arguments: { query: "pizza", count: 7, ratio: 0.5, verbose: true } }],
    },
    {
      name: "SGLang: a nested object and an <item> list",
      text: wire("<tool_call>", '<invoke name="create_event">', "<title>Standup", "</title>", "<location>", "<city>NYC", "</city>", "<zip>10001", "</zip>", "</location>", "<tags>", "<item>red", "</item>", "<item>blue", "</item>", "</tags>", "</invoke>", "</tool_call>"),
      tools: TOOLS,
      calls: [{ name: "create_event", arguments: { title: "Standup", location: { city: "NYC", zip: 10001 }, tags: ["red", "blue"] } }],
    },
    {
      name: "SGLang: a string with quotes, a backslash and a line break stays as written",
      text: wire("<tool_call>", '<invoke name="add_note">', '<note>a "quoted" word with \\ backslash and\nnewline', "</note>", "</invoke>", "</tool_call>"),
      tools: TOOLS,
      calls: [{ name: "add_note", arguments: { note: 'a "quoted" word with \\ backslash and\nnewline' } }],
    },
    {
      name: "SGLang: none / nil / null stay words where the schema says string",
      text: wire("<tool_call>", '<invoke name="configure">', "<mode>none", "</mode>", "<optional>nil", "</optional>", "</invoke>", "</tool_call>"),
      tools: TOOLS,
      calls: [{ name: "configure", arguments: { mode: "none", optional: "nil" } }],
    },
    {
      name: "the layout one tag a line, blanks between the token and the tag",
      text: `I'll look.\n${NS}<tool_call>\n${NS}<invoke name="get_weather">\n${NS} <city>Oslo${NS}</city>\n${NS}</invoke>\n${NS}</tool_call>`,
      tools: TOOLS,
      calls: [{ name: "get_weather", arguments: { city: "Oslo" } }],
      strip: "I'll look.",
    },
    {
      name: "a real M3 output: closers written without the namespace token",
      text: `我再查几条。${NS}<tool_call>\n${NS}<invoke name="search">${NS}<query>字节 AI 新闻</query>${NS}<sources>web</sources>${NS}<limit>6</limit>${NS}</invoke>\n${NS}</tool_call>`,
      tools: { search: WEB_SEARCH },
      calls: [{ name: "search", arguments: { query: "字节 AI 新闻", sources: "web", limit: 6 } }],
      strip: "我再查几条。",
    },
    {
      name: "a list of objects",
      text: wire("<tool_call>", '<invoke name="order">', "<items>", "<item>", "<sku>book-001", "</sku>", "<qty>2", "</qty>", "</item>", "</items>", "</invoke>", "</tool_call>"),
      tools: { order: { type: "object", properties: { items: { type: "array", items: { type: "object", properties: { sku: { type: "string" }, qty: { type: "integer" } } } } } } },
      calls: [{ name: "order", arguments: { items: [{ sku: "book-001", qty: 2 }] } }],
    },
    {
      name: "a file's content with markup of other families stays content",
      text: wire("<tool_call>", '<invoke name="write">', "<path>a.md", "</path>", '<content><tool_call>{"name":"bash"}</tool_call>\n</content>', "</content>", "</invoke>", "</tool_call>"),
      tools: { write: WRITE },
      calls: [{ name: "write", arguments: { path: "a.md", content: '<tool_call>{"name":"bash"}</tool_call>\n</content>' } }],
    },
  ],
  negative: [
    // this layout reads any name between its delimiters (unchanged), but a name the declared tools lack stays text
    { name: 'an undeclared non-ASCII name stays text', text: wire("<tool_call>", '<invoke name="获取天气">', "<city>北京", "</city>", "</invoke>", "</tool_call>"), tools: { get_weather: { type: "object", properties: { city: { type: "string" } } } } },
    { name: "prose mention", text: "MiniMax-M3 prefixes every tag with ]<]minimax[>[ before <tool_call>." },
    { name: "fenced", text: "```\n" + ONE + "\n```", tools: TOOLS },
    { name: "inline code", text: "`" + ONE + "`", tools: TOOLS },
    { name: "in reasoning", text: `<think>${ONE}</think>Done.`, tools: TOOLS },
    { name: "truncated: no closing wrapper", text: wire("<tool_call>", '<invoke name="get_weather">', "<city>Beijing", "</city>", "</invoke>"), tools: TOOLS },
    { name: "truncated: a value cut off", text: wire("<tool_call>", '<invoke name="get_weather">', "<city>Bei"), tools: TOOLS },
    { name: "undeclared tool", text: wire("<tool_call>", '<invoke name="rm">', "<path>/", "</path>", "</invoke>", "</tool_call>"), tools: TOOLS },
    { name: "a value whose own closer is missing", text: wire("<tool_call>", '<invoke name="get_weather">', "<city>Dallas", "<state>TX", "</state>", "</invoke>", "</tool_call>"), tools: TOOLS },
    { name: "a closer that does not match", text: wire("<tool_call>", '<invoke name="get_weather">', "<city>Dallas", "</town>", "</invoke>", "</tool_call>"), tools: TOOLS },
    { name: "a repeated parameter", text: wire("<tool_call>", '<invoke name="get_weather">', "<city>a", "</city>", "<city>b", "</city>", "</invoke>", "</tool_call>"), tools: TOOLS },
    {
      name: "a whole block quoted in an unclosed value never runs",
      text: wire("<tool_call>", '<invoke name="write">', "<content>see ", "<tool_call>", '<invoke name="bash">', "<command>rm -rf /tmp/x", "</command>", "</invoke>", "</tool_call>"),
      tools: { write: WRITE, bash: BASH },
    },
    { name: "wrong family: MiniMax-M2's wrapper", text: '<minimax:tool_call><invoke name="get_weather"><parameter name="city">Beijing</parameter></invoke></minimax:tool_call>', tools: TOOLS },
    { name: "wrong family: M2's layout inside the M3 wrapper", text: `${NS}<tool_call><invoke name="get_weather"><parameter name="city">Beijing</parameter></invoke>${NS}</tool_call>`, tools: TOOLS },
    { name: "tags without the namespace token", text: '<tool_call>\n<invoke name="get_weather"><city>Beijing</city></invoke>\n</tool_call>', tools: TOOLS },
  ],
});
