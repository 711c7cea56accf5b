import type { AssistantMessage } from "@pi-tool-repair/host";
import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { bareValue, gemma } from "./index.js";

const Q = '<|"|>';

new GrammarTester().run(gemma, {
  positive: [
    // corpus gemma-04
    {
      text: `Let me check the weather for you. <|tool_call>call:get_weather{location:${Q}Paris${Q}}<tool_call|>`,
      calls: [{ name: "get_weather", arguments: { location: "Paris" } }],
      strip: "Let me check the weather for you.",
    },
    // corpus gemma-07
    {
      text: `<|tool_call>call:weather.get{location:${Q}London${Q}}<tool_call|>`,
      calls: [{ name: "weather.get", arguments: { location: "London" } }],
      strip: "",
    },
    {
      name: "Gemma 4 typed bare literals, nested object and list",
      text: `<|tool_call>call:search{query:${Q}café "quoted" \\ 日本 😀${Q},limit:42,ratio:0.5,exact:true,cursor:null,filter:{lang:${Q}fr${Q},tags:[${Q}a${Q},${Q}b${Q}]},ids:[1,2,3]}<tool_call|>`,
      calls: [
        {
          name: "search",
          arguments: { query: 'café "quoted" \\ 日本 😀', limit: 42, ratio: 0.5, exact: true, cursor: null, filter: { lang: "fr", tags: ["a", "b"] }, ids: [1, 2, 3] },
        },
      ],
      strip: "",
    },
    {
      name: "FunctionGemma <escape> strings",
      text: "<start_function_call>call:get_weather{location:<escape>Paris, France<escape>,unit:<escape>celsius<escape>}<end_function_call>",
      calls: [{ name: "get_weather", arguments: { location: "Paris, France", unit: "celsius" } }],
      strip: "",
    },
    {
      name: "FunctionGemma multi-line string and trailing response token",
      text: "Writing.<start_function_call>call:write{path:<escape>a.txt<escape>,content:<escape>line 1\nline {2}, [3]\n<escape>}<end_function_call><start_function_response>",
      calls: [{ name: "write", arguments: { path: "a.txt", content: "line 1\nline {2}, [3]\n" } }],
      strip: "Writing.",
    },
    {
      name: "FunctionGemma <escape> pairs with no comma between arguments",
      text: "<start_function_call>call:edit{path:<escape>a.ts<escape>oldText:<escape>x, y<escape> newText:<escape>z<escape>}<end_function_call>",
      calls: [{ name: "edit", arguments: { path: "a.ts", oldText: "x, y", newText: "z" } }],
      strip: "",
    },
    {
      name: "Gemma 4 delimited values with no comma between them",
      text: `<|tool_call>call:read{path:${Q}a${Q}offset:${Q}2${Q},limit:5}<tool_call|>`,
      calls: [{ name: "read", arguments: { path: "a", offset: "2", limit: 5 } }],
      strip: "",
    },
    {
      name: "no arguments",
      text: "<|tool_call>call:get_time{}<tool_call|>",
      calls: [{ name: "get_time", arguments: {} }],
      strip: "",
    },
    {
      name: "parallel blocks keep their order",
      text: `<|tool_call>call:read{path:${Q}a${Q}}<tool_call|><|tool_call>call:read{path:${Q}b${Q}}<tool_call|>`,
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "read", arguments: { path: "b" } },
      ],
      strip: "",
    },
    {
      name: "two calls in one block",
      text: `<|tool_call>call:read{path:${Q}a${Q}},call:get_time{}<tool_call|>`,
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "get_time", arguments: {} },
      ],
      strip: "",
    },
    {
      name: "a call after a closed thought span runs; the reasoning stays",
      text: "<|channel>thought\nUser wants the time.<channel|><|tool_call>call:get_time{}<tool_call|>",
      calls: [{ name: "get_time", arguments: {} }],
      strip: "<|channel>thought User wants the time.<channel|>",
    },
    {
      name: "bare text value stays a string",
      text: "<|tool_call>call:get_weather{location:Paris}<tool_call|>",
      calls: [{ name: "get_weather", arguments: { location: "Paris" } }],
      strip: "",
    },
  ],
  negative: [
    { name: "no closer", text: `<|tool_call>call:get_weather{location:${Q}Paris${Q}}` },
    { name: "cut string", text: `<|tool_call>call:get_weather{location:${Q}Par` },
    { name: "FunctionGemma no closer", text: "<start_function_call>call:get_weather{location:<escape>Paris<escape>}" },
    { name: "mismatched closer", text: "<start_function_call>call:get_weather{}<tool_call|>" },
    { name: "no call: prefix", text: `<|tool_call>get_weather{location:${Q}Paris${Q}}<tool_call|>` },
    { name: "unclosed object", text: `<|tool_call>call:get_weather{location:${Q}Paris${Q}<tool_call|>` },
    { name: "undeclared", text: "<|tool_call>call:rm{}<tool_call|>", tools: ["read"] },
    { name: "fenced", text: "```\n<|tool_call>call:get_time{}<tool_call|>\n```" },
    { name: "inline code", text: "Gemma writes `<|tool_call>call:get_time{}<tool_call|>` for that." },
    { name: "inside <think>", text: "<think><|tool_call>call:get_time{}<tool_call|></think>Nothing to do." },
    { name: "prose after the marker", text: "The <|tool_call> token starts a call." },
    { name: "inside a Gemma 4 thought span", text: "<|channel>thought\nI could <|tool_call>call:get_time{}<tool_call|><channel|>No call needed." },
    { name: "a bare value needs its comma", text: `<|tool_call>call:read{limit:5 path:${Q}a${Q}}<tool_call|>` },
    { name: "junk after a delimited value", text: "<start_function_call>call:read{path:<escape>a<escape> and more}<end_function_call>" },
    { name: "a key written twice", text: "<start_function_call>call:bash{command:<escape>ls<escape>,command:<escape>rm -rf .<escape>}<end_function_call>" },
    { name: "a key written twice, Gemma 4", text: `<|tool_call>call:read{path:${Q}a${Q},limit:1,path:${Q}b${Q}}<tool_call|>` },
    { name: "a nested key written twice", text: `<|tool_call>call:f{o:{k:1,k:2}}<tool_call|>` },
    { name: "a key written twice, one delimited", text: "<start_function_call>call:read{<escape>path<escape>:<escape>a<escape>,path:<escape>b<escape>}<end_function_call>" },
    { name: "inside an unclosed thought span", text: "<|channel>thought\n<|tool_call>call:get_time{}<tool_call|>" },
  ],
});

describe("gemma bare values", () => {
  const table: [string, unknown][] = [
    ["42", 42],
    ["-1.5e3", -1500],
    ["true", true],
    ["False", false],
    ["null", null],
    ["None", null],
    [" Paris ", "Paris"],
    ["007", "007"],
    ["1e999", "1e999"],
  ];
  for (const [raw, want] of table) it(JSON.stringify(raw), () => expect(bareValue(raw)).toEqual(want));
});

describe("gemma strip mode", () => {
  it("removes the block and appends nothing", () => {
    const r = runGrammar([gemma], { text: "Ok <|tool_call>call:get_time{}<tool_call|>" }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as AssistantMessage).content.some((b) => b.type === "toolCall")).toBe(false);
    expect(collapse(visibleText(r.message))).toBe("Ok");
  });
});

describe("gemma linear scan", () => {
  it("thousands of unclosed openers recover nothing", () => {
    const text = `<|tool_call>call:f{a:${Q}x${Q},b:1`.repeat(20000);
    expect(runGrammar([gemma], { text }).recovered).toEqual([]);
  });
});
