/**
 * `@pi-tool-repair/ai-sdk` (issue 39), differential: the same answer streamed in random chunks through `wrapStream`
 * and answered whole through `wrapGenerate` gives the same text, the same calls (names and input) and the same
 * finish reason, for every family's leaked markup amid prose, and for prose alone. The one difference allowed, as
 * for the proxy: when the text begins with whitespace and markup was stripped, the stream sent that whitespace
 * before it knew. Every text sent before the end is a prefix of the final text, and no part is lost.
 */
import fc from "fast-check";
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content, LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import type { Logger } from "@pi-tool-repair/host";
import { toolRepair } from "../../adapters/ai-sdk/src/index.js";
import { checkAsync } from "./arbitraries.js";
import { chunked } from "./chunked.js";

const silent: Logger = { warn() {}, debug() {} };
const middleware = toolRepair({ log: silent, recover: true });
const schema = (key: string) => ({ type: "object", properties: { [key]: { type: "string" } }, required: [key], additionalProperties: false }) as const;
const params: LanguageModelV4CallOptions = {
  prompt: [{ role: "user", content: [{ type: "text", text: "go" }] }],
  tools: [
    { type: "function", name: "read", inputSchema: schema("path") },
    { type: "function", name: "bash", inputSchema: schema("command") },
  ],
};
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } };


function model(content: LanguageModelV4Content[], stream: LanguageModelV4StreamPart[], unified: "stop" | "length"): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: "fake",
    modelId: "any-model",
    supportedUrls: {},
    doGenerate: async (): Promise<LanguageModelV4GenerateResult> => ({ content, finishReason: { unified, raw: unified }, usage, warnings: [] }),
    doStream: async () => ({ stream: new ReadableStream({ start: (c) => (stream.forEach((p) => c.enqueue(p)), c.close()) }) }),
  };
}

async function readAll(stream: ReadableStream<LanguageModelV4StreamPart>): Promise<LanguageModelV4StreamPart[]> {
  const out: LanguageModelV4StreamPart[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) out.push(r.value);
  return out;
}

describe("@pi-tool-repair/ai-sdk streaming (property)", () => {
  it("gives the text, calls and finish reason of wrapGenerate, over any chunking", async () => {
    let gained = 0;
    await checkAsync(
      fc.asyncProperty(chunked, fc.constantFrom("stop" as const, "length" as const), async ({ t, pieces }, unified) => {
        const parts: LanguageModelV4StreamPart[] = [
          { type: "stream-start", warnings: [] },
          { type: "text-start", id: "t" },
          ...pieces.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
          { type: "text-end", id: "t" },
          { type: "finish", finishReason: { unified, raw: unified }, usage },
        ];
        const m = model([{ type: "text", text: t }], parts, unified);
        const opts = { doGenerate: () => m.doGenerate(params), doStream: () => m.doStream(params), params, model: m };
        const whole = await middleware.wrapGenerate!(opts);
        const streamed = await readAll((await middleware.wrapStream!(opts)).stream);
        const final = whole.content.flatMap((p) => (p.type === "text" ? [p.text] : [])).join("");
        let sent = "";
        const prefixes: string[] = [];
        for (const p of streamed) if (p.type === "text-delta") prefixes.push((sent += p.delta));
        if (/^\s/.test(t) && final !== t) {
          expect(sent.endsWith(final)).toBe(true);
          expect(sent.slice(0, sent.length - final.length).trim()).toBe("");
        } else {
          expect(sent).toBe(final);
          for (const prefix of prefixes) expect(final.startsWith(prefix)).toBe(true);
        }
        const calls = (content: readonly (LanguageModelV4Content | LanguageModelV4StreamPart)[]) => content.flatMap((p) => (p.type === "tool-call" ? [[p.toolName, p.input]] : []));
        expect(calls(streamed)).toEqual(calls(whole.content));
        if (calls(streamed).length > 0) gained++;
        const finish = streamed.filter((p) => p.type === "finish");
        expect(finish.map((p) => p.finishReason.unified)).toEqual([whole.finishReason.unified]);
        // the stream's frame is kept: one start first, the text closed once, the finish last
        expect(streamed[0]!.type).toBe("stream-start");
        expect(streamed.filter((p) => p.type === "text-end").length).toBe(1);
        expect(streamed[streamed.length - 1]!.type).toBe("finish");
      }),
      150,
    );
    expect(gained, "the runs recover calls, not prose alone").toBeGreaterThan(20);
  });
});
