/**
 * The middleware with the real `ai` package (issue 39, item 3): `generateText` and `streamText` over
 * `@ai-sdk/openai-compatible`, wrapped with `toolRepair()`, against the proxy's fake upstream (a local
 * OpenAI-compatible server that answers scripted turns, some leaking calls into their text).
 */
import { generateText, streamText, tool, wrapLanguageModel } from "ai";
import { z } from "zod";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { Logger } from "@pi-tool-repair/host";
import { fakeUpstream, type FakeUpstream, type UpstreamTurn } from "../../../test/support/openai-upstream.js";
import { repairToolCall, toolRepair } from "./index.js";

const silent: Logger = { warn() {}, debug() {} };
const LEAK = 'Let me read it.\n<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';
/** Qwen3-Coder XML with a number as text, split where a stream would split it. */
const XML = ["Reading it.\n<tool", "_call>\n<function=read>\n<parameter=path>\nsrc/a.ts\n</parameter>\n", "<parameter=offset>\n10\n</parameter>\n</function>\n</tool_call>"];

let upstream: FakeUpstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

const ran: unknown[] = [];
beforeEach(() => void (ran.length = 0));
/** A tool as AI SDK apps write it: a zod schema, which the SDK validates the input with before it runs. */
const tools = () => ({
  read: tool({ description: "Read a file", inputSchema: z.object({ path: z.string(), offset: z.number().optional() }), execute: async (input) => (ran.push(input), `contents of ${input.path}`) }),
});

/** The upstream answering `turn` to every request, and a model on it: wrapped with the middleware unless `bare`. */
async function modelFor(turn: UpstreamTurn, bare = false) {
  upstream = await fakeUpstream([turn]);
  const model = createOpenAICompatible({ name: "local", baseURL: upstream.url, apiKey: "sk-test" }).chatModel("qwen3-coder");
  return bare ? model : wrapLanguageModel({ model, middleware: toolRepair({ log: silent }) });
}

const calls = (r: { toolCalls: readonly { toolName: string; input: unknown }[] }) => r.toolCalls.map((c) => [c.toolName, c.input]);

describe("generateText", () => {
  it("runs a call recovered from the text, the markup gone from the text", async () => {
    const r = await generateText({ model: await modelFor({ pieces: [LEAK] }), tools: tools(), prompt: "read src/a.ts" });
    expect([r.text, calls(r), ran, r.finishReason]).toEqual(["Let me read it.", [["read", { path: "src/a.ts" }]], [{ path: "src/a.ts" }], "tool-calls"]);
  });

  it("without the middleware the leaked call is text and nothing runs (the issue)", async () => {
    const r = await generateText({ model: await modelFor({ pieces: [LEAK] }, true), tools: tools(), prompt: "read src/a.ts" });
    expect([r.text, calls(r), ran, r.finishReason]).toEqual([LEAK, [], [], "stop"]);
  });

  it("runs a native call whose arguments were repaired against the schema", async () => {
    const turn = { calls: [{ id: "call_1", name: "read", arguments: '{"path":"src/a.ts","offset":"10"}' }] };
    const r = await generateText({ model: await modelFor(turn), tools: tools(), prompt: "read src/a.ts" });
    expect([calls(r), ran, r.finishReason]).toEqual([[["read", { path: "src/a.ts", offset: 10 }]], [{ path: "src/a.ts", offset: 10 }], "tool-calls"]);
    // without it, the SDK rejects the input and nothing runs
    await upstream!.close();
    ran.length = 0;
    const bare = await generateText({ model: await modelFor(turn, true), tools: tools(), prompt: "read src/a.ts" });
    expect(ran).toEqual([]);
    expect(bare.content.filter((p) => p.type === "tool-error").length).toBe(1);
  });

  it("leaves a valid call as it is", async () => {
    const turn = { pieces: ["Reading."], calls: [{ id: "call_1", name: "read", arguments: '{"path":"src/a.ts","offset":3}' }] };
    const r = await generateText({ model: await modelFor(turn), tools: tools(), prompt: "read src/a.ts" });
    expect([r.text, r.toolCalls.map((c) => [c.toolCallId, c.toolName, c.input]), ran]).toEqual(["Reading.", [["call_1", "read", { path: "src/a.ts", offset: 3 }]], [{ path: "src/a.ts", offset: 3 }]]);
  });

  it("never runs a call shown inside fenced code", async () => {
    const text = 'Use this format:\n```\n<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>\n```';
    const r = await generateText({ model: await modelFor({ pieces: [text] }), tools: tools(), prompt: "how do I call read?" });
    expect([r.text, calls(r), ran, r.finishReason]).toEqual([text, [], [], "stop"]);
  });

  it("gains no call in a turn cut off by the length limit", async () => {
    const r = await generateText({ model: await modelFor({ pieces: [LEAK], finish: "length" }), tools: tools(), prompt: "read src/a.ts" });
    expect([calls(r), ran, r.finishReason]).toEqual([[], [], "length"]);
  });
});

