import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { longcat } from "./index.js";

new GrammarTester().run(longcat, {
  positive: [
    {
      // the layout of SGLang's longcat_detector (bot token `<longcat_tool_call>\n`, end token `\n</longcat_tool_call>`)
      name: "one call, newline-padded as SGLang's detector writes it",
      text: '<longcat_tool_call>\n{"name": "get_weather", "arguments": {"city": "Beijing", "unit": "celsius"}}\n</longcat_tool_call>',
      calls: [{ name: "get_weather", arguments: { city: "Beijing", unit: "celsius" } }],
      strip: "",
    },
    {
      // the chat template's envelope: `ASSISTANT:<longcat_tool_call>{…}</longcat_tool_call></longcat_s>` (tokenizer_config.json)
      name: "two blocks back to back, unpadded, then the end-of-turn token",
      text: '<longcat_tool_call>{"name": "read", "arguments": {"path": "a.ts"}}</longcat_tool_call><longcat_tool_call>{"name": "ls", "arguments": {}}</longcat_tool_call>',
      calls: [
        { name: "read", arguments: { path: "a.ts" } },
        { name: "ls", arguments: {} },
      ],
      strip: "",
    },
    {
      // a LongCat API reply quoted in a public project's test (prose, a newline, then the block)
      name: "prose before, unicode kept",
      text: '我来帮你搜索。\n<longcat_tool_call>\n{"name":"search_nail_rag","arguments":{"query":"显白猫眼"}}\n</longcat_tool_call>',
      calls: [{ name: "search_nail_rag", arguments: { query: "显白猫眼" } }],
      strip: "我来帮你搜索。",
    },
    {
      name: "nested values and escapes kept",
      text: 'Writing it.\n<longcat_tool_call>{"name": "write", "arguments": {"path": "C:\\\\tmp\\\\ü.txt", "content": "👋 \\"hi\\"\\n", "meta": {"tags": ["a", {"b": false}]}}}</longcat_tool_call>\nDone.',
      calls: [{ name: "write", arguments: { path: "C:\\tmp\\ü.txt", content: '👋 "hi"\n', meta: { tags: ["a", { b: false }] } } }],
      strip: "Writing it. Done.",
    },
    {
      name: "closer missing at the end of the reply (EDGE)",
      text: '<longcat_tool_call>\n{"name": "ls", "arguments": {"path": "."}}',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    {
      name: "arguments as a JSON string",
      text: '<longcat_tool_call>{"name": "ls", "arguments": "{\\"path\\": \\"src\\"}"}</longcat_tool_call>',
      calls: [{ name: "ls", arguments: { path: "src" } }],
      strip: "",
    },
    {
      name: "declared tool",
      tools: ["read"],
      text: '<longcat_tool_call>{"name": "read", "arguments": {"path": "a.ts"}}</longcat_tool_call>',
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "",
    },
  ],
  negative: [
    { name: "truncated", text: '<longcat_tool_call>\n{"name": "read", "arguments": {"path": "a.' },
    { name: "junk after the object and no closer", text: '<longcat_tool_call>{"name": "ls", "arguments": {}} and more' },
    { name: "prose mention in inline code", text: "LongCat wraps calls in `<longcat_tool_call>{\"name\": \"ls\", \"arguments\": {}}</longcat_tool_call>`." },
    { name: "mid-sentence mention", text: 'A call looks like <longcat_tool_call>{"name": "ls", "arguments": {}}</longcat_tool_call> in its output.' },
    { name: "fenced", text: '```\n<longcat_tool_call>{"name": "ls", "arguments": {}}</longcat_tool_call>\n```' },
    { name: "inside <think>", text: '<think><longcat_tool_call>{"name": "ls", "arguments": {}}</longcat_tool_call></think>' },
    { name: "undeclared tool", tools: ["read"], text: '<longcat_tool_call>{"name": "ls", "arguments": {}}</longcat_tool_call>' },
    { name: "name repeated", text: '<longcat_tool_call>{"name": "read", "name": "bash", "arguments": {"command": "ls"}}</longcat_tool_call>' },
    { name: "two argument spellings", text: '<longcat_tool_call>{"name": "bash", "arguments": {"command": "ls"}, "args": {"command": "rm -rf /"}}</longcat_tool_call>' },
    { name: "unknown member (arguments under another spelling?)", text: '<longcat_tool_call>{"name": "bash", "params": {"command": "ls"}}</longcat_tool_call>' },
    { name: "a list is not this layout", text: '<longcat_tool_call>[{"name": "ls", "arguments": {}}]</longcat_tool_call>' },
    { name: "the name/arg_key layout is not read", text: "<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.ts</longcat_arg_value>\n</longcat_tool_call>" },
    { name: "a bare name is no call", text: "<longcat_tool_call>ls</longcat_tool_call>" },
    { name: "Hermes <tool_call> is another family's", text: '<tool_call>\n{"name": "ls", "arguments": {}}\n</tool_call>' },
  ],
});

describe("longcat: strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([longcat], { text: 'Ok.<longcat_tool_call>{"name": "ls", "arguments": {}}</longcat_tool_call>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Ok.");
  });
});
