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
    // the key/value layout LongCat-Flash-Lite and LongCat's hosted API write (mlx-lm's LongCat parser reads it)
    {
      // https://github.com/sipeed/picoclaw/issues/2046 (LongCat's OpenAI-compatible API; the call was printed)
      name: "key/value layout on one line (picoclaw#2046)",
      text: "<longcat_tool_call>weather <longcat_arg_key>location</longcat_arg_key> <longcat_arg_value>New York, United States</longcat_arg_value> </longcat_tool_call>",
      calls: [{ name: "weather", arguments: { location: "New York, United States" } }],
      strip: "",
    },
    {
      name: "key/value layout after prose, two pairs, a line each",
      text: "Creo una cartella.\n<longcat_tool_call>bash\n<longcat_arg_key>command</longcat_arg_key>\n<longcat_arg_value>mkdir prova</longcat_arg_value>\n<longcat_arg_key>description</longcat_arg_key>\n<longcat_arg_value>Create folder</longcat_arg_value>\n</longcat_tool_call>",
      calls: [{ name: "bash", arguments: { command: "mkdir prova", description: "Create folder" } }],
      strip: "Creo una cartella.",
    },
    {
      name: "key/value layout: a non-string value is JSON, a string parameter keeps its text",
      tools: { search: { type: "object", properties: { keyword: { type: "string" }, limit: { type: "integer" } } } },
      text: "<longcat_tool_call>search\n<longcat_arg_key>keyword</longcat_arg_key>\n<longcat_arg_value>42</longcat_arg_value>\n<longcat_arg_key>limit</longcat_arg_key>\n<longcat_arg_value>8</longcat_arg_value>\n</longcat_tool_call>",
      calls: [{ name: "search", arguments: { keyword: "42", limit: 8 } }],
      strip: "",
    },
    { name: "key/value layout: a name alone is a call without arguments", text: "<longcat_tool_call>now\n</longcat_tool_call>", calls: [{ name: "now", arguments: {} }], strip: "" },
    {
      name: "key/value layout: multi-line value kept",
      text: "<longcat_tool_call>write\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.txt</longcat_arg_value>\n<longcat_arg_key>content</longcat_arg_key>\n<longcat_arg_value>line 1\nline 2</longcat_arg_value>\n</longcat_tool_call>",
      calls: [{ name: "write", arguments: { path: "a.txt", content: "line 1\nline 2" } }],
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
    // the key/value layout: refused where its reading is not certain
    { name: "key/value layout: closer missing", text: "<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.ts</longcat_arg_value>\n" },
    { name: "key/value layout: cut in a value", text: "<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.t" },
    { name: "key/value layout: a key repeated", text: "<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key><longcat_arg_value>a.ts</longcat_arg_value>\n<longcat_arg_key>path</longcat_arg_key><longcat_arg_value>b.ts</longcat_arg_value>\n</longcat_tool_call>" },
    { name: "key/value layout: a value opener with no key", text: "<longcat_tool_call>read\n<longcat_arg_value>a.ts</longcat_arg_value>\n</longcat_tool_call>" },
    { name: "key/value layout: junk before the closer", text: "<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key><longcat_arg_value>a.ts</longcat_arg_value> and more\n</longcat_tool_call>" },
    { name: "key/value layout: undeclared tool", tools: ["read"], text: "<longcat_tool_call>bash\n<longcat_arg_key>command</longcat_arg_key><longcat_arg_value>ls</longcat_arg_value>\n</longcat_tool_call>" },
    { name: "key/value layout: fenced", text: "```\n<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key><longcat_arg_value>a.ts</longcat_arg_value>\n</longcat_tool_call>\n```" },
    { name: "key/value layout: mid-sentence mention", text: "LongCat writes <longcat_tool_call>read<longcat_arg_key>path</longcat_arg_key><longcat_arg_value>a.ts</longcat_arg_value></longcat_tool_call> for a read." },
    { name: "words in the wrapper are no call", text: "<longcat_tool_call>list the files</longcat_tool_call>" },
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
