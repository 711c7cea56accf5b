import { GrammarTester } from "@pi-tool-repair/host/testing";
import { glimmer } from "./index.js";

const WEATHER = { get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } } } } as const;
// the block as Muse Glimmer's system prompt describes it and its parsers' tests write it (SGLang muse_glimmer, Ollama glimmer)
const BLOCK = '<atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="city">Paris</atem:parameter>\n</atem:invoke>\n</atem:function_calls>';

new GrammarTester().run(glimmer, {
  positive: [
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    { name: 'a declared non-ASCII name', text: '<atem:function_calls>\n<atem:invoke name="获取天气">\n<atem:parameter name="city">北京</atem:parameter>\n</atem:invoke>\n</atem:function_calls>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }], strip: "" },
    { name: "one call", tools: WEATHER, text: BLOCK, calls: [{ name: "get_weather", arguments: { city: "Paris" } }], strip: "" },
    {
      name: "inside its Harmony-style message frame: the frame goes with the block",
      tools: WEATHER,
      text: `<|start|>assistant to=get_weather<|message|>${BLOCK}<|eom|>`,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "",
    },
    {
      // the reply as Muse Glimmer's chat template renders two calls (vllm examples/tool_chat_template_muse_glimmer.jinja):
      // the generation prompt ends in `<|start|>assistant`, so the reply starts with ` to=N<|message|>`
      name: "the template's two call messages after the generation prompt",
      tools: WEATHER,
      text: ` to=get_weather<|message|>${BLOCK}<|eom|><|start|>assistant to=get_weather<|message|>${BLOCK.replace("Paris", "Oslo")}<|eot|>`,
      calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "get_weather", arguments: { city: "Oslo" } },
      ],
      strip: "",
    },
    {
      // SGLang test_muse_glimmer_detector.py (7e7b795): the template lists `NS.*` recipients with NS a tool name's
      // first dotted part, so an undotted tool is written NS.NS (`get_weather.get_weather`), frame and invoke
      name: "the template's doubled namespace of an undotted declared tool: frame and block",
      tools: WEATHER,
      text: ` to=self<|message|>Need weather.<|eom|><|start|>assistant to=get_weather.get_weather<|message|>${BLOCK.replace('"get_weather"', '"get_weather.get_weather"')}`,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: " to=self<|message|>Need weather.<|eom|>",
    },
    {
      name: "a frame that names another tool stays text (only the block runs)",
      tools: WEATHER,
      text: `<|start|>assistant to=read<|message|>${BLOCK}<|eom|>`,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "<|start|>assistant to=read<|message|> <|eom|>",
    },
    {
      // llama.cpp test-chat.cpp (0042e20), muse-glimmer "inform then act": the answer ends with <|eom|>, then the call message
      name: "a call message after an answer closed by <|eom|> runs; the answer's frame stays text",
      tools: WEATHER,
      text: ` to=user<|message|>Let me check.<|eom|><|start|>assistant to=get_weather<|message|>${BLOCK}`,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "to=user<|message|>Let me check.<|eom|>",
    },
    {
      name: "a bare ` to=N<|message|>` after prose is no frame: it stays text",
      tools: WEATHER,
      text: `Checking. to=get_weather<|message|>${BLOCK}`,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "Checking. to=get_weather<|message|>",
    },
    {
      name: "parallel invokes, typed by the schema",
      tools: WEATHER,
      text: 'Checking both.\n<atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="city">Paris</atem:parameter>\n<atem:parameter name="days">3</atem:parameter>\n</atem:invoke>\n<atem:invoke name="get_weather">\n<atem:parameter name="city">Oslo</atem:parameter>\n</atem:invoke>\n</atem:function_calls>',
      calls: [
        { name: "get_weather", arguments: { city: "Paris", days: 3 } },
        { name: "get_weather", arguments: { city: "Oslo" } },
      ],
      strip: "Checking both.",
    },
    {
      name: "a string value keeps its text exactly (markup of another family in it is content)",
      tools: { write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } } },
      text: '<atem:function_calls>\n<atem:invoke name="write">\n<atem:parameter name="path">a.md</atem:parameter>\n<atem:parameter name="content"> <tool_call>{"name":"x"}</tool_call>\nline 2\n</atem:parameter>\n</atem:invoke>\n</atem:function_calls>',
      calls: [{ name: "write", arguments: { path: "a.md", content: ' <tool_call>{"name":"x"}</tool_call>\nline 2\n' } }],
      strip: "",
    },
    { name: "no parameters", text: '<atem:function_calls><atem:invoke name="now"></atem:invoke></atem:function_calls>', calls: [{ name: "now", arguments: {} }], strip: "" },
  ],
  negative: [
    // this layout reads any name between its delimiters (unchanged), but a name the declared tools lack stays text
    { name: 'an undeclared non-ASCII name stays text', text: '<atem:function_calls>\n<atem:invoke name="获取天气">\n<atem:parameter name="city">北京</atem:parameter>\n</atem:invoke>\n</atem:function_calls>', tools: { get_weather: { type: "object", properties: { city: { type: "string" } } } } },
    { name: "truncated: no </atem:parameter>", tools: WEATHER, text: '<atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="city">Par' },
    { name: "truncated inside the invoke", tools: WEATHER, text: '<atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="city">Paris</atem:parameter>\n' },
    { name: "a repeated parameter", tools: WEATHER, text: '<atem:function_calls><atem:invoke name="get_weather"><atem:parameter name="city">Paris</atem:parameter><atem:parameter name="city">Oslo</atem:parameter></atem:invoke></atem:function_calls>' },
    { name: "MiniMax-M2's unprefixed tags in the atem wrapper", tools: WEATHER, text: '<atem:function_calls><invoke name="get_weather"><parameter name="city">Paris</parameter></invoke></atem:function_calls>' },
    { name: "MiniMax-M2's own block is not glimmer's", tools: WEATHER, text: '<minimax:tool_call><invoke name="get_weather"><parameter name="city">Paris</parameter></invoke></minimax:tool_call>' },
    { name: "prose mention", tools: WEATHER, text: "Glimmer writes an <atem:function_calls> block to call a tool." },
    { name: "fenced", tools: WEATHER, text: "```\n" + BLOCK + "\n```" },
    { name: "inside <think>", tools: WEATHER, text: `<think>${BLOCK}</think>ok` },
    { name: "undeclared tool", tools: ["read"], text: BLOCK },
    { name: "a dotted name that is not a declared tool's doubled namespace", tools: WEATHER, text: BLOCK.replace('"get_weather"', '"weather.get_weather"') },
    { name: "the doubled namespace of an undeclared tool", tools: WEATHER, text: BLOCK.replace('"get_weather"', '"read.read"') },
    // llama.cpp test-chat.cpp (0042e20), muse-glimmer: a block inside a message to the user or to itself (the template's
    // recipients `user` and `self`: an answer, reasoning) is quoted, not a call; calls are messages of their own
    { name: "a block quoted in an answer to the user (` to=user<|message|>`, no <|eom|> before it)", tools: WEATHER, text: ` to=user<|message|>You invoke it like this:\n${BLOCK}<|eot|>` },
    { name: "a block inside the framed answer `<|start|>assistant to=user<|message|>`", tools: WEATHER, text: `<|start|>assistant to=self<|message|>Plan.<|eom|><|start|>assistant to=user<|message|>Like this:\n${BLOCK}\nDone.<|eot|>` },
    { name: "a block inside the reasoning message (` to=self<|message|>`)", tools: WEATHER, text: ` to=self<|message|>I could use\n${BLOCK}\nhere<|eom|><|start|>assistant to=user<|message|>Hello!<|eot|>` },
  ],
});
