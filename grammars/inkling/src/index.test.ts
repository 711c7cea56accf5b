import { holdBackFrom } from "@pi-tool-repair/host";
import { GrammarTester } from "@pi-tool-repair/host/testing";
import { inkling } from "./index.js";

// the format as SGLang's InklingDetector documents it: <|message_model|>name<|content_invoke_tool_json|>{"name":"...","args":{...}}<|end_message|>
new GrammarTester().run(inkling, {
  positive: [
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    { name: 'a declared non-ASCII name, header and body', text: '<|message_model|>获取天气<|content_invoke_tool_json|>{"name": "获取天气", "args": {"city": "北京"}}<|end_message|>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }] },
    {
      name: "header, JSON envelope with args, closer",
      text: '<|message_model|>get_weather<|content_invoke_tool_json|>{"name":"get_weather","args":{"city":"Paris"}}<|end_message|>',
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "",
    },
    {
      name: "text message before, two calls",
      text: '<|message_model|><|content_text|>Checking.<|end_message|><|message_model|>read<|content_invoke_tool_json|>{"name":"read","args":{"path":"a"}}<|end_message|><|message_model|>read<|content_invoke_tool_json|>{"name":"read","args":{"path":"b"}}<|end_message|>',
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "read", arguments: { path: "b" } },
      ],
      strip: "<|message_model|><|content_text|>Checking.<|end_message|>",
    },
    // regression (family-gaps property): a declared tool's name is read whatever its characters
    { name: "a declared non-ASCII name in the header and the envelope", tools: ["获取"], text: '<|message_model|>获取<|content_invoke_tool_json|>{"name":"获取","args":{}}<|end_message|>', calls: [{ name: "获取", arguments: {} }] },
    {
      name: "no header; arguments spelled `arguments`; closer missing at the end of the reply",
      text: 'Sure. <|content_invoke_tool_json|>{"name": "ls", "arguments": {"path": "."}}',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "Sure.",
    },
  ],
  negative: [
    // without declared tools the strict name rule stands: a non-ASCII name is no call
    { name: 'an undeclared non-ASCII name stays text', text: '<|message_model|>获取天气<|content_invoke_tool_json|>{"name": "获取天气", "args": {"city": "北京"}}<|end_message|>' },
    { name: "the header names another tool", text: '<|message_model|>read<|content_invoke_tool_json|>{"name":"bash","args":{"command":"ls"}}<|end_message|>' },
    { name: "truncated JSON", text: '<|content_invoke_tool_json|>{"name":"read","args":{"path":"a' },
    { name: "text after the JSON instead of the closer", text: '<|content_invoke_tool_json|>{"name":"read","args":{"path":"a"}} and more' },
    { name: "two spellings of the arguments", text: '<|content_invoke_tool_json|>{"name":"read","args":{"path":"a"},"arguments":{"path":"b"}}<|end_message|>' },
    { name: "an unknown member", text: '<|content_invoke_tool_json|>{"name":"read","args":{"path":"a"},"confirm":false}<|end_message|>' },
    { name: "prose mention", text: "Inkling writes <|content_invoke_tool_json|> before a call." },
    { name: "fenced", text: '```\n<|content_invoke_tool_json|>{"name":"read","args":{"path":"a"}}<|end_message|>\n```' },
    { name: "inside <think>", text: '<think><|content_invoke_tool_json|>{"name":"read","args":{"path":"a"}}<|end_message|></think>ok' },
    { name: "a text message's header is no call", text: "<|message_model|><|content_text|>Checking.<|end_message|>" },
    { name: "a header with no opener after its name", text: "<|message_model|>read and then <|end_message|>" },
    { name: "an undeclared non-ASCII name: the strict rule", text: '<|message_model|>获取<|content_invoke_tool_json|>{"name":"获取","args":{}}<|end_message|>' },
    { name: "undeclared tool", tools: ["read"], text: '<|content_invoke_tool_json|>{"name":"bash","args":{"command":"ls"}}<|end_message|>' },
  ],
});

// regression (serve streaming property): the markup starts at the header, so a stream holds it back from there
describe("inkling hold-back", () => {
  it("holds back from the header, before the opener has arrived", () => {
    expect(holdBackFrom("\n<|message_model|>bash", [inkling])).toBe(1);
    expect(holdBackFrom('\n<|message_model|>bash<|content_invoke_tool_json|>{"name":"bash","args":{"command":"a"}}<|end_message|>', [inkling])).toBe(1);
    expect(holdBackFrom("Checking.\n<|message_mo", [inkling])).toBe(10);
  });
});