describe("streamText", () => {
  const read = async (r: ReturnType<typeof streamText<ReturnType<typeof tools>>>) => {
    let text = "";
    for await (const part of r.textStream) text += part;
    return text;
  };

  it("runs a call recovered from streamed Qwen3-Coder XML, its arguments repaired against the schema", async () => {
    const r = streamText({ model: await modelFor({ pieces: XML }), tools: tools(), prompt: "read src/a.ts" });
    expect(await read(r)).toBe("Reading it.");
    expect([calls({ toolCalls: await r.toolCalls }), ran, await r.finishReason]).toEqual([[["read", { path: "src/a.ts", offset: 10 }]], [{ path: "src/a.ts", offset: 10 }], "tool-calls"]);
  });

  it("runs a native call whose streamed arguments were repaired", async () => {
    const r = streamText({ model: await modelFor({ calls: [{ id: "call_1", name: "read", arguments: '{"path":"src/a.ts","offset":"10"}' }] }), tools: tools(), prompt: "read src/a.ts" });
    await read(r);
    expect([calls({ toolCalls: await r.toolCalls }), ran]).toEqual([[["read", { path: "src/a.ts", offset: 10 }]], [{ path: "src/a.ts", offset: 10 }]]);
  });

  it("never runs a call shown inside fenced code, and streams its text whole", async () => {
    const pieces = ["Use this format:\n```\n<tool", '_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>\n```'];
    const r = streamText({ model: await modelFor({ pieces }), tools: tools(), prompt: "how do I call read?" });
    expect(await read(r)).toBe(pieces.join(""));
    expect([await r.toolCalls, ran]).toEqual([[], []]);
  });

  it.each([
    ["a leaked Hermes call", [LEAK.slice(0, 20), LEAK.slice(20, 40), LEAK.slice(40)]],
    ["Qwen3-Coder XML", XML],
    ["prose only", ["Nothing ", "to call ", "here."]],
    ["a fenced call", ["Like this:\n```\n<tool_call>\n", '{"name": "read", "arguments": {"path": "a"}}\n</tool_call>\n```\ndone']],
  ])("streams the same text generateText returns (%s)", async (_name, pieces) => {
    const generated = await generateText({ model: await modelFor({ pieces }), tools: tools(), prompt: "go" });
    const streamed = streamText({ model: (await upstream!.close(), await modelFor({ pieces })), tools: tools(), prompt: "go" });
    expect(await read(streamed)).toBe(generated.text);
    expect(calls({ toolCalls: await streamed.toolCalls })).toEqual(calls(generated));
  });
});

describe("repairToolCall (experimental_repairToolCall)", () => {
  it("repairs a call the SDK could not validate, and the repaired call runs", async () => {
    const turn = { calls: [{ id: "call_1", name: "read", arguments: '{"file_path":"src/a.ts","offset":null}' }] };
    const r = await generateText({ model: await modelFor(turn, true), tools: tools(), prompt: "read src/a.ts", experimental_repairToolCall: repairToolCall });
    expect([calls(r), ran]).toEqual([[["read", { path: "src/a.ts" }]], [{ path: "src/a.ts" }]]);
  });

  it("never invents a call: an unknown tool, or arguments no rule can make valid, stay the SDK's error", async () => {
    const turn = { calls: [{ id: "call_1", name: "write", arguments: '{"path":"a"}' }, { id: "call_2", name: "read", arguments: '{"offset":5}' }] };
    const r = await generateText({ model: await modelFor(turn, true), tools: tools(), prompt: "go", experimental_repairToolCall: repairToolCall });
    expect(ran).toEqual([]);
    expect(r.content.filter((p) => p.type === "tool-error").map((p) => (p as { toolName: string }).toolName)).toEqual(["write", "read"]);
  });
});
