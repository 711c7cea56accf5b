#!/usr/bin/env node
// Start-up bench (issue 37.1): `npm run bench:startup` or `node test/bench/startup.mjs [--runs N] [--cold N] [--startup-only] [--pi bin]`.
// Real pi 1.6 in print mode (`pi -p --no-session`) against a local fake provider (SSE on 127.0.0.1), wall time
// of the whole process, in interleaved runs:
//   1. start-up: one plain text turn with pi alone, with an empty extension (what pi's loader costs any
//      extension), with the checkout (`-e presets/pi-default`) and with the one
//      package (`-e bundle`): median over --runs (default 20) with pi's jiti cache warm, then over --cold runs
//      (default 5) with a fresh TMPDIR (pi's loader caches its compiled files under os.tmpdir()/jiti);
//   2. the first message: a valid `read` call vs one that needs a repair (`"offset":null`), then a plain answer,
//      for the checkout and the one package (median over --runs).
// Goals: start-up within 30 ms of pi alone; the first repair within 20 ms of the first valid call.
// Needs Node >= 22.19 (pi's engines): node_modules/.bin/node from the "node" devDependency, and a build.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PI_DIR = join(root, "node_modules", "@earendil-works", "pi-coding-agent");
// `--pi bin` runs pi's own `pi` command (its bundled build: the loader's virtual modules, Node's compile cache);
// the default is the unbundled dist/cli.js, as the end-to-end tests run it
const PI_CLI = process.argv.includes("--pi") && process.argv[process.argv.indexOf("--pi") + 1] === "bin" ? join(PI_DIR, "dist", "bundle", "cli.js") : join(PI_DIR, "dist", "cli.js");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg("--runs", 20);
const COLD = arg("--cold", 5);
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(`pi needs Node >= 22.19, this is ${process.versions.node}: run PATH=$PWD/node_modules/.bin:$PATH node test/bench/startup.mjs`);
  process.exit(1);
}

const chunk = (delta, finish = null) => `data: ${JSON.stringify({ id: "b", object: "chat.completion.chunk", created: 0, model: "m1", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
/** The provider: `call` (if any) on the first request of a run, then "done."; the run is told by its first message. */
function provider(call) {
  const server = createServer((req, res) => {
    const parts = [];
    req.on("data", (c) => parts.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(parts).toString("utf8") || "{}");
      const first = (body.messages ?? []).length <= 2; // system? + user: the run's first request
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(chunk({ role: "assistant", content: "" }));
      if (first && call) {
        res.write(chunk({ tool_calls: [{ index: 0, id: "call_b", type: "function", function: { name: "read", arguments: call } }] }));
        res.write(chunk({}, "tool_calls"));
      } else {
        res.write(chunk({ content: "done." }));
        res.write(chunk({}, "stop"));
      }
      res.write("data: [DONE]\n\n");
      res.end();
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ port: server.address().port, close: () => new Promise((r) => server.close(r)) })));
}

function agentDir(port) {
  const dir = mkdtempSync(join(tmpdir(), "ptr-bench-agent-"));
  writeFileSync(join(dir, "models.json"), JSON.stringify({ providers: { fake: { baseUrl: `http://127.0.0.1:${port}/v1`, api: "openai-completions", apiKey: "dummy", compat: { supportsDeveloperRole: false, supportsReasoningEffort: false, supportsUsageInStreaming: false }, models: [{ id: "m1" }] } } }));
  return dir;
}

/** GNU time, when there: the CPU time (user + system) of each run, less moved by a busy machine than wall time. */
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

/** pi's own timings of the extension (PI_TIMING=1 on stderr): `module import` and `factory`, in ms (NaN: none). */
function piTimings(stderr) {
  const of = (what) => {
    const m = stderr.match(new RegExp(` ${what}: (\\d+(?:\\.\\d+)?)ms`));
    return m ? Number(m[1]) : NaN;
  };
  return { imp: of("module import"), factory: of("factory") };
}

