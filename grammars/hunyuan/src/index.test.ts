import { GrammarTester, runGrammar } from "@pi-tool-repair/host/testing";
import { decodeHunyuanValue, hunyuan } from "./index.js";

/** The tools of SGLang's `test/registered/function_call` Hunyuan tests (`_make_tools`). */
const SGLANG_TOOLS = {
  get_current_date: { type: "object", properties: {} },
  get_weather: { type: "object", properties: { city: { type: "string" }, date: { type: "string" } }, required: ["city"] },
  search: { type: "object", properties: { query: { type: "string" }, count: { type: "integer" } }, required: ["query"] },
  calculate: { type: "object", properties: { expression: { type: "string" }, precision: { type: "number" }, verbose: { type: "boolean" } } },
};

const EDIT_TOOLS = {
  Edit: { type: "object", properties: { file_path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" }, replace_all: { type: "boolean" } } },
  write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } },
};

/** Hy3 with the shipping tokenizer's `:opensource` suffix on every tag. */
const S = (s: string) => s.replace(/<(\/?)(tool_calls|tool_call|tool_sep|arg_key|arg_value|think)>/g, "<$1$2:opensource>");

new GrammarTester().run(hunyuan, {
  positive: [
    // vLLM's hy_v3 parser reads every closed `<tool_call>` once `<tool_calls>` is there, `</tool_calls>` or not: the
    // calls are complete and the reply ended after them (as dsml, kimi and invoke read a wrapper without its closer)
    {
      name: "the wrapper's closer missing, every call closed, the end of the reply after them",
      text: "<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>\n",
      tools: SGLANG_TOOLS,
      calls: [{ name: "get_weather", arguments: { city: "Beijing" } }],
      strip: "",
    },
    {
      name: "the suffixed wrapper's closer missing, two calls closed",
      text: S("<tool_calls><tool_call>get_current_date<tool_sep></tool_call><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>Beijing</arg_value></tool_call>"),
      tools: SGLANG_TOOLS,
      calls: [
        { name: "get_current_date", arguments: {} },
        { name: "get_weather", arguments: { city: "Beijing" } },
      ],
      strip: "",
    },
    // --- SGLang `test/registered/function_call` (HunyuanDetector, Hy3 layout) ---
    {
      name: "SGLang: zero arguments, one line",
      text: "<tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls>",
      tools: SGLANG_TOOLS,
      calls: [{ name: "get_current_date", arguments: {} }],
      strip: "",
    },
    {
      name: "SGLang: zero arguments, with newlines",
      text: "<tool_calls>\n<tool_call>get_current_date<tool_sep>\n</tool_call>\n</tool_calls>",
      tools: SGLANG_TOOLS,
      calls: [{ name: "get_current_date", arguments: {} }],
      strip: "",
    },
    {
      name: "SGLang: two arguments on one line",
      text: "<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>Beijing</arg_value><arg_key>date</arg_key><arg_value>2026-03-30</arg_value></tool_call></tool_calls>",
      tools: SGLANG_TOOLS,
      calls: [{ name: "get_weather", arguments: { city: "Beijing", date: "2026-03-30" } }],
      strip: "",
    },
    {
      name: "SGLang: arguments with newlines, prose before",
      text: "Checking.<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n<arg_key>date</arg_key>\n<arg_value>2026-03-30</arg_value>\n</tool_call>\n</tool_calls>",
      tools: SGLANG_TOOLS,
      calls: [{ name: "get_weather", arguments: { city: "Beijing", date: "2026-03-30" } }],
      strip: "Checking.",
    },
    {
      name: "SGLang: three parallel calls keep their order",
      text: "<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>Beijing</arg_value></tool_call><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>Tokyo</arg_value></tool_call><tool_call>get_current_date<tool_sep></tool_call></tool_calls>",
      tools: SGLANG_TOOLS,
      calls: [
        { name: "get_weather", arguments: { city: "Beijing" } },
        { name: "get_weather", arguments: { city: "Tokyo" } },
        { name: "get_current_date", arguments: {} },
      ],
      strip: "",
    },
    {
      name: "SGLang: SCHEMA-DEPENDENT integer, number and boolean arguments",
      text: "<tool_calls><tool_call>search<tool_sep><arg_key>query</arg_key><arg_value>restaurants</arg_value><arg_key>count</arg_key><arg_value>5</arg_value></tool_call><tool_call>calculate<tool_sep><arg_key>expression</arg_key><arg_value>2+2</arg_value><arg_key>precision</arg_key><arg_value>0.01</arg_value><arg_key>verbose</arg_key><arg_value>true</arg_value></tool_call></tool_calls>",
      tools: SGLANG_TOOLS,
      calls: [
        { name: "search", arguments: { query: "restaurants", count: 5 } },
        { name: "calculate", arguments: { expression: "2+2", precision: 0.01, verbose: true } },
      ],
      strip: "",
    },
    {
      name: "SGLang: a string argument that looks like JSON stays a string; a non-number for an integer stays text",
      text: '<tool_calls><tool_call>search<tool_sep><arg_key>query</arg_key><arg_value>{"key": "value"}</arg_value><arg_key>count</arg_key><arg_value>not a number</arg_value></tool_call></tool_calls>',
      tools: SGLANG_TOOLS,
      calls: [{ name: "search", arguments: { query: '{"key": "value"}', count: "not a number" } }],
      strip: "",
    },
    // --- the shipping tokenizer's suffixed tags (every tag `:opensource`) ---
    {
      name: "Hy3 `:opensource` tags after the reasoning's end, parallel reads",
      text: S("I understand. Let me check the files first.<tool_calls>\n<tool_call>read<tool_sep>\n<arg_key>path</arg_key>\n<arg_value>src/a.ts</arg_value>\n</tool_call>\n<tool_call>read<tool_sep>\n<arg_key>path</arg_key>\n<arg_value>src/b.ts</arg_value>\n</tool_call>\n</tool_calls>"),
      calls: [
        { name: "read", arguments: { path: "src/a.ts" } },
        { name: "read", arguments: { path: "src/b.ts" } },
      ],
      strip: "I understand. Let me check the files first.",
    },
    {
      name: "Hy3 `:opensource`: an edit keeps its strings exactly, a boolean is typed",
      text: S("<tool_calls>\n<tool_call>Edit<tool_sep>\n<arg_key>file_path</arg_key>\n<arg_value>src/main.py</arg_value>\n<arg_key>old_string</arg_key>\n<arg_value>x = 1\n</arg_value>\n<arg_key>new_string</arg_key>\n<arg_value>  x = 2</arg_value>\n<arg_key>replace_all</arg_key>\n<arg_value>false</arg_value>\n</tool_call>\n</tool_calls>"),
      tools: EDIT_TOOLS,
      calls: [{ name: "Edit", arguments: { file_path: "src/main.py", old_string: "x = 1\n", new_string: "  x = 2", replace_all: false } }],
      strip: "",
    },
    // --- Hy v4: no `<tool_sep>`, a checkpoint suffix ---
    {
      name: "Hy v4: the name is followed by the first <arg_key> (checkpoint-hash suffix)",
      text: "<tool_calls:6124c78e><tool_call:6124c78e>get_weather<arg_key:6124c78e>city</arg_key:6124c78e><arg_value:6124c78e>Paris</arg_value:6124c78e></tool_call:6124c78e></tool_calls:6124c78e>",
      tools: SGLANG_TOOLS,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "",
    },
    {
      name: "Hy v4 without a suffix, no arguments",
      text: "Let me look.\n<tool_calls>\n<tool_call>get_current_date</tool_call>\n</tool_calls>",
      calls: [{ name: "get_current_date", arguments: {} }],
      strip: "Let me look.",
    },
    // --- values are content (issue 31, item 10) ---
    {
      name: "a value holding the tags of the format stays whole",
      text: "<tool_calls><tool_call>write<tool_sep><arg_key>path</arg_key><arg_value>doc.md</arg_value><arg_key>content</arg_key><arg_value>Close it with </arg_value> and go on.</arg_value></tool_call></tool_calls>",
      tools: EDIT_TOOLS,
      calls: [{ name: "write", arguments: { path: "doc.md", content: "Close it with </arg_value> and go on." } }],
      strip: "",
    },
    {
      name: "a value whose own close is missing: no call",
      text: "<tool_calls><tool_call>Edit<tool_sep><arg_key>file_path</arg_key><arg_value>a.py<arg_key>old_string</arg_key><arg_value>x</arg_value></tool_call></tool_calls>",
      tools: EDIT_TOOLS,
      calls: [],
      strip: "<tool_calls><tool_call>Edit<tool_sep><arg_key>file_path</arg_key><arg_value>a.py<arg_key>old_string</arg_key><arg_value>x</arg_value></tool_call></tool_calls>",
    },
    {
      name: "a close and a declared key inside a value: two readings, no call",
      text: "<tool_calls><tool_call>Edit<tool_sep><arg_key>file_path</arg_key><arg_value>x.md</arg_value><arg_key>old_string</arg_key><arg_value>End with</arg_value><arg_key>new_string</arg_key><arg_value>then</arg_value><arg_key>new_string</arg_key><arg_value>it</arg_value></tool_call></tool_calls>",
      tools: EDIT_TOOLS,
      calls: [],
      strip: "<tool_calls><tool_call>Edit<tool_sep><arg_key>file_path</arg_key><arg_value>x.md</arg_value><arg_key>old_string</arg_key><arg_value>End with</arg_value><arg_key>new_string</arg_key><arg_value>then</arg_value><arg_key>new_string</arg_key><arg_value>it</arg_value></tool_call></tool_calls>",
    },
  ],
  negative: [
    { name: "SGLang: an undeclared tool", text: "<tool_calls><tool_call>nonexistent_func<tool_sep><arg_key>x</arg_key><arg_value>1</arg_value></tool_call></tool_calls>", tools: SGLANG_TOOLS },
    // the wrapper's closer missing but not the end of the reply: prose (or anything) after the last call
    { name: "no </tool_calls>, and text after the last call", text: "<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>\nThen I will check." },
    { name: "no </tool_calls>, a second call cut short", text: "<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Sha" },
    { name: "no </tool_calls>, the last call's </tool_call> missing", text: "<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n" },
    { name: "truncated inside a value", text: S("<tool_calls><tool_call>bash<tool_sep><arg_key>command</arg_key><arg_value>rm -rf bu") },
    { name: "fenced", text: "The format:\n\n```\n<tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls>\n```\n" },
    { name: "inline code", text: "Write `<tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls>` to call it." },
    { name: "inside <think>", text: "<think>maybe <tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls></think>No call needed." },
    { name: "inside a suffixed <think:opensource>", text: S("<think>maybe <tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls></think>No call needed.") },
    { name: "inside an unclosed suffixed <think:opensource>", text: S("<think>maybe <tool_calls><tool_call>get_current_date<tool_sep></tool_call></tool_calls>") },
    { name: "prose mention of the wrapper", text: "Hunyuan wraps its calls in <tool_calls> tags, each call a <tool_call> with <arg_key> pairs." },
    { name: "wrong family: a JSON list in <tool_calls> (Hunyuan-A13B / Jamba)", text: '<tool_calls>[{"name": "get_current_date", "arguments": {}}]</tool_calls>' },
    { name: "wrong family: JSON lines in <tool_calls> (MiniMax-M1)", text: '<tool_calls>\n{"name": "get_current_date", "arguments": {}}\n</tool_calls>' },
    { name: "wrong family: a GLM block without the wrapper", text: "<tool_call>get_current_date\n</tool_call>" },
    { name: "mixed suffixes in one block", text: "<tool_calls:opensource><tool_call>get_current_date<tool_sep></tool_call></tool_calls:opensource>" },
    { name: "a suffix that is not a word", text: "<tool_calls:open source><tool_call:open source>get_current_date</tool_call:open source></tool_calls:open source>" },
    { name: "a repeated key", text: "<tool_calls><tool_call>bash<tool_sep><arg_key>command</arg_key><arg_value>ls</arg_value><arg_key>command</arg_key><arg_value>rm -rf /</arg_value></tool_call></tool_calls>" },
    { name: "junk between calls", text: "<tool_calls><tool_call>get_current_date<tool_sep></tool_call> and <tool_call>get_current_date<tool_sep></tool_call></tool_calls>" },
    { name: "an empty wrapper", text: "<tool_calls></tool_calls>" },
    { name: "opener only", text: "<tool_calls:opensource>" },
  ],
});

