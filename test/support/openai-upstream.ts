/**
 * A fake OpenAI-compatible upstream for the proxy's tests (issue 38): `POST …/chat/completions` answers with the
 * next scripted turn, as JSON or as SSE when the request asks for a stream (one chunk per piece); every request is
 * recorded (path, headers, body) and whether its connection closed before the answer ended.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface UpstreamTurn {
  /** The content, in the pieces it streams in (joined when not streaming). */
  pieces?: string[];
  reasoning?: string;
  calls?: { id: string; name: string; arguments: string }[];
  finish?: string;
  /** An error answer instead: this status and body. */
  status?: number;
  body?: string;
  /** Streams the pieces this many ms apart. */
  delay?: number;
  /** Stops after the pieces without ending the response (a hung upstream). */
  hang?: boolean;
}

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** The connection closed before the answer ended (the proxy aborted it). */
  aborted: boolean;
}

export interface FakeUpstream {
  url: string;
  requests: Recorded[];
  /** The exact bytes of each non-streaming answer sent. */
  sent: string[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function fakeUpstream(turns: UpstreamTurn[], model = "qwen3-coder"): Promise<FakeUpstream> {
  const requests: Recorded[] = [];
  const sent: string[] = [];
  let next = 0;
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const record: Recorded = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), aborted: false };
    requests.push(record);
    res.on("close", () => {
      if (!res.writableFinished) record.aborted = true;
    });
    if (!(req.url ?? "").endsWith("/chat/completions")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: [{ id: model, object: "model" }] }));
      return;
    }
    const turn = turns[Math.min(next++, turns.length - 1)] ?? {};
    if (turn.status !== undefined) {
      res.writeHead(turn.status, { "content-type": "application/json" });
      res.end(turn.body ?? "");
      return;
    }
    const request = JSON.parse(record.body) as { stream?: boolean };
    const pieces = turn.pieces ?? [];
    const calls = turn.calls ?? [];
    const finish = turn.finish ?? (calls.length > 0 ? "tool_calls" : "stop");
    const base = { id: "chatcmpl-fake", created: 1, model };
    if (!request.stream) {
      const message: Record<string, unknown> = { role: "assistant", content: pieces.join("") || (calls.length ? null : "") };
      if (turn.reasoning) message.reasoning_content = turn.reasoning;
      if (calls.length) message.tool_calls = calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.arguments } }));
      const text = JSON.stringify({ ...base, object: "chat.completion", choices: [{ index: 0, message, finish_reason: finish }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } });
      sent.push(text);
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
      res.end(text);
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) =>
      res.write(`data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason }] })}\n\n`);
    chunk({ role: "assistant", content: "" });
    if (turn.reasoning) chunk({ reasoning_content: turn.reasoning });
    for (const p of pieces) {
      if (turn.delay) await sleep(turn.delay);
      if (res.destroyed) return;
      chunk({ content: p });
    }
    if (turn.hang) return;
    calls.forEach((c, index) => chunk({ tool_calls: [{ index, id: c.id, type: "function", function: { name: c.name, arguments: c.arguments } }] }));
    chunk({}, finish);
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
