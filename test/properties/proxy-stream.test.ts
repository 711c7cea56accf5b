/**
 * `pi-tool-repair serve` streaming (issue 38, item 2), differential: the same answer streamed in random chunks and
 * answered whole gives the client the same content, the same calls (names and arguments text) and the same finish
 * reason, for every family's leaked markup amid prose, and for prose alone. The one difference allowed: when the
 * text begins with whitespace and markup was stripped, the stream has sent that whitespace before it knew (the
 * whole answer trims it). Every chunk of text sent before the end is a prefix of the final content.
 */
import fc from "fast-check";
import { StreamRepair } from "../../presets/pi-default/src/cli/serve/stream.js";
import { repairCompletion } from "../../presets/pi-default/src/cli/serve/openai.js";
import { completion, plan, proxyRuntime, readStream, silent, sse } from "../proxy/support.js";
import { check } from "./arbitraries.js";
import { chunked } from "./chunked.js";

const runtime = await proxyRuntime();

describe("serve streaming (property)", () => {
  it("gives the content, calls and finish reason of the non-streaming answer, over any chunking", () => {
    check(
      fc.property(chunked, fc.constantFrom("stop", "length"), ({ t, pieces }, finish) => {
        const body = { model: "any-model", stream: true };
        let out = "";
        const sent: string[] = [];
        const s = new StreamRepair(plan(runtime, body, true), (x) => (out += x), silent);
        for (const e of sse(pieces, finish)) {
          s.push(e);
          sent.push(readStream(out).content);
        }
        s.end();
        const streamed = readStream(out);
        const whole = repairCompletion(plan(runtime, { model: "any-model" }, true), completion({ content: t }, finish));
        const message = whole ? ((whole.body.choices as Record<string, any>[])[0]!.message as Record<string, any>) : { content: t };
        const content = (message.content as string | null) ?? "";
        if (/^\s/.test(t) && content !== t) {
          expect(streamed.content.endsWith(content)).toBe(true);
          expect(streamed.content.slice(0, streamed.content.length - content.length).trim()).toBe("");
        } else expect(streamed.content).toBe(content);
        for (const prefix of sent) if (!/^\s/.test(t)) expect(content.startsWith(prefix)).toBe(true);
        const calls = ((message.tool_calls as any[] | undefined) ?? []).map((c) => [c.function.name, c.function.arguments]);
        expect(streamed.calls.map((c) => [c.name, c.arguments])).toEqual(calls);
        expect(streamed.finish).toBe(whole ? (whole.body.choices as Record<string, any>[])[0]!.finish_reason : finish);
      }),
      150,
    );
  });
});
