import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { readCorpus } from "../../../test/support/grammar-corpus.js";
import { minimaxM1 } from "./index.js";

const corpus = readCorpus(new URL("../test/fixtures/corpus.jsonl", import.meta.url));

new GrammarTester().run(minimaxM1, {
  positive: [
    ...corpus.positive,
    // an invalid line inside a closed block is skipped; text around kept
    {
      text: 'Working.\n<tool_calls>\n{"name": "read", "arguments": {"path": "a\\\\b 🎉"}}\n{"name": "broken", "arguments": {\nnot json\n{"name": "ls", "arguments": "{\\"path\\": \\"日本\\"}"}\n</tool_calls>\nDone.',
      calls: [
        { name: "read", arguments: { path: "a\\b 🎉" } },
        { name: "ls", arguments: { path: "日本" } },
      ],
      strip: "Working. Done.",
    },
    // closer missing: the block ends after the last call line, prose after it stays
    {
      text: '<tool_calls>\n{"name": "ls", "arguments": {"path": "."}}\nThat lists the folder.',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "That lists the folder.",
    },
    // a line with a repeated key is skipped like any invalid line; its sibling runs
    {
      name: "a repeated-key line is skipped, its sibling runs",
      text: '<tool_calls>\n{"name": "read", "name": "bash", "arguments": {"command": "rm -rf ."}}\n{"name": "ls", "arguments": {"path": "."}}\n</tool_calls>',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    // issue 31.9: any known spelling of the arguments; a line with an unknown member or two spellings is skipped
    {
      name: "the arguments under args or input run; an unknown member or two spellings never run",
      text: '<tool_calls>\n{"name": "read", "args": {"path": "a"}}\n{"name": "bash", "arguments": {"command": "ls"}, "args": {"command": "rm -rf ~"}}\n{"name": "bash", "arguments": {"command": "ls"}, "options": {"sudo": true}}\n{"name": "ls", "input": {"path": "."}}\n</tool_calls>',
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "ls", arguments: { path: "." } },
      ],
      strip: "",
    },
    // nested JSON, newlines inside strings
    {
      text: '<tool_calls>\n{"name": "write", "arguments": {"content": "a\\nb", "meta": {"k": [1, {"z": null}]}}}\n</tool_calls>',
      calls: [{ name: "write", arguments: { content: "a\nb", meta: { k: [1, { z: null }] } } }],
      strip: "",
    },
  ],
  negative: [
    ...corpus.negative,
    // only inside <think>
    '<think><tool_calls>\n{"name": "ls", "arguments": {}}\n</tool_calls></think>No call.',
    // Jamba's array body
    '<tool_calls>[{"name": "ls", "arguments": {}}]</tool_calls>',
    // truncated JSON, no closer
    '<tool_calls>\n{"name": "ls", "arguments": {"path": ".',
    // no call line at all
    "<tool_calls>\nnothing here\n</tool_calls>",
    // fenced, inline, prose, undeclared
    '```\n<tool_calls>\n{"name": "ls", "arguments": {}}\n</tool_calls>\n```',
    'Write `<tool_calls>{"name": "ls", "arguments": {}}</tool_calls>`.',
    "The model opens a <tool_calls> block.",
    { text: '<tool_calls>\n{"name": "rm", "arguments": {}}\n</tool_calls>', tools: ["read"] },
    // data: no name
    '<tool_calls>\n{"city": "Paris"}\n</tool_calls>',
    // data: a name and no arguments (as in the llama grammar: {"name": "Alice"})
    { name: "a name without arguments is data", text: '<tool_calls>\n{"name": "read"}\n</tool_calls>' },
    { name: "a name without arguments is data, no closer", text: 'Here: <tool_calls>\n{"name": "Alice"}' },
    // a repeated key decides nothing
    { name: "name repeated", text: '<tool_calls>\n{"name": "read", "name": "bash", "arguments": {"command": "ls"}}\n</tool_calls>' },
    { name: "argument repeated after unescaping", text: '<tool_calls>\n{"name": "edit", "arguments": {"oldText": "a", "old\\u0054ext": "b"}}\n</tool_calls>' },
    { name: "argument repeated inside a JSON-string arguments", text: '<tool_calls>\n{"name": "read", "arguments": "{\\"path\\": \\"a\\", \\"path\\": \\"b\\"}"}\n</tool_calls>' },
  ],
});

describe("minimax-m1 strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([minimaxM1], { text: 'Ok\n<tool_calls>\n{"name": "ls", "arguments": {}}\n</tool_calls>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as { content: { type: string }[] }).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Ok");
  });
});

describe("minimax-m1 stays linear", () => {
  it("reads thousands of unclosed openers and fragments quickly", () => {
    const text = '<tool_calls>\n{"name" \n{"name": "a", "arguments": {"x": "'.repeat(20000);
    expect(runGrammar([minimaxM1], { text }).recovered).toEqual([]);
    // its time is measured by the bench (test/bench/scanners.mjs), not here: a budget fails on a loaded machine
  });
});
