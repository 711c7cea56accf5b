import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { cohere } from "./index.js";

new GrammarTester().run(cohere, {
  positive: [
    {
      name: "Command R7B action block",
      text: '<|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "web_search", "parameters": {"query": "cohere"}}\n]<|END_ACTION|>',
      calls: [{ name: "web_search", arguments: { query: "cohere" } }],
      strip: "",
    },
    {
      name: "parallel calls, reasoning kept as text",
      text: '<|START_THINKING|>I need two lookups.<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris"}}, {"tool_call_id": "1", "tool_name": "get_time", "parameters": {"tz": "CET"}}]<|END_ACTION|>',
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "get_time", arguments: { tz: "CET" } },
      ],
      strip: "<|START_THINKING|>I need two lookups.<|END_THINKING|>",
    },
    {
      name: "no tool_call_id, values keep unicode, backslashes and nested JSON",
      text: 'Writing. <|START_ACTION|>[{"tool_name": "write", "parameters": {"path": "C:\\\\新建\\\\a.md", "content": "# Ti\\"tle\\" 🚀\\n", "o": {"l": [null]}}}]<|END_ACTION|>\nok',
      calls: [{ name: "write", arguments: { path: "C:\\新建\\a.md", content: '# Ti"tle" 🚀\n', o: { l: [null] } } }],
      strip: "Writing. ok",
    },
    {
      name: "the turn's end token is stripped with the block",
      text: 'Looking. <|START_ACTION|>[{"tool_call_id": "0", "tool_name": "ls", "parameters": {"path": "."}}]<|END_ACTION|>\n<|END_OF_TURN_TOKEN|>',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "Looking.",
    },
    {
      name: "the turn's end token in place of a missing closer",
      text: '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "ls", "parameters": {}}]<|END_OF_TURN_TOKEN|>',
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
    {
      name: "closer missing at the end (EDGE)",
      text: '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "ls", "parameters": {}}]',
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
  ],
  negative: [
    { name: "truncated", text: '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "ls", "parameters": {"pa' },
    { name: "name/arguments shape is not Cohere's", text: '<|START_ACTION|>[{"name": "ls", "arguments": {}}]<|END_ACTION|>' },
    { name: "tool_name repeated", text: '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "read", "tool_name": "bash", "parameters": {"command": "ls"}}]<|END_ACTION|>' },
    { name: "a parameter repeated after unescaping", text: '<|START_ACTION|>[{"tool_name": "edit", "parameters": {"oldText": "a", "old\\u0054ext": "b"}}]<|END_ACTION|>' },
    { name: "junk after JSON without closer", text: '<|START_ACTION|>[{"tool_name": "ls", "parameters": {}}] then' },
    { name: "inside a thinking span", text: '<|START_THINKING|><|START_ACTION|>[{"tool_name": "ls", "parameters": {}}]<|END_ACTION|><|END_THINKING|>' },
    { name: "fenced", text: '```\n<|START_ACTION|>[{"tool_name": "ls", "parameters": {}}]<|END_ACTION|>\n```' },
    { name: "inline code", text: 'Cohere emits `<|START_ACTION|>[{"tool_name": "ls", "parameters": {}}]<|END_ACTION|>`.' },
    { name: "undeclared tool", tools: ["read"], text: '<|START_ACTION|>[{"tool_name": "ls", "parameters": {}}]<|END_ACTION|>' },
  ],
});

describe("cohere: strip mode", () => {
  it("removes the action block and appends nothing", () => {
    const r = runGrammar([cohere], { text: 'Searching. <|START_ACTION|>[{"tool_call_id": "0", "tool_name": "web_search", "parameters": {"query": "x"}}]<|END_ACTION|>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Searching.");
  });
});
