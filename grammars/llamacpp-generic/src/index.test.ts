import { GrammarTester, countedScans } from "@pi-tool-repair/host/testing";
import { llamacppGeneric } from "./index.js";

// llama.cpp tests/test-chat.cpp (COMMON_CHAT_FORMAT_GENERIC, google-gemma-2-2b-it.jinja): the parallel form, pretty-printed
const PARALLEL = '{\n  "tool_calls": [\n    {\n      "name": "special_function",\n      "arguments": {\n        "arg1": 1\n      },\n      "id": "123456789"\n    }\n  ]\n}';

new GrammarTester().run(llamacppGeneric, {
  positive: [
    // a bare call right after a closed reasoning block: `</think>` starts a line (issue 36)
    { name: "a bare envelope right after </think>", text: '<think>Let me read it.</think>{"tool_call": {"name": "read", "arguments": {"path": "a.ts"}}}', calls: [{ name: "read", arguments: { path: "a.ts" } }], strip: "<think>Let me read it.</think>" },
    { name: "tool_calls, pretty-printed (llama.cpp)", text: PARALLEL, calls: [{ name: "special_function", arguments: { arg1: 1 } }], strip: "" },
    { name: "tool_call, one line", text: '{"tool_call": {"name": "get_weather", "arguments": {"city": "Paris"}}}', calls: [{ name: "get_weather", arguments: { city: "Paris" } }], strip: "" },
    {
      name: "two parallel calls",
      text: '{"tool_calls": [{"name": "read", "arguments": {"path": "a.ts"}, "id": "call_1"}, {"name": "ls", "arguments": {}, "id": "call_2"}]}',
      calls: [
        { name: "read", arguments: { path: "a.ts" } },
        { name: "ls", arguments: {} },
      ],
      strip: "",
    },
    { name: "on a line of its own after prose", text: 'Let me check.\n{"tool_call": {"name": "get_weather", "arguments": {"city": "Paris"}}}', calls: [{ name: "get_weather", arguments: { city: "Paris" } }], strip: "Let me check." },
    { name: "a declared tool", tools: ["get_weather"], text: '{"tool_call": {"name": "get_weather", "arguments": {"city": "Bern"}}}', calls: [{ name: "get_weather", arguments: { city: "Bern" } }], strip: "" },
  ],
  negative: [
    { name: "a response (llama.cpp)", text: '{\n  "response": "Hello, world!\\nWhat\'s up?"\n}' },
    { name: "in a sentence", text: 'The server wants {"tool_call": {"name": "ls", "arguments": {}}} as the reply.' },
    { name: "after prose on its line", text: 'Reply with: {"tool_call": {"name": "ls", "arguments": {}}}' },
    { name: "another member beside the envelope", text: '{"tool_call": {"name": "ls", "arguments": {}}, "response": "done"}' },
    { name: "an unknown member in the call", text: '{"tool_call": {"name": "ls", "arguments": {}, "note": "dry run"}}' },
    { name: "two spellings of the arguments", text: '{"tool_call": {"name": "ls", "arguments": {"path": "a"}, "parameters": {"path": "b"}}}' },
    { name: "tool_call holding a list", text: '{"tool_call": [{"name": "ls", "arguments": {}}]}' },
    { name: "empty tool_calls", text: '{"tool_calls": []}' },
    { name: "truncated", text: '{"tool_call": {"name": "ls", "arguments": {"path": "' },
    { name: "a key repeated", text: '{"tool_call": {"name": "read", "name": "bash", "arguments": {}}}' },
    { name: "an envelope nested in data does not run", text: '{"example":\n{"tool_call": {"name": "ls", "arguments": {}}}\n}' },
    { name: "fenced", text: '```json\n{"tool_call": {"name": "ls", "arguments": {}}}\n```' },
    { name: "inside <think>", text: '<think>\n{"tool_call": {"name": "ls", "arguments": {}}}\n</think>' },
    { name: "undeclared tool", tools: ["read"], text: '{"tool_call": {"name": "ls", "arguments": {}}}' },
    // a key is read only as llama.cpp writes it: an escaped spelling is no known spelling (issue 35)
    { name: "the key spelled with an escape", text: '{"tool\\u005fcall": {"name": "ls", "arguments": {}}}' },
  ],
});

describe("llamacpp-generic: scans where an envelope can be (issue 35)", () => {
  it("a thousand `{\"name\"` fragments and no envelope key: one scan, not one per `{`", () => {
    const c = countedScans(llamacppGeneric);
    const text = '{"name"\n'.repeat(1000);
    expect(c.run(text)).toEqual({ names: [], text });
    expect(c.scans()).toBe(1);
  });
  it("fragments before an envelope: each `{` before the key is read (data there may hold it), none after", () => {
    const c = countedScans(llamacppGeneric);
    const text = '{"name"\n'.repeat(3) + '{"tool_call": {"name": "ls", "arguments": {}}}\n' + '{"name"\n'.repeat(3);
    expect(c.run(text)).toEqual({ names: ["ls"], text: '{"name"\n'.repeat(3) + "\n" + '{"name"\n'.repeat(3).trimEnd() });
    // three fragments, the envelope, the first `{` after it; then one in the stripped text's round
    expect(c.scans()).toBe(6);
  });
});
