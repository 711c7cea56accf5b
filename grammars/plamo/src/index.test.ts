import { GrammarTester } from "@pi-tool-repair/host/testing";
import { plamo } from "./index.js";

// the layout as vLLM's `plamo3` parser reads it (vllm/tool_parsers/plamo3_tool_parser.py and the tag constants of
// vllm/reasoning/plamo3_reasoning_parser.py): every tag right after the previous one, JSON arguments
const R = "<|plamo:begin_tool_requests:plamo|>";
const R_END = "<|plamo:end_tool_requests:plamo|>";
const req = (name: string, args: string) =>
  `<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>${name}<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>${args}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>`;
const WEATHER = { get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } } } } as const;
const ONE = R + req("get_weather", '{"city": "Tokyo"}') + R_END;

new GrammarTester().run(plamo, {
  positive: [
    { name: "one request", tools: WEATHER, text: ONE, calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }], strip: "" },
    { name: "prose before, the end-of-turn token after", tools: WEATHER, text: `東京の天気を調べます。${ONE}<|plamo:tag|>`, calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }], strip: "東京の天気を調べます。" },
    {
      name: "two requests in one section, in order",
      tools: WEATHER,
      text: R + req("get_weather", '{"city": "Tokyo", "days": 3}') + req("get_weather", '{"city": "Osaka"}') + R_END,
      calls: [
        { name: "get_weather", arguments: { city: "Tokyo", days: 3 } },
        { name: "get_weather", arguments: { city: "Osaka" } },
      ],
      strip: "",
    },
    { name: "empty arguments", text: R + req("now", "{}") + R_END, calls: [{ name: "now", arguments: {} }], strip: "" },
    {
      name: "a string value holding the layout's own tags is content of the JSON",
      tools: { write: { type: "object", properties: { text: { type: "string" } } } },
      text: R + req("write", '{"text": "<|plamo:end_tool_arguments:plamo|> x"}') + R_END,
      calls: [{ name: "write", arguments: { text: "<|plamo:end_tool_arguments:plamo|> x" } }],
      strip: "",
    },
  ],
  negative: [
    { name: "truncated: no section closer", tools: WEATHER, text: R + req("get_weather", '{"city": "Tokyo"}') },
    { name: "truncated inside the arguments", tools: WEATHER, text: R + '<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>get_weather<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"city": "To' },
    { name: "arguments that are no JSON object", tools: WEATHER, text: R + req("get_weather", "city=Tokyo") + R_END },
    { name: "arguments without the constrain tokens (not the layout)", tools: WEATHER, text: R + '<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>get_weather<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|>{"city": "Tokyo"}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>' + R_END },
    { name: "an empty section", tools: WEATHER, text: R + R_END },
    { name: "prose mention", tools: WEATHER, text: "PLaMo opens its calls with <|plamo:begin_tool_requests:plamo|> and a request." },
    { name: "fenced", tools: WEATHER, text: "```\n" + ONE + "\n```" },
    { name: "inline code", tools: WEATHER, text: "`" + ONE + "`" },
    { name: "inside <think>", tools: WEATHER, text: `<think>${ONE}</think>ok` },
    { name: "inside PLaMo 3's reasoning", tools: WEATHER, text: `<|plamo:begin_think:plamo|>Maybe ${ONE}<|plamo:end_think:plamo|>ok` },
    { name: "undeclared tool", tools: ["read"], text: ONE },
    { name: "Qwen's <tool_call> is not PLaMo's", tools: WEATHER, text: '<tool_call>{"name": "get_weather", "arguments": {"city": "Tokyo"}}</tool_call>' },
  ],
});
