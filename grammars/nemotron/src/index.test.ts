import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { nemotron } from "./index.js";

new GrammarTester().run(nemotron, {
  positive: [
    // llama.cpp tests/test-chat.cpp, peg_tester("models/templates/NVIDIA-Nemotron-Nano-v2.jinja"): tool call after reasoning
    {
      name: "llama.cpp Nemotron-Nano-v2 case",
      text: '\n<TOOLCALL>[{"name": "special_function", "arguments": {"arg1": 1}}]</TOOLCALL>',
      calls: [{ name: "special_function", arguments: { arg1: 1 } }],
      strip: "",
    },
    {
      // the Llama-3.3-Nemotron-Super-49B-v1.5 template writes the content, then `<TOOLCALL>[…]</TOOLCALL>` with no break
      name: "two calls glued after prose, as the Super v1.5 template renders them",
      text: 'Let me look.<TOOLCALL>[{"name": "read", "arguments": {"path": "a.ts"}}, {"name": "ls", "arguments": {}}]</TOOLCALL>',
      calls: [
        { name: "read", arguments: { path: "a.ts" } },
        { name: "ls", arguments: {} },
      ],
      strip: "Let me look.",
    },
    {
      // the Nano-v2 template ends the turn with `⏎<SPECIAL_12>`, which leaks where it is no stop token (llama.cpp
      // https://github.com/ggml-org/llama.cpp/pull/23029): stripped with the call
      name: "the turn's <SPECIAL_12> after the block (Nano-v2 template)",
      text: 'Checking.\n\n<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Paris"}}]</TOOLCALL>\n<SPECIAL_12>\n\n',
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "Checking.",
    },
    {
      name: "<|eot_id|> after the block (Llama Nemotron)",
      text: '<TOOLCALL>[{"name": "ls", "arguments": {}}]</TOOLCALL><|eot_id|>',
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
    {
      name: "one object inside the wrapper",
      text: 'Checking.\n<TOOLCALL>{"name": "get_weather", "arguments": {"city": "Santa Clara"}}</TOOLCALL>',
      calls: [{ name: "get_weather", arguments: { city: "Santa Clara" } }],
      strip: "Checking.",
    },
    {
      // the templates write a string `arguments` as it is: a JSON string is decoded once
      name: "arguments as a JSON string",
      text: '<TOOLCALL>[{"name": "ls", "arguments": "{\\"path\\": \\"src\\"}"}]</TOOLCALL>',
      calls: [{ name: "ls", arguments: { path: "src" } }],
      strip: "",
    },
    {
      name: "closer missing at the end of the reply (EDGE)",
      text: '<TOOLCALL>[{"name": "ls", "arguments": {"path": "."}}]',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    {
      name: "a tool whose own parameters are `type` and `properties` gets that call",
      tools: { define: { type: "object", properties: { type: { type: "string" }, properties: { type: "object" } } } },
      text: '<TOOLCALL>[{"name": "define", "arguments": {"type": "object", "properties": {"a": {"type": "string"}}}}]</TOOLCALL>',
      calls: [{ name: "define", arguments: { type: "object", properties: { a: { type: "string" } } } }],
      strip: "",
    },
  ],
  negative: [
    { name: "truncated", text: '<TOOLCALL>[{"name": "ls", "arguments": {"path": "."}}, {"name": "read", "arguments": {"pa' },
    { name: "junk after the array and no closer", text: '<TOOLCALL>[{"name": "ls", "arguments": {}}] and then' },
    { name: "junk before the array", text: '<TOOLCALL>calls: [{"name": "ls", "arguments": {}}]</TOOLCALL>' },
    { name: "a tool definition, not a call", text: '<TOOLCALL>[{"name": "read", "parameters": {"properties": {"path": {"type": "string"}}}}]</TOOLCALL>' },
    { name: "one element is data", text: '<TOOLCALL>[{"name": "ls", "arguments": {}}, {"name": "Alice"}]</TOOLCALL>' },
    { name: "empty array", text: "<TOOLCALL>[]</TOOLCALL>" },
    { name: "arguments missing", text: '<TOOLCALL>{"name": "ls"}</TOOLCALL>' },
    { name: "two argument spellings", text: '<TOOLCALL>[{"name": "bash", "arguments": {"command": "ls"}, "parameters": {"command": "rm -rf /"}}]</TOOLCALL>' },
    { name: "name repeated", text: '<TOOLCALL>[{"name": "read", "name": "bash", "arguments": {"command": "ls"}}]</TOOLCALL>' },
    { name: "mid-sentence mention", text: 'Nemotron writes <TOOLCALL>[{"name": "ls", "arguments": {}}]</TOOLCALL> when it calls a tool.' },
    { name: "in inline code", text: 'The format is `<TOOLCALL>[{"name": "ls", "arguments": {}}]</TOOLCALL>`.' },
    { name: "fenced", text: '```\n<TOOLCALL>[{"name": "ls", "arguments": {}}]</TOOLCALL>\n```' },
    { name: "inside <think>", text: '<think><TOOLCALL>[{"name": "ls", "arguments": {}}]</TOOLCALL></think>' },
    { name: "undeclared tool", tools: ["read"], text: '<TOOLCALL>[{"name": "ls", "arguments": {}}]</TOOLCALL>' },
    { name: "the tool response wrapper is no call", text: '<TOOL_RESPONSE>[{"response": "18 degrees"}]</TOOL_RESPONSE>' },
    // vLLM's nemotron_json adds the brackets around `{…}, {…}`: objects outside a list are not the template's layout
    { name: "objects not in a list", text: '<TOOLCALL>{"name": "ls", "arguments": {}}, {"name": "read", "arguments": {"path": "a"}}</TOOLCALL>' },
    { name: "a turn-end token alone is no call", text: "Done.\n<SPECIAL_12>" },
    { name: "a bare xLAM list is another family's", text: '[{"name": "ls", "arguments": {}}]' },
  ],
});

describe("nemotron: strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([nemotron], { text: 'Ok.\n<TOOLCALL>[{"name": "ls", "arguments": {}}]</TOOLCALL>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Ok.");
  });
});
