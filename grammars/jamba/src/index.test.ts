import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { jamba } from "./index.js";

new GrammarTester().run(jamba, {
  positive: [
    // corpus jamba-03
    {
      text: ' <tool_calls>[\n    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}},\n    {"name": "get_current_weather", "arguments": {"city": "Orlando", "state": "FL", "unit": "fahrenheit"}}\n]</tool_calls>',
      calls: [
        { name: "get_current_weather", arguments: { city: "Dallas", state: "TX", unit: "fahrenheit" } },
        { name: "get_current_weather", arguments: { city: "Orlando", state: "FL", unit: "fahrenheit" } },
      ],
      strip: "",
    },
    {
      name: "prose around, unicode and nested values kept",
      text: 'Let me write it.\n<tool_calls>[{"name": "write", "arguments": {"path": "C:\\\\tmp\\\\ü.txt", "content": "👋 \\"hi\\"\\n", "meta": {"tags": ["a", {"b": false}]}}}]</tool_calls>\nDone.',
      calls: [{ name: "write", arguments: { path: "C:\\tmp\\ü.txt", content: '👋 "hi"\n', meta: { tags: ["a", { b: false }] } } }],
      strip: "Let me write it. Done.",
    },
    {
      name: "closer missing at the end of the reply (EDGE)",
      text: '<tool_calls>[{"name": "ls", "arguments": {"path": "."}}]',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    {
      name: "arguments as a JSON string",
      text: '<tool_calls>[{"name": "ls", "arguments": "{\\"path\\": \\"src\\"}"}]</tool_calls>',
      calls: [{ name: "ls", arguments: { path: "src" } }],
      strip: "",
    },
  ],
  negative: [
    { name: "name repeated", text: '<tool_calls>[{"name": "read", "name": "bash", "arguments": {"command": "ls"}}]</tool_calls>' },
    { name: "an argument repeated after unescaping", text: '<tool_calls>[{"name": "edit", "arguments": {"oldText": "a", "old\\u0054ext": "b"}}]</tool_calls>' },
    { name: "MiniMax-M1 JSON lines are not Jamba's", text: '<tool_calls>\n{"name": "ls", "arguments": {"path": "."}}\n</tool_calls>' },
    { name: "truncated", text: '<tool_calls>[{"name": "ls", "arguments": {"path": "' },
    { name: "junk after the array and no closer", text: '<tool_calls>[{"name": "ls", "arguments": {}}] and then more' },
    { name: "empty array", text: "<tool_calls>[]</tool_calls>" },
    { name: "element that is data", text: '<tool_calls>[{"title": "x"}]</tool_calls>' },
    { name: "fenced", text: '```xml\n<tool_calls>[{"name": "ls", "arguments": {}}]</tool_calls>\n```' },
    { name: "inline code", text: 'Jamba wraps calls in `<tool_calls>[{"name": "ls", "arguments": {}}]</tool_calls>`.' },
    { name: "inside <think>", text: '<think><tool_calls>[{"name": "ls", "arguments": {}}]</tool_calls></think>' },
    { name: "undeclared tool", tools: ["read"], text: '<tool_calls>[{"name": "ls", "arguments": {}}]</tool_calls>' },
  ],
});

describe("jamba: strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([jamba], { text: 'Ok.<tool_calls>[{"name": "ls", "arguments": {}}]</tool_calls>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Ok.");
  });
});
