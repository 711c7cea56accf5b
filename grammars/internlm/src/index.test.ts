import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { internlm } from "./index.js";

new GrammarTester().run(internlm, {
  positive: [
    // corpus internlm-02
    {
      text: 'Let me check the weather for you. <|action_start|><|plugin|>{"name": "get_weather", "parameters": {"city": "Tokyo"}}<|action_end|>',
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "Let me check the weather for you.",
    },
    {
      name: "newlines around the JSON, arguments alias, unicode and nested values",
      text: '<|action_start|><|plugin|>\n{"name": "write", "arguments": {"path": "C:\\\\文档\\\\a.txt", "content": "“quoted” \\"x\\" 🐼\\n", "o": {"a": [1.5, true]}}}\n<|action_end|>\n',
      calls: [{ name: "write", arguments: { path: "C:\\文档\\a.txt", content: '“quoted” "x" 🐼\n', o: { a: [1.5, true] } } }],
      strip: "",
    },
    {
      name: "declared tool",
      tools: ["get_weather"],
      text: '<|action_start|><|plugin|>{"name": "get_weather", "parameters": {"city": "Tokyo"}}<|action_end|>',
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "",
    },
    {
      name: "closer missing at the end (EDGE)",
      text: '<|action_start|><|plugin|>{"name": "ls", "parameters": {}}',
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
  ],
  negative: [
    { name: "name repeated", text: '<|action_start|><|plugin|>{"name": "read", "name": "bash", "parameters": {"command": "ls"}}<|action_end|>' },
    { name: "a parameter repeated after unescaping", text: '<|action_start|><|plugin|>{"name": "edit", "parameters": {"oldText": "a", "old\\u0054ext": "b"}}<|action_end|>' },
    { name: "both parameters and arguments", text: '<|action_start|><|plugin|>{"name": "read", "parameters": {"path": "a"}, "arguments": {"path": "b"}}<|action_end|>' },
    { name: "undeclared name rejected when tools are given", tools: ["get_weather"], text: '<|action_start|><|plugin|>{"name": "search", "parameters": {"q": "x"}}<|action_end|>' },
    { name: "interpreter action is code, not a call", text: "<|action_start|><|interpreter|>print(1)<|action_end|>" },
    { name: "truncated", text: '<|action_start|><|plugin|>{"name": "get_weather", "parameters": {"city": "To' },
    { name: "data with other keys", text: '<|action_start|><|plugin|>{"name": "x", "parameters": {}, "score": 1}<|action_end|>' },
    { name: "junk after JSON without closer", text: '<|action_start|><|plugin|>{"name": "ls", "parameters": {}} more' },
    { name: "fenced", text: '```\n<|action_start|><|plugin|>{"name": "ls", "parameters": {}}<|action_end|>\n```' },
    { name: "inline code", text: 'InternLM writes `<|action_start|><|plugin|>{"name": "ls", "parameters": {}}<|action_end|>`.' },
    { name: "inside <think>", text: '<think><|action_start|><|plugin|>{"name": "ls", "parameters": {}}<|action_end|></think>' },
  ],
});

describe("internlm: strip mode", () => {
  it("removes the action and appends nothing", () => {
    const r = runGrammar([internlm], { text: 'Checking. <|action_start|><|plugin|>{"name": "get_weather", "parameters": {"city": "Tokyo"}}<|action_end|>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Checking.");
  });
});
