/**
 * Cross-cutting behaviour of grammar recovery through processMessage with the default preset: modes, native
 * tool calls, the known-tool gate, family selection, inert code and reasoning, parallel calls and ids.
 */
import type { AssistantMessage, Block, ConfigInput, Message, ToolCallBlock, ToolsInput } from "@pi-tool-repair/host";
import { collapse, visibleText } from "@pi-tool-repair/host/testing";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";

const host = createDefaultHost();

const GLM = "<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>a.ts</arg_value>\n</tool_call>";
const GEMMA = '<|tool_call>call:bash{command:<|"|>ls -la<|"|>}<tool_call|>';
const OLMO = "<function_calls>get_time(tz='UTC')</function_calls>";
const HERMES = '<tool_call>{"name": "read", "arguments": {"path": "b.ts"}}</tool_call>';

function message(content: Block[] | string, stopReason: AssistantMessage["stopReason"] = "stop"): AssistantMessage {
  return { role: "assistant", content: typeof content === "string" ? [{ type: "text", text: content }] : content, stopReason };
}

function run(msg: AssistantMessage, grammar: ConfigInput["grammar"] | undefined, tools?: ToolsInput) {
  const ctx = host.context({ tools, config: grammar === undefined ? {} : { grammar } });
  return host.processMessage(msg, ctx);
}

const on = { enabled: true, mode: "recover" as const, requireKnownTool: false };
const toolCalls = (m: Message) => (m as AssistantMessage).content.filter((b): b is ToolCallBlock => b.type === "toolCall");

describe("grammar recovery: modes", () => {
  it("passes null and non-object blocks through while recovering from the text beside them", () => {
    const msg = { role: "assistant", content: [null, 7, { type: "text", text: "Reading. " + HERMES }], stopReason: "stop" } as unknown as AssistantMessage;
    const logged: string[] = [];
    const ctx = host.context({ tools: ["read"], config: { grammar: on }, log: { debug: () => {}, warn: (m) => logged.push(m) } });
    const r = host.processMessage(msg, ctx);
    expect(logged).toEqual([]);
    expect(r.recovered.map((c) => [c.name, c.arguments])).toEqual([["read", { path: "b.ts" }]]);
    expect((r.message as AssistantMessage).content.slice(0, 3)).toEqual([null, 7, { type: "text", text: "Reading." }]);
  });

  it.each(["aborted", "error", "length"] as const)("a turn that stopped with %s gains no call: the markup is stripped, the stop reason kept", (stop) => {
    const msg: AssistantMessage = { ...message("Reading. " + HERMES, stop), errorMessage: "cut" };
    const r = run(msg, on, ["read"]);
    expect(toolCalls(r.message)).toEqual([]);
    expect(r.recovered).toEqual([]);
    expect((r.message as AssistantMessage).stopReason).toBe(stop);
    expect((r.message as AssistantMessage).errorMessage).toBe("cut");
    expect(collapse(visibleText(r.message))).toBe("Reading.");
  });

  it("is off by default: the same message comes back", () => {
    const msg = message("Reading. " + GLM);
    const r = run(msg, undefined, ["read"]);
    expect(r.message).toBe(msg);
    expect(r.changed).toBe(false);
    expect(r.recovered).toEqual([]);
  });

  it("recover: strips the markup, appends a toolCall with a fresh id, stopReason toolUse", () => {
    const r = run(message("Reading. " + GLM), on);
    expect(collapse(visibleText(r.message))).toBe("Reading.");
    const calls = toolCalls(r.message);
    expect(calls.map((c) => [c.name, c.arguments])).toEqual([["read", { path: "a.ts" }]]);
    expect(typeof calls[0]!.id).toBe("string");
    expect(calls[0]!.id.length).toBeGreaterThan(0);
    expect((r.message as AssistantMessage).stopReason).toBe("toolUse");
    expect(r.recovered).toEqual([{ grammar: "glm", name: "read", arguments: { path: "a.ts" } }]);
    expect(r.stripped).toBe(1);
  });

  it("strip: removes the markup only; nothing is appended and stopReason stays", () => {
    const r = run(message("Reading. " + GLM + " " + GEMMA), { ...on, mode: "strip" });
    expect(collapse(visibleText(r.message))).toBe("Reading.");
    expect(toolCalls(r.message)).toEqual([]);
    expect(r.recovered).toEqual([]);
    expect(r.stripped).toBe(2);
    expect((r.message as AssistantMessage).stopReason).toBe("stop");
  });

  it("text without markers comes back as the same object", () => {
    const msg = message("Nothing to see here: a <b>tag</b> and {json: 1}.");
    const r = run(msg, on);
    expect(r.message).toBe(msg);
  });
});

