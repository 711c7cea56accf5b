import type { AssistantMessage } from "@pi-tool-repair/host";
import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { namedCallAhead, olmo } from "./index.js";
import { describe, expect, it } from "vitest";

const registered = { name: "John Doe", age: 37, address: { city: "San Francisco", state: "CA" }, role: null, passed_test: true, aliases: ["John", "Johnny"] };

new GrammarTester().run(olmo, {
  positive: [
    // corpus olmo-02
    {
      text: "<function_calls>register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])</function_calls>",
      calls: [{ name: "register_user", arguments: registered }],
      strip: "",
    },
    // corpus olmo-03: JSON literals
    {
      text: "<function_calls>register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=null, passed_test=true, aliases=['John', 'Johnny'])</function_calls>",
      calls: [{ name: "register_user", arguments: registered }],
      strip: "",
    },
    // corpus olmo-04
    { text: "<function_calls>get_weather()</function_calls>", calls: [{ name: "get_weather", arguments: {} }], strip: "" },
    {
      name: "one call per line, in order, text around",
      text: "Let me check both.\n<function_calls>\nget_weather(city='Paris')\nget_time(tz=\"Europe/Paris\")\n</function_calls>\nWaiting.",
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "get_time", arguments: { tz: "Europe/Paris" } },
      ],
      strip: "Let me check both. Waiting.",
    },
    {
      name: "unicode, Python escapes in a double-quoted value, triple-quoted multi-line value",
      text: "<function_calls>write(path=\"C:\\\\日本\\\\a.txt\", content='''line \"1\"\n😀 line 2\n''', n=-1.5)</function_calls>",
      calls: [{ name: "write", arguments: { path: "C:\\日本\\a.txt", content: 'line "1"\n😀 line 2\n', n: -1.5 } }],
      strip: "",
    },
    {
      name: "a bytes argument drops that call, its sibling is kept",
      text: "<function_calls>\nsend(data=b'xx')\nget_time()\n</function_calls>",
      calls: [{ name: "get_time", arguments: {} }],
      strip: "",
    },
    {
      name: "a positional argument drops that call",
      text: "<function_calls>\nread('a.ts')\nread(path='b.ts')\n</function_calls>",
      calls: [{ name: "read", arguments: { path: "b.ts" } }],
      strip: "",
    },
    {
      name: "list brackets and commas tolerated",
      text: "<function_calls>[a(x=1), b(y=[1, 2])]</function_calls>",
      calls: [
        { name: "a", arguments: { x: 1 } },
        { name: "b", arguments: { y: [1, 2] } },
      ],
      strip: "",
    },
    {
      name: "closer missing at the end of the text (stop sequence)",
      text: "<function_calls>get_time(tz='UTC')\n",
      calls: [{ name: "get_time", arguments: { tz: "UTC" } }],
      strip: "",
    },
    {
      name: "OLMo 3 template: raw '…' values with quotes, backslashes and newlines, kept as written",
      text: "<function_calls>\nwrite(path='C:\\Users\\me\\new.txt', content='it's a \"test\"\nline 2 \\n stays')\nget_time(tz='UTC')\n</function_calls>",
      calls: [
        { name: "write", arguments: { path: "C:\\Users\\me\\new.txt", content: 'it\'s a "test"\nline 2 \\n stays' } },
        { name: "get_time", arguments: { tz: "UTC" } },
      ],
      strip: "",
    },
    // a backslash in a '…' value has two readings (issue 36): the template writes values raw, Python (vLLM's
    // ast.parse) reads escapes. Where both are possible and give different calls, nothing runs; where one is
    // impossible the other stands; where both agree the call runs
    {
      name: "both readings possible and different (a tab and a newline, or backslashes): no call",
      text: "<function_calls>\nwrite(path='C:\\temp\\new \\n', content='a\\tb\\\\c')\n</function_calls>",
      calls: [],
      strip: "<function_calls>\nwrite(path='C:\\temp\\new \\n', content='a\\tb\\\\c')\n</function_calls>",
    },
    {
      name: "an escaped quote (Martha\\'s Vineyard): Python drops the backslash, the raw reading keeps it: no call",
      text: "<function_calls>get_weather(city='Martha\\'s Vineyard')</function_calls>",
      calls: [],
      strip: "<function_calls>get_weather(city='Martha\\'s Vineyard')</function_calls>",
    },
    {
      name: "a multi-line call whose raw reading is another call: no call",
      text: "<function_calls>f(\n  a='C:\\\\x',\n  b='y')</function_calls>",
      calls: [],
      strip: "<function_calls>f(\n  a='C:\\\\x',\n  b='y')</function_calls>",
    },
    {
      name: "both readings agree (an escape Python does not know stays as written): the call runs",
      text: "<function_calls>grep(pattern='\\d+\\.ts', path='src')</function_calls>",
      calls: [{ name: "grep", arguments: { pattern: "\\d+\\.ts", path: "src" } }],
      strip: "",
    },
    {
      name: "Python's reading is impossible (\\U not followed by hex digits): the raw one stands",
      text: "<function_calls>read(path='C:\\Users\\me\\a.txt')</function_calls>",
      calls: [{ name: "read", arguments: { path: "C:\\Users\\me\\a.txt" } }],
      strip: "",
    },
    {
      name: "a value the template never writes raw (a triple-quoted string) is read as Python, both readings agree",
      text: "<function_calls>write(path='a', content=\"\"\"x\\ny\"\"\")</function_calls>",
      calls: [{ name: "write", arguments: { path: "a", content: "x\ny" } }],
      strip: "",
    },
    {
      name: "raw values beside the template's JSON literals (tojson, true, null)",
      text: "<function_calls>bash(command='echo 'hi' && ls -la', timeout=30, dry=true, env={\"A\": \"x'y\"}, cwd=null)</function_calls>",
      calls: [{ name: "bash", arguments: { command: "echo 'hi' && ls -la", timeout: 30, dry: true, env: { A: "x'y" }, cwd: null } }],
      strip: "",
    },
    {
      name: "a raw value holding parentheses and a comma",
      text: "<function_calls>edit(path='a.py', oldText='print('a', b)', newText='')</function_calls>",
      calls: [{ name: "edit", arguments: { path: "a.py", oldText: "print('a', b)", newText: "" } }],
      strip: "",
    },
    {
      name: "declared tool",
      text: "<function_calls>read(path='a')</function_calls>",
      tools: ["read"],
      calls: [{ name: "read", arguments: { path: "a" } }],
      strip: "",
    },
  ],
  negative: [
    { name: "cut string", text: "<function_calls>read(path='a" },
    // vLLM's olmo3 parser also reads a whole reply of call lines without the wrapper: code-like lines, which no
    // OLMo preset names, stay text (a prose-like form runs only where a preset names it)
    { name: "call lines without <function_calls> (vLLM olmo3 reads them)", text: "read(path='a.ts')\nls(path='.')" },
    { name: "cut call, no closer", text: "<function_calls>read(path='a'" },
    { name: "prose inside the block", text: "<function_calls>I would call read here</function_calls>" },
    { name: "junk before the call", text: "<function_calls>> read(path='a')</function_calls>" },
    { name: "calls followed by prose with no closer", text: "<function_calls>read(path='a')\nand then I stop" },
    { name: "undeclared", text: "<function_calls>rm(path='/')</function_calls>", tools: ["read"] },
    { name: "fenced", text: "```\n<function_calls>read(path='a')</function_calls>\n```" },
    { name: "inline code", text: "Write `<function_calls>read(path='a')</function_calls>` to call." },
    { name: "inside <think>", text: "<think><function_calls>read(path='a')</function_calls></think>No." },
    { name: "expression, not a literal", text: "<function_calls>read(path=os.getcwd())</function_calls>" },
    { name: "empty block", text: "<function_calls></function_calls>" },
    { name: "a raw value cut at the end", text: "<function_calls>write(content='it's" },
    { name: "a raw value that never closes before the closer", text: "<function_calls>write(content='it's</function_calls> and more')" },
    { name: "a keyword repeated", text: "<function_calls>bash(command='ls', command='rm -rf .')</function_calls>" },
    { name: "a keyword repeated, raw values", text: "<function_calls>bash(command='it's', command='rm -rf .')</function_calls>" },
    { name: "a key repeated in a dict argument", text: "<function_calls>f(o={'a': 1, 'a': 2})</function_calls>" },
    { name: "a raw value with junk after the call", text: "<function_calls>read(path='it's') and more</function_calls>" },
  ],
});

