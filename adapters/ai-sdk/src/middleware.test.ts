/**
 * The middleware's own cases (issue 39, items 1 and 2), on a fake model: what `wrapGenerate` and `wrapStream` send
 * part by part, what they leave alone, the options, and `repairToolCall`.
 */
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content, LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import type { Logger } from "@pi-tool-repair/host";
import { createRepairToolCall, repairToolCall, toolRepair, type ToolRepairOptions } from "./index.js";
import { StreamRepair } from "./stream.js";

const silent: Logger = { warn() {}, debug() {} };
const READ = { type: "object", properties: { path: { type: "string" }, offset: { type: "number" } }, required: ["path"], additionalProperties: false } as const;
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } };
const LEAK = 'Let me read it.\n<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';
const base: LanguageModelV4CallOptions = { prompt: [{ role: "user", content: [{ type: "text", text: "go" }] }], tools: [{ type: "function", name: "read", inputSchema: READ }] };
const stop = { unified: "stop", raw: "stop" } as const;

function fake(content: LanguageModelV4Content[], stream: LanguageModelV4StreamPart[] = [], finishReason: LanguageModelV4GenerateResult["finishReason"] = stop): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: "fake",
    modelId: "qwen3-coder",
    supportedUrls: {},
    doGenerate: async () => ({ content, finishReason, usage, warnings: [] }),
    doStream: async () => ({ stream: new ReadableStream({ start: (c) => (stream.forEach((p) => c.enqueue(p)), c.close()) }) }),
  };
}

async function generate(m: LanguageModelV4, params = base, options: ToolRepairOptions = { log: silent }) {
  const original = await m.doGenerate(params);
  const result = await toolRepair(options).wrapGenerate!({ doGenerate: async () => original, doStream: () => m.doStream(params), params, model: m });
  return { original, result };
}

async function stream(m: LanguageModelV4, params = base, options: ToolRepairOptions = { log: silent }) {
  const r = await toolRepair(options).wrapStream!({ doGenerate: () => m.doGenerate(params), doStream: () => m.doStream(params), params, model: m });
  const out: LanguageModelV4StreamPart[] = [];
  const reader = r.stream.getReader();
  for (let x = await reader.read(); !x.done; x = await reader.read()) out.push(x.value);
  return out;
}

const textParts = (pieces: string[]): LanguageModelV4StreamPart[] => [
  { type: "text-start", id: "t" },
  ...pieces.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
  { type: "text-end", id: "t" },
  { type: "finish", finishReason: stop, usage },
];

