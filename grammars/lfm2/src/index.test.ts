import { GrammarTester } from "@pi-tool-repair/host/testing";
import { lfm2 } from "./index.js";

const S = "<|tool_call_start|>";
const E = "<|tool_call_end|>";

new GrammarTester().run(lfm2, {
  positive: [
    // llama.cpp tests/test-chat.cpp, test_lfm2_parser (the cases below name theirs)
    { name: "integer argument (llama.cpp)", text: `${S}[special_function(arg1=1)]${E}`, calls: [{ name: "special_function", arguments: { arg1: 1 } }], strip: "" },
    { name: "string argument (llama.cpp)", text: `${S}[get_time(city="XYZCITY")]${E}`, calls: [{ name: "get_time", arguments: { city: "XYZCITY" } }], strip: "" },
    { name: "Python literals become JSON (llama.cpp)", text: `${S}[toggle(enabled=True)]${E}`, calls: [{ name: "toggle", arguments: { enabled: true } }], strip: "" },
    { name: "None (llama.cpp)", text: `${S}[set_nullable(value=None)]${E}`, calls: [{ name: "set_nullable", arguments: { value: null } }], strip: "" },
    { name: "nested Python literal (llama.cpp)", text: `${S}[set_config(config={"enabled": True, "count": 3})]${E}`, calls: [{ name: "set_config", arguments: { config: { enabled: true, count: 3 } } }], strip: "" },
    { name: "JSON literals too (llama.cpp)", text: `${S}[set_config(config={"enabled": true, "note": null})]${E}`, calls: [{ name: "set_config", arguments: { config: { enabled: true, note: null } } }], strip: "" },
    {
      name: "dotted name, structured arguments (llama.cpp)",
      text: `${S}[Calendar.create_event(title="demo", participants=["Alice", "Bob"], metadata={"priority": "high", "reminder": true})]${E}`,
      calls: [{ name: "Calendar.create_event", arguments: { title: "demo", participants: ["Alice", "Bob"], metadata: { priority: "high", reminder: true } } }],
      strip: "",
    },
    { name: "content before (llama.cpp)", text: `Let me check the time.${S}[get_time(city="Paris")]${E}`, calls: [{ name: "get_time", arguments: { city: "Paris" } }], strip: "Let me check the time." },
    {
      name: "parallel calls (llama.cpp)",
      text: `${S}[special_function(arg1=1), special_function_with_opt(arg1=1, arg2=2)]${E}`,
      calls: [
        { name: "special_function", arguments: { arg1: 1 } },
        { name: "special_function_with_opt", arguments: { arg1: 1, arg2: 2 } },
      ],
      strip: "",
    },
    { name: "empty arguments (llama.cpp)", text: `${S}[empty_args()]${E}`, calls: [{ name: "empty_args", arguments: {} }], strip: "" },
    // the LFM2.5-8B-A1B chat template's layout: content, then `'`-quoted strings and tojson mappings
    { name: "the template's layout", text: `Sure.${S}[get_weather(city='Paris', opts={"metric": true}, days=3)]${E}`, calls: [{ name: "get_weather", arguments: { city: "Paris", opts: { metric: true }, days: 3 } }], strip: "Sure." },
    // real outputs from public issues
    // https://github.com/vllm-project/vllm/pull/39243 (LFM2.5-1.2B-Instruct, the call left in `content`)
    { name: "a space before the closer (vllm#39243)", text: `${S}[get_current_temperature(location="Tokyo")] ${E}`, calls: [{ name: "get_current_temperature", arguments: { location: "Tokyo" } }], strip: "" },
    // https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1979 (LFM2.5-8B-A1B-MLX-4bit)
    { name: "LM Studio left it in content (lmstudio#1979)", text: `${S}[list_directory(path="desktop")]${E}`, calls: [{ name: "list_directory", arguments: { path: "desktop" } }], strip: "" },
    // https://github.com/theroyallab/tabbyAPI/pull/464 (a live LFM2.5 server)
    { name: "'-quoted path (tabbyAPI#464)", text: `${S}[browser_navigate(url='/home/user1/workspace')]${E}`, calls: [{ name: "browser_navigate", arguments: { url: "/home/user1/workspace" } }], strip: "" },
    // vLLM's LFM2 parser docstring: prose after the block
    { name: "prose after the block (vLLM's docstring)", text: `${S}[get_weather(location="Paris")]${E}\nThe weather in Paris is sunny.`, calls: [{ name: "get_weather", arguments: { location: "Paris" } }], strip: "The weather in Paris is sunny." },
    // the template writes a string as `'` + text + `'`: a multi-line value comes back with raw line breaks (vLLM's and
    // SGLang's LFM2 parsers escape them before reading; Ollama's keeps the text raw)
    { name: "a raw line break inside a string is the value's", text: `${S}[write(path='a.txt', content='line1\nline2')]${E}`, calls: [{ name: "write", arguments: { path: "a.txt", content: "line1\nline2" } }], strip: "" },
    // SGLang's detector and Ollama's parser read one call without the list's brackets
    { name: "one call without brackets (SGLang, Ollama)", text: `${S}get_weather(location="Paris")${E}`, calls: [{ name: "get_weather", arguments: { location: "Paris" } }], strip: "" },
    { name: "one call without brackets, a declared non-ASCII name", tools: ["获取天气"], text: `${S}获取天气(city="北京")${E}`, calls: [{ name: "获取天气", arguments: { city: "北京" } }], strip: "" },
    { name: "a parameter named after a Python keyword (SGLang, vLLM)", text: `${S}[memory_get(from=1)]${E}`, calls: [{ name: "memory_get", arguments: { from: 1 } }], strip: "" },
    // vLLM's and SGLang's LFM2 parsers read `month=07` (a Python syntax error) as 7, as the kit's reader does
    { name: "a zero-padded number (vLLM, SGLang)", text: `${S}[get_date(month=07)]${E}`, calls: [{ name: "get_date", arguments: { month: 7 } }], strip: "" },
    { name: "a declared tool", tools: ["get_time"], text: `${S}[get_time(city="Bern")]${E}`, calls: [{ name: "get_time", arguments: { city: "Bern" } }], strip: "" },
    // the LFM2.5-8B-A1B template (llama.cpp models/templates) ends the turn right after the calls:
    // `…]<|tool_call_end|><|im_end|>⏎`; leaked where it is no stop token, it is stripped with the block
    { name: "the turn's <|im_end|> right after the block (the template's)", text: `Sure.${S}[get_time(city="Paris")]${E}<|im_end|>\n`, calls: [{ name: "get_time", arguments: { city: "Paris" } }], strip: "Sure." },
    { name: "<|im_end|> after blanks, one call without brackets", text: `${S}get_time(city="Paris")${E}\n<|im_end|>`, calls: [{ name: "get_time", arguments: { city: "Paris" } }], strip: "" },
  ],
  negative: [
    { name: "markdown links stay content (llama.cpp)", text: "Use this format: [link text](url). Example: [Wikipedia](https://www.wikipedia.org)." },
    { name: "partial (llama.cpp)", text: `${S}[special_function(arg1=` },
    { name: "closer missing", text: `${S}[get_time(city="Paris")]` },
    { name: "a backslash: the template's raw reading and Python's differ", text: `${S}[python(code="def hello():\\n    print('hey')")]${E}` },
    { name: "positional argument", text: `${S}[get_time("Paris")]${E}` },
    { name: "one call of two broken: nothing runs", text: `${S}[get_time(city="Paris"), get_time(city=b"x")]${E}` },
    { name: "a repeated keyword", text: `${S}[get_time(city="Paris", city="Rome")]${E}` },
    { name: "openPangu's JSON list is not LFM2's layout", text: `${S}[{"name": "get_time", "arguments": {"city": "Paris"}}]${E}` },
    { name: "junk before the closer", text: `${S}[get_time(city="Paris")] and more ${E}` },
    { name: "one bare call, cut", text: `${S}get_weather(location="Paris"` },
    { name: "one bare call, closer missing", text: `${S}get_weather(location="Paris")` },
    { name: "one bare call, then junk", text: `${S}get_weather(location="Paris") now${E}` },
    { name: "text in the wrapper is no call", text: `${S}get weather for Paris${E}` },
    { name: "a raw line break, then a backslash: two readings", text: `${S}[write(content='a\nb\\n')]${E}` },
    // SGLang and vLLM guess the closing quote of `'sed -n '1,9p' f.py'`; which quote closes is not written: no run
    { name: "nested same quotes: the closing quote is a guess", text: `${S}[bash(command='sed -n '1,9p' f.py')]${E}` },
    { name: "fenced", text: "```\n" + `${S}[get_time(city="Paris")]${E}` + "\n```" },
    { name: "inline code", text: `LFM2 writes \`${S}[get_time(city="Paris")]${E}\`.` },
    { name: "inside <think>", text: `<think>${S}[get_time(city="Paris")]${E}</think>` },
    { name: "undeclared tool", tools: ["read"], text: `${S}[get_time(city="Paris")]${E}` },
    { name: "prose on both sides", text: `The format is ${S}[get_time(city="Paris")]${E} and so on.` },
    { name: "a bare pythonic list is not this grammar's", text: '[get_time(city="Paris")]' },
    { name: "a turn end alone is no call", text: "Done.<|im_end|>" },
    { name: "a refused block keeps its <|im_end|>", text: `${S}[get_time("Paris")]${E}<|im_end|>` },
  ],
});