describe("olmo strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([olmo], { text: "Ok <function_calls>get_time()</function_calls>" }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as AssistantMessage).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Ok");
  });
});

describe("olmo linear scan", () => {
  it("a block of thousands of lines, and thousands of unclosed openers", () => {
    const many = "<function_calls>\n" + "f(a=1)\n".repeat(20000) + "</function_calls>";
    expect(runGrammar([olmo], { text: many }).recovered).toHaveLength(20000);
    const open = "<function_calls>f(a=b'x' ".repeat(20000);
    expect(runGrammar([olmo], { text: open }).recovered).toEqual([]);
    const raw = "<function_calls>\n" + "f(a='it's\n".repeat(20000);
    expect(runGrammar([olmo], { text: raw }).recovered).toEqual([]);
    const quotes = "<function_calls>\nf(a='" + "x' y, ' z) ".repeat(30000) + "\n</function_calls>";
    expect(runGrammar([olmo], { text: quotes }).recovered).toEqual([]);
  });
});

describe("namedCallAhead", () => {
  // its fast refusal (no slice, no pattern) against the pattern alone, on generated and adversarial texts
  it("answers as the pattern over the next 160 characters", () => {
    const pattern = /^[A-Za-z_][A-Za-z0-9_.]{0,127}\s*\(/;
    const pieces = ["x", "a.b", ".", "(", " ", "\n", "\t", "\v", "\u00a0", "\u3000", "é", "_", "9", "<", "x".repeat(60), " ".repeat(20), "\u2028"];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >>> 12;
    let yes = 0;
    for (let round = 0; round < 20000; round++) {
      let text = "";
      const n = 1 + (next() % 9);
      for (let k = 0; k < n; k++) text += pieces[next() % pieces.length];
      const expected = pattern.test(text.slice(0, 160));
      if (expected) yes++;
      expect([text, namedCallAhead(text, 0)]).toEqual([text, expected]);
    }
    expect(yes).toBeGreaterThan(500);
  });
});
