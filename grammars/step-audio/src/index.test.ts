import { GrammarTester } from "@pi-tool-repair/host/testing";
import { stepAudio } from "./index.js";

// the layout vLLM's `step_audio_2` parser reads (vllm/tool_parsers/step_audio_2_tool_parser.py, whose comment gives
// `function\nforecast_weather\n{"location": "shanghai"}`); no public chat template of Step-Audio 2 with tool calls was found
const WEATHER = { forecast_weather: { type: "object", properties: { location: { type: "string" }, days: { type: "integer" } } } } as const;
const ONE = '<tool_call>function\nforecast_weather\n{"location": "shanghai"}</tool_call>';

new GrammarTester().run(stepAudio, {
  positive: [
    { name: "one call", tools: WEATHER, text: ONE, calls: [{ name: "forecast_weather", arguments: { location: "shanghai" } }], strip: "" },
    { name: "prose before", tools: WEATHER, text: `我查一下上海的天气。${ONE}`, calls: [{ name: "forecast_weather", arguments: { location: "shanghai" } }], strip: "我查一下上海的天气。" },
    {
      name: "two blocks, in order",
      tools: WEATHER,
      text: `${ONE}\n<tool_call>function\nforecast_weather\n{"location": "beijing", "days": 2}\n</tool_call>`,
      calls: [
        { name: "forecast_weather", arguments: { location: "shanghai" } },
        { name: "forecast_weather", arguments: { location: "beijing", days: 2 } },
      ],
      strip: "",
    },
    { name: "empty arguments", text: "<tool_call>function\nnow\n{}</tool_call>", calls: [{ name: "now", arguments: {} }], strip: "" },
    {
      name: "a closer inside a JSON string is content",
      tools: { write: { type: "object", properties: { text: { type: "string" } } } },
      text: '<tool_call>function\nwrite\n{"text": "a </tool_call> b"}</tool_call>',
      calls: [{ name: "write", arguments: { text: "a </tool_call> b" } }],
      strip: "",
    },
  ],
  negative: [
    { name: "truncated: no </tool_call>", tools: WEATHER, text: '<tool_call>function\nforecast_weather\n{"location": "shanghai"}' },
    { name: "truncated inside the JSON", tools: WEATHER, text: '<tool_call>function\nforecast_weather\n{"location": "shang' },
    { name: "arguments that are no JSON object", tools: WEATHER, text: "<tool_call>function\nforecast_weather\nlocation=shanghai</tool_call>" },
    { name: "another call type than function", tools: WEATHER, text: '<tool_call>plugin\nforecast_weather\n{"location": "shanghai"}</tool_call>' },
    { name: "text after the JSON inside the block", tools: WEATHER, text: '<tool_call>function\nforecast_weather\n{"location": "shanghai"} and more</tool_call>' },
    { name: "Qwen's Hermes JSON is not this layout", tools: WEATHER, text: '<tool_call>\n{"name": "forecast_weather", "arguments": {"location": "shanghai"}}\n</tool_call>' },
    { name: "Qwen3-Coder XML is not this layout", tools: WEATHER, text: "<tool_call>\n<function=forecast_weather>\n<parameter=location>shanghai</parameter>\n</function>\n</tool_call>" },
    { name: "GLM's layout for a tool named function is not this one", tools: { function: { type: "object", properties: { location: { type: "string" } } } }, text: "<tool_call>function\n<arg_key>location</arg_key>\n<arg_value>shanghai</arg_value>\n</tool_call>" },
    { name: "GLM's layout is not this one", tools: WEATHER, text: "<tool_call>forecast_weather\n<arg_key>location</arg_key>\n<arg_value>shanghai</arg_value>\n</tool_call>" },
    { name: "prose mention", tools: WEATHER, text: "Step-Audio writes <tool_call>function then the name." },
    { name: "fenced", tools: WEATHER, text: "```\n" + ONE + "\n```" },
    { name: "inline code", tools: WEATHER, text: "`" + ONE + "`" },
    { name: "inside <think>", tools: WEATHER, text: `<think>${ONE}</think>ok` },
    { name: "undeclared tool", tools: ["read"], text: ONE },
  ],
});