describe("grammar recovery: native tool calls", () => {
  it("strips the shadow text and adds no duplicate call", () => {
    const native: ToolCallBlock = { type: "toolCall", id: "native_1", name: "read", arguments: { path: "a.ts" } };
    const r = run(message([{ type: "text", text: "Reading. " + GLM }, native], "toolUse"), on);
    expect(collapse(visibleText(r.message))).toBe("Reading.");
    expect(toolCalls(r.message)).toEqual([native]);
    expect(r.recovered).toEqual([]);
    expect((r.message as AssistantMessage).stopReason).toBe("toolUse");
  });
});

describe("grammar recovery: known tools", () => {
  it("requireKnownTool true: an undeclared name is neither run nor stripped", () => {
    const msg = message("Time: " + OLMO);
    const r = run(msg, { ...on, requireKnownTool: true }, ["read"]);
    expect(r.recovered).toEqual([]);
    expect(r.message).toBe(msg);
  });

  it("requireKnownTool true: a declared name runs", () => {
    const r = run(message("Time: " + OLMO), { ...on, requireKnownTool: true }, ["get_time"]);
    expect(r.recovered.map((c) => c.name)).toEqual(["get_time"]);
  });

  it("requireKnownTool false: any name runs", () => {
    const r = run(message("Time: " + OLMO), { ...on, requireKnownTool: false }, ["read"]);
    expect(r.recovered).toEqual([{ grammar: "olmo", name: "get_time", arguments: { tz: "UTC" } }]);
  });

  it("with schemas, recovered arguments go through validate-then-repair", () => {
    const schema = {
      type: "object",
      properties: { path: { type: "string" }, offset: { type: "integer" } },
      required: ["path"],
      additionalProperties: false,
    };
    const text = "<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>a.ts</arg_value>\n<arg_key>offset</arg_key>\n<arg_value>None</arg_value>\n</tool_call>";
    const r = run(message(text), { ...on, requireKnownTool: true }, { read: schema });
    expect(toolCalls(r.message).map((c) => c.arguments)).toEqual([{ path: "a.ts" }]);
    expect(r.recovered).toEqual([{ grammar: "glm", name: "read", arguments: { path: "a.ts" } }]);
    expect(r.calls.map((c) => c.result.outcome)).toEqual(["repaired"]);
  });
});

describe("grammar recovery: selecting families", () => {
  const text = "A " + GLM + "\nB " + OLMO;
  it("grammars: [olmo] runs only olmo and leaves the glm markup", () => {
    const r = run(message(text), { ...on, grammars: ["olmo"] });
    expect(r.recovered.map((c) => c.grammar)).toEqual(["olmo"]);
    expect(collapse(visibleText(r.message))).toBe(collapse("A " + GLM + " B"));
  });
  it("grammars: [glm, olmo] runs both in text order", () => {
    const r = run(message(text), { ...on, grammars: ["glm", "olmo"] });
    expect(r.recovered.map((c) => c.grammar)).toEqual(["glm", "olmo"]);
  });
  it("grammars: [] runs none", () => {
    const msg = message(text);
    const r = run(msg, { ...on, grammars: [] });
    expect(r.recovered).toEqual([]);
    expect(r.message).toBe(msg);
  });
});

