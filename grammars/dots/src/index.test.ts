import { GrammarTester } from "@pi-tool-repair/host/testing";
import { dots } from "./index.js";

// SGLang test/registered/function_call/test_dots_detector.py (non-streaming cases)
const SET_LOCATION = {
  type: "object",
  properties: { location: { $ref: "#/$defs/Location" }, days: { type: "integer" }, include_weather: { type: "boolean" } },
  $defs: { Location: { type: "object", properties: { city: { type: "string" } } } },
};
const SEARCH = { type: "object", properties: { query: { type: "string" } } };
const OPEN_TOOL = { type: "object", properties: { id: { type: "integer" } } };
const WRITE = { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } };
const WEATHER = { type: "object", properties: { city: { type: "string" }, state: { type: "string" } } };

const MINIMAX_BLOCK = '<minimax:tool_call><invoke name="search"><parameter name="query">chairs</parameter></invoke></minimax:tool_call>';

new GrammarTester().run(dots, {
  positive: [
    {
      name: "SGLang: schema types, a $ref to an object",
      text: 'ok<dots_function_call><invoke name="set_location"><parameter name="location">{"city": "Shanghai"}</parameter><parameter name="days">3</parameter><parameter name="include_weather">true</parameter></invoke></dots_function_call>',
      tools: { set_location: SET_LOCATION },
      calls: [{ name: "set_location", arguments: { location: { city: "Shanghai" }, days: 3, include_weather: true } }],
      strip: "ok",
    },
    {
      name: "SGLang: two invokes in one block, then a block with a JSON body",
      text: '<dots_function_call><invoke name="search"><parameter name="query">chairs</parameter></invoke><invoke name="open"><parameter name="id">7</parameter></invoke></dots_function_call><dots_function_call>{"name":"search","arguments":{"query":"tables"}}</dots_function_call>',
      tools: { search: SEARCH, open: OPEN_TOOL },
      calls: [
        { name: "search", arguments: { query: "chairs" } },
        { name: "open", arguments: { id: 7 } },
        { name: "search", arguments: { query: "tables" } },
      ],
      strip: "",
    },
    {
      name: "the docstring's layout: one element a line",
      text: 'Let me look.\n<dots_function_call>\n<invoke name="search">\n<parameter name="query">weather in Shanghai</parameter>\n</invoke>\n</dots_function_call>',
      tools: { search: SEARCH },
      calls: [{ name: "search", arguments: { query: "weather in Shanghai" } }],
      strip: "Let me look.",
    },
    {
      name: "a real dots-3 leak (public issue): values padded with line breaks lose the padding only",
      text: '<dots_function_call>\n<invoke name="write">\n<parameter name="path">\nnotes.md\n</parameter>\n<parameter name="content">\n  # Notes\n\n  - one\n</parameter>\n</invoke>\n</dots_function_call>',
      tools: { write: WRITE },
      calls: [{ name: "write", arguments: { path: "notes.md", content: "  # Notes\n\n  - one" } }],
      strip: "",
    },
    {
      name: "a doubled opener (a real leak): the inner block runs, the stray opener stays text",
      text: '<dots_function_call><dots_function_call>\n<invoke name="search"><parameter name="query">fleet</parameter></invoke>\n</dots_function_call>',
      tools: { search: SEARCH },
      calls: [{ name: "search", arguments: { query: "fleet" } }],
      strip: "<dots_function_call>",
    },
    {
      name: "null is null unless the schema says string",
      text: '<dots_function_call><invoke name="open"><parameter name="id">null</parameter></invoke></dots_function_call>',
      tools: { open: OPEN_TOOL },
      calls: [{ name: "open", arguments: { id: null } }],
      strip: "",
    },
    {
      name: "a whole block quoted in a file's content stays content",
      text: '<dots_function_call><invoke name="write"><parameter name="path">doc.md</parameter><parameter name="content">Example: <dots_function_call><invoke name="bash"><parameter name="command">rm -rf /tmp/x</parameter></invoke></dots_function_call> done</parameter></invoke></dots_function_call>',
      tools: { write: WRITE, bash: { type: "object", properties: { command: { type: "string" } } } },
      calls: [{ name: "write", arguments: { path: "doc.md", content: 'Example: <dots_function_call><invoke name="bash"><parameter name="command">rm -rf /tmp/x</parameter></invoke></dots_function_call> done' } }],
      strip: "",
    },
    {
      name: "a JSON body with `parameters` (a known spelling)",
      text: '<dots_function_call>{"name": "search", "parameters": {"query": "x"}}</dots_function_call>',
      tools: { search: SEARCH },
      calls: [{ name: "search", arguments: { query: "x" } }],
      strip: "",
    },
  ],
  negative: [
    { name: "prose mention", text: "dots wraps calls in <dots_function_call> tags, each holding an invoke." },
    { name: "fenced", text: '```\n<dots_function_call><invoke name="search"><parameter name="query">x</parameter></invoke></dots_function_call>\n```', tools: { search: SEARCH } },
    { name: "inline code", text: '`<dots_function_call>{"name":"search","arguments":{"query":"x"}}</dots_function_call>`', tools: { search: SEARCH } },
    { name: "in reasoning", text: '<think><dots_function_call><invoke name="search"><parameter name="query">x</parameter></invoke></dots_function_call></think>Done.', tools: { search: SEARCH } },
    { name: "truncated: a value cut off", text: '<dots_function_call><invoke name="search"><parameter name="query">wea', tools: { search: SEARCH } },
    { name: "truncated: an invoke cut off", text: '<dots_function_call><invoke name="search"><parameter name="query">x</parameter>', tools: { search: SEARCH } },
    { name: "truncated JSON body (no closer)", text: '<dots_function_call>{"name":"search","arguments":{"query":"x"}}', tools: { search: SEARCH } },
    { name: "undeclared tool", text: '<dots_function_call><invoke name="rm"><parameter name="path">/</parameter></invoke></dots_function_call>', tools: { search: SEARCH } },
    { name: "a value whose own close is missing", text: '<dots_function_call><invoke name="get_weather"><parameter name="city">Dallas\n<parameter name="state">TX</parameter></invoke></dots_function_call>', tools: { get_weather: WEATHER } },
    { name: "a repeated parameter", text: '<dots_function_call><invoke name="search"><parameter name="query">a</parameter><parameter name="query">b</parameter></invoke></dots_function_call>', tools: { search: SEARCH } },
    { name: "an envelope with an unknown member", text: '<dots_function_call>{"name":"search","arguments":{"query":"x"},"note":"dry run"}</dots_function_call>', tools: { search: SEARCH } },
    { name: "an envelope with two spellings of the arguments", text: '<dots_function_call>{"name":"search","arguments":{"query":"x"},"args":{"query":"y"}}</dots_function_call>', tools: { search: SEARCH } },
    { name: "wrong family: MiniMax-M2's wrapper", text: MINIMAX_BLOCK, tools: { search: SEARCH } },
    { name: "a bare invoke with no wrapper", text: '<invoke name="search"><parameter name="query">x</parameter></invoke>', tools: { search: SEARCH } },
  ],
});