/** One pi run: `{ wall, cpu, imp, factory }` in ms (cpu NaN without GNU time; imp and factory NaN without an extension). */
function runPi(ext, port, cwd, env = {}) {
  const args = [PI_CLI, "-p", "--no-session", "-nc", "-ne", "--model", "fake/m1", ...(ext ? ["-e", ext] : []), "go"];
  const agent = agentDir(port);
  const cpuFile = join(agent, "cpu.txt");
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const [cmd, argv] = TIME ? [TIME, ["-f", "%U %S", "-o", cpuFile, process.execPath, ...args]] : [process.execPath, args];
    const child = spawn(cmd, argv, { cwd, env: { ...process.env, PI_CODING_AGENT_DIR: agent, PI_OFFLINE: "1", PI_TELEMETRY: "0", PI_SKIP_VERSION_CHECK: "1", PI_TIMING: "1", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let err = "";
    child.stderr.on("data", (c) => (err += c));
    child.stdout.resume();
    child.on("close", (code) => {
      const wall = performance.now() - start;
      const cpu = TIME && existsSync(cpuFile) ? readFileSync(cpuFile, "utf8").trim().split(/\s+/).slice(-2).reduce((a, b) => a + Number(b) * 1000, 0) : NaN;
      rmSync(agent, { recursive: true, force: true });
      if (code !== 0) reject(new Error(`pi exited ${code}: ${err}`));
      else resolve({ wall, cpu, ...piTimings(err) });
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => (Number.isNaN(ms) ? "-" : `${ms.toFixed(0)} ms`);
const delta = (ms, base) => (Number.isNaN(ms - base) ? "-" : `${ms - base >= 0 ? "+" : ""}${(ms - base).toFixed(0)} ms`);
/** `wall (cpu)` of a median pair, or their differences. */
const both = (m) => `${fmt(m.wall)} (${fmt(m.cpu)})`;
const diff = (m, b) => `${delta(m.wall, b.wall)} (${delta(m.cpu, b.cpu)})`;

const cwd = mkdtempSync(join(tmpdir(), "ptr-bench-project-"));
writeFileSync(join(cwd, "i.txt"), "bench\n");
// what any extension costs: pi's loader (jiti) is only imported once there is an extension to load
const EMPTY = join(cwd, "empty-extension.js");
writeFileSync(EMPTY, "export default function () {}\n");
const SUBJECTS = [
  ["pi alone", undefined, undefined],
  ["an empty extension (pi's loader alone)", EMPTY, undefined],
  ["checkout (presets/pi-default)", join(root, "presets", "pi-default"), undefined],
  ["one package (bundle)", join(root, "bundle"), undefined],
];

/** Each subject `[name, extension, call]` against its own provider, the subjects taking turns: the median of each. */
async function interleaved(subjects, runs, env = () => ({})) {
  const providers = await Promise.all(subjects.map(([, , call]) => provider(call)));
  const times = subjects.map(() => []);
  try {
    for (let i = 0; i < runs; i++) for (const [k, [, ext]] of subjects.entries()) times[k].push(await runPi(ext, providers[k].port, cwd, env()));
  } finally {
    await Promise.all(providers.map((p) => p.close()));
  }
  return times.map((ts) => ({ wall: median(ts.map((t) => t.wall)), cpu: median(ts.map((t) => t.cpu)), imp: median(ts.map((t) => t.imp)), factory: median(ts.map((t) => t.factory)) }));
}

console.log(`pi-tool-repair start-up bench: real pi 1.6 headless (${PI_CLI.slice(PI_DIR.length + 1)}), fake provider, ${RUNS} interleaved runs (cold: ${COLD}); node ${process.versions.node}`);
await interleaved(SUBJECTS, 1); // warm pi's jiti cache
const warm = await interleaved(SUBJECTS, RUNS);
const coldDirs = [];
const cold = await interleaved(SUBJECTS, COLD, () => {
  const t = mkdtempSync(join(tmpdir(), "ptr-bench-tmp-"));
  coldDirs.push(t);
  return { TMPDIR: t };
});
for (const d of coldDirs) rmSync(d, { recursive: true, force: true });
console.log("\nMedians: wall time (CPU time, user + system).");
console.log("\n| start-up: one plain text turn | warm | vs pi alone | cold | vs pi alone |");
console.log("|---|---:|---:|---:|---:|");
for (const [k, [name]] of SUBJECTS.entries()) console.log(`| ${name} | ${both(warm[k])} | ${k ? diff(warm[k], warm[0]) : "-"} | ${both(cold[k])} | ${k ? diff(cold[k], cold[0]) : "-"} |`);

// pi's own figures for the extension (PI_TIMING=1): far less moved by a busy machine than the wall time of a run
console.log("\n| pi's timing of the extension (PI_TIMING) | module import, warm | factory, warm | module import, cold | factory, cold |");
console.log("|---|---:|---:|---:|---:|");
for (const [k, [name]] of SUBJECTS.entries()) if (k > 0) console.log(`| ${name} | ${fmt(warm[k].imp)} | ${fmt(warm[k].factory)} | ${fmt(cold[k].imp)} | ${fmt(cold[k].factory)} |`);

const exts = SUBJECTS.slice(2);
if (process.argv.includes("--startup-only")) {
  rmSync(cwd, { recursive: true, force: true });
  process.exit(0);
}
const calls = await interleaved(
  exts.flatMap(([name, ext]) => [
    [name, ext, '{"path":"i.txt"}'],
    [name, ext, '{"path":"i.txt","offset":null}'],
  ]),
  RUNS,
);
console.log("\n| first message with a call | valid call | needs a repair | repair vs valid |");
console.log("|---|---:|---:|---:|");
for (const [k, [name]] of exts.entries()) console.log(`| ${name} | ${both(calls[2 * k])} | ${both(calls[2 * k + 1])} | ${diff(calls[2 * k + 1], calls[2 * k])} |`);
rmSync(cwd, { recursive: true, force: true });