describe("grammar recovery: one block, one grammar (JSON in new wrappers)", () => {
  // every grammar on: each block is claimed by its own family's grammar only, and each call runs once
  const cases: [string, string, string[]][] = [
    ["nemotron, not xlam: <TOOLCALL>[…]", 'Let me look.<TOOLCALL>[{"name": "read", "arguments": {"path": "a.ts"}}, {"name": "ls", "arguments": {}}]</TOOLCALL>', ["nemotron", "nemotron"]],
    ["nemotron: <TOOLCALL>{…} on its own line", '<TOOLCALL>\n{"name": "read", "arguments": {"path": "a.ts"}}\n</TOOLCALL>', ["nemotron"]],
    ["xlam still reads a bare list", '[{"name": "read", "arguments": {"path": "a.ts"}}]', ["xlam"]],
    ["longcat, not qwen or llama", '<longcat_tool_call>\n{"name": "read", "arguments": {"path": "a.ts"}}\n</longcat_tool_call>', ["longcat"]],
    ["gigachat 3.0, not llama's bare JSON line", 'Ok.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "read", "arguments": {"path": "a.ts"}}</s>', ["gigachat"]],
    ["gigachat 3.1", '<|function_call|>{"name": "read", "arguments": {"path": "a.ts"}}', ["gigachat"]],
    ["lmstudio, not mistral or xlam", '[TOOL_REQUEST]{"name": "read", "arguments": {"path": "a.ts"}}[END_TOOL_REQUEST]', ["lmstudio"]],
  ];
  it.each(cases)("%s", (_name, text, grammars) => {
    const r = run(message(text), on);
    expect(r.recovered.map((c) => c.grammar)).toEqual(grammars);
  });
});

describe("grammar recovery: inert code and reasoning", () => {
  const cases: [string, string][] = [
    ["fenced", "Example:\n```\n" + GLM + "\n```\nThat is all."],
    ["fenced with a language", "```xml\n" + GEMMA + "\n```"],
    ["inline code", "Type `" + OLMO + "` to call it."],
    ["<think> span", "<think>I could " + GLM + "</think>No call."],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const msg = message(text);
      const r = run(msg, on);
      expect(r.recovered).toEqual([]);
      expect(r.message).toBe(msg);
    });
  }
  it("a thinking block does not run calls", () => {
    const msg = message([{ type: "thinking", thinking: "maybe " + GLM }, { type: "text", text: "No call." }]);
    const r = run(msg, on);
    expect(r.recovered).toEqual([]);
    expect(toolCalls(r.message)).toEqual([]);
  });
  it("a call after a fence still runs", () => {
    const r = run(message("```\n" + GLM + "\n```\nNow for real: " + GEMMA), on);
    expect(r.recovered.map((c) => c.name)).toEqual(["bash"]);
    expect(collapse(visibleText(r.message))).toBe(collapse("```\n" + GLM + "\n```\nNow for real:"));
  });
});

