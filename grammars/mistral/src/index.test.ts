import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { mistral } from "./index.js";

new GrammarTester().run(mistral, {
  positive: [
    // corpus mistral-10
    {
      text: 'hi{hi[TOOL_CALLS]bash{"command": "print(\\"hello world!\\")\\nre.compile(r\'{}\')"}',
      calls: [{ name: "bash", arguments: { command: "print(\"hello world!\")\nre.compile(r'{}')" } }],
      strip: "hi{hi",
    },
    // corpus mistral-11
    {
      text: '[TOOL_CALLS]make_next_step_decision[ARGS]{"decision":"TOOL", "content":"Use weather API"}',
      calls: [{ name: "make_next_step_decision", arguments: { decision: "TOOL", content: "Use weather API" } }],
      strip: "",
    },
    // corpus mistral-15: brackets and a fence inside a string value
    {
      text: '[TOOL_CALLS] [{"name":"make_next_step_decision", "arguments":{"decision":"","content":"```\\nTOOL: Access a weather API or service\\nANSWER: [City Name] - [Weather Conditions] - [Temperature]\\n```"}}]',
      calls: [
        {
          name: "make_next_step_decision",
          arguments: { decision: "", content: "```\nTOOL: Access a weather API or service\nANSWER: [City Name] - [Weather Conditions] - [Temperature]\n```" },
        },
      ],
      strip: "",
    },
    {
      name: "pre-v11 parallel array, arguments as a JSON string decoded once",
      text: 'Sure. [TOOL_CALLS] [{"name": "read", "arguments": "{\\"path\\": \\"a.ts\\"}"}, {"name": "bash", "arguments": {"command": "ls"}}]',
      calls: [
        { name: "read", arguments: { path: "a.ts" } },
        { name: "bash", arguments: { command: "ls" } },
      ],
      strip: "Sure.",
    },
    {
      name: "v11 repeated per call",
      text: '[TOOL_CALLS]read[ARGS]{"path": "a"}[TOOL_CALLS]read[ARGS]{"path": "b"}',
      calls: [
        { name: "read", arguments: { path: "a" } },
        { name: "read", arguments: { path: "b" } },
      ],
      strip: "",
    },
    {
      name: "Mistral Small 3.2 [CALL_ID]",
      text: '[TOOL_CALLS]get_weather[CALL_ID]a1b2c3d4e[ARGS]{"city": "Paris"}',
      calls: [{ name: "get_weather", arguments: { city: "Paris" } }],
      strip: "",
    },
    {
      name: "unicode, emoji, backslashes and nested JSON kept",
      text: '[TOOL_CALLS]write[ARGS]{"path": "C:\\\\Users\\\\日本\\\\a.txt", "content": "😀 \\"q\\"\\n", "o": {"k": [true, null]}} after',
      calls: [{ name: "write", arguments: { path: "C:\\Users\\日本\\a.txt", content: '😀 "q"\n', o: { k: [true, null] } } }],
      strip: "after",
    },
    {
      name: "single object after the token",
      text: '[TOOL_CALLS] {"name": "ls", "parameters": {"path": "."}}',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "",
    },
    {
      name: "Magistral reasoning kept as text, the call after it runs",
      text: '[THINK]I should list files.[/THINK][TOOL_CALLS]ls[ARGS]{"path": "."}',
      calls: [{ name: "ls", arguments: { path: "." } }],
      strip: "[THINK]I should list files.[/THINK]",
    },
    // issue 35: Mistral's end-of-sequence token right after the call goes with it
    { name: "v11: </s> after the call", text: 'Listing.[TOOL_CALLS]ls[ARGS]{"path": "."}</s>', calls: [{ name: "ls", arguments: { path: "." } }], strip: "Listing." },
    { name: "pre-v11: </s> after the array, a newline between", text: '[TOOL_CALLS] [{"name": "ls", "arguments": {"path": "."}}]\n</s>', calls: [{ name: "ls", arguments: { path: "." } }], strip: "" },
    { name: "two v11 calls, </s> after the last", text: '[TOOL_CALLS]ls[ARGS]{"path": "a"}[TOOL_CALLS]ls[ARGS]{"path": "b"}</s>', calls: [{ name: "ls", arguments: { path: "a" } }, { name: "ls", arguments: { path: "b" } }], strip: "" },
    { name: "another family's end token is not Mistral's: it stays text", text: '[TOOL_CALLS]ls[ARGS]{"path": "."}<|im_end|>', calls: [{ name: "ls", arguments: { path: "." } }], strip: "<|im_end|>" },
    { name: "only </s> goes: prose after it stays", text: '[TOOL_CALLS]ls[ARGS]{"path": "."}</s>\nDone.', calls: [{ name: "ls", arguments: { path: "." } }], strip: "Done." },
  ],
  negative: [
    { name: "</s> in prose is not stripped", text: "The tokenizer ends a turn with </s>." },
    { name: "v11: an argument repeated", text: '[TOOL_CALLS]bash[ARGS]{"command": "ls", "command": "rm -rf ."}', strip: "bash[ARGS]{\"command\": \"ls\", \"command\": \"rm -rf .\"}" },
    { name: "pre-v11: name repeated", text: '[TOOL_CALLS] [{"name": "read", "name": "bash", "arguments": {"command": "ls"}}]', strip: "[{\"name\": \"read\", \"name\": \"bash\", \"arguments\": {\"command\": \"ls\"}}]" },
    { name: "pre-v11: both parameters and arguments", text: '[TOOL_CALLS] [{"name": "read", "parameters": {"path": "a"}, "arguments": {"path": "b"}}]', strip: "[{\"name\": \"read\", \"parameters\": {\"path\": \"a\"}, \"arguments\": {\"path\": \"b\"}}]" },
    // corpus mistral-18: free text after the token
    { text: "[TOOL_CALLS] not json at all", strip: "not json at all" },
    // corpus mistral-19: a name with no arguments
    { text: "[TOOL_CALLS]toolname_no_args", strip: "toolname_no_args" },
    // corpus mistral-20: JSON never closed
    { text: 'hi{hi[TOOL_CALLS]bash{"command": "print(\\"hello world!\\")\\nre.compile(r\'{}\')"', strip: "hi{hi bash{\"command\": \"print(\\\"hello world!\\\")\\nre.compile(r'{}')\"" },
    // corpus negative-20: inline code
    'In v11 the model writes `[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}`; older checkpoints wrote `[TOOL_CALLS] [{...}]` instead.',
    { name: "fenced", text: '```\n[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}\n```' },
    { name: "junk between the token and the payload", text: '[TOOL_CALLS] here: [{"name": "ls", "arguments": {}}]', strip: "here: [{\"name\": \"ls\", \"arguments\": {}}]" },
    { name: "array element that is data", text: '[TOOL_CALLS] [{"name": "ls", "arguments": {}}, {"title": "x"}]', strip: "[{\"name\": \"ls\", \"arguments\": {}}, {\"title\": \"x\"}]" },
    { name: "empty array", text: "[TOOL_CALLS] []", strip: "[]" },
    { name: "truncated array", text: '[TOOL_CALLS] [{"name": "ls", "arguments": {"path": "."}}', strip: "[{\"name\": \"ls\", \"arguments\": {\"path\": \".\"}}" },
    { name: "undeclared name", tools: ["read"], text: '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}' },
    { name: "inside [THINK]", text: '[THINK]maybe [TOOL_CALLS]ls[ARGS]{"path": "."}[/THINK]I will not.' },
    { name: "arguments not an object", text: '[TOOL_CALLS]ls[ARGS]["."]', strip: "ls[ARGS][\".\"]" },
  ],
});

describe("mistral: stripped text", () => {
  it.each([
    ["[TOOL_CALLS] not json at all", "not json at all"],
    ['Done.[TOOL_CALLS]ls[ARGS]{"path": "."}\nBye.', "Done. Bye."],
  ])("recover mode leaves %j as %j", (text, visible) => {
    expect(collapse(visibleText(runGrammar([mistral], { text }).message))).toBe(visible);
  });

  it("a call with prose before it and after it on the same line is prose: not run, not stripped", () => {
    const text = 'Done.[TOOL_CALLS]ls[ARGS]{"path": "."} Bye.';
    const r = runGrammar([mistral], { text });
    expect(r.recovered).toEqual([]);
    expect(r.changed).toBe(false);
  });

  it("strip mode removes the call and appends nothing", () => {
    const r = runGrammar([mistral], { text: 'Listing.[TOOL_CALLS]ls[ARGS]{"path": "."}' }, "strip");
    expect(r.recovered).toEqual([]);
    expect((r.message as { content: unknown[] }).content).toEqual([{ type: "text", text: "Listing." }]);
  });
});
