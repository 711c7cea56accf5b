import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { lmstudio } from "./index.js";

new GrammarTester().run(lmstudio, {
  positive: [
    {
      // the shape LM Studio's default tool-use prompt asks for (lmstudio.ai/docs, "Tool Use", default tool use support)
      name: "one request",
      text: '[TOOL_REQUEST]{"name": "get_delivery_date", "arguments": {"order_id": "123"}}[END_TOOL_REQUEST]',
      calls: [{ name: "get_delivery_date", arguments: { order_id: "123" } }],
      strip: "",
    },
    {
      // as a public project's test quotes LM Studio's own convention
      name: "unpadded, a declared tool",
      tools: ["get_weather"],
      text: '[TOOL_REQUEST]{"name": "get_weather", "arguments": {"location": "Leeds"}}[END_TOOL_REQUEST]',
      calls: [{ name: "get_weather", arguments: { location: "Leeds" } }],
      strip: "",
    },
    {
      name: "on lines of their own, after prose, two requests",
      text: 'Let me check both.\n[TOOL_REQUEST]\n{"name": "read", "arguments": {"path": "a.ts"}}\n[END_TOOL_REQUEST]\n[TOOL_REQUEST]\n{"name": "ls", "arguments": {}}\n[END_TOOL_REQUEST]',
      calls: [
        { name: "read", arguments: { path: "a.ts" } },
        { name: "ls", arguments: {} },
      ],
      strip: "Let me check both.",
    },
    {
      name: "nested values and escapes kept",
      text: '[TOOL_REQUEST]{"name": "write", "arguments": {"path": "C:\\\\tmp\\\\ü.txt", "content": "👋 \\"hi\\"\\n", "meta": {"tags": ["a", {"b": false}]}}}[END_TOOL_REQUEST]',
      calls: [{ name: "write", arguments: { path: "C:\\tmp\\ü.txt", content: '👋 "hi"\n', meta: { tags: ["a", { b: false }] } } }],
      strip: "",
    },
    {
      name: "closer missing at the end of the reply (EDGE)",
      text: '[TOOL_REQUEST]{"name": "ls", "arguments": {"path": "."}}',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
  ],
  negative: [
    { name: "truncated", text: '[TOOL_REQUEST]{"name": "read", "arguments": {"path": "a.' },
    { name: "junk after the object and no closer", text: '[TOOL_REQUEST]{"name": "ls", "arguments": {}} and more' },
    { name: "mid-sentence mention", text: 'LM Studio wants [TOOL_REQUEST]{"name": "ls", "arguments": {}}[END_TOOL_REQUEST] in the reply.' },
    { name: "in inline code", text: 'Answer with `[TOOL_REQUEST]{"name": "ls", "arguments": {}}[END_TOOL_REQUEST]`.' },
    { name: "fenced", text: '```\n[TOOL_REQUEST]{"name": "ls", "arguments": {}}[END_TOOL_REQUEST]\n```' },
    { name: "inside <think>", text: '<think>[TOOL_REQUEST]{"name": "ls", "arguments": {}}[END_TOOL_REQUEST]</think>' },
    { name: "undeclared tool", tools: ["read"], text: '[TOOL_REQUEST]{"name": "ls", "arguments": {}}[END_TOOL_REQUEST]' },
    { name: "two argument spellings", text: '[TOOL_REQUEST]{"name": "bash", "arguments": {"command": "ls"}, "input": {"command": "rm -rf /"}}[END_TOOL_REQUEST]' },
    { name: "unknown member", text: '[TOOL_REQUEST]{"name": "bash", "tool_input": {"command": "ls"}}[END_TOOL_REQUEST]' },
    { name: "VCP's <<<[TOOL_REQUEST]>>> key/value block is another convention", text: "<<<[TOOL_REQUEST]>>>\ntool_name:「始」Calc「末」,\nexpr:「始」1+1「末」\n<<<[END_TOOL_REQUEST]>>>" },
    { name: "VCP's block with a JSON body", text: '<<<[TOOL_REQUEST]>>>\n{"name": "ls", "arguments": {}}\n<<<[END_TOOL_REQUEST]>>>' },
    { name: "a bare name is no call", text: "[TOOL_REQUEST]ls[END_TOOL_REQUEST]" },
    { name: "a list is not this layout", text: '[TOOL_REQUEST][{"name": "ls", "arguments": {}}][END_TOOL_REQUEST]' },
  ],
});

describe("lmstudio: strip mode", () => {
  it("removes the request and appends nothing", () => {
    const r = runGrammar([lmstudio], { text: 'Ok.\n[TOOL_REQUEST]{"name": "ls", "arguments": {}}[END_TOOL_REQUEST]' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Ok.");
  });
});
