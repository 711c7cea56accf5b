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
  const text = "A " + GLM + " B " + OLMO;
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

describe("grammar recovery: parallel calls", () => {
  it("keeps text order across families and blocks, with distinct fresh ids", () => {
    const text = "One " + GLM + " two " + GEMMA + " three " + OLMO + " four " + HERMES;
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
