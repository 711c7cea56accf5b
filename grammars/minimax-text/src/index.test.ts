import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { readCorpus } from "../../../test/support/grammar-corpus.js";
import { minimaxText } from "./index.js";

const corpus = readCorpus(new URL("../test/fixtures/corpus.jsonl", import.meta.url));

new GrammarTester().run(minimaxText, {
  positive: [
    ...corpus.positive,
    // prose before and after, fence on its own line, two calls
    {
      text: 'Checking both.\n<function_call>\n```typescript\nfunctions.read({"path": "C:\\\\a\\\\b.ts"})\nfunctions.ls({"path": "🎉/日本"})\n```\nOne moment.',
      calls: [
        { name: "read", arguments: { path: "C:\\a\\b.ts" } },
        { name: "ls", arguments: { path: "🎉/日本" } },
      ],
      strip: "Checking both. One moment.",
    },
    // a call with no arguments; nested JSON with ")" and newlines inside strings
    {
      text: '<function_call>```typescript\nfunctions.list_files()\nfunctions.write({"content": "f(x)\\n)", "opts": {"a": [1, {"b": null}]}})\n```',
      calls: [
        { name: "list_files", arguments: {} },
        { name: "write", arguments: { content: "f(x)\n)", opts: { a: [1, { b: null }] } } },
      ],
      strip: "",
    },
  ],
  negative: [
    { name: "an argument repeated after unescaping", text: '<function_call>```typescript\nfunctions.edit({"oldText": "a", "old\\u0054ext": "b"})\n```' },
    // a bare fence is code
    '```typescript\nfunctions.get_weather({"location": "上海"})\n```',
    // fence not closed
    '<function_call>```typescript\nfunctions.get_weather({"location": "上海"})\n',
    // truncated JSON
    '<function_call>```typescript\nfunctions.get_weather({"location": "上\n```',
    // junk after the call inside the fence
    '<function_call>```typescript\nfunctions.ls({"path": "."}) + 1\n```',
    // another language; not a functions. call; granite-style JSON (not ours)
    '<function_call>```python\nfunctions.ls({"path": "."})\n```',
    '<function_call>```typescript\nconsole.log("hi")\n```',
    '<function_call> {"name": "ls", "arguments": {}}',
    // inline code, think, prose, undeclared
    'Write `<function_call>functions.ls({})` to list.',
    '<think><function_call>```typescript\nfunctions.ls({})\n```</think>No.',
    "MiniMax-Text-01 emits <function_call> before the fence.",
    { text: '<function_call>```typescript\nfunctions.rm({})\n```', tools: ["read"] },
  ],
});

describe("minimax-text strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([minimaxText], { text: 'Ok <function_call>```typescript\nfunctions.ls({"path": "."})\n```' }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as { content: { type: string }[] }).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Ok");
  });
});

describe("minimax-text stays linear", () => {
  it("reads thousands of unclosed blocks quickly", () => {
    const text = '<function_call>```typescript\nfunctions.f({"a": 1})\n'.repeat(20000);
    expect(runGrammar([minimaxText], { text }).recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});
