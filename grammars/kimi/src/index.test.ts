import { createHost } from "@pi-tool-repair/host";
import { GrammarTester, collapse, runGrammar, visibleText } from "@pi-tool-repair/host/testing";
import { cleanKimiName, kimi, nameOfId } from "./index.js";

const S = "<|tool_calls_section_begin|>";
const E = "<|tool_calls_section_end|>";
const B = "<|tool_call_begin|>";
const A = "<|tool_call_argument_begin|>";
const C = "<|tool_call_end|>";

/** Two declared tools whose schemas tell their arguments apart. */
const TOOLS = {
  read: { type: "object", properties: { path: { type: "string" } }, required: ["path"], additionalProperties: false },
  bash: { type: "object", properties: { command: { type: "string" } }, required: ["command"], additionalProperties: false },
} as const;
/** A whole Kimi section quoted as file content (a doc about the format), as a JSON string value. */
const QUOTED = `Example: ${S}${B}functions.bash:0 ${A}{}${C}${E} done`;
const quoted = JSON.stringify(QUOTED);

new GrammarTester().run(kimi, {
  positive: [
    // arguments sent as a JSON string holding the object (a real Kimi-K2 output, issue 36): decoded once
    {
      name: "arguments as a JSON string holding the object",
      text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>"{\\"path\\": \\"a.ts\\"}"<|tool_call_end|><|tool_calls_section_end|>',
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "",
    },
    {
      name: "a JSON string holding the object, beside a plain object",
      text: 'Let me look. <|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>"{\\"path\\": \\"a.ts\\"}"<|tool_call_end|><|tool_call_begin|>functions.ls:1<|tool_call_argument_begin|>{"path": "src"}<|tool_call_end|><|tool_calls_section_end|>',
      calls: [{ name: "read", arguments: { path: "a.ts" } }, { name: "ls", arguments: { path: "src" } }],
      strip: "Let me look.",
    },
    // corpus kimi-01
    {
      text: `I'll check. ${S}${B}functions.get_weather:0 ${A}{"city": "Beijing"}${C}${E}`,
      calls: [{ name: "get_weather", arguments: { city: "Beijing" } }],
      strip: "I'll check.",
    },
    // corpus kimi-03
    {
      text: `Multiple tasks. ${S}${B}functions.get_weather:0 ${A}{"city": "New York"}${C}${B}functions.get_news:1 ${A}{"topic": "technology"}${C}${B}functions.send_email:2 ${A}{"to": "user@example.com", "subject": "Daily Update"}${C}${E}`,
      calls: [
        { name: "get_weather", arguments: { city: "New York" } },
        { name: "get_news", arguments: { topic: "technology" } },
        { name: "send_email", arguments: { to: "user@example.com", subject: "Daily Update" } },
      ],
      strip: "Multiple tasks.",
    },
    // corpus kimi-06: no `functions.` namespace
    {
      text: `No prefix. ${S}${B}get_weather:0 ${A}{"city": "Tokyo"}${C}${E}`,
      calls: [{ name: "get_weather", arguments: { city: "Tokyo" } }],
      strip: "No prefix.",
    },
    // corpus kimi-08: an id without `:digit` is skipped, its sibling kept
    {
      text: `Help. ${S}${B}functions.invalid.0 ${A}{"city": "Beijing"}${C}${B}functions.valid:1 ${A}{"city": "Shanghai"}${C}${E}`,
      calls: [{ name: "valid", arguments: { city: "Shanghai" } }],
      strip: "Help.",
    },
    {
      name: "singular section marker",
      text: `<|tool_call_section_begin|>${B}functions.read:0${A}{"path":"a.ts"}${C}<|tool_call_section_end|> done`,
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "done",
    },
    {
      name: "spaces and newlines around markers (llxprt#749)",
      text: `Let me look.\n${S}\n ${B} functions.bash:3 ${A} {"command": "ls -la"} ${C}\n${E}\nOK`,
      calls: [{ name: "bash", arguments: { command: "ls -la" } }],
      strip: "Let me look. OK",
    },
    {
      name: "section closer missing, call complete (EDGE)",
      text: `${S}${B}functions.read:0 ${A}{"path": "src/a.ts"}${C}`,
      calls: [{ name: "read", arguments: { path: "src/a.ts" } }],
      strip: "",
    },
    {
      name: "unicode, backslashes, quotes, newlines and nested JSON kept",
      text: `${S}${B}functions.write:0 ${A}{"path": "C:\\\\tmp\\\\日本.txt", "content": "say \\"hi\\" 🎉\\nline2", "meta": {"a": [1, {"b": null}]}}${C}${E}`,
      calls: [{ name: "write", arguments: { path: "C:\\tmp\\日本.txt", content: 'say "hi" 🎉\nline2', meta: { a: [1, { b: null }] } } }],
      strip: "",
    },
    {
      name: "a literal marker inside an argument string does not cut the call",
      text: `${S}${B}functions.write:0 ${A}{"content": "${C} and ${E}"}${C}${E}`,
      calls: [{ name: "write", arguments: { content: `${C} and ${E}` } }],
      strip: "",
    },
    {
      name: "a call with invalid JSON is skipped, the next one kept",
      text: `${S}${B}functions.read:0 ${A}{"path": oops}${C}${B}functions.read:1 ${A}{"path": "b"}${C}${E}`,
      calls: [{ name: "read", arguments: { path: "b" } }],
      strip: "",
    },
    {
      name: "K2-Thinking: a call inside <think> is a real call",
      text: `<think>I need the file. ${S}${B}functions.read:0 ${A}{"path": "a"}${C}${E}</think>`,
      calls: [{ name: "read", arguments: { path: "a" } }],
      strip: "<think>I need the file. </think>",
    },
    {
      name: "a bare counter id runs when exactly one declared tool's schema accepts the arguments",
      tools: TOOLS,
      text: `${S}${B}0 ${A}{"path": "a.ts"}${C}${E}`,
      calls: [{ name: "read", arguments: { path: "a.ts" } }],
      strip: "",
    },
    {
      name: "OpenAI-style call ids (the template writes a client's ids back raw) are matched the same way",
      tools: TOOLS,
      text: `${S}${B}call_abc123 ${A}{"command": "ls"}${C}${B}call-9f2 ${A}{"path": "b"}${C}${E}`,
      calls: [
        { name: "bash", arguments: { command: "ls" } },
        { name: "read", arguments: { path: "b" } },
      ],
      strip: "",
    },
    {
      name: "the normal id functions.NAME:IDX needs no schema",
      tools: ["read"],
      text: `${S}${B}functions.read:7${A}{"path": "a"}${C}${E}`,
      calls: [{ name: "read", arguments: { path: "a" } }],
      strip: "",
    },
    {
      name: "a string value quoting a whole section is content: the outer call runs with it intact, the inner never runs",
      text: `Writing. ${S}${B}functions.write:0 ${A}{"path": "doc.md", "content": ${quoted}}${C}${E}`,
      calls: [{ name: "write", arguments: { path: "doc.md", content: QUOTED } }],
      strip: "Writing.",
    },
    {
      name: "a string value holding null stays the string",
      text: `${S}${B}functions.write:0 ${A}{"content": "null", "path": null}${C}${E}`,
      calls: [{ name: "write", arguments: { content: "null", path: null } }],
      strip: "",
    },
    {
      name: "a call with a repeated key is skipped, its sibling kept",
      text: `${S}${B}functions.bash:0 ${A}{"command": "ls", "command": "rm -rf /"}${C}${B}functions.read:1 ${A}{"path": "b"}${C}${E}`,
      calls: [{ name: "read", arguments: { path: "b" } }],
      strip: "",
    },
    {
      name: "declared tool",
      tools: ["read"],
      text: `${S}${B}functions.read:0 ${A}{"path": "a"}${C}${E}`,
      calls: [{ name: "read", arguments: { path: "a" } }],
      strip: "",
    },
  ],
  negative: [
    // decoded once only: a string holding a string holding the object, or a string holding no object, runs nothing
    { text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>"\\"{\\\\\\"path\\\\\\": \\\\\\"a.ts\\\\\\"}\\""<|tool_call_end|><|tool_calls_section_end|>', strip: "" },
    { text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>"[\\"a.ts\\"]"<|tool_call_end|><|tool_calls_section_end|>', strip: "" },
    { name: "truncated in the arguments", text: `${S}${B}functions.read:0 ${A}{"path": "src/a` },
    { name: "truncated before the call end", text: `${S}${B}functions.read:0 ${A}{"path": "a"}` },
    { name: "section opened, nothing else", text: `Working on it ${S}` },
    { name: "bare counter id names no tool", text: `${S}${B}0 ${A}{"path": "a"}${C}${E}`, strip: "" },
    { name: "arguments are not an object", text: `${S}${B}functions.read:0 ${A}["a"]${C}${E}`, strip: "" },
    { name: "junk after the JSON", text: `${S}${B}functions.read:0 ${A}{"path": "a"} trailing${C}${E}`, strip: "" },
    { name: "fenced", text: "Kimi writes:\n```\n" + `${S}${B}functions.read:0 ${A}{"path": "a"}${C}${E}` + "\n```\n" },
    { name: "inline code", text: "The format is `" + `${S}${B}functions.read:0 ${A}{"path": "a"}${C}${E}` + "` in K2." },
    { name: "undeclared tool", tools: ["bash"], text: `${S}${B}functions.read:0 ${A}{"path": "a"}${C}${E}` },
    { name: "prose naming the markers", text: "Kimi uses <|tool_call_begin|> and <|tool_call_end|> around each call." },
    { name: "a repeated key", text: `${S}${B}functions.edit:0 ${A}{"path": "a", "path": "b"}${C}${E}`, strip: "" },
    { name: "a repeated key spelled with an escape", text: `${S}${B}functions.edit:0 ${A}{"oldText": "a", "old\\u0054ext": "b", "newText": "c"}${C}${E}`, strip: "" },
    { name: "a repeated key deciding the tool in nested data", text: `${S}${B}functions.run:0 ${A}{"spec": {"name": "read", "name": "bash"}}${C}${E}`, strip: "" },
    { name: "a bare counter id with no declared tools", text: `${S}${B}0 ${A}{"path": "a"}${C}${E}`, strip: "" },
    { name: "a bare counter id whose arguments two tools accept", tools: { read: { type: "object" }, bash: { type: "object" } }, text: `${S}${B}0 ${A}{"path": "a"}${C}${E}`, strip: "" },
    { name: "a bare counter id whose arguments no tool accepts", tools: TOOLS, text: `${S}${B}0 ${A}{"file": "a"}${C}${E}`, strip: "" },
    { name: "a bare counter id beside a tool whose schema is unknown", tools: ["read", "bash"], text: `${S}${B}0 ${A}{"path": "a"}${C}${E}`, strip: "" },
    { name: "a call id that is neither a counter nor an OpenAI id", tools: TOOLS, text: `${S}${B}tool-7 ${A}{"path": "a"}${C}${E}`, strip: "" },
    {
      name: "a truncated outer call whose string quotes a complete section: the quoted section never runs",
      text: `${S}${B}functions.write:0 ${A}{"content": "${QUOTED}`,
    },
    {
      name: "a truncated outer call whose string quotes a call end and then a complete section: nothing quoted runs",
      text: `${S}${B}functions.write:0 ${A}{"content": "a${C} b ${QUOTED}`,
    },
    {
      name: "an outer call with a repeated key whose string quotes calls: nothing quoted runs",
      text: `${S}${B}functions.write:0 ${A}{"a": 1, "a": 2, "c": "x${C}${B}functions.bash:1 ${A}{}${C}"}${C}${E}`,
      strip: "",
    },
    {
      name: "junk after the arguments: the call end is searched after them, not inside their strings",
      text: `${S}${B}functions.write:0 ${A}{"c": "${C}${B}functions.bash:1 ${A}{}${C}"} junk${C}${E}`,
      strip: "",
    },
  ],
});

describe("kimi: ids, strip mode, thinking blocks, native names", () => {
  it.each([
    ["functions.get_weather:0", "get_weather"],
    ["get_weather:12", "get_weather"],
    ["functions.invalid.0", undefined],
    ["0", undefined],
    ["functions.:0", undefined],
    ["functions.a b:0", undefined],
    ["call_abc123", undefined],
  ])("nameOfId(%j) = %j", (id, name) => {
    expect(nameOfId(id)).toBe(name);
  });

  it("strip mode removes the section and appends nothing", () => {
    const r = runGrammar([kimi], { text: `I'll check. ${S}${B}functions.get_weather:0 ${A}{"city": "Beijing"}${C}${E}\nThen more.` }, "strip");
    expect(r.recovered).toEqual([]);
    expect(collapse(visibleText(r.message))).toBe("I'll check. Then more.");
    expect((r.message as { content: { type: string }[] }).content.map((b) => b.type)).toEqual(["text"]);
  });

  it("recovers a call from a thinking block and cleans that block", () => {
    const host = createHost().use(kimi);
    const ctx = host.context({ config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } } });
    const message = {
      role: "assistant" as const,
      content: [{ type: "thinking", thinking: `Let me read. ${S}${B}functions.read:0 ${A}{"path":"a"}${C}${E}` }],
      stopReason: "stop",
    };
    const r = host.processMessage(message, ctx);
    expect(r.recovered).toEqual([{ grammar: "kimi", name: "read", arguments: { path: "a" } }]);
    const content = (r.message as { content: Record<string, unknown>[] }).content;
    expect(content[0]).toEqual({ type: "thinking", thinking: "Let me read." });
    expect(content[1]).toMatchObject({ type: "toolCall", name: "read", arguments: { path: "a" } });
    expect((r.message as { stopReason: string }).stopReason).toBe("toolUse");
  });

  it("stripGrammar renames a native call named with a Kimi id, and leaves clean messages alone", () => {
    const host = createHost().use(kimi);
    const ctx = host.context({ config: { grammar: { enabled: false } } });
    const leaked = {
      role: "assistant" as const,
      content: [{ type: "toolCall", id: "functions.read:0", name: "functions.read:0", arguments: { path: "a" } }],
      stopReason: "toolUse",
    };
    const r = host.processMessage(leaked, ctx);
    expect((r.message as { content: unknown[] }).content).toEqual([{ type: "toolCall", id: "functions.read:0", name: "read", arguments: { path: "a" } }]);
    const clean = { role: "assistant" as const, content: [{ type: "toolCall", id: "x", name: "read", arguments: { path: "a" } }], stopReason: "toolUse" };
    expect(host.processMessage(clean, ctx).message).toBe(clean);
  });

  // issue 31, item 7: renamed only when the name is one Kimi id holding one tool name and nothing else
  it.each([
    ["functions.read:0", "read"],
    ["functions.my.tool:12", "my.tool"],
    ["functions.bash.functions.read:0", undefined],
    ["functions.bash:0functions.read:1", undefined],
    ["functions.bash:0 functions.read:1", undefined],
    ["<|tool_call_begin|>functions.read:0", undefined],
    ["functions.read:0<|tool_call_argument_begin|>", undefined],
    ["read functions.bash:0", undefined],
    ["functions.read", undefined],
  ] as const)("cleanKimiName(%j) → %j, and the native call is renamed only then", (name, want) => {
    expect(cleanKimiName(name)).toBe(want);
    const host = createHost().use(kimi);
    const msg = { role: "assistant" as const, content: [{ type: "toolCall", id: "c1", name, arguments: { path: "a" } }], stopReason: "toolUse" };
    const out = host.processMessage(msg, host.context({ config: { grammar: { enabled: false } } }));
    if (want === undefined) expect(out.message).toBe(msg);
    else expect((out.message as { content: { name: string }[] }).content[0]!.name).toBe(want);
  });
});
