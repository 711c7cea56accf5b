/**
 * A closed pipe (issue 32.7): wherever the reader of the command line's output goes away, the JSON Lines run ends
 * without an error, writes nothing after it, and the answers written before it are whole lines, in order.
 */
import { Readable, Writable } from "node:stream";
import fc from "fast-check";
import { runJsonLines } from "../../presets/pi-default/src/cli.js";
import { streamOutput } from "../../presets/pi-default/src/cli/lines.js";
import { SEED } from "./arbitraries.js";

const quiet = { debug() {}, warn() {} };
const line = fc.oneof(
  fc.constantFrom('{"tool":"read","arguments":{"path":"a","offset":null}}', '{"tool":"bash","arguments":"ls -la"}', "not json", "", '{"message":{"role":"assistant","content":[{"type":"text","text":"[TOOL_CALLS]read[ARGS]{\\"path\\":\\"b\\"}"}]}}'),
  fc.string({ maxLength: 40 }),
);

describe("a closed pipe (seeded)", () => {
  it("the run ends quietly wherever the reader closes, and nothing is written after it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 40 }), fc.nat({ max: 60 }), fc.constantFrom("EPIPE", "ERR_STREAM_DESTROYED"), async (lines, accept, code) => {
        const got: string[] = [];
        let refused = 0;
        const stream = new Writable({
          write(chunk: Buffer, _enc, done) {
            if (got.length >= accept) {
              refused++;
              return done(Object.assign(new Error(code), { code }));
            }
            got.push(chunk.toString());
            done();
          },
        });
        const out = streamOutput(stream);
        await runJsonLines([], Readable.from([lines.join("\n") + "\n"]), out.write, quiet, out.closed);
        expect(out.failure()).toBeUndefined();
        expect(refused).toBeLessThanOrEqual(1); // the write that met the closed reader, and none after it
        const text = got.join("");
        const written = text.split("\n").filter((l, i, all) => i < all.length - 1 || l !== "");
        expect(written.length).toBe(Math.min(lines.length, accept));
        for (const l of written) expect(() => JSON.parse(l) as unknown).not.toThrow();
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});
