import { createHost } from "@pi-tool-repair/host";
import { GrammarTester, assistantMessage, collapse, runGrammar, visibleText, countedScans } from "@pi-tool-repair/host/testing";
import { functionary } from "./index.js";

const TOOLS = ["special_function", "get_weather", "read", "python"];

new GrammarTester().run(functionary, {
  positive: [
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    { name: 'a declared non-ASCII recipient', text: '>>>获取天气\n{"city": "北京"}', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }] },
    { name: 'a declared non-ASCII first recipient (no >>>)', text: '获取天气\n{"city": "北京"}', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }] },
    // llama.cpp tests/test-chat.cpp (FUNCTIONARY_V3_2): the reply after the generation prompt's `>>>`
    {
      name: "llama.cpp: first call without its >>> (the generation prompt ends with it)",
      tools: TOOLS,
      text: 'special_function\n{"arg1": 1}',
      calls: [{ name: "special_function", arguments: { arg1: 1 } }],
      strip: "",
    },
    {
      name: "llama.cpp: trailing whitespace after the arguments",
      tools: TOOLS,
      text: 'special_function\n{"arg1": 1} \n                    ',
      calls: [{ name: "special_function", arguments: { arg1: 1 } }],
      strip: "",
    },
    {
      name: "template rendering: two calls glued (>>>NAME⏎{…}>>>NAME⏎{…})",
      tools: TOOLS,
      text: '>>>get_weather\n{"city": "Paris"}>>>read\n{"path": "a.txt"}',
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "read", arguments: { path: "a.txt" } },
      ],
      strip: "",
    },
    {
      name: "first call without >>>, a second glued after it",
      tools: TOOLS,
      text: 'get_weather\n{"city": "Paris"}>>>read\n{"path": "a.txt"}',
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "read", arguments: { path: "a.txt" } },
      ],
      strip: "",
    },
    {
      name: "the user's text on its own lines, then the call on a line of its own",
      tools: TOOLS,
      text: 'all\nLet me check the weather.\n>>>get_weather\n{"city": "Paris"}',
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "all\nLet me check the weather.",
    },
    {
      name: "calls on lines of their own, then an end token",
      tools: TOOLS,
      text: 'Checking.\n>>>get_weather\n{"city": "Paris"}\n>>>get_weather\n{"city": "Oslo"}<|eot_id|>',
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "get_weather", arguments: { city: "Oslo" } },
      ],
      strip: "Checking.",
    },
    {
      name: "nested arguments, unicode kept",
      tools: TOOLS,
      text: '>>>read\n{"path": "東京/a.txt", "range": {"from": 1, "to": [2, 3]}, "ok": true}',
      calls: [{ name: "read", arguments: { path: "東京/a.txt", range: { from: 1, to: [2, 3] }, ok: true } }],
      strip: "",
    },
    {
      name: "any tool name when tools are not required",
      text: '>>>ls\n{"path": "."}',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
  ],
  negative: [
    // without declared tools the strict name rule stands: a non-ASCII name is no call
    { name: 'an undeclared non-ASCII name stays text', text: '>>>获取天气\n{"city": "北京"}' },
    { name: "llama.cpp: the user's recipient only", tools: TOOLS, text: "all\nHello, world!\nWhat's up?" },
    {
      name: "llama.cpp: a call glued to the user's text is not on a line of its own (documented difference)",
      tools: TOOLS,
      text: 'all\nHello, world!\nnono\nWhat\'s up?>>>special_function\n{"arg1": 1}\n',
    },
    { name: "llama.cpp: python raw code does not run", tools: TOOLS, text: "python\n# This is a program:\nprint('hey')" },
    { name: ">>>python raw code does not run", tools: TOOLS, text: "Running it.\n>>>python\nprint('hey')" },
    { name: "a Python prompt in prose", tools: TOOLS, text: 'In the REPL type\n>>> read\n{"path": "a"}' },
    { name: "prose before the recipient on its line", tools: TOOLS, text: 'Then I write >>>read\n{"path": "a"} to call it.' },
    { name: "text after the arguments on their line", tools: TOOLS, text: '>>>read\n{"path": "a"} and then I stop' },
    { name: "a nested quote >>>>", tools: TOOLS, text: '>>>>read\n{"path": "a"}' },
    { name: "truncated arguments", tools: TOOLS, text: '>>>read\n{"path": "a' },
    { name: "arguments that are not an object", tools: TOOLS, text: '>>>read\n["a"]' },
    { name: "arguments not on the next line", tools: TOOLS, text: '>>>read {"path": "a"}' },
    { name: "a repeated key", tools: TOOLS, text: '>>>read\n{"path": "a", "path": "b"}' },
    { name: "one broken call of two: the run runs nothing", tools: TOOLS, text: '>>>read\n{"path": "a"}>>>read\n{"path": ' },
    { name: "a raw python call after a call: nothing runs", tools: TOOLS, text: '>>>read\n{"path": "a"}>>>python\nprint(1)' },
    { name: "undeclared tool", tools: ["read"], text: '>>>bash\n{"command": "rm -rf ~"}' },
    { name: "undeclared tool at the start", tools: ["read"], text: 'bash\n{"command": "rm -rf ~"}' },
    { name: "the start form needs the name alone before its line break", tools: TOOLS, text: 'I will read\n{"path": "a"}' },
    { name: "fenced", tools: TOOLS, text: '```\n>>>read\n{"path": "a"}\n```' },
    { name: "inline code", tools: TOOLS, text: 'Functionary writes `>>>read\n{"path": "a"}` here.' },
    { name: "inside <think>", tools: TOOLS, text: '<think>\n>>>read\n{"path": "a"}\n</think>\nok' },
    { name: "in an HTML comment", tools: TOOLS, text: '<!--\n>>>read\n{"path": "a"}\n-->' },
    { name: "inside an indented code block", tools: TOOLS, text: 'Example:\n\n    >>>read\n    {"path": "a"}' },
    { name: "a recipient continuing someone's quote", tools: TOOLS, text: '> The docs say:\n>>>read\n{"path": "a"}' },
    { name: "in a <details> fold", tools: TOOLS, text: '<details>\n>>>read\n{"path": "a"}\n</details>' },
    { name: "another family's markup", tools: TOOLS, text: '<tool_call>\n{"name": "read", "arguments": {"path": "a"}}\n</tool_call>' },
  ],
});

