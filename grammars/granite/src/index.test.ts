import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { granite } from "./index.js";

new GrammarTester().run(granite, {
  positive: [
    // regression (family-gaps property): a declared tool's name is read whatever its characters
    { name: "pythonic: a declared non-ASCII name", tools: ["获取"], text: "<|tool_call|>[获取()]", calls: [{ name: "获取", arguments: {} }] },
    // corpus granite-02: Granite 3.1, no closing tag
    {
      text: '<tool_call> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "",
    },
    // corpus granite-03: pretty-printed parallel array
    {
      text: '<|tool_call|> [\n  {"name": "get_weather", "arguments": {"city": "Tokyo"}},\n  {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}\n]',
      calls: [
        { name: "get_weather", arguments: { city: "Tokyo" } },
        { name: "get_time", arguments: { timezone: "Asia/Tokyo" } },
      ],
      strip: "",
    },
    // corpus granite-05: prose before and after
    {
      text: 'Let me check the weather for you.\n<|tool_call|> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]\nI\'ll get that information.',
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "Let me check the weather for you.\n\nI'll get that information.",
    },
    {
      name: "20b-fc <function_call> lines, arguments before name",
      text: '<function_call> {"arguments": {"city": "Tokyo"}, "name": "get_weather"}\n<function_call> {"name": "get_time", "arguments": {"timezone": "UTC"}}',
      calls: [
        { name: "get_weather", arguments: { city: "Tokyo" } },
        { name: "get_time", arguments: { timezone: "UTC" } },
      ],
      strip: "",
    },
    {
      name: "arguments as a JSON string (Granite habit), unicode and backslashes kept",
      text: '<|tool_call|>[{"name": "write", "arguments": "{\\"path\\": \\"C:\\\\\\\\x\\\\\\\\東京.txt\\", \\"content\\": \\"🌸\\\\n\\\\\\"q\\\\\\"\\"}"}]',
      calls: [{ name: "write", arguments: { path: "C:\\x\\東京.txt", content: '🌸\n"q"' } }],
      strip: "",
    },
    {
      name: "<tool_call> array with a closer",
      text: 'Sure.<tool_call>[{"name": "ls", "arguments": {"path": "."}}]</tool_call>',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "Sure.",
    },
    {
      name: "Phi-4-mini <|tool_call|>{…}<|/tool_call|>, one block per call; the closer is stripped",
      text: 'Checking.<|tool_call|>{"name": "read", "arguments": {"path": "a"}}<|/tool_call|><|tool_call|>{"name": "read", "arguments": "{\\"path\\": \\"b\\"}"}<|/tool_call|>\nDone.',
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "read", arguments: { path: "b" } },
      ],
      strip: "Checking. Done.",
    },
    {
      name: "Phi-4-mini closer after an array",
      text: '<|tool_call|>[{"name": "ls", "arguments": {}}]\n<|/tool_call|>',
      calls: [{ name: "ls", arguments: {} }],
      strip: "",
    },
    {
      name: "single object after <|tool_call|>",
      text: '<|tool_call|>{"name": "ls", "arguments": {"path": "."}}',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    {
      name: "Granite pythonic: a list of calls after <|tool_call|> (vLLM granite_pythonic's call form)",
      text: '<|tool_call|>[get_weather(location="San Francisco", unit="celsius")]',
      calls: [{ name: "get_weather", arguments: { location: "San Francisco", unit: "celsius" } }],
      strip: "",
    },
    {
      name: "Granite pythonic: parallel calls, Python literals, prose before",
      text: "Let me look.\n<|tool_call|> [search_web(query='vLLM release notes', top_k=3, exact=False), get_time(tz=None)]",
      calls: [
        { name: "search_web", arguments: { query: "vLLM release notes", top_k: 3, exact: false } },
        { name: "get_time", arguments: { tz: null } },
      ],
      strip: "Let me look.",
    },
    {
      name: "Granite pythonic: one call without the list, Python escapes decoded, Phi-style closer stripped",
      text: '<|tool_call|>write(path="a.txt", content="x\\ny", tags=["a", "b"])<|/tool_call|>',
      calls: [{ name: "write", arguments: { path: "a.txt", content: "x\ny", tags: ["a", "b"] } }],
      strip: "",
    },
    {
      name: "Granite pythonic: no arguments",
      text: "<|tool_call|>[now()]",
      calls: [{ name: "now", arguments: {} }],
      strip: "",
    },
  ],
  negative: [
    { name: "pythonic: an undeclared non-ASCII name: the strict rule", text: "<|tool_call|>[获取()]" },
    { name: "pythonic: positional argument (no parameter name to map it to)", text: '<|tool_call|>[get_weather("Paris")]' },
    { name: "pythonic: cut list", text: '<|tool_call|>[get_weather(location="Paris"), get_time(' },
    { name: "pythonic: cut string", text: '<|tool_call|>[get_weather(location="Par' },
    { name: "pythonic: list without its ]", text: '<|tool_call|>[get_weather(location="Paris")' },
    { name: "pythonic: one broken call of two runs nothing", text: '<|tool_call|>[ls(path="."), rm(path=os.getcwd())]' },
    { name: "pythonic: repeated keyword", text: '<|tool_call|>[read(path="a", path="b")]' },
    { name: "pythonic: an expression, not a literal", text: '<|tool_call|>[bash(command="ls " + path)]' },
    { name: "pythonic: prose word after the token", text: "<|tool_call|> calling ls(path='.') now" },
    { name: "pythonic after <tool_call> is not Granite's (3.1 writes JSON there)", text: "<tool_call>[ls(path='.')]" },
    { name: "pythonic after <function_call> is not Granite's", text: "<function_call> ls(path='.')" },
    { name: "pythonic: fenced", text: "```\n<|tool_call|>[ls(path='.')]\n```" },
    { name: "pythonic: inside <think>", text: "<think><|tool_call|>[ls(path='.')]</think>ok" },
    { name: "pythonic: undeclared tool", tools: ["read"], text: "<|tool_call|>[ls(path='.')]" },
    { name: "pythonic: a bare call line without the token (vLLM granite_pythonic reads it; it looks like code)", text: 'get_weather(location="San Francisco")' },
    { name: "Granite 4 Hermes block is the qwen grammar's", text: '<tool_call> {"name": "ls", "arguments": {}} </tool_call>' },
    { name: "truncated array", text: '<|tool_call|> [{"name": "get_weather", "arguments": {"city": "Tok' },
    { name: "junk between marker and payload", text: '<|tool_call|> calling: [{"name": "ls", "arguments": {}}]' },
    { name: "element that is data", text: '<|tool_call|>[{"name": "ls", "arguments": {}}, {"id": 3}]' },
    { name: "empty array", text: "<|tool_call|>[]" },
    { name: "name repeated", text: '<|tool_call|>{"name": "read", "name": "bash", "arguments": {"command": "ls"}}<|/tool_call|>' },
    { name: "an argument repeated in a JSON-string arguments", text: '<|tool_call|>[{"name": "read", "arguments": "{\\"path\\": \\"a\\", \\"path\\": \\"b\\"}"}]' },
    { name: "MiniMax-Text fence after <function_call>", text: '<function_call>```typescript\nfunctions.ls({"path": "."})\n```' },
    { name: "fenced", text: '```\n<|tool_call|>[{"name": "ls", "arguments": {}}]\n```' },
    { name: "inline code", text: 'Granite 3.0 writes `<|tool_call|>[{"name": "ls", "arguments": {}}]`.' },
    { name: "inside <think>", text: '<think><|tool_call|>[{"name": "ls", "arguments": {}}]</think>ok' },
    { name: "undeclared tool", tools: ["read"], text: '<|tool_call|>[{"name": "ls", "arguments": {}}]' },
  ],
});

describe("granite: strip mode", () => {
  it("removes the markup and appends nothing", () => {
    const r = runGrammar([granite], { text: 'Let me check.\n<|tool_call|> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]\nDone.' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Let me check. Done.");
  });
});
