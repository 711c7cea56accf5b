import { Writable } from "node:stream";
import { MAX_LINE_DEPTH, nestsDeeperThan, streamOutput, stringifyAnswer, writeAnswer } from "./lines.js";

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

describe("nestsDeeperThan", () => {
  const cases: [string, number, boolean][] = [
    ["{}", 1, false],
    ["[[]]", 1, true],
    ['{"a":[1,{"b":[]}]}', 4, false],
    ['{"a":[1,{"b":[]}]}', 3, true],
    ['["[[[[", "{{{{"]', 1, false], // brackets inside strings do not count
    ['["\\"[[[["]', 1, false], // an escaped quote does not end the string
    ['["\\\\", [[]]]', 2, true], // an escaped backslash does
    ['["a\\\\\\"[[[["]', 1, false], // an escaped backslash, then an escaped quote: still the string
    ['"\\\\\\\\"[[', 1, true], // two escaped backslashes: the quote after them ends the string
    ['["unclosed [[[[', 1, false], // an unclosed string runs to the end
    ["not json [[[", 2, true],
    ["[".repeat(MAX_LINE_DEPTH) + "]".repeat(MAX_LINE_DEPTH), MAX_LINE_DEPTH, false],
    ["[".repeat(MAX_LINE_DEPTH + 1), MAX_LINE_DEPTH, true],
  ];
  for (const [text, max, deeper] of cases) it(`${text.slice(0, 24)} / ${max}`, () => expect(nestsDeeperThan(text, max)).toBe(deeper));
});

describe("stringifyAnswer", () => {
  it("writes JSON, or an error line when the value cannot be written", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stringifyAnswer({ a: 1 })).toBe('{"a":1}');
    expect(JSON.parse(stringifyAnswer(cyclic)).error).toMatch(/^internal error: the answer cannot be written as JSON \(/);
    expect(JSON.parse(stringifyAnswer({ n: 1n })).error).toMatch(/^internal error: the answer cannot be written as JSON \(/);
    expect(stringifyAnswer(undefined)).toBe('{"error":"internal error: the answer is not JSON"}');
  });
});

describe("writeAnswer", () => {
  /** The pieces writeAnswer hands over for `value`. */
  const piecesOf = (value: unknown): string[] => {
    const out: string[] = [];
    writeAnswer(value, (t) => out.push(t));
    return out;
  };

  it("writes exactly stringifyAnswer's text and a newline, in pieces of about 16 K characters", () => {
    let seed = 11;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    const units = ["a", "é", "\"", "\\", "\n", "\u0001", "\ud83d\ude00", "\ud800", "\udc00", "｜", "<tool_call>"];
    const str = (n: number) => Array.from({ length: n }, () => units[rand(units.length)]).join("");
    const gen = (d: number): unknown => {
      const k = rand(d > 3 ? 5 : 9);
      if (k === 0) return str(d <= 1 && rand(4) === 0 ? 20_000 + rand(40_000) : rand(30));
      if (k === 1) return [0, -0, 1.5, 1e21, NaN, -Infinity][rand(6)];
      if (k === 2) return [true, false, null][rand(3)];
      if (k === 3) return [undefined, () => 1, Symbol("s")][rand(3)];
      if (k === 4) return rand(2) === 0 ? [] : {};
      // a long array holds leaves and small objects (thousands of recovered calls), a short one anything
      if (k <= 6) return rand(3) === 0 ? Array.from({ length: 500 + rand(3000) }, () => (rand(2) === 0 ? gen(4) : { name: str(5), arguments: { path: str(8) } })) : Array.from({ length: rand(5) }, () => gen(d + 1));
      const o: Record<string, unknown> = {};
      for (let m = rand(6); m > 0; m--) o[["a", "2", "1", "__x", "é", "\"q"][rand(6)]! + rand(3)] = gen(d + 1);
      return o;
    };
    let long = 0;
    for (let n = 0; n < 60; n++) {
      const value = { message: { role: "assistant", content: [gen(0), { type: "text", text: str(rand(60_000)) }, gen(1)] }, recovered: gen(0), changed: true };
      const pieces = piecesOf(value);
      expect(pieces.join("")).toBe(stringifyAnswer(value) + "\n");
      for (const p of pieces.slice(0, -1)) expect(p.length).toBeLessThanOrEqual(16_384 * 2 + 16);
      if (pieces.length > 1) long++;
    }
    expect(long).toBeGreaterThan(40); // most answers were long enough to be cut
  });

  it("keeps pieces small also for arrays of long strings", () => {
    const value = { list: Array.from({ length: 2000 }, (_, i) => `${i}`.padEnd(1000, "x")), more: Array.from({ length: 300 }, () => ({ s: "y".repeat(900) })) };
    const pieces = piecesOf(value);
    expect(pieces.join("")).toBe(JSON.stringify(value) + "\n");
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(16_384 + 34_000);
    expect(pieces.length).toBeGreaterThan(2_300_000 / 50_000);
  });

  it("never cuts a surrogate pair, and cuts a long text into slices", () => {
    const text = "x" + "\ud83d\ude00".repeat(40_000);
    const pieces = piecesOf({ text });
    expect(pieces.length).toBeGreaterThan(4);
    expect(pieces.join("")).toBe(JSON.stringify({ text }) + "\n");
  });

  it("writes what it cannot take apart as stringifyAnswer does, in one piece", () => {
    const cyclic: Record<string, unknown> = { big: "y".repeat(50_000) };
    cyclic.self = cyclic;
    const dated = { when: new Date(0), list: Array.from({ length: 3000 }, (_, i) => ({ i, toJSON: (key: string) => `k${key}` })) };
    for (const value of [cyclic, { n: 1n, text: "z".repeat(50_000) }, undefined, 7, "s", dated]) {
      expect(piecesOf(value)).toEqual([stringifyAnswer(value) + "\n"]);
    }
  });
});