describe("grammar recovery: inert regions (Markdown code, quotes, tables, HTML code)", () => {
  const LLAMA = '{"name": "read", "parameters": {"path": "a.ts"}}';
  // each text shows a call without making it: nothing runs and the message comes back as it was
  const cases: [string, string][] = [
    ["a fence inside a list item (3 spaces)", "1. Example:\n\n   ```\n   " + HERMES + "\n   ```\n2. Next."],
    ["a fence inside a list item (4 spaces, relative 2)", "- item\n\n    ```xml\n    " + GLM + "\n    ```\n"],
    ["a fence inside a nested list item", "- a\n  - b\n\n        ```\n        " + HERMES + "\n        ```"],
    ["an indented code block (4 spaces after a blank line)", "Example:\n\n    " + HERMES + "\n\nDone."],
    ["an indented code block (a tab)", "Example:\n\n\t" + GLM.replace(/\n/g, "\n\t") + "\n\nDone."],
    ["an indented code block at the start of the text", "    " + OLMO + "\nthat is the syntax."],
    ["an indented code block with a blank line inside", "Example:\n\n    " + OLMO + "\n\n    " + HERMES + "\n\nDone."],
    ["an indented code block inside a list item (6 spaces)", "- item\n\n      " + HERMES + "\n"],
    ["a block quote", "Quote:\n\n> " + HERMES + "\n\nDone."],
    ["a block quote over several lines", "> " + GLM.replace(/\n/g, "\n> ")],
    ["a block quote continued lazily", "> The model wrote:\n" + HERMES + "\n\nAnd stopped."],
    ["a block quote inside a list item", "- see\n  > " + GEMMA],
    ["<code>…</code>", "Use <code>" + HERMES + "</code> here."],
    ["<CODE class=…>…</CODE> (case and attributes)", "Use <CODE class=\"x\">" + OLMO + "</CODE> here."],
    ["<pre>…</pre>", "<pre>\n" + GLM + "\n</pre>\nDone."],
    ["an unclosed <pre> (to the end)", "<pre>\n" + GLM],
    ["a table cell", "| call | note |\n|---|---|\n| " + HERMES + " | x |"],
    ["a table cell, indented row", "  | " + OLMO + " |"],
    ["a table without leading pipes", "call | note\n--- | ---\n" + HERMES + " | x\n" + GLM + " | y"],
    ["HTML-escaped markup (no grammar decodes entities)", "Use &lt;tool_call&gt;{\"name\": \"read\", \"arguments\": {}}&lt;/tool_call&gt; to call."],
    ["HTML-escaped markup on its own line", "&lt;tool_call&gt;{\"name\": \"read\", \"arguments\": {}}&lt;/tool_call&gt;"],
    ["HTML-escaped Mistral token", "&#91;TOOL_CALLS&#93;[{\"name\": \"read\", \"arguments\": {}}]"],
    ["a call quoted as a JSON string", 'Output: {"example": "' + HERMES + '"}'],
    ["a call in quotation marks", "Qwen writes \u201c" + HERMES + "\u201d for a call."],
    ["a call in single quotes", "Send '" + OLMO + "' to the model."],
    ["a call in a ```json example string", '```json\n{"example": "' + HERMES.replace(/"/g, '\\"') + '"}\n```'],
    ["bare JSON in the middle of a sentence", "You could send " + LLAMA + " and it works."],
    ["bare JSON after prose on its line", "The format is: " + LLAMA],
    ["bare JSON before prose on its line", LLAMA + " is the format."],
    ["a bare xLAM array in a sentence", 'Send [{"name": "read", "arguments": {"path": "a"}}] to it.'],
    ["a pythonic list in a sentence", "Write [read(path='a')] to call it."],
  ];
  it.each(cases)("%s", (_name, text) => {
    const msg = message(text);
    const r = run(msg, on);
    expect(r.recovered).toEqual([]);
    expect(r.message).toBe(msg);
  });

  const runs: [string, string, string, string[]][] = [
    ["after an indented code block, a call at the margin runs", "Example:\n\n    " + OLMO + "\n\nNow: " + HERMES, "Example:\n\n    " + OLMO + "\n\nNow:", ["read"]],
    ["an indented line that continues a paragraph is not code", "Reading now:\n    " + HERMES, "Reading now:", ["read"]],
    ["a list item's paragraph (2 spaces) is not code", "- step one\n\n  " + HERMES, "- step one", ["read"]],
    ["after a block quote and a blank line, a call runs", "> quoted\n\n" + HERMES, "> quoted", ["read"]],
    ["after </code>, a call runs", "Use <code>x</code>. " + HERMES, "Use <code>x</code>.", ["read"]],
    ["bare JSON on its own line runs", "Reading it.\n" + LLAMA + "\n", "Reading it.", ["read"]],
    ["bare JSON on its own indented line (not after a blank line)", "Reading it.\n  " + LLAMA, "Reading it.", ["read"]],
    ["bare JSON right after other markup on its line runs", HERMES + LLAMA, "", ["read", "read"]],
    ["bare JSON right before other markup on its line runs", LLAMA + " " + OLMO, "", ["read", "get_time"]],
  ];
  it.each(runs)("%s", (_name, text, visible, names) => {
    const r = run(message(text), on);
    expect(r.recovered.map((c) => c.name)).toEqual(names);
    expect(visibleText(r.message)).toBe(visible);
  });
});

describe("grammar recovery: markers mentioned in prose", () => {
  const prose = [
    "The [TOOL_CALLS] token starts a call.",
    "The [TOOL_CALLS] token starts a call, and the model goes on.\n\nMore prose.",
    "Qwen writes `<tool_call>` tags, and then the result.",
    "The <tool_call> tag starts a call, and the model writes JSON after it.",
    "Llama 3 puts <|python_tag|> before a builtin call.",
    "Mistral models emit\u200b [TOOL_CALLS] then the calls.",
  ];
  it.each(prose)("%j is left as it is", (text) => {
    const msg = message(text);
    const r = run(msg, on);
    expect(r.message).toBe(msg);
    expect(r.stripped).toBe(0);
  });
  it.each([
    ["Let me call it. [TOOL_CALLS]", "Let me call it."],
    ["[TOOL_CALLS] not json at all", "not json at all"],
    ["Calling: [TOOL_CALLS]{broken", "Calling: {broken"],
  ])("a dangling marker that is not inside a sentence is stripped: %j → %j", (text, visible) => {
    expect(collapse(visibleText(run(message(text), on).message))).toBe(visible);
  });
});

describe("grammar recovery: a complete call written inside a sentence is prose", () => {
  const bash = { bash: { type: "object", properties: { command: { type: "string" } }, required: ["command"] } };
  const GLM_RM = "<tool_call>bash<arg_key>command</arg_key><arg_value>rm -rf /</arg_value></tool_call>";
  it.each([
    `The GLM format is ${GLM_RM} and you write it like that.`,
    `The GLM format is ${GLM_RM}, and you write it like that.`,
    `Done.${GLM_RM} Bye.`,
    `A reply:\nThe GLM format is ${GLM_RM} and so on.\nThat is all.`,
    `The format is <tool_call>\n<function=bash>\n<parameter=command>\nrm -rf /\n</parameter>\n</function>\n</tool_call> and it runs.`,
    `Two of them: ${GLM_RM}\n${GLM_RM} and that is how parallel calls look.`,
  ])("%j: nothing runs, nothing is stripped", (text) => {
    for (const mode of ["recover", "strip"] as const) {
      const msg = message(text);
      const r = run(msg, { ...on, mode }, bash);
      expect(r.recovered).toEqual([]);
      expect(r.stripped).toBe(0);
      expect(r.message).toBe(msg);
    }
  });
  it.each([
    [`Let me check.${GLM_RM}`, "Let me check."],
    [`Let me check. ${GLM_RM}<|im_end|>`, "Let me check. <|im_end|>"],
    [`Let me check. ${GLM_RM}[e~[`, "Let me check. [e~["],
    [`${GLM_RM} and that was it.`, "and that was it."],
    [`Let me check.${GLM_RM}\nDone.`, "Let me check. Done."],
    [`<think>The format is fine.</think>${GLM_RM} and more.`, "<think>The format is fine.</think> and more."],
  ])("%j: prose on one side only, so the call runs", (text, visible) => {
    const r = run(message(text), on, bash);
    expect(r.recovered.map((c) => [c.name, c.arguments])).toEqual([["bash", { command: "rm -rf /" }]]);
    expect(collapse(visibleText(r.message))).toBe(visible);
  });
  it("a call mentioned in one sentence does not keep a later call on its line from running", () => {
    const r = run(message(`The format is ${HERMES} and then ${GLM}`), on);
    expect(r.recovered.map((c) => [c.name, c.arguments])).toEqual([["read", { path: "a.ts" }]]);
    expect(collapse(visibleText(r.message))).toBe(collapse(`The format is ${HERMES} and then`));
  });
});

describe("grammar recovery: zero-width characters between markers", () => {
  it.each([
    ["mistral [TOOL_CALLS] then U+200B", '[TOOL_CALLS]\u200b[{"name": "read", "arguments": {"path": "a"}}]'],
    ["mistral [TOOL_CALLS] then U+FEFF and a space", '[TOOL_CALLS]\ufeff {"name": "read", "arguments": {"path": "a"}}'],
    ["mistral v11 name, U+2060, [ARGS]-less JSON", '[TOOL_CALLS]read\u2060{"path": "a"}'],
    ["granite <|tool_call|> then U+200C", '<|tool_call|>\u200c[{"name": "read", "arguments": {"path": "a"}}]'],
    ["llama bare JSON after U+200D on its line", '\u200d{"name": "read", "parameters": {"path": "a"}}'],
    ["hermes <tool_call> then U+200B", '<tool_call>\u200b{"name": "read", "arguments": {"path": "a"}}\u200b</tool_call>'],
    ["qwen3-coder XML with U+FEFF between tags", "<tool_call>\ufeff<function=read>\u200b<parameter=path>\na\n</parameter>\u200b</function>\ufeff</tool_call>"],
    ["glm with U+200B between key and value", "<tool_call>read\u200b<arg_key>path</arg_key>\u200b<arg_value>a</arg_value>\u200b</tool_call>"],
  ])("%s: the call runs", (_name, text) => {
    const r = run(message(text), on);
    expect(r.recovered.map((c) => [c.name, c.arguments])).toEqual([["read", { path: "a" }]]);
  });
  it("zero-width characters inside JSON are not whitespace: no call", () => {
    const msg = message('[TOOL_CALLS] [{"name":\u200b"read", "arguments": {}}]');
    expect(run(msg, on).recovered).toEqual([]);
  });
});

describe("grammar recovery: a second pass finds nothing the first left", () => {
  const DSML = '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';
  const ARRAY = '[{"name": "bash", "arguments": {"command": "ls"}}]';
  it.each([
    ["a marker after stripped markup is not in a sentence", DSML + " [TOOL_CALLS] Let", ["read"], "Let"],
    ["indented code keeps its indentation when what stood before it is stripped", HERMES + "\n\n    " + OLMO, ["read"], "    " + OLMO],
    ["an array the stripped [TOOL_CALLS] token owned is read once the token is gone", "[TOOL_CALLS] " + ARRAY + " " + ARRAY, ["bash", "bash"], ""],
  ])("%s", (_name, text, names, visible) => {
    const ctx = host.context({ config: { grammar: on } });
    const once = host.processMessage(message(text), ctx);
    expect(once.recovered.map((c) => c.name)).toEqual(names);
    expect(visibleText(once.message)).toBe(visible);
    const twice = host.processMessage(once.message, ctx);
    expect(twice.changed).toBe(false);
    expect(twice.message).toBe(once.message);
  });
});

describe("grammar recovery: parallel calls", () => {
  it("keeps text order across families and blocks, with distinct fresh ids", () => {
    const text = "One " + GLM + "\ntwo " + GEMMA + "\nthree " + OLMO + "\nfour " + HERMES;
    const r = run(message([{ type: "text", text }]), on);
    const calls = toolCalls(r.message);
    expect(calls.map((c) => [c.name, c.arguments])).toEqual([
      ["read", { path: "a.ts" }],
      ["bash", { command: "ls -la" }],
      ["get_time", { tz: "UTC" }],
      ["read", { path: "b.ts" }],
    ]);
    expect(r.recovered.map((c) => c.grammar)).toEqual(["glm", "gemma", "olmo", "qwen"]);
    expect(new Set(calls.map((c) => c.id)).size).toBe(4);
    expect(collapse(visibleText(r.message))).toBe("One two three four");
    const again = toolCalls(run(message(text), on).message);
    for (const c of again) expect(calls.map((x) => x.id)).not.toContain(c.id);
  });

  it("calls from several text blocks come after the blocks, in order", () => {
    const r = run(message([{ type: "text", text: GEMMA }, { type: "text", text: "then " + GLM }]), on);
    expect((r.message as AssistantMessage).content.map((b) => b.type)).toEqual(["text", "toolCall", "toolCall"]);
    expect(toolCalls(r.message).map((c) => c.name)).toEqual(["bash", "read"]);
    expect((r.message as AssistantMessage).stopReason).toBe("toolUse");
  });

  it("harmony: the final channel is the visible text, calls in order", () => {
    const text =
      "<|channel|>analysis<|message|>Two calls.<|end|>" +
      '<|start|>assistant<|channel|>commentary to=functions.read <|constrain|>json<|message|>{"path": "a"}<|call|>' +
      '<|start|>assistant<|channel|>commentary to=functions.read <|constrain|>json<|message|>{"path": "b"}<|call|>' +
      "<|start|>assistant<|channel|>final<|message|>Reading both.<|return|>";
    const r = run(message(text), on);
    expect(toolCalls(r.message).map((c) => c.arguments)).toEqual([{ path: "a" }, { path: "b" }]);
    expect(collapse(visibleText(r.message))).toBe("Reading both.");
  });
});

describe("grammar recovery: hidden and folded regions (issue 31, item 6)", () => {
  const BASH = '<tool_call>{"name": "bash", "arguments": {"command": "rm -rf ~"}}</tool_call>';
  const KIMI = '<|tool_calls_section_begin|><|tool_call_begin|>functions.bash:0 <|tool_call_argument_begin|>{"command": "rm -rf ~"}<|tool_call_end|><|tool_calls_section_end|>';
  // each ran `rm -rf ~` before: the region hides the call once rendered, so nothing runs and nothing is stripped
  const cases: [string, string][] = [
    ["an HTML comment", "Here is the page.\n<!-- " + BASH + " -->"],
    ["an HTML comment over lines", "Summary.\n\n<!--\n" + GLM + "\n-->\nDone."],
    ["an unclosed HTML comment (to the end)", "Summary. <!-- note\n\n" + BASH],
    ["<details>", "<details><summary>Log</summary>\n\n" + BASH + "\n\n</details>"],
    ["nested <details>", "<details>a<details>b</details>\n" + BASH + "\n</details>"],
    ["an unclosed <details> (to the end)", "<details>\n\n" + GEMMA],
    ["<thinking>", "<thinking>" + BASH + "</thinking>"],
    ["<Reasoning> (any case)", "<Reasoning>\n" + OLMO + "\n</Reasoning>"],
    ["kimi inside <thinking> (the Kimi exception is for its <think> only)", "<thinking>" + KIMI + "</thinking>"],
    ["a table body row without a leading pipe under a piped header", "| a | b |\n| --- | --- |\nqwen | " + BASH + " |"],
    ["a body row without pipes at its ends", "| a | b |\n|---|---|\nx | y\n" + HERMES],
  ];
  it.each(cases)("%s", (_name, text) => {
    const msg = message(text);
    for (const mode of ["recover", "strip"] as const) {
      const r = run(msg, { ...on, mode });
      expect(r.recovered).toEqual([]);
      expect(r.stripped).toBe(0);
      expect(r.message).toBe(msg);
    }
  });

  const runs: [string, string, string, string[]][] = [
    ["after a closed comment, a call runs", "<!-- note -->\n" + HERMES, "<!-- note -->", ["read"]],
    ["after </details>, a call runs", "<details>log</details>\n" + HERMES, "<details>log</details>", ["read"]],
    ["after </thinking>, a call runs", "<thinking>plan</thinking>\n" + HERMES, "<thinking>plan</thinking>", ["read"]],
    ["after a table and a blank line, a call runs", "| a | b |\n| --- | --- |\nx | y\n\n" + HERMES, "| a | b |\n| --- | --- |\nx | y", ["read"]],
    ["kimi still runs from <think>", "<think>" + '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0 <|tool_call_argument_begin|>{"path": "a"}<|tool_call_end|><|tool_calls_section_end|>' + "</think>", "<think> </think>", ["read"]],
  ];
  it.each(runs)("%s", (_name, text, visible, names) => {
    const r = run(message(text), on);
    expect(r.recovered.map((c) => c.name)).toEqual(names);
    expect(visibleText(r.message)).toBe(visible);
  });
});

describe("grammar recovery: one invoke layout, two wrappers (dots beside MiniMax-M2)", () => {
  const DOTS = '<dots_function_call><invoke name="read"><parameter name="path">a.ts</parameter></invoke></dots_function_call>';
  const MINIMAX = '<minimax:tool_call><invoke name="read"><parameter name="path">a.ts</parameter></invoke></minimax:tool_call>';
  it.each([
    ["dots", DOTS],
    ["invoke", MINIMAX],
  ])("a block in %s's wrapper is recovered by that grammar alone, once", (grammar, block) => {
    const r = run(message("Reading. " + block), on, ["read"]);
    expect(r.recovered.map((c) => [c.grammar, c.name, c.arguments])).toEqual([[grammar, "read", { path: "a.ts" }]]);
  });
  it.each([
    ["dots", MINIMAX],
    ["invoke", DOTS],
  ])("the %s grammar alone leaves the other wrapper as text", (grammar, block) => {
    const r = run(message(block), { ...on, grammars: [grammar] }, ["read"]);
    expect(r.recovered).toEqual([]);
    expect(r.message.content).toEqual([{ type: "text", text: block }]);
  });
});

describe("grammar recovery: `<tool_calls>` shared by hunyuan, jamba and minimax-m1 (issue 35)", () => {
  const cases: [string, string, string][] = [
    ["Hy3 arg_key/arg_value", "<tool_calls><tool_call>read<tool_sep><arg_key>path</arg_key><arg_value>a.ts</arg_value></tool_call></tool_calls>", "hunyuan"],
    ["Hy3 with `:opensource` tags", "<tool_calls:opensource><tool_call:opensource>read<tool_sep:opensource><arg_key:opensource>path</arg_key:opensource><arg_value:opensource>a.ts</arg_value:opensource></tool_call:opensource></tool_calls:opensource>", "hunyuan"],
    ["Hy v4 (no <tool_sep>)", "<tool_calls><tool_call>read<arg_key>path</arg_key><arg_value>a.ts</arg_value></tool_call></tool_calls>", "hunyuan"],
    ["Hunyuan-A13B / Jamba JSON list", '<tool_calls>[{"name": "read", "arguments": {"path": "a.ts"}}]</tool_calls>', "jamba"],
    ["MiniMax-M1 JSON lines", '<tool_calls>\n{"name": "read", "arguments": {"path": "a.ts"}}\n</tool_calls>', "minimax-m1"],
  ];
  it.each(cases)("%s: one grammar takes the block, once", (_, markup, grammar) => {
    const r = run(message(`Reading. ${markup}`), on, ["read"]);
    expect(r.recovered.map((c) => [c.grammar, c.name, c.arguments])).toEqual([[grammar, "read", { path: "a.ts" }]]);
    expect(collapse(visibleText(r.message))).toBe("Reading.");
  });

  it("a Hy3 block that is refused is not taken by glm from inside the wrapper", () => {
    const markup = "<tool_calls><tool_call>read<arg_key>path</arg_key><arg_value>a.ts</arg_value></tool_call>";
    // no `</tool_calls>` and text after the call: hunyuan refuses it, and glm does not take the inner block
    const r = run(message(`Reading. ${markup} Then the tests.`), on, ["read"]);
    expect(r.recovered).toEqual([]);
    // the same wrapper at the end of the reply is hunyuan's (every call closed: vLLM hy_v3 reads it), never glm's
    const end = run(message(`Reading. ${markup}`), on, ["read"]);
    expect(end.recovered.map((c) => [c.grammar, c.name])).toEqual([["hunyuan", "read"]]);
  });
});
