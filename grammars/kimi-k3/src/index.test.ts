import { GrammarTester, runGrammar } from "@pi-tool-repair/host/testing";
import { decodeK3Value, kimiK3, readHeader } from "./index.js";

const TOOLS = "<|open|>tools<|sep|>";
const TOOLS_CLOSE = "<|close|>tools<|sep|>";
const RESPONSE_OPEN = "<|open|>response<|sep|>";
const RESPONSE_CLOSE = "<|close|>response<|sep|>";
const MESSAGE_CLOSE = "<|close|>message<|sep|>";

/** SGLang's `test_kimik3_detector.py` `_call_block`: one call element with typed arguments. */
function callBlock(tool: string, index: number, args: Record<string, [type: string, value: string]>): string {
  let out = `<|open|>call tool="${tool}" index="${index}"<|sep|>`;
  for (const [key, [type, value]] of Object.entries(args)) out += `<|open|>argument key="${key}" type="${type}"<|sep|>${value}<|close|>argument<|sep|>`;
  return out + "<|close|>call<|sep|>";
}

/** SGLang's `_make_tool("python")`. */
const PYTHON = { python: { type: "object", properties: { code: { type: "string" } } } };
const TOOLS_SCHEMAS = {
  get_weather: { type: "object", properties: { city: { type: "string" }, days: { type: "number" } } },
  write: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } },
  edit: { type: "object", properties: { path: { type: "string" }, old: { type: "string" }, new: { type: "string" } } },
};

