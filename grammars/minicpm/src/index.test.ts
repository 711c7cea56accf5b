import { GrammarTester, runGrammar } from "@pi-tool-repair/host/testing";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import { qwen } from "@pi-tool-repair/grammar-qwen";
import { minicpm } from "./index.js";

// Positives from SGLang test/registered/unit/function_call/test_minicpm5_detector.py (non-streaming cases) and
// the MiniCPM 5 chat template's rendering (a line break after the content and between calls; CDATA for values
// holding `<`, `&` or a line break). The grammar runs only where the config names it (a model preset).
const WEATHER = { type: "object", properties: { city: { type: "string" }, date: { type: "string" } }, required: ["city"] };
const SUM = { type: "object", properties: { nums: { type: "array" }, exact: { type: "boolean" } }, required: ["nums"] };
const NOOP = { type: "object", properties: { note: { type: "string" } }, required: [] };
const WRITE = { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } };
const BASH = { type: "object", properties: { command: { type: "string" } } };
const TOOLS = { get_weather: WEATHER, sum_values: SUM, noop: NOOP };

describe("minicpm", () => {
  it("runs only where the config names it", () => {
    const text = '<function name="get_weather"><param name="city">上海</param></function>';
    const host = createDefaultHost();
    const all = host.context({ tools: TOOLS, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true } } });
    expect(host.processMessage({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop" }, all).recovered).toEqual([]);
    const named = host.context({ tools: TOOLS, config: { grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["minicpm"] } } });
    expect(host.processMessage({ role: "assistant", content: [{ type: "text", text }], stopReason: "stop" }, named).recovered).toEqual([{ grammar: "minicpm", name: "get_weather", arguments: { city: "上海" } }]);
  });

  it("shares `<function name=` with qwen's JSON body: each takes only its own layout", () => {
    const xml = '<function name="get_weather"><param name="city">Paris</param></function>';
    const json = '<function name="get_weather">{"city": "Paris"}</function>';
    expect(runGrammar([qwen], { text: xml }).recovered).toEqual([]);
    expect(runGrammar([minicpm], { text: json }).recovered).toEqual([]);
    expect(runGrammar([qwen], { text: json }).recovered.map((c) => c.grammar)).toEqual(["qwen"]);
  });
});

