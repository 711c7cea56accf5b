import { GrammarTester, runGrammar } from "@pi-tool-repair/host/testing";
import { decodeK2Value, k2Horizon } from "./index.js";

/** The tool of SGLang's `test_k2_v3_detector.py` (`make_weather_tool`). */
const WEATHER = {
  get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" }, options: { type: "object" } } },
};
const LOOKUP_REF = { lookup: { type: "object", $defs: { Identifier: { type: "string" } }, properties: { id: { $ref: "#/$defs/Identifier" } } } };
const LOOKUP_UNION = { lookup: { type: "object", properties: { id: { anyOf: [{ type: "string" }, { type: "integer" }] } } } };
const EDIT_TOOLS = {
  edit_file: { type: "object", properties: { path: { type: "string" }, old_string: { type: "string" }, new_string: { type: "string" } } },
  write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } },
};

/** What the template's `render_tool_calls_block` writes (xml format): a wrapper, one call a line, one tag a line. */
const TEMPLATE_CALL =
  "<ifm|tool_calls>\n<ifm|tool_call>edit_file\n<ifm|arg_key>path</ifm|arg_key>\n<ifm|arg_value>cart.ts</ifm|arg_value>\n<ifm|arg_key>old_string</ifm|arg_key>\n<ifm|arg_value>  qty: number;</ifm|arg_value>\n<ifm|arg_key>new_string</ifm|arg_key>\n<ifm|arg_value>  quantity: number;</ifm|arg_value>\n</ifm|tool_call>\n</ifm|tool_calls>";

