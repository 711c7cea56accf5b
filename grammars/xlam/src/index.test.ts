import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { xlam } from "./index.js";

const DALLAS = { city: "Dallas", state: "TX", unit: "fahrenheit" };
const ORLANDO = { city: "Orlando", state: "FL", unit: "fahrenheit" };

new GrammarTester().run(xlam, {
  positive: [
    // a bare call right after a closed reasoning block: `</think>` starts a line (issue 36)
    { name: "a bare array right after </think>", text: '<think>Let me read it.</think>[{"name":"read","arguments":{"path":"a.ts"}}]', calls: [{ name: "read", arguments: { path: "a.ts" } }], strip: "<think>Let me read it.</think>" },
    // corpus xlam-01
    {
      text: '[{"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}}, {"name": "get_current_weather", "arguments": {"city": "Orlando", "state": "FL", "unit": "fahrenheit"}}]',
      calls: [
        { name: "get_current_weather", arguments: DALLAS },
        { name: "get_current_weather", arguments: ORLANDO },
      ],
      strip: "",
    },
    // corpus xlam-05
    {
      text: 'I\'ll help you check the weather.<tool_call>[{"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}}]</tool_call>',
      calls: [{ name: "get_current_weather", arguments: DALLAS }],
      strip: "I'll help you check the weather.",
    },
    {
      name: "pretty-printed, parameters alias, arguments as a JSON string",
      text: '[\n  {"name": "read", "parameters": {"path": "a.ts"}},\n  {"name": "write", "arguments": "{\\"path\\": \\"b\\", \\"content\\": \\"x\\"}"}\n]',
      calls: [
        { name: "read", arguments: { path: "a.ts" } },
        { name: "write", arguments: { path: "b", content: "x" } },
      ],
      strip: "",
    },
    {
      name: "values keep unicode, emoji, backslashes, quotes and nested JSON",
      text: '[{"name": "write", "arguments": {"path": "C:\\\\日本\\\\😀.txt", "content": "a \\"b\\"\\nc", "o": {"l": [1, {"m": null}]}}}]\ndone',
      calls: [{ name: "write", arguments: { path: "C:\\日本\\😀.txt", content: 'a "b"\nc', o: { l: [1, { m: null }] } } }],
      strip: "done",
    },
    {
      name: "a call array on the line after a run of unclosed brackets (a run the scan skips in bulk)",
      text: `${"[".repeat(300)}\n[{"name": "read", "arguments": {"path": "a.ts"}}]`,
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "[".repeat(300),
    },
    {
      name: "a <tool_call> array right after a run of unclosed brackets",
      text: `${"[".repeat(300)}<tool_call>[{"name": "ls", "arguments": {}}]</tool_call>`,
      calls: [{ name: "ls", arguments: {} }],
      strip: "[".repeat(300),
    },
    {
      name: "<tool_call> array with no closer",
      text: '<tool_call>[{"name": "ls", "arguments": {}}]',
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
    {
      name: "a tool whose own parameters are `type` and `properties` gets that call",
      tools: { define: { type: "object", properties: { type: { type: "string" }, properties: { type: "object" } } } },
      text: '[{"name": "define", "arguments": {"type": "object", "properties": {"a": {"type": "string"}}}}]',
      calls: [{ name: "define", arguments: { type: "object", properties: { a: { type: "string" } } } }],
      strip: "",
    },
    {
      name: "declared tools",
      tools: ["get_current_weather"],
      text: 'Checking now:\n[{"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX", "unit": "fahrenheit"}}]',
      calls: [{ name: "get_current_weather", arguments: DALLAS }],
      strip: "Checking now:",
    },
  ],
  negative: [
    // corpus negative-06
    {
      tools: ["get_weather"],
      text: 'Here are the two records you asked for:\n[{"name": "Widget", "arguments": {"size": "L"}}, {"name": "Gadget", "arguments": {"size": "S"}}]',
    },
    { name: "records with other keys are data", text: '[{"name": "Widget", "arguments": {"size": "L"}, "price": 3}]' },
    { name: "one element is data", text: '[{"name": "ls", "arguments": {}}, {"name": "Alice"}]' },
    { name: "calls nested in a data array", text: '[[{"name": "ls", "arguments": {}}], 2]' },
    { name: "calls nested in a data object", text: '{"items": [{"name": "ls", "arguments": {}}]}' },
    { name: "truncated", text: '[{"name": "ls", "arguments": {"path": "."}}, {"name": "read", "arguments": {"pa' },
    { name: "fenced json (inert even though xLAM accepts it)", text: '```json\n[{"name": "ls", "arguments": {}}]\n```' },
    { name: "inline code", text: 'xLAM replies with `[{"name": "ls", "arguments": {}}]`.' },
    { name: "inside <think>", text: '<think>[{"name": "ls", "arguments": {}}]</think>no call' },
    { name: "arguments not an object", text: '[{"name": "ls", "arguments": "."}]' },
    { name: "Hermes object after <tool_call> is not xLAM's", text: '<tool_call>{"name": "ls", "arguments": {}}</tool_call>' },
    { name: "a plain list", text: "Options: [1, 2, 3] and [a, b]." },
    {
      name: "tool definitions (parameters a JSON Schema) are data",
      tools: ["read"],
      text: 'The tools are: [{"name": "read", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}]',
    },
    { name: "Nemotron's <TOOLCALL> wrapper is the nemotron grammar's", text: 'Let me look.<TOOLCALL>[{"name": "ls", "arguments": {}}]</TOOLCALL>' },
    { name: "name repeated", text: '[{"name": "read", "name": "bash", "arguments": {"command": "ls"}}]' },
    { name: "an argument repeated after unescaping", text: '[{"name": "edit", "arguments": {"oldText": "a", "old\\u0054ext": "b"}}]' },
    { name: "a repeated key makes the whole object data: the array nested in it does not run", text: '{"name": "a", "name": "b", "arguments": [{"name": "ls", "arguments": {}}]}' },
    { name: "a repeated key in one element: the array nested beside it does not run", text: '[{"name": "a", "name": "b", "arguments": {}}, [{"name": "ls", "arguments": {}}]]' },
    { name: "both parameters and arguments", text: '[{"name": "read", "parameters": {"path": "a"}, "arguments": {"path": "b"}}]' },
  ],
});

describe("xlam: strip mode and linearity", () => {
  it("strip mode removes the array and appends nothing", () => {
    const r = runGrammar([xlam], { text: 'Sure.\n[{"name": "ls", "arguments": {}}]' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Sure.");
  });

  it.each([
    ["nested unclosed arrays", '[{"a":'.repeat(100_000)],
    ["unclosed openers", '[{"name": "ls", "arguments": {'.repeat(20_000)],
    ["<tool_call> openers", '<tool_call>[{"name" '.repeat(30_000)],
    ["refused arrays nested and closed", "[".repeat(100_000) + "x" + "]".repeat(100_000)],
    ["arrays that repeat a key", '[{"b": 1, "b": 2}] '.repeat(30_000)],
  ])("stays fast on %s", (_label, text) => {
    expect(runGrammar([xlam], { text }).recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});
