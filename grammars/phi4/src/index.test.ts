import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { phi4 } from "./index.js";

new GrammarTester().run(phi4, {
  positive: [
    // corpus phi4-02
    {
      text: 'functools[\n  {"name": "get_weather", "arguments": {"city": "Tokyo"}},\n  {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}\n]',
      calls: [
        { name: "get_weather", arguments: { city: "Tokyo" } },
        { name: "get_time", arguments: { timezone: "Asia/Tokyo" } },
      ],
      strip: "",
    },
    {
      name: "prose around, one call",
      text: 'I will look it up. functools[{"name": "web_search", "arguments": {"query": "Phi-4 ✨ \\"mini\\""}}]\nOne moment.',
      calls: [{ name: "web_search", arguments: { query: 'Phi-4 ✨ "mini"' } }],
      strip: "I will look it up. One moment.",
    },
    {
      name: "arguments as a JSON string, nested values and backslashes kept",
      text: 'functools[{"name": "write", "arguments": "{\\"path\\": \\"D:\\\\\\\\数据\\\\\\\\a.json\\", \\"content\\": {\\"k\\": [1, 2]}}"}]',
      calls: [{ name: "write", arguments: { path: "D:\\数据\\a.json", content: { k: [1, 2] } } }],
      strip: "",
    },
    // the templates end the turn right after the calls: Phi-4-mini's (`content + '<|end|>'`) and vLLM's
    // examples/tool_chat_template_phi4_mini.jinja (`{"name": …, "arguments": …}<|end|>`); leaked, it goes with the block
    {
      name: "the turn's <|end|> right after the list (the template's)",
      text: 'Checking. functools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]<|end|>',
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "Checking.",
    },
    {
      name: "<|end|> after a line break",
      text: 'functools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]\n<|end|>',
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "",
    },
    {
      name: "a call without arguments",
      text: 'functools[{"name": "list_tools"}]',
      calls: [{ name: "list_tools", arguments: {} }],
      strip: "",
    },
  ],
  negative: [
    { name: "name repeated", text: 'functools[{"name": "read", "name": "bash", "arguments": {"command": "ls"}}]' },
    { name: "an argument repeated in a JSON-string arguments", text: 'functools[{"name": "read", "arguments": "{\\"path\\": \\"a\\", \\"path\\": \\"b\\"}"}]' },
    // corpus phi4-04
    "functools[] This is just text",
    { name: "truncated", text: 'functools[{"name": "get_weather", "arguments": {"city": "To' },
    { name: "prose naming the module", text: "Python's functools module has lru_cache and partial." },
    { name: "element that is data", text: 'functools[{"name": "a", "arguments": {}}, 3]' },
    { name: "fenced", text: '```\nfunctools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]\n```' },
    { name: "inline code", text: 'Phi-4-mini writes `functools[{"name": "get_weather", "arguments": {}}]`.' },
    { name: "inside <think>", text: '<think>functools[{"name": "get_weather", "arguments": {}}]</think>' },
    { name: "undeclared tool", tools: ["read"], text: 'functools[{"name": "get_weather", "arguments": {}}]' },
    { name: "a turn end alone is no call", text: "Done.<|end|>" },
    { name: "a refused list keeps its <|end|>", text: 'functools[{"name": "a", "arguments": {}}, 3]<|end|>' },
  ],
});

describe("phi4: strip mode", () => {
  it("removes the markup and appends nothing", () => {
    const r = runGrammar([phi4], { text: 'Looking. functools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Looking.");
  });
});