describe("wrapGenerate", () => {
  it("turns a leaked call into a tool-call part, the markup gone from the text, the finish reason tool-calls (the issue's example)", async () => {
    const { result } = await generate(fake([{ type: "text", text: LEAK }]));
    expect(result.content).toEqual([
      { type: "text", text: "Let me read it." },
      { type: "tool-call", toolCallId: expect.stringMatching(/^call_ptr_/), toolName: "read", input: '{"path":"src/a.ts"}' },
    ]);
    expect(result.finishReason).toEqual({ unified: "tool-calls", raw: "stop" });
  });

  it("returns a valid answer as the same object", async () => {
    const { original, result } = await generate(fake([{ type: "text", text: "Reading." }, { type: "tool-call", toolCallId: "c1", toolName: "read", input: '{"path":"a","offset":1}' }]));
    expect(result).toBe(original);
  });

  it("repairs a native call's input against the request's schema, keeping its id", async () => {
    const { result } = await generate(fake([{ type: "tool-call", toolCallId: "c1", toolName: "read", input: '{"path":"a","offset":"10"}' }], [], { unified: "tool-calls", raw: "tool_calls" }));
    expect(result.content).toEqual([{ type: "tool-call", toolCallId: "c1", toolName: "read", input: '{"path":"a","offset":10}' }]);
    expect(result.finishReason).toEqual({ unified: "tool-calls", raw: "tool_calls" });
  });

  it("gains no call for a tool the request does not offer, with tool choice none, or in a cut-off turn", async () => {
    const other = { ...base, tools: [{ type: "function" as const, name: "bash", inputSchema: { type: "object" } as const }] };
    for (const [params, finish] of [[other, stop], [{ ...base, toolChoice: { type: "none" as const } }, stop], [base, { unified: "length", raw: "length" } as const]] as const) {
      const { result } = await generate(fake([{ type: "text", text: LEAK }], [], finish), params);
      expect(result.content.filter((p) => p.type === "tool-call")).toEqual([]);
      expect(result.finishReason).toEqual(finish);
    }
  });

  it("keeps the parts it does not read (sources, provider-executed calls) in their place", async () => {
    const source = { type: "source", sourceType: "url", id: "s1", url: "https://example.com" } as const;
    const executed = { type: "tool-call", toolCallId: "p1", toolName: "web_search", input: "{}", providerExecuted: true } as const;
    const { result } = await generate(fake([source, { type: "text", text: LEAK }, executed]));
    expect(result.content.map((p) => p.type)).toEqual(["source", "text", "tool-call", "tool-call"]);
    expect(result.content[0]).toBe(source);
    expect(result.content).toContain(executed);
  });

  it("passes an answer it cannot read unrepaired, with one warning, and never throws", async () => {
    const lines: string[] = [];
    const broken = { content: null, finishReason: stop, usage, warnings: [] } as unknown as LanguageModelV4GenerateResult;
    const m = { ...fake([]), doGenerate: async () => broken };
    const { result } = await generate(m, base, { log: { warn: (l) => void lines.push(l), debug() {} } });
    expect(result).toBe(broken);
    expect(lines).toEqual([expect.stringMatching(/^\[pi-tool-repair\] ai-sdk: repair failed \(.*\); the answer passes unrepaired$/)]);
  });

  it("reads the extension's config: a rule switched off repairs nothing, a bad key is one warning", async () => {
    const lines: string[] = [];
    const input = { type: "tool-call", toolCallId: "c1", toolName: "read", input: '{"path":"a","offset":"10"}' } as const;
    const log = { warn: (l: string) => void lines.push(l), debug() {} };
    const { original, result } = await generate(fake([input]), base, { log, config: { rules: { coerceNumericString: false }, colour: 1 } });
    expect(result).toBe(original);
    expect(lines).toEqual(['[pi-tool-repair] config (options.config): unknown key "colour"; ignored']);
  });
});

