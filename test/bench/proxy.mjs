#!/usr/bin/env node
// The proxy's load test (issue 38): `node test/bench/proxy.mjs [--streams N] [--tokens N]` after `node scripts/build.mjs`.
// N concurrent streaming requests (default 50) through `pi-tool-repair serve` to a local fake upstream that streams
// `--tokens` words (default 200), one every 2 ms, and leaks a Qwen <tool_call> at the end of every other stream. Checks
// that nothing is lost or mixed between streams (each stream's content is its own words, each leaking stream gets its
// own call), and prints the added latency (time to first token, and between tokens, proxy minus direct; medians and
// p95) and the proxy's memory.
import { createServer } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const argv = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const STREAMS = flag("--streams", 50);
const TOKENS = flag("--tokens", 200);
const GAP_MS = 2;

const { startProxy } = await import("../../presets/pi-default/dist/cli/serve/server.js");
const { setupRuntime } = await import("../../presets/pi-default/dist/runtime/runtime.js");

const READ = { type: "object", properties: { path: { type: "string" } }, required: ["path"] };
const TOOLS = [{ type: "function", function: { name: "read", parameters: READ } }];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// the fake upstream: stream k sends "s<k>w<i> " words, and stream k (even) a leaked call reading "f<k>"
const upstream = createServer(async (req, res) => {
  let body = "";
  for await (const c of req) body += c;
  const { user } = JSON.parse(body);
  const k = Number(user);
  res.writeHead(200, { "content-type": "text/event-stream" });
  const chunk = (delta, finish = null) => res.write(`data: ${JSON.stringify({ id: `c${k}`, object: "chat.completion.chunk", created: 1, model: "qwen3-coder", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
  chunk({ role: "assistant", content: "" });
  for (let i = 0; i < TOKENS; i++) {
    chunk({ content: `s${k}w${i} ` });
    await sleep(GAP_MS);
  }
  if (k % 2 === 0) chunk({ content: `\n<tool_call>\n{"name": "read", "arguments": {"path": "f${k}"}}\n</tool_call>` });
  chunk({}, "stop");
  res.end("data: [DONE]\n\n");
});
await new Promise((r) => upstream.listen(0, "127.0.0.1", r));
const upstreamUrl = `http://127.0.0.1:${upstream.address().port}/v1`;

const silent = { warn() {}, debug() {} };
const dir = mkdtempSync(join(tmpdir(), "ptr-bench-proxy-"));
const { runtime } = await setupRuntime({ configFile: undefined, log: silent, agentDir: dir, cwd: dir });
const proxy = await startProxy({ upstream: new URL(upstreamUrl), runtime, log: silent, port: 0, recover: false });

/** One streaming request: its content, its calls, when its first token came and the gaps between tokens. */
async function one(base, k) {
  const t0 = performance.now();
  const res = await fetch(`${base}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: "qwen3-coder", stream: true, user: String(k), messages: [], tools: TOOLS }) });
  const decoder = new TextDecoder();
  let text = "";
  let content = "";
  const calls = [];
  let first;
  let last;
  const gaps = [];
  for await (const bytes of res.body) {
    text += decoder.decode(bytes, { stream: true });
    for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
      const event = text.slice(0, end);
      text = text.slice(end + 2);
      if (!event.startsWith("data: ") || event === "data: [DONE]") continue;
      const delta = JSON.parse(event.slice(6)).choices[0]?.delta ?? {};
      if (delta.content) {
        const now = performance.now();
        if (first === undefined) first = now - t0;
        else gaps.push(now - last);
        last = now;
        content += delta.content;
      }
      for (const t of delta.tool_calls ?? []) calls.push(t.function.arguments);
    }
  }
  return { content, calls, first, gaps };
}

async function round(base, streams = STREAMS) {
  const before = process.memoryUsage();
  const results = await Promise.all(Array.from({ length: streams }, (_, k) => one(base, k + 1)));
  return { results, rss: process.memoryUsage().rss - before.rss, heap: process.memoryUsage().heapUsed };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;

// warm-up (connections, JIT) on both paths, then the measured rounds
await round(upstreamUrl);
await round(`${proxy.url}/v1`);
const through = await round(`${proxy.url}/v1`);
// the added latency, one stream at a time (with 50 at once in one process, the scheduling of the three parties
// dominates): a stream that leaks nothing (odd k), 5 times each way
const direct = { results: [] };
const single = { results: [] };
for (let n = 0; n < 5; n++) {
  direct.results.push(...(await round(upstreamUrl, 1)).results);
  single.results.push(...(await round(`${proxy.url}/v1`, 1)).results);
}
let wrong = 0;
through.results.forEach((r, i) => {
  const k = i + 1;
  const words = Array.from({ length: TOKENS }, (_, i) => `s${k}w${i}`).join(" ");
  // a leaking stream's text is trimmed where its markup was stripped; the others keep their last space
  const want = k % 2 === 0 ? words : words + " ";
  const call = k % 2 === 0 ? [JSON.stringify({ path: `f${k}` })] : [];
  if (r.content !== want || JSON.stringify(r.calls) !== JSON.stringify(call)) {
    wrong++;
    process.stderr.write(`stream ${k}: content or calls wrong\n`);
  }
});
const ms = (x) => `${x.toFixed(2)} ms`;
const firsts = (r) => r.results.map((x) => x.first);
const gaps = (r) => r.results.flatMap((x) => x.gaps);
process.stdout.write(
  [
    `proxy load test: ${STREAMS} concurrent streams × ${TOKENS} tokens (one every ${GAP_MS} ms), half leaking a call`,
    `  streams wrong (lost or mixed): ${wrong}`,
    `  one stream at a time, time to first token, median: direct ${ms(median(firsts(direct)))}, through the proxy ${ms(median(firsts(single)))} (added ${ms(median(firsts(single)) - median(firsts(direct)))})`,
    `  one stream at a time, between tokens, median: direct ${ms(median(gaps(direct)))}, through the proxy ${ms(median(gaps(single)))} (added ${ms(median(gaps(single)) - median(gaps(direct)))}); p95 ${ms(p95(gaps(direct)))} / ${ms(p95(gaps(single)))}`,
    `  ${STREAMS} at once, between tokens through the proxy: median ${ms(median(gaps(through)))}, p95 ${ms(p95(gaps(through)))}`,
    `  memory: rss grew ${(through.rss / 2 ** 20).toFixed(1)} MiB over the proxied round; heap used after it ${(through.heap / 2 ** 20).toFixed(1)} MiB (the bench, the upstream and the proxy share this process)`,
    "",
  ].join("\n"),
);
await proxy.close();
upstream.closeAllConnections();
upstream.close();
process.exitCode = wrong === 0 ? 0 : 1;
