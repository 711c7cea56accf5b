import { createHost, definePreset } from "@pi-tool-repair/host";
import { GrammarTester, assistantMessage, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
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

/**
 * Option `toolRoleHeader` (HyperCLOVA X SEED Think 14B): its template renders a tool-call turn as
 * `<|im_start|>assistant -> tool/function_call⏎[{"name": …, "arguments": {…}}, …]<|im_end|>` after the generation
 * prompt `<|im_start|>assistant`, so the generated text is ` -> tool/function_call⏎[…]` (test/fixtures/templates/
 * hyperclovax-seed-think-14b.jinja; vLLM's hyperclovax_seed_think_14b tool parser reads the list after that header).
 */
const ROLE_HEADER = definePreset({ name: "xlam-role-header", plugins: [], config: { options: { xlam: { toolRoleHeader: true } } } });
const HCX = ' -> tool/function_call\n[{"name": "get_weather", "arguments": {"city": "Seoul"}}]';
const SEOUL = { name: "get_weather", arguments: { city: "Seoul" } };

new GrammarTester({ with: [ROLE_HEADER] }).run(xlam, {
  positive: [
    { name: "the header the 14B template renders goes with the list", text: HCX, calls: [SEOUL], strip: "" },
    {
      name: "two parallel calls in one list after the header (the template's ', ' between them)",
      text: ' -> tool/function_call\n[{"name": "get_weather", "arguments": {"city": "Seoul"}}, {"name": "get_time", "arguments": {"zone": "KST"}}]',
      calls: [SEOUL, { name: "get_time", arguments: { zone: "KST" } }],
      strip: "",
    },
    { name: "declared tool", tools: ["get_weather"], text: HCX, calls: [SEOUL], strip: "" },
    { name: "after a closed reasoning block", text: `<think>Seoul's weather.</think>\n${HCX}`, calls: [SEOUL], strip: "<think>Seoul's weather.</think>" },
    { name: "CRLF after the header", text: ' -> tool/function_call\r\n[{"name": "get_weather", "arguments": {"city": "Seoul"}}]', calls: [SEOUL], strip: "" },
    // a header after prose is not the turn's: it stays text; the list on its own line runs as without the option
    { name: "a header after prose stays text", text: `I will check.\n${HCX}`, calls: [SEOUL], strip: "I will check. -> tool/function_call" },
  ],
  negative: [
    { name: "the header alone stays text", text: " -> tool/function_call\n" },
    { name: "the header before a plain list stays text", text: " -> tool/function_call\n[1, 2, 3]" },
    { name: "the header in prose stays text", text: "The 14B model writes -> tool/function_call before its list." },
    { name: "the header before a truncated list stays text", text: ' -> tool/function_call\n[{"name": "get_weather", "arguments": {"city": "Se' },
    { name: "the header before a refused list (undeclared tool) stays with it as text", tools: ["read"], text: HCX },
    { name: "the header before tool definitions stays text", tools: ["get_weather"], text: ' -> tool/function_call\n[{"name": "get_weather", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}]' },
    { name: "the header and a fenced list stay text", text: ' -> tool/function_call\n```json\n[{"name": "get_weather", "arguments": {"city": "Seoul"}}]\n```' },
    { name: "the header before Hermes's <tool_call> object stays text", text: ' -> tool/function_call\n<tool_call>{"name": "get_weather", "arguments": {"city": "Seoul"}}</tool_call>' },
  ],
});

describe("xlam option toolRoleHeader", () => {
  const run = (text: string, toolRoleHeader: boolean) => {
    const host = createHost().use(xlam);
    const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false }, options: { xlam: { toolRoleHeader } } } });
    const r = host.processMessage(assistantMessage(text), ctx);
    return { calls: r.recovered.map((c) => c.name), visible: collapse(visibleText(r.message)) };
  };
  it("off (every model but HyperCLOVA X SEED Think 14B): the calls run and the header stays text", () => {
    expect(run(HCX, false)).toEqual({ calls: ["get_weather"], visible: "-> tool/function_call" });
  });
  it("on: the header goes with the list", () => {
    expect(run(HCX, true)).toEqual({ calls: ["get_weather"], visible: "" });
  });
  it("on: only the header right before the list goes; other text around it stays", () => {
    expect(run(`${HCX}\nDone.`, true)).toEqual({ calls: ["get_weather"], visible: "Done." });
    expect(run(' -> tool/function_call\n\n[{"name": "get_weather", "arguments": {"city": "Seoul"}}]', true)).toEqual({ calls: ["get_weather"], visible: "-> tool/function_call" });
    expect(run(' -> tool/function_call x\n[{"name": "get_weather", "arguments": {"city": "Seoul"}}]', true)).toEqual({ calls: ["get_weather"], visible: "-> tool/function_call x" });
  });
  it("stays fast on many headers each before a list", () => {
    const text = `${HCX}\n`.repeat(5_000);
    expect(run(text, true).calls.length).toBe(5_000);
  });
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