describe("wrapStream", () => {
  it("sends prose at once, holds the markup, and sends the call as parts at the end", async () => {
    const out = await stream(fake([], textParts(["Let me read it.\n<tool", '_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>'])));
    expect(out).toEqual([
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "Let me read it." },
      { type: "text-end", id: "t" },
      { type: "tool-input-start", id: expect.stringMatching(/^call_ptr_/), toolName: "read" },
      { type: "tool-input-delta", id: expect.stringMatching(/^call_ptr_/), delta: '{"path":"src/a.ts"}' },
      { type: "tool-input-end", id: expect.stringMatching(/^call_ptr_/) },
      { type: "tool-call", toolCallId: expect.stringMatching(/^call_ptr_/), toolName: "read", input: '{"path":"src/a.ts"}' },
      { type: "finish", finishReason: { unified: "tool-calls", raw: "stop" }, usage },
    ]);
  });

  it("recovers a Kimi K2-Thinking call from the reasoning channel, the reasoning sent up to its markup", async () => {
    const kimi = { ...fake([]), modelId: "kimi-k2-thinking" };
    const section = '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0 <|tool_call_argument_begin|>{"path": "a"}<|tool_call_end|><|tool_calls_section_end|>';
    const parts: LanguageModelV4StreamPart[] = [
      { type: "reasoning-start", id: "r" },
      { type: "reasoning-delta", id: "r", delta: "I should read it. " },
      { type: "reasoning-delta", id: "r", delta: section },
      { type: "reasoning-end", id: "r" },
      { type: "finish", finishReason: stop, usage },
    ];
    const out = await stream({ ...kimi, doStream: async () => ({ stream: new ReadableStream({ start: (c) => (parts.forEach((p) => c.enqueue(p)), c.close()) }) }) });
    expect(out.map((p) => (p.type === "reasoning-delta" ? `${p.type} ${p.delta}` : p.type === "tool-call" ? `${p.type} ${p.toolName} ${p.input}` : p.type))).toEqual([
      "reasoning-start",
      "reasoning-delta I should read it.",
      "reasoning-end",
      "tool-input-start",
      "tool-input-delta",
      "tool-input-end",
      'tool-call read {"path":"a"}',
      "finish",
    ]);
    expect(out[out.length - 1]).toEqual({ type: "finish", finishReason: { unified: "tool-calls", raw: "stop" }, usage });
  });

  it("passes a stream without tools through as it came", async () => {
    const parts = textParts([LEAK]);
    expect(await stream(fake([], parts), { ...base, tools: [] })).toEqual(parts);
  });

  it("keeps a valid native call's parts as they came", async () => {
    const call: LanguageModelV4StreamPart[] = [
      { type: "tool-input-start", id: "c1", toolName: "read" },
      { type: "tool-input-delta", id: "c1", delta: '{"path":' },
      { type: "tool-input-delta", id: "c1", delta: '"a"}' },
      { type: "tool-input-end", id: "c1" },
      { type: "tool-call", toolCallId: "c1", toolName: "read", input: '{"path":"a"}' },
      { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage },
    ];
    expect(await stream(fake([], call))).toEqual(call);
  });

  it("past the cap, sends what it held as it came and passes the rest through", () => {
    const lines: string[] = [];
    const plan = { host: { activeGrammars: () => [{ markers: ["<tool_call>"], owns: [] }], processMessage: () => { throw new Error("not reached"); } }, ctx: { tools: new Map([["read", READ]]) } };
    const s = new StreamRepair(plan as never, { warn: (l) => void lines.push(l), debug() {} }, 16);
    const out = [...s.push({ type: "text-start", id: "t" }), ...s.push({ type: "text-delta", id: "t", delta: "ok <tool_call>" }), ...s.push({ type: "text-delta", id: "t", delta: " more than sixteen" })];
    expect(out).toEqual([
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "ok" },
      { type: "text-delta", id: "t", delta: " <tool_call> more than sixteen" },
    ]);
    expect(s.push({ type: "text-end", id: "t" })).toEqual([{ type: "text-end", id: "t" }]);
    expect(s.report.passedThrough).toBe(true);
    expect(lines).toEqual(["[pi-tool-repair] ai-sdk: a stream held back more than 16 characters; the rest of this response passes through unrepaired"]);
  });

  it("sends the held turn unrepaired when the host fails at the end", () => {
    const plan = { host: { activeGrammars: () => [{ markers: ["<tool_call>"], owns: [] }], processMessage: () => { throw new Error("boom"); } }, ctx: { tools: new Map([["read", READ]]) } };
    const lines: string[] = [];
    const s = new StreamRepair(plan as never, { warn: (l) => void lines.push(l), debug() {} });
    const out = [...textParts(["a <tool_call>", "x"])].flatMap((p) => s.push(p));
    expect(out).toEqual([
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "a" },
      { type: "text-delta", id: "t", delta: " <tool_call>x" },
      { type: "text-end", id: "t" },
      { type: "finish", finishReason: stop, usage },
    ]);
    expect(lines).toEqual(["[pi-tool-repair] ai-sdk: repair failed (boom); the turn passes unrepaired"]);
  });
});

describe("repairToolCall", () => {
  const schemaOf = (name: string) => async ({ toolName }: { toolName: string }) => {
    if (toolName !== name) throw new Error(`no tool ${toolName}`);
    return READ;
  };
  const call = (input: string, toolName = "read") => ({ type: "tool-call" as const, toolCallId: "c1", toolName, input });

  it("repairs arguments the SDK rejected, with the tool's schema", async () => {
    expect(await repairToolCall({ toolCall: call('{"file_path":"a","offset":null}'), inputSchema: schemaOf("read"), error: new Error("invalid") })).toEqual(call('{"path":"a"}'));
    expect(await repairToolCall({ toolCall: call('{"path":"a","offset":"5"}'), inputSchema: schemaOf("read"), error: new Error("invalid") })).toEqual(call('{"path":"a","offset":5}'));
  });

  it("never invents a call: an unknown tool, an unrepairable or a valid input give null", async () => {
    expect(await repairToolCall({ toolCall: call('{"path":"a"}', "write"), inputSchema: schemaOf("read"), error: new Error("no such tool") })).toBeNull();
    expect(await repairToolCall({ toolCall: call('{"offset":5}'), inputSchema: schemaOf("read"), error: new Error("invalid") })).toBeNull();
    expect(await repairToolCall({ toolCall: call('{"path":"a"}'), inputSchema: schemaOf("read"), error: new Error("invalid") })).toBeNull();
  });

  it("takes the extension's config", async () => {
    const repair = createRepairToolCall({ log: silent, config: { rules: { coerceNumericString: false } } });
    expect(await repair({ toolCall: call('{"path":"a","offset":"5"}'), inputSchema: schemaOf("read"), error: new Error("invalid") })).toBeNull();
  });
});
