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
import { check, prose } from "./arbitraries.js";
import { RENDERERS, type Call } from "./renderers.js";

const runtime = await proxyRuntime();
const word = fc.stringMatching(/^[a-z][a-z0-9._-]{0,8}$/);
const call: fc.Arbitrary<Call> = fc.oneof(word.map((w) => ({ name: "read", arguments: { path: w } })), word.map((w) => ({ name: "bash", arguments: { command: w } })));
const leaked = fc.constantFrom(...RENDERERS.filter((r) => r.prose)).chain((r) => fc.array(call, { minLength: 1, maxLength: r.multi ? 2 : 1 }).map((cs) => r.render(cs)));
const text = fc.tuple(prose, fc.option(leaked, { nil: "" }), fc.constantFrom("", "\n", " "), prose).map(([a, m, sep, b]) => `${a}${m ? "\n" + m + sep : ""}${b}`);
/** Cut points: the text in 1 to 12 chunks. */
const chunked = text.chain((t) => fc.uniqueArray(fc.nat(Math.max(0, t.length)), { maxLength: 11 }).map((cuts) => ({ t, pieces: piecesOf(t, cuts) })));

function piecesOf(t: string, cuts: number[]): string[] {
  const at = [...new Set([0, ...cuts.filter((c) => c > 0 && c < t.length), t.length])].sort((a, b) => a - b);
  const out: string[] = [];
  for (let k = 0; k + 1 < at.length; k++) out.push(t.slice(at[k], at[k + 1]));
  return out.filter((p) => p !== "");
}

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