new GrammarTester().run(minicpm, {
  positive: [
    // the template puts a value holding `<` in CDATA, but SGLang's and vLLM's minicpm5 parsers (their regex reading,
    // when the XML does not parse) read a plain value up to its first `</param>`: `a < b` is a value
    {
      name: "a plain value holding `<` (no CDATA) ends at its first </param>",
      text: '<function name="write"><param name="path">a.ts</param><param name="content">if (a < b) { f(); }</param></function>\n',
      tools: { write: WRITE },
      calls: [{ name: "write", arguments: { path: "a.ts", content: "if (a < b) { f(); }" } }],
      strip: "",
    },
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    { name: 'a declared non-ASCII name', text: '<function name="获取天气"><param name="city">北京</param></function>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }], strip: "" },
    {
      name: "SGLang: one call between lines of prose",
      text: 'Intro before.\n<function name="get_weather"><param name="city">上海</param><param name="date">2024-06-27</param></function>\nOutro after.\n',
      tools: TOOLS,
      calls: [{ name: "get_weather", arguments: { city: "上海", date: "2024-06-27" } }],
      strip: "Intro before.\nOutro after.",
    },
    {
      name: "SGLang: a multi-line value in CDATA",
      text: '<function name="get_weather"><param name="city"><![CDATA[北\n京]]></param><param name="date">2024-06-27</param></function>\n',
      tools: TOOLS,
      calls: [{ name: "get_weather", arguments: { city: "北\n京", date: "2024-06-27" } }],
      strip: "",
    },
    {
      name: "SGLang: non-string values typed by the schema",
      text: '<function name="sum_values"><param name="nums">[1, 2, 3]</param><param name="exact">true</param></function>\n',
      tools: TOOLS,
      calls: [{ name: "sum_values", arguments: { nums: [1, 2, 3], exact: true } }],
    },
    {
      name: "SGLang: two calls with text between",
      text: 'Head\n<function name="get_weather"><param name="city">北京</param></function>\nTXT\n<function name="sum_values"><param name="nums">[7,8,9]</param><param name="exact">false</param></function>\nTail\n',
      tools: TOOLS,
      calls: [
        { name: "get_weather", arguments: { city: "北京" } },
        { name: "sum_values", arguments: { nums: [7, 8, 9], exact: false } },
      ],
      strip: "Head\nTXT\nTail",
    },
    { name: "SGLang: no parameters", text: '<function name="noop"></function>\n', tools: TOOLS, calls: [{ name: "noop", arguments: {} }] },
    {
      name: "SGLang streaming layout: parameters on lines of their own",
      text: 'Hello\n<function name="get_weather">\n  <param name="city">北京</param>\n  <param name="date">2024-06-27</param>\n</function>\n',
      tools: TOOLS,
      calls: [{ name: "get_weather", arguments: { city: "北京", date: "2024-06-27" } }],
      strip: "Hello",
    },
    { name: "SGLang: an unescaped & in a plain value stays as written", text: '<function name="get_weather"><param name="city">A & B</param></function>', tools: TOOLS, calls: [{ name: "get_weather", arguments: { city: "A & B" } }] },
    {
      name: "the template's rendering: content, a line break, then the call; a file in CDATA kept exactly",
      text: 'Writing it.\n<function name="write"><param name="path">a.html</param><param name="content"><![CDATA[<p>a & b</p>\n<function name="bash"><param name="command">rm -rf /</param></function>\n]]></param></function>',
      tools: { write: WRITE, bash: BASH },
      calls: [{ name: "write", arguments: { path: "a.html", content: '<p>a & b</p>\n<function name="bash"><param name="command">rm -rf /</param></function>\n' } }],
      strip: "Writing it.",
    },
  ],
  negative: [
    // a plain value holding this layout's own markup has two readings: its closer missing, or a call quoted in it
    { name: "a plain value holding a <param (its closer missing)", text: '<function name="get_weather"><param name="city">Dallas < Austin<param name="date">today</param></function>', tools: TOOLS },
    { name: "a plain value holding a whole call", text: '<function name="write"><param name="path">a</param><param name="content">x <function name="bash"><param name="command">rm -rf /</param></function></param></function>', tools: { write: WRITE, bash: BASH } },
    { name: "a plain value holding <![CDATA[", text: '<function name="write"><param name="path">a</param><param name="content">x <![CDATA[y]]></param></function>', tools: { write: WRITE } },
    // this layout reads any name between its delimiters (unchanged), but a name the declared tools lack stays text
    { name: 'an undeclared non-ASCII name stays text', text: '<function name="获取天气"><param name="city">北京</param></function>', tools: { get_weather: { type: "object", properties: { city: { type: "string" } } } } },
    { name: "prose mention on a line", text: 'MiniCPM writes <function name="get_weather"><param name="city">Paris</param></function> for a call.', tools: TOOLS },
    { name: "fenced", text: '```\n<function name="get_weather"><param name="city">Paris</param></function>\n```', tools: TOOLS },
    { name: "SGLang: truncated, no </function>", text: '<function name="get_weather"><param name="city">北京</param>', tools: TOOLS },
    { name: "SGLang: a parameter without a name", text: '<function name="get_weather"><param>北京</param><param name="date">2024-06-27</param></function>\n', tools: TOOLS },
    { name: "SGLang: a repeated parameter", text: '<function name="get_weather"><param name="city">北京</param><param name="city">上海</param></function>\n', tools: TOOLS },
    { name: "SGLang: undeclared tool", text: '<function name="unknown"><param name="x">1</param></function>\n', tools: TOOLS },
    { name: "a value whose closer is missing", text: '<function name="get_weather"><param name="city">Dallas<param name="date">today</param></function>', tools: TOOLS },
    { name: "a CDATA value never closed: a block inside it never runs", text: '<function name="write"><param name="content"><![CDATA[notes\n<function name="bash"><param name="command">rm -rf /</param></function>\n', tools: { write: WRITE, bash: BASH } },
    {
      name: "two blocks glued on one line (SGLang's streaming case; the template puts a line break between calls): bare calls need a line each",
      text: '<function name="get_weather"><param name="city">北京</param></function><function name="sum_values"><param name="nums">[1,2]</param></function>',
      tools: TOOLS,
    },
    { name: "wrong family: qwen's JSON body", text: '<function name="get_weather">{"city": "Paris"}</function>', tools: TOOLS },
    { name: "wrong family: Qwen3-Coder's <function=…>", text: "<function=get_weather><parameter=city>Paris</parameter></function>", tools: TOOLS },
  ],
});
