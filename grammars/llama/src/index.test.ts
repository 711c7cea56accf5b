import { GrammarTester, runGrammar, visibleText, collapse } from "@pi-tool-repair/host/testing";
import { llama } from "./index.js";

new GrammarTester().run(llama, {
  positive: [
    // a bare call right after a closed reasoning block: `</think>` starts a line (issue 36)
    { name: "bare JSON right after </think>", text: '<think>Let me read it.</think>{"name": "read", "parameters": {"path": "a.ts"}}', calls: [{ name: "read", arguments: { path: "a.ts" } }], strip: "<think>Let me read it.</think>" },
    { name: "a pythonic list right after </think>", text: '<think>Let me read it.</think>[read(path="a.ts")]', calls: [{ name: "read", arguments: { path: "a.ts" } }], strip: "<think>Let me read it.</think>" },
    // corpus llama-02: builtin via python_tag
    {
      text: "<|python_tag|>code_interpreter.call(code=\"print('hey')\")",
      calls: [{ name: "code_interpreter", arguments: { code: "print('hey')" } }],
      strip: "",
    },
    {
      name: "a pythonic list on the line after a run of [ (the run is skipped in bulk, not its last bracket)",
      text: `${"[ ".repeat(300)}\n[read(path="a.ts")]`,
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "[ ".repeat(300).trimEnd(),
    },
    // corpus llama-10: bare JSON, CJK
    {
      text: '{"name": "web_search", "parameters": {"query": "你好"}}',
      calls: [{ name: "web_search", arguments: { query: "你好" } }],
      strip: "",
    },
    // corpus llama-14: Python literals
    {
      text: "[register_user(name='Doe', age=9, address={'city': 'LA', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])]",
      calls: [
        {
          name: "register_user",
          arguments: { name: "Doe", age: 9, address: { city: "LA", state: "CA" }, role: null, passed_test: true, aliases: ["John", "Johnny"] },
        },
      ],
      strip: "",
    },
    // corpus llama-15: escaped quotes
    {
      text: "[get_weather(city='Martha\\'s Vineyard', metric='\\\"cool units\\\"')]",
      calls: [{ name: "get_weather", arguments: { city: "Martha's Vineyard", metric: '"cool units"' } }],
      strip: "",
    },
    // corpus llama-16: Llama 4 wrapper without <|python_end|>
    {
      text: "<|python_start|>[get_weather(city='LA', metric='C'), register_user(name='Doe', age=9)]",
      calls: [
        { name: "get_weather", arguments: { city: "LA", metric: "C" } },
        { name: "register_user", arguments: { name: "Doe", age: 9 } },
      ],
      strip: "",
    },
    {
      name: "Llama 4 wrapper with <|python_end|> and prose around",
      text: "Checking.<|python_start|>[get_weather(city='Paris')]<|python_end|>\nDone.",
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "Checking. Done.",
    },
    {
      name: "arguments alias and a type key (vllm-mlx#580)",
      text: '{"type": "function", "name": "read", "arguments": {"path": "a.ts"}}',
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "",
    },
    {
      name: "parallel calls joined by ;",
      text: '{"name": "read", "parameters": {"path": "a"}}; {"name": "read", "parameters": {"path": "b"}}',
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "read", arguments: { path: "b" } },
      ],
      strip: "",
    },
    {
      name: "parallel calls on separate lines",
      text: '{"name": "read", "parameters": {"path": "a"}}\n{"name": "bash", "parameters": {"command": "ls"}}',
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "bash", arguments: { command: "ls" } },
      ],
      strip: "",
    },
    {
      name: "JSON in the middle of prose, python_tag and eom trailer",
      text: 'Let me search. <|python_tag|>{"name": "web_search", "parameters": {"query": "pi"}}<|eom_id|>',
      calls: [{ name: "web_search", arguments: { query: "pi" } }],
      strip: "Let me search.",
    },
    {
      name: "prose before and after bare JSON",
      text: 'Sure:\n{"name": "get_weather", "parameters": {"city": "Paris"}}\nis what I will run.',
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "Sure: is what I will run.",
    },
    {
      name: "parameters as a JSON string, decoded once; nested values, emoji and backslashes kept",
      text: '{"name": "write", "parameters": "{\\"path\\": \\"C:\\\\\\\\a\\\\\\\\b.txt\\", \\"content\\": \\"🎉 \\\\\\"x\\\\\\"\\\\n\\", \\"o\\": {\\"l\\": [1]}}"}',
      calls: [{ name: "write", arguments: { path: "C:\\a\\b.txt", content: '🎉 "x"\n', o: { l: [1] } } }],
      strip: "",
    },
    {
      name: "a call with a bytes argument is dropped, its sibling kept",
      text: "[f(data=b'xx'), get_weather(city='LA')]",
      calls: [{ name: "get_weather", arguments: { city: "LA" } }],
      strip: "",
    },
    {
      name: "a call with 1e999 is dropped, its sibling kept",
      text: "[get_time(tz='UTC'), f(x=1e999)]",
      calls: [{ name: "get_time", arguments: { tz: "UTC" } }],
      strip: "",
    },
    {
      name: "pythonic call without arguments and JSON-style literals",
      text: "[list_files(), set_flag(on=true, value=null)]",
      calls: [
        { name: "list_files", arguments: {} },
        { name: "set_flag", arguments: { on: true, value: null } },
      ],
      strip: "",
    },
    {
      name: "data with a repeated key, then a call after it",
      text: 'Totals {"n": 1, "n": 2} and then\n{"name": "ls", "parameters": {"path": "."}}',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "Totals {\"n\": 1, \"n\": 2} and then",
    },
    {
      name: "a tool whose own parameters are `type` and `properties` gets that call",
      tools: { define: { type: "object", properties: { type: { type: "string" }, properties: { type: "object" } } } },
      text: '{"name": "define", "parameters": {"type": "object", "properties": {"a": {"type": "string"}}}}',
      calls: [{ name: "define", arguments: { type: "object", properties: { a: { type: "string" } } } }],
      strip: "",
    },
    {
      name: "after the python tag, schema-like parameters are still the call the model made",
      text: '<|python_tag|>{"name": "define", "parameters": {"type": "object", "properties": {"a": {}}}}',
      calls: [{ name: "define", arguments: { type: "object", properties: { a: {} } } }],
      strip: "",
    },
    {
      name: "triple-quoted multi-line string",
      text: "<|python_tag|>code_interpreter.call(code='''for i in range(3):\n    print(i)''')",
      calls: [{ name: "code_interpreter", arguments: { code: "for i in range(3):\n    print(i)" } }],
      strip: "",
    },
  ],
  negative: [
    // corpus llama-21, llama-22
    '{"name": "toolWithoutParams"}',
    'Here is a user: {"name": "Alice"}',
    // corpus negative-06
    {
      tools: ["get_weather"],
      text: 'Here are the two records you asked for:\n[{"name": "Widget", "arguments": {"size": "L"}}, {"name": "Gadget", "arguments": {"size": "S"}}]',
    },
    { name: "a data array of call-shaped records is not read as bare calls", text: '[{"name": "Widget", "parameters": {"size": "L"}}, {"title": "x"}]' },
    { name: "call-shaped JSON nested in data", text: '{"results": {"name": "get_weather", "parameters": {"city": "X"}}}' },
    {
      name: "a tool definition printed as bare JSON is data",
      tools: ["read"],
      text: 'The read tool is defined as {"name": "read", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}.',
    },
    { name: "a tool definition without type", text: '{"name": "read", "parameters": {"properties": {"path": {"type": "string"}}}}' },
    { name: "a tool definition as the second of ;-joined objects", text: '{"name": "read", "parameters": {"properties": {"path": {"type": "string"}}}}; {"name": "ls", "parameters": {"properties": {}}}' },
    { name: "name repeated", text: '{"name": "read", "name": "bash", "parameters": {"command": "ls"}}' },
    { name: "an argument repeated after unescaping", text: '{"name": "edit", "parameters": {"oldText": "a", "old\\u0054ext": "b"}}' },
    { name: "a repeated key makes the whole object data: a call nested in it does not run", text: '{"name": "read", "name": "bash", "parameters": {"name": "ls", "parameters": {}}}' },
    { name: "a repeated key inside a JSON array: the objects nested in it do not run", text: '[{"a": 1, "a": 2, "b": {"name": "ls", "parameters": {}}}]' },
    { name: "both parameters and arguments", text: '{"name": "read", "parameters": {"path": "a"}, "arguments": {"path": "b"}}' },
    { name: "a keyword repeated in a pythonic call", text: "[bash(command='ls', command='rm -rf .')]" },
    { name: "extra keys make it data", text: '{"name": "get_weather", "parameters": {"city": "X"}, "score": 3}' },
    { name: "parameters not an object", text: '{"name": "get_weather", "parameters": "Paris"}' },
    { name: "truncated JSON", text: '{"name": "get_weather", "parameters": {"city": "Par' },
    { name: "truncated .call( does not fall through to embedded JSON (unsloth PR #5620)", text: '<|python_tag|>brave_search.call(query={"name": "get_weather", "parameters": {"city": "X"}}' },
    { name: "python_tag before plain code", text: '<|python_tag|>import json\nprint(json.dumps({"name": "f", "parameters": {}}))' },
    { name: "positional arguments", text: "[get_weather('LA')]" },
    { name: "markdown link", text: "See [the docs](https://example.com) and [f(x)](y)." },
    { name: "empty list", text: "[]" },
    { name: "truncated pythonic list", text: "[get_weather(city='LA'), get_time(tz='UT" },
    { name: "fenced", text: '```json\n{"name": "get_weather", "parameters": {"city": "Paris"}}\n```' },
    { name: "inline code", text: 'Llama writes `{"name": "get_weather", "parameters": {"city": "Paris"}}` as plain text.' },
    { name: "inside <think>", text: '<think>{"name": "get_weather", "parameters": {"city": "Paris"}}</think>No call needed.' },
    { name: "undeclared tool", tools: ["read"], text: "[get_weather(city='LA')]" },
    { name: "only an undeclared tool in JSON", tools: ["read"], text: '{"name": "Alice", "parameters": {}}' },
  ],
});

