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
    {
      // meituan-longcat/LongCat-Flash-Thinking-2601 examples/search_tool_trajectory.txt @ d87623bf (the vendor's
      // published trajectory: the tool prompt asks for this layout, the model writes it after its reasoning)
      name: "the key/value layout of LongCat-Flash-Thinking-2601's published trajectory, an array value typed by the schema",
      tools: { search: { type: "object", properties: { query: { type: "array", items: { type: "string" } } }, required: ["query"] } },
      text: '<longcat_tool_call>search\n<longcat_arg_key>query</longcat_arg_key>\n<longcat_arg_value>["China only tropical province"]</longcat_arg_value>\n</longcat_tool_call>',
      calls: [{ name: "search", arguments: { query: ["China only tropical province"] } }],
      strip: "",
    },
    {
      // https://github.com/sipeed/picoclaw/issues/2046 (LongCat's OpenAI-compatible API; the call was printed)
      name: "key/value layout on one line (picoclaw#2046)",
      text: "<longcat_tool_call>weather <longcat_arg_key>location</longcat_arg_key> <longcat_arg_value>New York, United States</longcat_arg_value> </longcat_tool_call>",
      calls: [{ name: "weather", arguments: { location: "New York, United States" } }],
      strip: "",
    },
    {
      // the same trajectory's browse tool: two keys, a string kept exactly (JSON-looking text stays a string)
      name: "key/value layout: two pairs, string values kept as written, prose before",
      tools: { browse_with_goal: { type: "object", properties: { url: { type: "array", items: { type: "string" } }, goal: { type: "string" } }, required: ["url", "goal"] } },
      text: 'Let me open it.\n<longcat_tool_call>browse_with_goal\n<longcat_arg_key>url</longcat_arg_key>\n<longcat_arg_value>["https://en.wikipedia.org/wiki/Haikou"]</longcat_arg_value>\n<longcat_arg_key>goal</longcat_arg_key>\n<longcat_arg_value>  the main airport\n[1, 2] </longcat_arg_value>\n</longcat_tool_call>',
      calls: [{ name: "browse_with_goal", arguments: { url: ["https://en.wikipedia.org/wiki/Haikou"], goal: "  the main airport\n[1, 2] " } }],
      strip: "Let me open it.",
    },
    {
      name: "key/value layout: integer and boolean by the schema, two blocks back to back",
      tools: { set_config: { type: "object", properties: { count: { type: "integer" }, enabled: { type: "boolean" } } }, ls: { type: "object", properties: {} } },
      text: "<longcat_tool_call>set_config\n<longcat_arg_key>count</longcat_arg_key>\n<longcat_arg_value>3</longcat_arg_value>\n<longcat_arg_key>enabled</longcat_arg_key>\n<longcat_arg_value>false</longcat_arg_value>\n</longcat_tool_call><longcat_tool_call>ls\n</longcat_tool_call>",
      calls: [
        { name: "set_config", arguments: { count: 3, enabled: false } },
        { name: "ls", arguments: {} },
      ],
      strip: "",
    },
    {
      // with the key/value layout read, a name then the closer is a call without arguments (as glm reads `<tool_call>NAME</tool_call>`)
      name: "key/value layout: a name and the closer is a call without arguments",
      text: "<longcat_tool_call>ls</longcat_tool_call>",
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
    {
      name: "key/value layout: a closing tag quoted inside a value stays in it",
      tools: { write: { type: "object", properties: { text: { type: "string" } } } },
      text: "<longcat_tool_call>write\n<longcat_arg_key>text</longcat_arg_key>\n<longcat_arg_value>x </longcat_arg_value> y</longcat_arg_value>\n</longcat_tool_call>",
      calls: [{ name: "write", arguments: { text: "x </longcat_arg_value> y" } }],
      strip: "",
    },
    {
      // the trajectory's turn as a whole: LongCat's reasoning tags, then the call (the reasoning stays text)
      name: "key/value layout after LongCat's own reasoning block",
      tools: { search: { type: "object", properties: { query: { type: "array", items: { type: "string" } } }, required: ["query"] } },
      text: '<longcat_think>\nLet me verify that with a search to be sure.\n</longcat_think>\n<longcat_tool_call>search\n<longcat_arg_key>query</longcat_arg_key>\n<longcat_arg_value>["China only tropical province"]</longcat_arg_value>\n</longcat_tool_call>',
      calls: [{ name: "search", arguments: { query: ["China only tropical province"] } }],
      strip: "<longcat_think> Let me verify that with a search to be sure. </longcat_think>",
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
    { name: "key/value layout cut off before its closer", text: "<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.ts</longcat_arg_value>\n" },
    { name: "key/value layout: a value never closed", text: "<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.ts\n</longcat_tool_call>" },
    { name: "key/value layout: a key repeated", text: "<longcat_tool_call>bash\n<longcat_arg_key>command</longcat_arg_key>\n<longcat_arg_value>ls</longcat_arg_value>\n<longcat_arg_key>command</longcat_arg_key>\n<longcat_arg_value>rm -rf /</longcat_arg_value>\n</longcat_tool_call>" },
    { name: "key/value layout: undeclared tool", tools: ["read"], text: "<longcat_tool_call>bash\n<longcat_arg_key>command</longcat_arg_key>\n<longcat_arg_value>ls</longcat_arg_value>\n</longcat_tool_call>" },
    { name: "key/value layout: fenced", text: "```\n<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.ts</longcat_arg_value>\n</longcat_tool_call>\n```" },
    { name: "key/value layout: inside <think>", text: "<think><longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.ts</longcat_arg_value>\n</longcat_tool_call></think>" },
    { name: "key/value layout: mid-sentence mention", text: "It writes <longcat_tool_call>read<longcat_arg_key>path</longcat_arg_key><longcat_arg_value>a.ts</longcat_arg_value></longcat_tool_call> for a read." },
    { name: "inside LongCat's own reasoning tags, on a line of its own", text: '<longcat_think>\nI could list it:\n<longcat_tool_call>{"name": "ls", "arguments": {}}</longcat_tool_call>\n</longcat_think>\nNo need.' },
    { name: "key/value layout inside LongCat's reasoning, never closed", text: "<longcat_think>\nmaybe\n<longcat_tool_call>read\n<longcat_arg_key>path</longcat_arg_key>\n<longcat_arg_value>a.ts</longcat_arg_value>\n</longcat_tool_call>" },
    { name: "GLM's own tags inside LongCat's opener are not this layout", text: "<longcat_tool_call>read\n<arg_key>path</arg_key>\n<arg_value>a.ts</arg_value>\n</longcat_tool_call>" },
    { name: "prose inside the opener is no name", text: "<longcat_tool_call>see the docs</longcat_tool_call>" },
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
