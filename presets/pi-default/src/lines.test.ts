import { Writable } from "node:stream";
import { streamOutput } from "./lines.js";

/** A stream that takes `accept` writes, then fails every write with `code` (as a pipe whose reader closed). */
function sink(accept: number, code: string) {
  const got: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (got.length >= accept) return done(Object.assign(new Error(`write ${code}`), { code }));
      got.push(chunk.toString());
      done();
    },
  });
  return { stream, got };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("streamOutput", () => {
  it("writes through while the reader reads", async () => {
    const { stream, got } = sink(10, "EPIPE");
    const out = streamOutput(stream);
    out.write("a\n");
    out.write("b\n");
    await tick();
    expect([got, out.closed(), out.failure()]).toEqual([["a\n", "b\n"], false, undefined]);
  });

  it("a closed reader (EPIPE): closed, no failure, later writes dropped, no unhandled error", async () => {
    const { stream, got } = sink(1, "EPIPE");
    const out = streamOutput(stream);
    out.write("a\n");
    out.write("b\n");
    await tick();
    expect([out.closed(), out.failure()]).toEqual([true, undefined]);
    out.write("c\n");
    await tick();
    expect(got).toEqual(["a\n"]);
  });

  it("another write error (EIO): closed, and reported as the failure", async () => {
    const { stream } = sink(0, "EIO");
    const out = streamOutput(stream);
    out.write("a\n");
    await tick();
    expect(out.closed()).toBe(true);
    expect(out.failure()?.message).toBe("write EIO");
  });
});
