// The proxy's load test (issue 38): a table of `node test/bench/run.mjs` (`--only proxy` runs just this one), or
// `node test/bench/proxy.mjs [--quick] [--streams N] [--tokens N]` alone; both after `node scripts/build.mjs`.
//
// `pi-tool-repair serve` runs in a process of its own (this file, forked with --child), between this process (the
// clients) and a local fake upstream (here too) that streams `tokens` words, one every 2 ms, and leaks a Qwen
// <tool_call> at the end of every other stream. The baseline, in the same run, is the same clients straight to the
// upstream. Measured:
//   - nothing lost or mixed: in every round, `streams` concurrent requests through the proxy, each stream's content
//     must be exactly its own words and each leaking stream must get exactly its own call (else a non-zero exit);
//   - the added latency: time to first token and between tokens, median and p95, proxy against direct, one stream
//     at a time (the proxy's own cost) and `streams` at once (under load), the rounds interleaved;
//   - the proxy process's memory: heap and RSS idle (after a GC), their peak during a round of `streams` streams,
//     and the heap after it (after a GC: what the round left behind).
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { table } from "./table.mjs";

/** The added time to first token and between tokens, at the median, that issue 38 allows. */
export const ADDED_TARGET_MS = 5;
const GAP_MS = 2;
const MODEL = "qwen3-coder";
const READ = { type: "object", properties: { path: { type: "string" } }, required: ["path"] };
const TOOLS = [{ type: "function", function: { name: "read", parameters: READ } }];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------------ the proxy's process
if (process.argv[2] === "--child") {
  const { startProxy } = await import("../../presets/pi-default/dist/cli/serve/server.js");
  const { setupRuntime } = await import("../../presets/pi-default/dist/runtime/runtime.js");
  const silent = { warn() {}, debug() {} };
  const dir = mkdtempSync(join(tmpdir(), "ptr-bench-proxy-"));
  const { runtime } = await setupRuntime({ configFile: undefined, log: silent, agentDir: dir, cwd: dir });
  const proxy = await startProxy({ upstream: new URL(process.argv[3]), runtime, log: silent, port: 0, recover: false });
  const gc = globalThis.gc;
  let sampler;
  let peak;
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  const settled = () => {
    gc();
    gc();
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed };
  };
  process.on("message", async (m) => {
    if (m === "start") {
      const idle = settled();
      peak = { ...idle };
      sampler = setInterval(sample, 10);
      process.send({ idle });
    } else if (m === "stop") {
      clearInterval(sampler);
      sample();
      const top = { ...peak };
      process.send({ peak: top, after: settled() });
    } else if (m === "close") {
      await proxy.close();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send({ url: proxy.url });
}

/** The proxy in its own process; `ask` sends a command and resolves with the child's answer. */
function spawnProxy(upstreamUrl) {
  const child = fork(fileURLToPath(import.meta.url), ["--child", upstreamUrl], { execArgv: ["--expose-gc"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const ask = (command) => new Promise((resolve) => {
    child.once("message", resolve);
    if (command !== undefined) child.send(command);
  });
  // a child that dies before it listens (no build, say) fails the run instead of hanging it
  const died = new Promise((_, reject) => child.once("exit", (code) => reject(new Error(`the proxy's process exited ${code} before it listened (run node scripts/build.mjs first)`))));
  return Promise.race([ask(), died]).then(({ url }) => ({ url, ask, close: () => new Promise((r) => { child.removeAllListeners("exit"); child.once("exit", r); child.send("close"); }) }));
}

/** The fake upstream: stream k sends "s<k>w<i> " words, and (k even) a leaked call reading "f<k>". */
async function fakeUpstream(tokens) {
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const c of req) body += c;
    const k = Number(JSON.parse(body).user);
    res.writeHead(200, { "content-type": "text/event-stream" });
    const chunk = (delta, finish = null) => res.write(`data: ${JSON.stringify({ id: `c${k}`, object: "chat.completion.chunk", created: 1, model: MODEL, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    chunk({ role: "assistant", content: "" });
    for (let i = 0; i < tokens; i++) {
      chunk({ content: `s${k}w${i} ` });
      await sleep(GAP_MS);
    }
    if (k % 2 === 0) chunk({ content: `\n<tool_call>\n{"name": "read", "arguments": {"path": "f${k}"}}\n</tool_call>` });
    chunk({}, "stop");
    res.end("data: [DONE]\n\n");
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, close: () => (server.closeAllConnections(), server.close()) };
}

/** One streaming request: its content, its calls, when its first token came and the gaps between tokens. */
async function one(base, k) {
  const t0 = performance.now();
  const res = await fetch(`${base}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: MODEL, stream: true, user: String(k), messages: [], tools: TOOLS }) });
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
  return { k, content, calls, first, gaps, last: last - t0 };
}

/** `n` concurrent streams to `base`, numbered from `from`. */
const round = (base, n, from = 1) => Promise.all(Array.from({ length: n }, (_, i) => one(base, from + i)));

/** Whether a stream through the proxy got exactly its own words and (k even) its own call. */
export function isRight(r, tokens) {
  const words = Array.from({ length: tokens }, (_, i) => `s${r.k}w${i}`).join(" ");
  // a leaking stream's text is trimmed where its markup was stripped; the others keep their last space
  const want = r.k % 2 === 0 ? words : words + " ";
  const call = r.k % 2 === 0 ? [JSON.stringify({ path: `f${r.k}` })] : [];
  return r.content === want && JSON.stringify(r.calls) === JSON.stringify(call);
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor((xs.length - 1) / 2)] ?? NaN;
const p95 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? NaN;
const ms = (x) => `${x.toFixed(2)} ms`;
const mib = (b) => `${(b / 2 ** 20).toFixed(1)} MiB`;

/**
 * The load test: prints its table and returns its results; `wrong` > 0 (a stream lost or mixed) is a failure the
 * caller turns into a non-zero exit.
 */
export async function runProxy({ quick = false, streams = 50, tokens } = {}) {
  const TOKENS = tokens ?? (quick ? 100 : 200);
  const ROUNDS = quick ? 2 : 3;
  const SINGLES = quick ? 8 : 20;
  const upstream = await fakeUpstream(TOKENS);
  const proxy = await spawnProxy(upstream.url);
  const through = `${proxy.url}/v1`;
  try {
    // warm-up (connections, JIT) on both paths
    await round(upstream.url, streams);
    await round(through, streams);
    // one stream at a time (the proxy's own cost), a stream that leaks nothing, alternating direct and proxy
    const single = { direct: [], proxy: [] };
    for (let n = 0; n < SINGLES; n++) {
      for (const side of n % 2 ? ["proxy", "direct"] : ["direct", "proxy"]) single[side].push(...(await round(side === "direct" ? upstream.url : through, 1)));
    }
    // `streams` at once, the rounds interleaved; every proxied stream checked, the proxy's memory around one round
    const load = { direct: [], proxy: [] };
    let wrong = 0;
    let memory;
    for (let n = 0; n < ROUNDS; n++) {
      load.direct.push(...(await round(upstream.url, streams)));
      const measured = n === 0;
      const idle = measured ? (await proxy.ask("start")).idle : undefined;
      const results = await round(through, streams);
      if (measured) memory = { idle, ...(await proxy.ask("stop")) };
      for (const r of results) {
        if (!isRight(r, TOKENS)) {
          wrong++;
          process.stderr.write(`proxy bench, round ${n + 1}: stream ${r.k} lost or mixed (its content or calls are not its own)\n`);
        }
      }
      load.proxy.push(...results);
    }
    const firsts = (rs) => rs.map((r) => r.first);
    const gaps = (rs) => rs.flatMap((r) => r.gaps);
    const rows = [];
    const results = { streams, tokens: TOKENS, gapMs: GAP_MS, rounds: ROUNDS, singles: SINGLES, checked: ROUNDS * streams, wrong, latency: [], memory };
    const lasts = (rs) => rs.map((r) => r.last);
    const measures = [
      ["time to first token, median", firsts, median, true],
      ["time to first token, p95", firsts, p95, false],
      ["between tokens, median", gaps, median, true],
      ["between tokens, p95", gaps, p95, false],
      // under load the proxy's writes coalesce (gaps of 0 ms); the last token's time is what a client waits
      ["time to last token, median", lasts, median, false],
      ["time to last token, p95", lasts, p95, false],
    ];
    for (const [where, set] of [[`one stream at a time (${SINGLES} each way)`, single], [`${streams} at once (${ROUNDS} rounds)`, load]]) {
      for (const [label, pick, stat, target] of measures) {
        const d = stat(pick(set.direct));
        const p = stat(pick(set.proxy));
        // the 5 ms target is the proxy's own cost: one stream at a time
        const checked = target && set === single;
        rows.push([`${where}: ${label}`, ms(d), ms(p), ms(p - d), checked ? `≤ ${ADDED_TARGET_MS} ms: ${p - d <= ADDED_TARGET_MS ? "yes" : "NO"}` : ""]);
        results.latency.push({ where, measure: label, directMs: d, proxyMs: p, addedMs: p - d, ...(checked ? { withinTarget: p - d <= ADDED_TARGET_MS } : {}) });
      }
    }
    console.log(`## the proxy: ${streams} concurrent streaming requests through pi-tool-repair serve (its own process), against direct to the upstream\n`);
    console.log(`fake upstream: ${TOKENS} tokens a stream, one every ${GAP_MS} ms, every other stream leaking a Qwen <tool_call> at its end; the clients and the upstream share this process\n`);
    table(["measurement", "direct (baseline)", "through the proxy", "added", "target (added, median)"], rows);
    table(
      ["proxy process memory", "idle (after GC)", `peak, ${streams} streams`, "after them (after GC)", "left behind"],
      [
        ["heap used", mib(memory.idle.heap), mib(memory.peak.heap), mib(memory.after.heap), mib(memory.after.heap - memory.idle.heap)],
        ["RSS", mib(memory.idle.rss), mib(memory.peak.rss), mib(memory.after.rss), mib(memory.after.rss - memory.idle.rss)],
      ],
    );
    console.log(`streams lost or mixed: ${wrong} of ${ROUNDS * streams} checked (each its own words and, every other one, its own call)${wrong ? " — FAILED" : ""}\n`);
    return results;
  } finally {
    await proxy.close();
    upstream.close();
  }
}

if (process.argv[2] !== "--child" && process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const flag = (name) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : undefined);
  const r = await runProxy({ quick: argv.includes("--quick"), streams: flag("--streams"), tokens: flag("--tokens") });
  process.exitCode = r.wrong === 0 ? 0 : 1;
}