describe("llama: strip mode and linearity", () => {
  it("strip mode removes the call and appends nothing", () => {
    const r = runGrammar([llama], { text: "Checking.<|python_start|>[get_weather(city='Paris')]<|python_end|>" }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Checking.");
  });

  it.each([
    ["unclosed pythonic lists", "[f(a=1, b=[g(".repeat(50_000)],
    ["JSON fragments", '{"name" \n'.repeat(100_000)],
    ["nested unclosed JSON", '[{"a":'.repeat(100_000)],
    ["nested unclosed call-shaped objects", '{"name": {"name": '.repeat(50_000)],
    ["objects that repeat a key, nested and closed", '{"a": 1, "a": '.repeat(60) + "1" + "}".repeat(60) + " " + '{"b": 1, "b": 2} '.repeat(30_000)],
    ["refused objects nested and closed", '{"a": '.repeat(100_000) + "x" + "}".repeat(100_000)],
  ])("stays fast on %s (about 600 kB)", (_label, text) => {
    const r = runGrammar([llama], { text });
    expect(r.recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});

describe("llama: a bare call inside a sentence is prose", () => {
  it.each([
    'Sure: {"name": "get_weather", "parameters": {"city": "Paris"}} is what I will run.',
    'The format is {"name": "ls", "parameters": {"path": "."}} and nothing else.',
  ])("%s", (text) => {
    const r = runGrammar([llama], { text });
    expect(r.recovered).toEqual([]);
    expect(visibleText(r.message)).toBe(text);
  });
});