describe("hunyuan values", () => {
  const int = new Set(["integer"]);
  const bool = new Set(["boolean"]);
  const obj = new Set(["object"]);
  const str = new Set(["string"]);
  const table: [string, Set<string> | undefined, unknown][] = [
    ["5", undefined, "5"],
    [" spaced ", str, " spaced "],
    ["5", int, 5],
    [" 5 ", int, 5],
    ["True", bool, true],
    ["yes", bool, "yes"],
    ['{"a": [1]}', obj, { a: [1] }],
    ["{'a': 1}", obj, "{'a': 1}"],
    ["1234567890123456789", int, "1234567890123456789"],
    ["null", new Set(["integer", "null"]), null],
    ["null", str, "null"],
  ];
  for (const [raw, types, want] of table) it(`${JSON.stringify(raw)} as ${types ? [...types].join("|") : "untyped"}`, () => expect(decodeHunyuanValue(raw, types)).toEqual(want));
});

describe("hunyuan linear scan", () => {
  it("thousands of unclosed wrappers with open values recover nothing", () => {
    const text = S("<tool_calls><tool_call>a<tool_sep><arg_key>k</arg_key><arg_value>x ").repeat(5000) + S("</arg_value> junk </tool_call>");
    expect(runGrammar([hunyuan], { text }).recovered).toEqual([]);
  });
});