new GrammarTester().run(kimiK3, {
  positive: [
    // SGLang's test_detect_and_parse_unclosed_tools_section (and vLLM's kimi_k3): the calls of a section without its
    // `<|close|>tools<|sep|>` run when each is closed and the reply ends after them
    { name: "SGLang: an unclosed tools section whose calls are complete, at the end of the reply", text: TOOLS + callBlock("python", 1, { code: ["string", "x"] }), tools: PYTHON, calls: [{ name: "python", arguments: { code: "x" } }], strip: "" },
    // non-ASCII tool names (issue 36): a declared name is read whatever its characters
    { name: 'a declared non-ASCII name', text: '<|open|>tools<|sep|><|open|>call tool="获取天气"<|sep|><|open|>argument key="city"<|sep|>北京<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>', tools: { 获取天气: { type: "object", properties: { city: { type: "string" } } } }, calls: [{ name: "获取天气", arguments: { city: "北京" } }] },
    // --- SGLang `test/registered/unit/function_call/test_kimik3_detector.py` ---
    {
      // SGLang's tool declares only `code`: a close followed by an undeclared key has two readings, no call (docs/policy.md)
      name: "SGLang: one call after the response channel (a string and an object argument; `opts` declared here)",
      text: `${RESPONSE_OPEN}Let me run it.${RESPONSE_CLOSE}${TOOLS}` + callBlock("python", 1, { code: ["string", "print(1)"], opts: ["object", '{"a": 1}'] }) + TOOLS_CLOSE,
      tools: { python: { type: "object", properties: { code: { type: "string" }, opts: { type: "object" } } } },
      calls: [{ name: "python", arguments: { code: "print(1)", opts: { a: 1 } } }],
      strip: "Let me run it.",
    },
    {
      name: "SGLang: two calls in one section keep their order",
      text: TOOLS + callBlock("python", 1, { code: ["string", "a"] }) + callBlock("python", 2, { code: ["string", "b"] }) + TOOLS_CLOSE,
      tools: PYTHON,
      calls: [
        { name: "python", arguments: { code: "a" } },
        { name: "python", arguments: { code: "b" } },
      ],
      strip: "",
    },
    {
      name: "SGLang: a string argument is raw text (no entity decoding in values)",
      text: `${TOOLS}<|open|>call tool="python" index="1"<|sep|><|open|>argument key="q" type="string"<|sep|>say &quot;hi&quot;<|close|>argument<|sep|><|close|>call<|sep|>${TOOLS_CLOSE}`,
      calls: [{ name: "python", arguments: { q: "say &quot;hi&quot;" } }],
      strip: "",
    },
    {
      name: "SGLang: typed arguments are JSON-decoded; a broken object stays text",
      text: TOOLS + callBlock("python", 1, { n: ["number", "42"], flag: ["boolean", "true"], bad: ["object", "{not json"] }) + TOOLS_CLOSE,
      calls: [{ name: "python", arguments: { n: 42, flag: true, bad: "{not json" } }],
      strip: "",
    },
    // --- the layout as the K3 encoder writes it (SGLang's format docs, TensorRT-LLM's parser notes) ---
    {
      name: "forced-open reasoning, then the response, the tools and the message's close",
      text: `check first<|close|>think<|sep|>${RESPONSE_OPEN}On it.${RESPONSE_CLOSE}${TOOLS}<|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="city" type="string"<|sep|> New York <|close|>argument<|sep|><|open|>argument key="days" type="number"<|sep|>2<|close|>argument<|sep|><|close|>call<|sep|>${TOOLS_CLOSE}${MESSAGE_CLOSE}`,
      tools: TOOLS_SCHEMAS,
      calls: [{ name: "get_weather", arguments: { city: " New York ", days: 2 } }],
      strip: "check first<|close|>think<|sep|> On it.",
    },
    {
      name: "a call without an index, and the JSON body form",
      text: `${TOOLS}\n<|open|>call tool="get_weather"<|sep|><|open|>json type="object"<|sep|>{"city": "Paris", "days": 3}<|close|>json<|sep|><|close|>call<|sep|>\n${TOOLS_CLOSE}`,
      tools: TOOLS_SCHEMAS,
      calls: [{ name: "get_weather", arguments: { city: "Paris", days: 3 } }],
      strip: "",
    },
    {
      name: "a tool name with an escaped attribute character",
      text: `${TOOLS}<|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="city" type="string"<|sep|>Rock &amp; Roll<|close|>argument<|sep|><|close|>call<|sep|>${TOOLS_CLOSE}`,
      tools: TOOLS_SCHEMAS,
      calls: [{ name: "get_weather", arguments: { city: "Rock &amp; Roll" } }],
      strip: "",
    },
    {
      name: "a key the schema types as a string keeps its text whatever type is written",
      text: TOOLS + callBlock("get_weather", 1, { city: ["number", "00123"] }) + TOOLS_CLOSE,
      tools: TOOLS_SCHEMAS,
      calls: [{ name: "get_weather", arguments: { city: "00123" } }],
      strip: "",
    },
    {
      name: "the template's whole turn: the reply channel's tokens go with the section, the message's end too",
      text: `${RESPONSE_OPEN}Checking the weather.${RESPONSE_CLOSE}${TOOLS}` + callBlock("get_weather", 1, { city: ["string", "Paris"] }) + TOOLS_CLOSE + MESSAGE_CLOSE + "<|end_of_msg|>",
      tools: TOOLS_SCHEMAS,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "Checking the weather.",
    },
    {
      name: "a reply holding markup keeps its channel tokens (another grammar's block in it stays that grammar's)",
      text: `${RESPONSE_OPEN}Use <b>bold</b>.${RESPONSE_CLOSE}${TOOLS}` + callBlock("get_weather", 1, { city: ["string", "Paris"] }) + TOOLS_CLOSE,
      tools: TOOLS_SCHEMAS,
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: `${RESPONSE_OPEN}Use <b>bold</b>.${RESPONSE_CLOSE}`,
    },
    // --- values are content (issue 31, item 10) ---
    {
      name: "a value holding the section's closers stays whole",
      text: TOOLS + callBlock("write", 1, { path: ["string", "doc.md"], content: ["string", "End a value with <|close|>argument<|sep|> then go on."] }) + TOOLS_CLOSE,
      tools: TOOLS_SCHEMAS,
      calls: [{ name: "write", arguments: { path: "doc.md", content: "End a value with <|close|>argument<|sep|> then go on." } }],
      strip: "",
    },
    {
      name: "a value whose own close is missing: no call, the closed section stays text",
      text: `${TOOLS}<|open|>call tool="edit" index="1"<|sep|><|open|>argument key="path" type="string"<|sep|>a.py<|open|>argument key="old" type="string"<|sep|>x<|close|>argument<|sep|><|close|>call<|sep|>${TOOLS_CLOSE}`,
      tools: TOOLS_SCHEMAS,
      calls: [],
      strip: `${TOOLS}<|open|>call tool="edit" index="1"<|sep|><|open|>argument key="path" type="string"<|sep|>a.py<|open|>argument key="old" type="string"<|sep|>x<|close|>argument<|sep|><|close|>call<|sep|>${TOOLS_CLOSE}`,
    },
  ],
  negative: [
    // without declared tools the strict name rule stands: a non-ASCII name is no call
    { name: 'an undeclared non-ASCII name stays text', text: '<|open|>tools<|sep|><|open|>call tool="获取天气"<|sep|><|open|>argument key="city"<|sep|>北京<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>' },
    { name: "SGLang: a response channel without tools", text: `${RESPONSE_OPEN}hi there${RESPONSE_CLOSE}${MESSAGE_CLOSE}`, tools: PYTHON },
    // a section without its closer runs only when every call is closed and the reply ends there (see the positives)
    { name: "an unclosed tools section with text after its last call", text: TOOLS + callBlock("python", 1, { code: ["string", "x"] }) + " and more", tools: PYTHON },
    { name: "an unclosed tools section whose second call is cut short", text: TOOLS + callBlock("python", 1, { code: ["string", "x"] }) + '<|open|>call tool="python" index="2"<|sep|><|open|>argument key="code" type="string"<|sep|>y', tools: PYTHON },
    { name: "SGLang: a section cut inside a call", text: `${TOOLS}<|open|>call tool="python" index="1"<|sep|>`, tools: PYTHON },
    { name: "an undeclared tool", text: TOOLS + callBlock("rm_everything", 1, {}) + TOOLS_CLOSE, tools: PYTHON },
    { name: "inside the think channel", text: `<|open|>think<|sep|>maybe ${TOOLS}${callBlock("python", 1, { code: ["string", "x"] })}${TOOLS_CLOSE}<|close|>think<|sep|>No call.` },
    { name: "inside a think channel opened by the generation prompt", text: `maybe ${TOOLS}${callBlock("python", 1, { code: ["string", "x"] })}${TOOLS_CLOSE} or not<|close|>think<|sep|>No call.` },
    { name: "fenced", text: "The format:\n\n```\n" + TOOLS + callBlock("python", 1, {}) + TOOLS_CLOSE + "\n```\n" },
    { name: "inline code", text: "Write `" + TOOLS + callBlock("python", 1, {}) + TOOLS_CLOSE + "` to call it." },
    { name: "prose mention", text: "Kimi K3 opens its tools channel with <|open|>tools<|sep|> and each call with <|open|>call." },
    { name: "wrong family: a Kimi K2 section", text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.python:0<|tool_call_argument_begin|>{"code":"x"}<|tool_call_end|><|tool_calls_section_end|>' },
    { name: "a repeated key", text: TOOLS + '<|open|>call tool="bash"<|sep|><|open|>argument key="command" type="string"<|sep|>ls<|close|>argument<|sep|><|open|>argument key="command" type="string"<|sep|>rm -rf /<|close|>argument<|sep|><|close|>call<|sep|>' + TOOLS_CLOSE },
    { name: "a call with an unknown attribute", text: TOOLS + '<|open|>call tool="bash" mode="dry"<|sep|><|open|>argument key="command" type="string"<|sep|>ls<|close|>argument<|sep|><|close|>call<|sep|>' + TOOLS_CLOSE },
    { name: "a call without a tool", text: TOOLS + '<|open|>call index="1"<|sep|><|close|>call<|sep|>' + TOOLS_CLOSE },
    { name: "junk between calls", text: TOOLS + callBlock("python", 1, {}) + " and " + callBlock("python", 2, {}) + TOOLS_CLOSE },
    { name: "a JSON body that is not an object", text: TOOLS + '<|open|>call tool="python"<|sep|><|open|>json type="object"<|sep|>["x"]<|close|>json<|sep|><|close|>call<|sep|>' + TOOLS_CLOSE },
    { name: "an empty section", text: TOOLS + TOOLS_CLOSE },
    { name: "opener only", text: TOOLS },
  ],
});

describe("kimi-k3 headers and values", () => {
  it("reads attributes, unescaping them", () => {
    const h = readHeader(' tool="a&amp;b" index="1"<|sep|>rest', 0);
    expect(h && Object.fromEntries(h.attrs)).toEqual({ tool: "a&b", index: "1" });
  });
  it("refuses a header glued to the tag name, an unquoted value, a repeated attribute", () => {
    expect(readHeader('s tool="a"<|sep|>', 0)).toBeUndefined();
    expect(readHeader(" tool=a<|sep|>", 0)).toBeUndefined();
    expect(readHeader(' tool="a" tool="b"<|sep|>', 0)).toBeUndefined();
  });
  const table: [string, string, Set<string> | undefined, unknown][] = [
    [" 42 ", "string", undefined, " 42 "],
    ["42", "number", undefined, 42],
    ["42", "integer", undefined, 42],
    ["4.5", "integer", undefined, "4.5"],
    ["true", "boolean", undefined, true],
    ["null", "null", undefined, null],
    ['"x"', "number", undefined, '"x"'],
    ["[1, 2]", "array", undefined, [1, 2]],
    ["42", "number", new Set(["string"]), "42"],
    ["1234567890123456789", "integer", undefined, "1234567890123456789"],
  ];
  for (const [raw, written, schema, want] of table) it(`${JSON.stringify(raw)} written ${written}`, () => expect(decodeK3Value(raw, written, schema)).toEqual(want));
});

describe("kimi-k3 linear scan", () => {
  it("thousands of unclosed sections with open values recover nothing", () => {
    const text = `${TOOLS}<|open|>call tool="a"<|sep|><|open|>argument key="k" type="string"<|sep|>x `.repeat(5000) + "<|close|>argument<|sep|> junk <|close|>call<|sep|>";
    expect(runGrammar([kimiK3], { text }).recovered).toEqual([]);
  });
});