new GrammarTester().run(k2Horizon, {
  positive: [
    // SGLang's k2_v3 detector reads the calls of a wrapper without `</ifm|tool_calls>`: here when each is closed and
    // the reply (or the turn's `<|ifm|im_end|>`) ends after them
    {
      name: "no </ifm|tool_calls>, the call closed, the end of the reply",
      text: "<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call>\n",
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "",
    },
    {
      name: "no </ifm|tool_calls>, the call closed, then the turn's end token",
      text: "<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call><|ifm|im_end|>",
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "",
    },
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    { name: 'a declared non-ASCII name (template layout)', text: '<ifm|tool_calls>\n<ifm|tool_call>获取天气\n<ifm|arg_key>city</ifm|arg_key>\n<ifm|arg_value>北京</ifm|arg_value>\n</ifm|tool_call>\n</ifm|tool_calls>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }] },
    { name: 'a declared non-ASCII name (JSON layout)', text: '<ifm|tool_calls>\n<ifm|tool_call>{"name": "获取天气", "arguments": {"city": "北京"}}</ifm|tool_call>\n</ifm|tool_calls>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }] },
    // --- the chat template's own rendering (xml, xml_typed and json call formats) ---
    {
      name: "template (xml): an edit keeps its strings exactly",
      text: TEMPLATE_CALL,
      tools: EDIT_TOOLS,
      calls: [{ name: "edit_file", arguments: { path: "cart.ts", old_string: "  qty: number;", new_string: "  quantity: number;" } }],
      strip: "",
    },
    {
      name: "template (xml): after the reasoning, with the end-of-turn token's newline layout",
      text: "<ifm|think>\nThe file first.</ifm|think>\n<ifm|tool_calls>\n<ifm|tool_call>read\n<ifm|arg_key>path</ifm|arg_key>\n<ifm|arg_value>todo.py</ifm|arg_value>\n</ifm|tool_call>\n</ifm|tool_calls>",
      calls: [{ name: "read", arguments: { path: "todo.py" } }],
      strip: "<ifm|think>\nThe file first.</ifm|think>",
    },
    {
      name: "the end-of-turn token after the wrapper goes with it (the raw text of a public K2 Horizon client test fixture)",
      text: "</ifm|think_faster>\n<ifm|tool_calls>\n<ifm|tool_call>read_file\n<ifm|arg_key>path</ifm|arg_key>\n<ifm|arg_value>todo.py</ifm|arg_value>\n</ifm|tool_call>\n</ifm|tool_calls><|ifm|im_end|>",
      calls: [{ name: "read_file", arguments: { path: "todo.py" } }],
      strip: "</ifm|think_faster>",
    },
    {
      name: "template (xml_typed): a type line between key and value",
      text: "<ifm|tool_calls>\n<ifm|tool_call>get_weather\n<ifm|arg_key>city</ifm|arg_key>\n<ifm|arg_type>string</ifm|arg_type>\n<ifm|arg_value>Paris</ifm|arg_value>\n<ifm|arg_key>days</ifm|arg_key>\n<ifm|arg_type>integer</ifm|arg_type>\n<ifm|arg_value>2</ifm|arg_value>\n</ifm|tool_call>\n</ifm|tool_calls>",
      tools: WEATHER,
      calls: [{ name: "get_weather", arguments: { city: "Paris", days: 2 } }],
      strip: "",
    },
    {
      name: "template (json): {\"name\", \"arguments\"} in the call tags",
      text: 'Checking.\n<ifm|tool_calls>\n<ifm|tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</ifm|tool_call>\n</ifm|tool_calls>',
      tools: WEATHER,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "Checking.",
    },
    // --- SGLang `test_k2_v3_detector.py` ---
    {
      name: "SGLang: xml and typed values (a string keeps its spaces, an integer and an object are decoded)",
      text: '<ifm|tool_call>get_weather\n<ifm|arg_key>city</ifm|arg_key>\n<ifm|arg_type>string</ifm|arg_type>\n<ifm|arg_value>  Boston  </ifm|arg_value>\n<ifm|arg_key>days</ifm|arg_key>\n<ifm|arg_type>integer</ifm|arg_type>\n<ifm|arg_value>3</ifm|arg_value>\n<ifm|arg_key>options</ifm|arg_key>\n<ifm|arg_value>{"units": "metric"}</ifm|arg_value>\n</ifm|tool_call>',
      tools: WEATHER,
      calls: [{ name: "get_weather", arguments: { city: "  Boston  ", days: 3, options: { units: "metric" } } }],
      strip: "",
    },
    {
      name: "SGLang: JSON content is detected from the wire",
      text: '<ifm|tool_calls>\n<ifm|tool_call>{"name":"get_weather","arguments":{"city":"Tokyo","days":2}}</ifm|tool_call>\n</ifm|tool_calls>',
      tools: WEATHER,
      calls: [{ name: "get_weather", arguments: { city: "Tokyo", days: 2 } }],
      strip: "",
    },
    {
      name: "SGLang: JSON strings are not reinterpreted",
      text: '<ifm|tool_call>{"name":"get_weather","arguments":{"numeric":"123","boolean":"true","object":"{}"}}</ifm|tool_call>',
      calls: [{ name: "get_weather", arguments: { numeric: "123", boolean: "true", object: "{}" } }],
      strip: "",
    },
    {
      name: "SGLang: a local $ref to a string keeps an xml value a string",
      text: "<ifm|tool_call>lookup<ifm|arg_key>id</ifm|arg_key><ifm|arg_value>123</ifm|arg_value></ifm|tool_call>",
      tools: LOOKUP_REF,
      calls: [{ name: "lookup", arguments: { id: "123" } }],
      strip: "",
    },
    {
      name: "SGLang: a typed union uses the written type",
      text: "<ifm|tool_call>lookup<ifm|arg_key>id</ifm|arg_key><ifm|arg_type>integer</ifm|arg_type><ifm|arg_value>123</ifm|arg_value></ifm|tool_call>",
      tools: LOOKUP_UNION,
      calls: [{ name: "lookup", arguments: { id: 123 } }],
      strip: "",
    },
    {
      name: "SGLang: parallel calls keep the wire order",
      text: "<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call>\n</ifm|tool_calls>",
      tools: WEATHER,
      calls: [
        { name: "get_weather", arguments: { city: "Tokyo" } },
        { name: "get_weather", arguments: { city: "Boston" } },
      ],
      strip: "",
    },
    {
      name: "SGLang: a call after reasoning holding call markup; the reasoning's call stays inert",
      text: "<ifm|think>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical text.</ifm|think>\n<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call>\n</ifm|tool_calls>",
      tools: WEATHER,
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "<ifm|think>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical text.</ifm|think>",
    },
    {
      name: "SGLang: reasoning without its opening tag (opened by the generation prompt)",
      text: "work</ifm|think>\n<ifm|tool_calls><ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call></ifm|tool_calls>",
      tools: WEATHER,
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "work</ifm|think>",
    },
    {
      name: "SGLang: a call with no arguments",
      text: "<ifm|tool_call>get_weather</ifm|tool_call>",
      tools: WEATHER,
      calls: [{ name: "get_weather", arguments: {} }],
      strip: "",
    },
    // --- values are content (issue 31, item 10) ---
    {
      name: "a value holding the tags of the format stays whole",
      text: "<ifm|tool_calls><ifm|tool_call>write<ifm|arg_key>path</ifm|arg_key><ifm|arg_value>doc.md</ifm|arg_value><ifm|arg_key>content</ifm|arg_key><ifm|arg_value>Close it with </ifm|arg_value> and go on.</ifm|arg_value></ifm|tool_call></ifm|tool_calls>",
      tools: EDIT_TOOLS,
      calls: [{ name: "write", arguments: { path: "doc.md", content: "Close it with </ifm|arg_value> and go on." } }],
      strip: "",
    },
    {
      name: "a value whose own close is missing: no call, the closed wrapper stays text",
      text: "<ifm|tool_calls><ifm|tool_call>edit_file<ifm|arg_key>path</ifm|arg_key><ifm|arg_value>a.py<ifm|arg_key>old_string</ifm|arg_key><ifm|arg_value>x</ifm|arg_value></ifm|tool_call></ifm|tool_calls>",
      tools: EDIT_TOOLS,
      calls: [],
      strip: "<ifm|tool_calls><ifm|tool_call>edit_file<ifm|arg_key>path</ifm|arg_key><ifm|arg_value>a.py<ifm|arg_key>old_string</ifm|arg_key><ifm|arg_value>x</ifm|arg_value></ifm|tool_call></ifm|tool_calls>",
    },
  ],
  negative: [
    // without declared tools the strict name rule stands: a non-ASCII name is no call
    { name: 'an undeclared non-ASCII name stays text', text: '<ifm|tool_calls>\n<ifm|tool_call>获取天气\n<ifm|arg_key>city</ifm|arg_key>\n<ifm|arg_value>北京</ifm|arg_value>\n</ifm|tool_call>\n</ifm|tool_calls>' },
    { name: 'an undeclared non-ASCII name stays text (2)', text: '<ifm|tool_calls>\n<ifm|tool_call>{"name": "获取天气", "arguments": {"city": "北京"}}</ifm|tool_call>\n</ifm|tool_calls>' },
    { name: "SGLang: a JSON name that is not a string", text: '<ifm|tool_call>{"name":123,"arguments":{}}</ifm|tool_call>' },
    { name: "SGLang: a malformed block (a key without a value)", text: "prefix<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key></ifm|tool_call>suffix" },
    { name: "SGLang: a malformed canonical group stays whole", text: "prefix<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key></ifm|tool_call>\n</ifm|tool_calls>suffix" },
    { name: "SGLang: an undeclared tool", text: "<ifm|tool_call>unknown</ifm|tool_call>", tools: WEATHER },
    { name: "SGLang: unterminated", text: "prefix<ifm|tool_call>get_weather<ifm|arg_key>city" },
    { name: "SGLang: reasoning (think_fast) holding a call, then an answer", text: " \n<ifm|think_fast>Consider <ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Boston</ifm|arg_value></ifm|tool_call> as hypothetical text.</ifm|think_fast>\nThe answer is 42." },
    { name: "reasoning (think_faster), unclosed", text: "<ifm|think_faster>maybe <ifm|tool_calls><ifm|tool_call>get_weather</ifm|tool_call></ifm|tool_calls>" },
    { name: "a reply that starts inside the reasoning, its call before the close", text: "maybe <ifm|tool_calls><ifm|tool_call>get_weather</ifm|tool_call></ifm|tool_calls> or not</ifm|think>\nNo call." },
    // a wrapper without its closer runs only when every call is closed and the reply ends there (see the positives)
    { name: "no </ifm|tool_calls> and text after the call (the inner call does not run alone)", text: "<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call>\nThen the forecast." },
    { name: "no </ifm|tool_calls> and a second call cut short", text: "<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value></ifm|tool_call>\n<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Os" },
    { name: "truncated inside a value", text: "<ifm|tool_calls><ifm|tool_call>bash<ifm|arg_key>command</ifm|arg_key><ifm|arg_value>rm -rf bu" },
    { name: "fenced", text: "The format:\n\n```\n<ifm|tool_calls><ifm|tool_call>get_weather</ifm|tool_call></ifm|tool_calls>\n```\n" },
    { name: "inline code", text: "Write `<ifm|tool_call>get_weather</ifm|tool_call>` to call it." },
    { name: "prose mention", text: "K2 Horizon wraps its calls in <ifm|tool_calls> and each call in <ifm|tool_call> tags." },
    { name: "wrong family: a GLM block", text: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>" },
    { name: "wrong family: Hunyuan Hy3", text: "<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>Paris</arg_value></tool_call></tool_calls>" },
    { name: "a repeated key", text: "<ifm|tool_call>bash<ifm|arg_key>command</ifm|arg_key><ifm|arg_value>ls</ifm|arg_value><ifm|arg_key>command</ifm|arg_key><ifm|arg_value>rm -rf /</ifm|arg_value></ifm|tool_call>" },
    { name: "a JSON envelope with another member", text: '<ifm|tool_call>{"name":"bash","arguments":{"command":"ls"},"note":"dry run"}</ifm|tool_call>' },
    { name: "a JSON envelope with two argument spellings", text: '<ifm|tool_call>{"name":"bash","arguments":{"command":"ls"},"args":{"command":"rm -rf /"}}</ifm|tool_call>' },
    { name: "junk between calls", text: "<ifm|tool_calls><ifm|tool_call>get_weather</ifm|tool_call> and <ifm|tool_call>get_weather</ifm|tool_call></ifm|tool_calls>" },
    { name: "an empty wrapper", text: "<ifm|tool_calls></ifm|tool_calls>" },
    { name: "opener only", text: "<ifm|tool_calls>" },
  ],
});

describe("k2-horizon values", () => {
  const t = (...types: string[]) => new Set(types);
  const table: [string, Set<string> | undefined, string | undefined, unknown][] = [
    ["5", undefined, undefined, 5],
    ["Paris", undefined, undefined, "Paris"],
    [" spaced ", t("string"), undefined, " spaced "],
    ["5", t("integer"), undefined, 5],
    [" 5 ", undefined, "integer", 5],
    ["5", t("string", "integer"), "string", "5"],
    ["5", t("string", "integer"), "integer", 5],
    ['{"a": 1}', undefined, "any", '{"a": 1}'],
    ["2.5", t("integer"), undefined, "2.5"],
    ["2", t("number"), undefined, 2],
    ["true", t("boolean"), undefined, true],
    ["True", t("boolean"), undefined, "True"],
    ["1234567890123456789", t("integer"), undefined, "1234567890123456789"],
  ];
  for (const [raw, types, written, want] of table) {
    it(`${JSON.stringify(raw)} as ${types ? [...types].join("|") : "untyped"}${written ? ` written ${written}` : ""}`, () => expect(decodeK2Value(raw, types, written)).toEqual(want));
  }
});

describe("k2-horizon linear scan", () => {
  it("thousands of unclosed wrappers with open values recover nothing", () => {
    const text = "<ifm|tool_calls><ifm|tool_call>a<ifm|arg_key>k</ifm|arg_key><ifm|arg_value>x ".repeat(5000) + "</ifm|arg_value> junk </ifm|tool_call>";
    expect(runGrammar([k2Horizon], { text }).recovered).toEqual([]);
  });
});
