/**
 * Real clients through `pi-tool-repair serve` (issue 38, item 5), against a fake upstream that leaks a Qwen
 * `<tool_call>` block into the content: the `openai` npm package (non-streaming and streaming) and the Vercel AI SDK
 * (`generateText` and `streamText` over `@ai-sdk/openai-compatible`) each get the repaired call; the AI SDK runs it.
 */
import OpenAI from "openai";
import { generateText, jsonSchema, streamText, tool } from "ai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { startProxy, type Proxy } from "../../presets/pi-default/src/cli/serve/server.js";
import { fakeUpstream, type FakeUpstream } from "../support/openai-upstream.js";
import { LEAK, proxyRuntime, READ, silent, TOOLS } from "./support.js";

const runtime = await proxyRuntime();
/** Qwen3-Coder XML with a number as text, split where a stream would split it. */
const XML = ["Reading it.\n<tool", "_call>\n<function=read>\n<parameter=path>\nsrc/a.ts\n</parameter>\n", "<parameter=offset>\n10\n</parameter>\n</function>\n</tool_call>"];
let upstream: FakeUpstream;
let proxy: Proxy;

beforeEach(async () => {
  upstream = await fakeUpstream([{ pieces: [LEAK] }, { pieces: XML }]);
  proxy = await startProxy({ upstream: new URL(upstream.url), runtime, log: silent, port: 0, recover: false });
});
afterEach(async () => {
  await proxy.close();
  await upstream.close();
});

describe("the openai package", () => {
  const client = () => new OpenAI({ baseURL: `${proxy.url}/v1`, apiKey: "sk-test" });
  const request = { model: "qwen3-coder", messages: [{ role: "user" as const, content: "read src/a.ts" }], tools: TOOLS as OpenAI.ChatCompletionTool[] };

  it("gets the leaked call as tool_calls (non-streaming)", async () => {
    const r = await client().chat.completions.create(request);
    expect(r.choices[0]!.message.content).toBe("Let me read it.");
    expect(r.choices[0]!.message.tool_calls?.map((c) => (c.type === "function" ? [c.function.name, c.function.arguments] : []))).toEqual([["read", '{"path":"src/a.ts"}']]);
    expect(r.choices[0]!.finish_reason).toBe("tool_calls");
    expect(upstream.requests[0]!.headers.authorization).toBe("Bearer sk-test");
  });

  it("gets the leaked call as tool_calls deltas (streaming)", async () => {
    const stream = await client().chat.completions.create({ ...request, stream: true });
    let content = "";
    const args: string[] = [];
    let finish: string | null = null;
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      if (!choice) continue;
      content += choice.delta.content ?? "";
      for (const t of choice.delta.tool_calls ?? []) args[t.index] = (args[t.index] ?? "") + (t.function?.arguments ?? "");
      finish = choice.finish_reason ?? finish;
    }
    expect([content, args, finish]).toEqual(["Let me read it.", ['{"path":"src/a.ts"}'], "tool_calls"]);
  });
});

describe("the Vercel AI SDK", () => {
  const model = () => createOpenAICompatible({ name: "local", baseURL: `${proxy.url}/v1`, apiKey: "sk-test" }).chatModel("qwen3-coder");
  const ran: unknown[] = [];
  const tools = () => ({
    read: tool({ description: "Read a file", inputSchema: jsonSchema<{ path: string; offset?: number }>(READ as never), execute: async (input: { path: string; offset?: number }) => (ran.push(input), `contents of ${input.path}`) }),
  });

  it("generateText runs the repaired call", async () => {
    ran.length = 0;
    const r = await generateText({ model: model(), tools: tools(), prompt: "read src/a.ts" });
    expect(r.text).toBe("Let me read it.");
    expect(r.toolCalls.map((c) => [c.toolName, c.input])).toEqual([["read", { path: "src/a.ts" }]]);
    expect(ran).toEqual([{ path: "src/a.ts" }]);
    expect(r.finishReason).toBe("tool-calls");
  });

  it("streamText runs the repaired call, its arguments repaired against the schema", async () => {
    await generateText({ model: model(), tools: tools(), prompt: "first turn" }); // the upstream's first turn
    ran.length = 0;
    const r = streamText({ model: model(), tools: tools(), prompt: "read src/a.ts" });
    let text = "";
    for await (const part of r.textStream) text += part;
    expect(text).toBe("Reading it.");
    expect((await r.toolCalls).map((c) => [c.toolName, c.input])).toEqual([["read", { path: "src/a.ts", offset: 10 }]]);
    expect(ran).toEqual([{ path: "src/a.ts", offset: 10 }]);
  });
});
