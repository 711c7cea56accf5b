/**
 * `pi-tool-repair serve`'s streaming side without a server (issue 38, item 2): text flows until a marker could
 * begin, the markup is held, the calls go out as tool_calls deltas at the end, and the content equals the
 * non-streaming answer's.
 */
import { StreamRepair, restAfter } from "../../presets/pi-default/src/cli/serve/stream.js";
import { repairCompletion } from "../../presets/pi-default/src/cli/serve/openai.js";
import { completion, LEAK, plan, proxyRuntime, readStream, silent, sse } from "./support.js";

const runtime = await proxyRuntime();

/** Runs the events through a StreamRepair; what was written after each event, and all of it. */
function run(events: readonly string[], body: Record<string, unknown> = { model: "qwen3-coder", stream: true }, cap?: number, recover = false) {
  const written: string[] = [];
  let now = "";
  const s = new StreamRepair(plan(runtime, body, recover), (t) => (now += t), silent, cap);
  for (const e of events) {
    s.push(e);
    written.push(now);
    now = "";
  }
  s.end();
  written.push(now);
  return { written, all: written.join(""), report: s.report };
}

describe("a streamed response", () => {
  it("sends prose at once, holds the markup, and sends the call as tool_calls deltas at the end (the issue's example)", () => {
    const { written, all } = run(sse(["Let me ", "read it.\n<tool", '_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>']));
    expect(readStream(written[1]!).content).toBe("Let me");
    expect(readStream(written[2]!).content).toBe(" read it.");
    expect(written[3]).toBe(""); // all markup: nothing yet
    const seen = readStream(all);
    expect(seen).toEqual({ content: "Let me read it.", reasoning: "", calls: [{ id: expect.stringMatching(/^call_ptr_/), name: "read", arguments: '{"path":"src/a.ts"}' }], finish: "tool_calls", done: true });
  });

  it("passes a stream with nothing to repair through event by event, as sent", () => {
    const events = sse(["Hello", " world."]);
    const { written } = run(events);
    expect(written.slice(0, 3)).toEqual(events.slice(0, 3));
    expect(readStream(written.join(""))).toEqual({ content: "Hello world.", reasoning: "", calls: [], finish: "stop", done: true });
  });

  it("releases a '<' that turns out not to begin a marker", () => {
    const { written } = run(sse(["a <", " b"]));
    expect(readStream(written[1]!).content).toBe("a");
    expect(readStream(written[2]!).content).toBe(" < b");
  });

  it("holds native call deltas to the end and sends them repaired; a valid one's arguments text as sent", () => {
    const calls = [
      { id: "c1", name: "read", args: ['{"path": "a", ', '"offset": "10"}'] },
      { id: "c2", name: "bash", args: ['{ "command" : "ls" }'] },
    ];
    const seen = readStream(run(sse([], "tool_calls", calls), { model: "gpt-4o", stream: true }).all);
    expect(seen.calls).toEqual([
      { id: "c1", name: "read", arguments: '{"path":"a","offset":10}' },
      { id: "c2", name: "bash", arguments: '{ "command" : "ls" }' },
    ]);
    expect(seen.finish).toBe("tool_calls");
  });

  it("gains no call when the stream ends without a finish reason, or on length", () => {
    expect(readStream(run(sse([LEAK], null)).all)).toMatchObject({ content: "Let me read it.", calls: [], finish: null });
    expect(readStream(run(sse([LEAK], "length")).all)).toMatchObject({ content: "Let me read it.", calls: [], finish: "length" });
  });

  it("passes through unrepaired, with one log line, past the held-back cap", () => {
    const lines: string[] = [];
    const s = new StreamRepair(plan(runtime, { model: "qwen3-coder", stream: true }), (t) => (out += t), { warn: (m) => lines.push(m), debug() {} }, 40);
    let out = "";
    for (const e of sse(["ok ", LEAK.slice(16), " and more text after it"])) s.push(e);
    s.end();
    expect(readStream(out)).toMatchObject({ content: "ok " + LEAK.slice(16) + " and more text after it", calls: [], finish: "stop", done: true });
    expect(lines).toEqual(["[pi-tool-repair] serve: a stream held back more than 40 characters; the rest of this response passes through unrepaired"]);
  });

  it("a request without tools passes the stream through byte for byte", () => {
    const events = sse([LEAK]);
    expect(run(events, { model: "qwen3-coder", stream: true, tools: undefined }, undefined, true).all).toBe(events.join(""));
  });

  it("has the content of the non-streaming answer", () => {
    const text = "Reading.\n\n" + LEAK + "\n\nThen done.";
    const streamed = readStream(run(sse([...text])).all);
    const whole = repairCompletion(plan(runtime, { model: "qwen3-coder" }), completion({ content: text }))!;
    const message = (whole.body.choices as Record<string, any>[])[0]!.message;
    expect(streamed.content).toBe(message.content);
    expect(streamed.calls.map((c) => c.arguments)).toEqual(message.tool_calls.map((c: any) => c.function.arguments));
  });
});

describe("restAfter", () => {
  it("is the final text after what went out; leading whitespace the final text trimmed is skipped", () => {
    expect(restAfter("Hello world", "Hello", silent)).toBe(" world");
    expect(restAfter("Hello world", "\n\nHello", silent)).toBe(" world");
    expect(restAfter("abc", "abX", silent)).toBe("c");
  });
});
