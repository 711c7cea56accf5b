/**
 * `pi-tool-repair serve` as a server (issue 38, item 4), against a fake upstream that leaks: repair over HTTP,
 * bytes passed through, status codes, headers, caps, a client that goes away, the idle timeout.
 */
import { startProxy, upstreamUrl, isLoopback, parseServeArgs, type Proxy } from "../../presets/pi-default/src/cli/serve/server.js";
import { fakeUpstream, type FakeUpstream, type UpstreamTurn } from "../support/openai-upstream.js";
import { LEAK, proxyRuntime, readStream, TOOLS } from "./support.js";

const runtime = await proxyRuntime();
let upstream: FakeUpstream;
let proxy: Proxy;
let lines: string[];

async function setUp(turns: UpstreamTurn[], caps: { requestCap?: number; responseCap?: number; holdCap?: number; idleTimeout?: number } = {}) {
  upstream = await fakeUpstream(turns);
  lines = [];
  proxy = await startProxy({ upstream: new URL(upstream.url), runtime, log: { warn: (m) => lines.push(m), debug() {} }, port: 0, recover: false, ...caps });
}
afterEach(async () => {
  await proxy?.close();
  await upstream?.close();
});

const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${proxy.url}/v1/chat/completions`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ model: "qwen3-coder", messages: [{ role: "user", content: "read a" }], tools: TOOLS, ...body }) });

describe("serve over HTTP", () => {
  it("repairs a non-streaming answer, with content-length recomputed and one log line", async () => {
    await setUp([{ pieces: [LEAK] }]);
    const res = await post({}, { authorization: "Bearer sk-test" });
    const text = await res.text();
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    const body = JSON.parse(text);
    expect(body.choices[0].message.content).toBe("Let me read it.");
    expect(body.choices[0].message.tool_calls[0].function).toEqual({ name: "read", arguments: '{"path":"src/a.ts"}' });
    expect(body.choices[0].finish_reason).toBe("tool_calls");
    expect(upstream.requests[0]!.headers.authorization).toBe("Bearer sk-test");
    expect(upstream.requests[0]!.headers["accept-encoding"]).toBe("identity");
    expect(upstream.requests[0]!.path).toBe("/v1/chat/completions");
    expect(lines).toEqual(["[pi-tool-repair] serve: qwen3-coder: response repaired (recovered 1, repaired 0, stripped 1)"]);
  });

  it("passes an answer with nothing to repair through byte for byte", async () => {
    await setUp([{ pieces: ["All  done.\n"] }, { calls: [{ id: "c1", name: "read", arguments: '{ "path" : "a" }' }] }]);
    expect(await (await post({})).text()).toBe(upstream.sent[0]);
    expect(await (await post({})).text()).toBe(upstream.sent[1]);
    expect(lines).toEqual([]);
  });

  it("streams: prose first, the call as tool_calls deltas at the end", async () => {
    await setUp([{ pieces: ["Let me ", "read it.\n", LEAK.slice(16, 30), LEAK.slice(30)] }]);
    const res = await post({ stream: true });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const seen = readStream(await res.text());
    expect(seen).toEqual({ content: "Let me read it.", reasoning: "", calls: [{ id: expect.stringMatching(/^call_ptr_/), name: "read", arguments: '{"path":"src/a.ts"}' }], finish: "tool_calls", done: true });
  });

  it("passes upstream errors, other paths and requests it cannot read through", async () => {
    await setUp([{ status: 429, body: '{"error":{"message":"slow down"}}' }]);
    const res = await post({});
    expect(res.status).toBe(429);
    expect(await res.text()).toBe('{"error":{"message":"slow down"}}');
    const models = await fetch(`${proxy.url}/v1/models`, { headers: { authorization: "Bearer k" } });
    expect(await models.json()).toEqual({ object: "list", data: [{ id: "qwen3-coder", object: "model" }] });
    expect(upstream.requests[1]!.path).toBe("/v1/models");
    expect(upstream.requests[1]!.headers.authorization).toBe("Bearer k");
  });

  it("answers 502 with a JSON error and one log line when the upstream cannot be reached", async () => {
    await setUp([{}]);
    await upstream.close();
    const res = await post({});
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { message: "pi-tool-repair serve: upstream request failed", type: "proxy_error" } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[pi-tool-repair\] serve: connect ECONNREFUSED/);
  });

  it("past the request cap, forwards the body unread and the answer unrepaired, with one log line", async () => {
    await setUp([{ pieces: [LEAK] }], { requestCap: 100 });
    const body = (await (await post({})).json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toBe(LEAK);
    expect(JSON.parse(upstream.requests[0]!.body).tools).toEqual(TOOLS);
    expect(lines).toEqual(["[pi-tool-repair] serve: a request body over 100 bytes; forwarded unread, its response unrepaired"]);
  });

  it("past the response cap, passes the answer through unrepaired, with one log line", async () => {
    await setUp([{ pieces: [LEAK] }], { responseCap: 50 });
    const text = await (await post({})).text();
    expect(text).toBe(upstream.sent[0]);
    expect(lines).toEqual(["[pi-tool-repair] serve: a response over 50 bytes; passed through unrepaired"]);
  });

  it("aborts the upstream request when the client goes away", async () => {
    await setUp([{ pieces: Array.from({ length: 50 }, () => "word "), delay: 20 }]);
    const res = await post({ stream: true });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 300));
    expect(upstream.requests[0]!.aborted).toBe(true);
  });

  it("cuts an upstream that sends nothing for the idle timeout, never a long generation that keeps sending", async () => {
    await setUp([{ pieces: ["a ", "b ", "c ", "d ", "e "], delay: 60 }, { pieces: ["x"], hang: true }], { idleTimeout: 150 });
    expect(readStream(await (await post({ stream: true })).text()).content).toBe("a b c d e ");
    await expect((await post({ stream: true })).text()).rejects.toThrow();
    expect(lines).toEqual(["[pi-tool-repair] serve: the upstream sent nothing for 150 ms; request aborted"]);
  });
});

describe("serve's arguments", () => {
  it("maps the client's path onto the upstream's base without repeating /v1", () => {
    expect(upstreamUrl(new URL("http://h:1/v1"), "/v1/chat/completions").href).toBe("http://h:1/v1/chat/completions");
    expect(upstreamUrl(new URL("http://h:1/v1/"), "/chat/completions").href).toBe("http://h:1/v1/chat/completions");
    expect(upstreamUrl(new URL("http://h:1/api"), "/v1/models?x=1").href).toBe("http://h:1/api/v1/models?x=1");
  });

  it("reads the flags, needs --upstream, and knows loopback hosts", () => {
    expect(parseServeArgs(["--upstream", "http://127.0.0.1:8080/v1", "--port=0", "--recover"])).toMatchObject({ port: 0, host: "127.0.0.1", recover: true, config: undefined });
    expect(() => parseServeArgs([])).toThrow("--upstream URL is required");
    expect(() => parseServeArgs(["--upstream", "ftp://x"])).toThrow("--upstream must be an http or https URL");
    expect(() => parseServeArgs(["--upstream", "http://x", "--port", "99999"])).toThrow("--port must be a port number");
    expect([isLoopback("127.0.0.1"), isLoopback("localhost"), isLoopback("::1"), isLoopback("0.0.0.0"), isLoopback("192.168.1.2")]).toEqual([true, true, true, false, false]);
  });
});
