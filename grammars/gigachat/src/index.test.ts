import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { gigachat } from "./index.js";

const MEMORY = { action: "create", id: "preferences" };

new GrammarTester().run(gigachat, {
  positive: [
    // SGLang test/registered/function_call/test_gigachat3_detector.py, test_detect_and_parse_simple_tool_call
    {
      name: "3.0 role header, no content (SGLang simple_tool_call)",
      text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_user_memory", "arguments": {"action": "create", "id": "preferences"}}',
      calls: [{ name: "manage_user_memory", arguments: MEMORY }],
      strip: "",
    },
    // SGLang test_detect_and_parse_parameterless_tool_call
    {
      name: "3.0 empty arguments (SGLang parameterless_tool_call)",
      text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_user_memory", "arguments": {}}',
      calls: [{ name: "manage_user_memory", arguments: {} }],
      strip: "",
    },
    // SGLang test_detect_and_parse_complex_tool_call
    {
      name: "3.0 nested object argument (SGLang complex_tool_call)",
      text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_user_memory", "arguments": {"action": "create", "id": "preferences", "content": {"short_answers": true, "hate_emojis": true, "english_ui": false, "russian_math_explanations": true}}}',
      calls: [{ name: "manage_user_memory", arguments: { ...MEMORY, content: { short_answers: true, hate_emojis: true, english_ui: false, russian_math_explanations: true } } }],
      strip: "",
    },
    // SGLang test_detect_and_parse_with_content_and_eos
    {
      name: "3.0 content before and </s> after (SGLang with_content_and_eos)",
      text: 'I\'ll remember that.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_user_memory", "arguments": {"action": "create", "id": "test"}}</s>',
      calls: [{ name: "manage_user_memory", arguments: { action: "create", id: "test" } }],
      strip: "I'll remember that.",
    },
    // the GigaChat3 chat template's rendering of a call turn: the call, then the template's `<|message_sep|>\n\n`
    {
      name: "3.0 as the template renders it, ended by <|message_sep|>",
      text: 'Checking.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "get_weather", "arguments": {"city": "Москва"}}<|message_sep|>\n\n',
      calls: [{ name: "get_weather", arguments: { city: "Москва" } }],
      strip: "Checking.",
    },
    {
      name: "3.1 inline token",
      text: '<|function_call|>{"name": "get_weather", "arguments": {"city": "Tokyo"}}',
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "",
    },
    {
      name: "3.1 after prose, with </s>",
      text: 'Сейчас посмотрю.\n<|function_call|>{"name": "read", "arguments": {"path": "C:\\\\tmp\\\\ü.txt"}}</s>',
      calls: [{ name: "read", arguments: { path: "C:\\tmp\\ü.txt" } }],
      strip: "Сейчас посмотрю.",
    },
    {
      name: "arguments as a JSON string",
      text: '<|function_call|>{"name": "ls", "arguments": "{\\"path\\": \\"src\\"}"}',
      calls: [{ name: "ls", arguments: { path: "src" } }],
      strip: "",
    },
    {
      // vLLM's and SGLang's GigaChat parsers read the call with json.loads(strict=False): a raw line break or tab
      // inside a string is the character itself
      name: "a raw line break and tab inside a string (vLLM, SGLang: strict=False)",
      text: '<|function_call|>{"name": "write", "arguments": {"path": "a.py", "content": "def f():\n\treturn 1\n"}}</s>',
      calls: [{ name: "write", arguments: { path: "a.py", content: "def f():\n\treturn 1\n" } }],
      strip: "",
    },
    {
      name: "declared tool",
      tools: ["get_weather"],
      text: '<|function_call|>{"name": "get_weather", "arguments": {"city": "Paris"}}</s>',
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "",
    },
  ],
  negative: [
    // SGLang test_detect_and_parse_invalid_json / missing_name / missing_arguments / arguments_not_dict
    { name: "invalid JSON (SGLang)", text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_user_memory", "arguments": {invalid json}}' },
    { name: "missing name (SGLang)", text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"arguments": {"action": "create"}}' },
    { name: "missing arguments (SGLang)", text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_user_memory"}' },
    { name: "arguments not an object (SGLang)", text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_user_memory", "arguments": "string_args"}' },
    { name: "no call (SGLang)", text: "How can I help you today?" },
    { name: "truncated (SGLang streaming_incomplete_json, whole)", text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "get_weather", "arguments": {"city": "London"' },
    { name: "prose after the call is not GigaChat's layout", text: '<|function_call|>{"name": "ls", "arguments": {}} and then I will read it' },
    { name: "another convention's closer", text: '<|function_call|>{"name": "ls", "arguments": {}}<|/function_call|>' },
    { name: "mid-sentence mention", text: 'GigaChat writes <|function_call|>{"name": "ls", "arguments": {}} when it calls.' },
    { name: "in inline code", text: 'It writes `<|function_call|>{"name": "ls", "arguments": {}}`.' },
    { name: "fenced", text: '```\n<|function_call|>{"name": "ls", "arguments": {}}\n```' },
    { name: "inside <think>", text: '<think><|function_call|>{"name": "ls", "arguments": {}}</think>' },
    { name: "undeclared tool", tools: ["read"], text: '<|function_call|>{"name": "ls", "arguments": {}}' },
    { name: "two argument spellings", text: '<|function_call|>{"name": "bash", "arguments": {"command": "ls"}, "parameters": {"command": "rm -rf /"}}' },
    { name: "unknown member", text: '<|function_call|>{"name": "bash", "params": {"command": "ls"}}' },
    { name: "a list is not this layout", text: '<|function_call|>[{"name": "ls", "arguments": {}}]' },
    { name: "a raw line break, then a cut string", text: '<|function_call|>{"name": "write", "arguments": {"content": "a\nb}}' },
    { name: "a raw control character between tokens is no JSON", text: '<|function_call|>{"name": "ls",\u0001"arguments": {}}' },
    { name: "the role name without its token is prose", text: 'function call\n{"name": "ls", "arguments": {}} is how it looks.' },
    // a turn holds one call; vLLM's and SGLang's parsers read all after the first marker as one JSON value and run
    // nothing. Before, the last call ran first and the one before it in a later round (mkdir after write)
    { name: "two calls back to back: neither runs (nor out of order)", text: '<|function_call|>{"name": "mkdir", "arguments": {"path": "x"}}<|function_call|>{"name": "write", "arguments": {"path": "x/a"}}' },
    { name: "three calls back to back, then </s>", text: '<|function_call|>{"name": "ls", "arguments": {}}\n<|function_call|>{"name": "ls", "arguments": {}}<|function_call|>{"name": "read", "arguments": {"path": "a"}}</s>' },
  ],
});

describe("gigachat: calls back to back", () => {
  it("keep the whole run as text, in recover and strip mode", () => {
    const text = 'Ok.<|function_call|>{"name": "mkdir", "arguments": {"path": "x"}}<|function_call|>{"name": "write", "arguments": {"path": "x/a"}}';
    for (const mode of ["recover", "strip"] as const) {
      const r = runGrammar([gigachat], { text }, mode);
      expect(r.recovered).toEqual([]);
      expect(visibleText(r.message)).toBe(text);
    }
  });
});

describe("gigachat: strip mode", () => {
  it("removes the call with its role header and appends nothing", () => {
    const r = runGrammar([gigachat], { text: 'Ok.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "ls", "arguments": {}}</s>' }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("Ok.");
  });
});
