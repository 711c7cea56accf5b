import { GrammarTester } from "@pi-tool-repair/host/testing";
import { openpangu } from "./index.js";

const S = "<|tool_call_start|>";
const E = "<|tool_call_end|>";

new GrammarTester().run(openpangu, {
  positive: [
    // the layout vLLM's openpangu_v2 parser reads: a JSON list of envelopes between the two tokens, content before
    {
      name: "prose glued before the block",
      text: `I'll look it up.${S}[{"name": "get_weather", "arguments": {"city": "Paris"}}]${E}`,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "I'll look it up.",
    },
    {
      name: "two calls, `parameters` spelling, nested values",
      text: `${S}[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}, {"name": "write", "parameters": {"path": "C:\\\\tmp\\\\ü.txt", "meta": {"tags": ["a", null]}}}]${E}`,
      calls: [
        { name: "get_weather", arguments: { city: "Paris", days: 3 } },
        { name: "write", arguments: { path: "C:\\tmp\\ü.txt", meta: { tags: ["a", null] } } },
      ],
      strip: "",
    },
    { name: "arguments as a JSON string", text: `${S}[{"name": "ls", "arguments": "{\\"path\\": \\"src\\"}"}]${E}`, calls: [{ name: "ls", arguments: { path: "src" } }], strip: "" },
    { name: "whitespace inside the tokens", text: `${S}\n[{"name": "ls", "arguments": {}}]\n${E}`, calls: [{ name: "ls", arguments: {} }], strip: "" },
  ],
  negative: [
    { name: "closer missing", text: `${S}[{"name": "ls", "arguments": {}}]` },
    { name: "truncated", text: `${S}[{"name": "ls", "arguments": {"path": "` },
    { name: "an unknown member (issue 31 item 9)", text: `${S}[{"name": "ls", "arguments": {}, "note": "dry run"}]${E}` },
    { name: "two spellings of the arguments", text: `${S}[{"name": "ls", "arguments": {"path": "a"}, "parameters": {"path": "b"}}]${E}` },
    { name: "an object, not a list", text: `${S}{"name": "ls", "arguments": {}}${E}` },
    { name: "empty list", text: `${S}[]${E}` },
    { name: "LFM2's pythonic list is not openPangu's layout", text: `${S}[ls(path="a")]${E}` },
    { name: "Apertus's one-member spelling is not a call here", text: `${S}[{"ls": {"path": "a"}}]${E}` },
    { name: "fenced", text: "```\n" + `${S}[{"name": "ls", "arguments": {}}]${E}` + "\n```" },
    { name: "inline code", text: `openPangu writes \`${S}[{"name": "ls", "arguments": {}}]${E}\`.` },
    { name: "inside <think>", text: `<think>${S}[{"name": "ls", "arguments": {}}]${E}</think>` },
    { name: "undeclared tool", tools: ["read"], text: `${S}[{"name": "ls", "arguments": {}}]${E}` },
    { name: "prose on both sides", text: `The format is ${S}[{"name": "ls", "arguments": {}}]${E} and so on.` },
  ],
});