describe("functionary: runs only where the config names it", () => {
  const text = '>>>read\n{"path": "a.txt"}';
  it("does not run when every grammar is on (no grammar list)", () => {
    const host = createHost().use(functionary);
    const r = host.processMessage(assistantMessage(text), host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } }));
    expect(r.recovered).toEqual([]);
    expect(visibleText(r.message)).toBe(text);
  });
  it("runs when the list names it", () => {
    const host = createHost().use(functionary);
    const r = host.processMessage(assistantMessage(text), host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false, grammars: ["functionary"] } } }));
    expect(r.recovered.map((c) => c.name)).toEqual(["read"]);
  });
  it("declares itself namedOnly", () => {
    expect(functionary.namedOnly).toBe(true);
  });
});

describe("functionary: strip mode", () => {
  it("removes the markup and appends nothing", () => {
    const r = runGrammar([functionary], { text: 'Checking.\n>>>read\n{"path": "a"}' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Checking.");
  });
});

describe("functionary: a run is read once (linear in its calls)", () => {
  it("200 good calls and a broken one: no call, and one scan of the run, not one per recipient", () => {
    const c = countedScans(functionary);
    const text = `${'>>>read\n{"path": "a"}\n'.repeat(200)}>>>read\n{"path": `;
    expect(c.run(text).names).toEqual([]);
    // the first `>>>`, whose run reaches the broken call, and the first call's `⏎{` (the start form's marker,
    // near the text's start); before, every one of the 201 recipients read its run again
    expect(c.scans()).toBe(2);
  });

  it("a broken call, then a good run: the good run after it still runs", () => {
    const c = countedScans(functionary);
    expect(c.run('>>>read\n{"path": \n\nThen:\n>>>read\n{"path": "b"}').names).toEqual(["read"]);
  });
});
