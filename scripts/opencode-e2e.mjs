#!/usr/bin/env node
// One agent CLI end to end through the proxy (issue 38, item 5): `npm run e2e:opencode` (builds first), or
// `node scripts/opencode-e2e.mjs [--keep]` after `node scripts/build.mjs`.
//
// opencode (its CLI from the npm registry, pinned, installed once into a cache folder outside the repository)
// runs headless (`opencode run --format json`) against `pi-tool-repair serve --recover`, which sits in front of a
// local fake OpenAI-compatible upstream. Two cases, each asking opencode to read a file:
//   - leak: the upstream's first answer leaks a Qwen `<tool_call>` calling opencode's `read` tool in its text; the
//     proxy must turn it into a `tool_calls` delta (and strip the markup);
//   - arguments: the upstream's first answer is a native `read` call with malformed arguments (`"limit": "50"`, a
//     string where the schema wants an integer, and `"offset": null`); the proxy must repair them.
// Either way opencode must then run the call: the file's content comes back to the upstream in the next request as
// the tool's result, and opencode's JSON events show the completed tool part. Each case runs once more without the
// proxy (the control): there opencode must not run the call, or the check proves nothing. Prints one PASS or FAIL
// line (exit 0 / 1).
//
// Opt-in, not in `npm test`: the first run downloads opencode's platform binary (about 180 MB on disk). The cache folder
// is $PI_TOOL_REPAIR_CACHE, else $XDG_CACHE_HOME/pi-tool-repair, else ~/.cache/pi-tool-repair. opencode runs with a
// temporary HOME and XDG folders, no models.dev fetch, no auto-update, no project config, no default plugins.
// `--keep` keeps the temporary folder and prints each run's output, opencode's events, the proxy's log lines and the
// tools opencode declared; PI_TOOL_REPAIR_DEBUG=1 prints the same and opencode's own log (--print-logs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const VERSION = "1.18.33";
const MODEL = "qwen3-coder";
/** What the file opencode reads holds: it must come back to the upstream as the tool's result. */
const SECRET = "pi-tool-repair-e2e-7f3a91";
const RUN_TIMEOUT_MS = 120_000;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const keep = process.argv.includes("--keep");
const started = Date.now();

function fail(why) {
  process.stdout.write(`FAIL opencode ${VERSION} through pi-tool-repair serve: ${why}\n`);
  process.exitCode = 1;
}

/** opencode's platform binary, installed from the npm registry into the cache folder on first use. */
function opencodeBinary() {
  // the package opencode-ai's own launcher picks: the baseline build for an x64 CPU without AVX2, the musl one on musl
  let pkg = `opencode-${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  if (process.platform === "linux" && process.arch === "x64" && !/\bavx2\b/.test(readFileSync("/proc/cpuinfo", "utf8"))) pkg += "-baseline";
  if (process.platform === "linux" && !process.report.getReport().header.glibcVersionRuntime) pkg += "-musl";
  const cache = process.env.PI_TOOL_REPAIR_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "pi-tool-repair");
  const dir = join(cache, `opencode-${VERSION}`);
  const bin = join(dir, "node_modules", pkg, "bin", process.platform === "win32" ? "opencode.exe" : "opencode");
  if (existsSync(bin)) return { bin, installed: false };
  mkdirSync(dir, { recursive: true });
  // a package.json of its own, so that npm does not walk up to a workspace
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "opencode-e2e-cache", private: true }) + "\n");
  process.stderr.write(`installing ${pkg}@${VERSION} into ${dir} …\n`);
  const npm = spawnSync("npm", ["install", "--prefix", dir, "--no-save", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", `${pkg}@${VERSION}`], { stdio: ["ignore", "inherit", "inherit"], shell: process.platform === "win32" });
  if (npm.status !== 0 || !existsSync(bin)) throw new Error(`npm install ${pkg}@${VERSION} failed (exit ${npm.status})`);
  return { bin, installed: true };
}

/**
 * The fake upstream: a request with tools and no tool result yet gets the case's call (streamed, as opencode asks);
 * a request carrying a tool result gets a plain answer; a request without tools (a title) gets a short text.
 */
async function fakeUpstream(kind, filePath) {
  const requests = [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const c of req) body += c;
    if (!(req.url ?? "").endsWith("/chat/completions")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: [{ id: MODEL, object: "model" }] }));
      return;
    }
    const request = JSON.parse(body);
    requests.push(request);
    const hasTools = (request.tools ?? []).length > 0;
    const answered = (request.messages ?? []).some((m) => m.role === "tool");
    let text = "";
    let call;
    if (!hasTools) text = "Read a file";
    else if (answered) text = "The file says what it says.";
    // opencode's read tool takes `filePath` (and integers `offset`, `limit`)
    else if (kind === "leak") text = `I will read the file.\n<tool_call>\n${JSON.stringify({ name: "read", arguments: { filePath } })}\n</tool_call>`;
    else call = { id: "call_1", type: "function", function: { name: "read", arguments: JSON.stringify({ filePath, offset: null, limit: "50" }) } };
    const finish = call ? "tool_calls" : "stop";
    const base = { id: `chatcmpl-${requests.length}`, created: 1, model: MODEL };
    if (!request.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ...base, object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content: call ? null : text, ...(call ? { tool_calls: [call] } : {}) }, finish_reason: finish }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (delta, finish = null) => res.write(`data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    chunk({ role: "assistant", content: "" });
    // in small pieces, so that the proxy's hold-back works across chunk boundaries
    for (let i = 0; i < text.length; i += 7) chunk({ content: text.slice(i, i + 7) });
    if (call) {
      // the arguments in two pieces, as servers stream them
      const args = call.function.arguments;
      chunk({ tool_calls: [{ index: 0, id: call.id, type: "function", function: { name: "read", arguments: args.slice(0, 20) } }] });
      chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(20) } }] });
    }
    chunk({}, finish);
    if (request.stream_options?.include_usage) res.write(`data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } })}\n\n`);
    res.end("data: [DONE]\n\n");
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    requests,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** `pi-tool-repair serve --recover` from the built bin; resolves with the address it prints first. */
function startProxy(upstreamUrl, env) {
  const bin = join(root, "presets", "pi-default", "bin", "pi-tool-repair.js");
  const child = spawn(process.execPath, [bin, "serve", "--upstream", upstreamUrl, "--port", "0", "--recover"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stderr.on("data", (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => {
      out += d;
      const nl = out.indexOf("\n");
      if (nl >= 0) resolve({ url: out.slice(0, nl), log: () => err, stop: () => child.kill() });
    });
    child.once("exit", (code) => reject(new Error(`serve exited ${code}: ${err.trim()}`)));
  });
}

/** Runs opencode headless; resolves with its exit code, stdout and stderr (killed after RUN_TIMEOUT_MS). */
function runOpencode(bin, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), RUN_TIMEOUT_MS);
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** opencode's environment: a temporary HOME and XDG folders, the config in OPENCODE_CONFIG_CONTENT, nothing fetched. */
function opencodeEnv(home, baseURL) {
  const config = {
    $schema: "https://opencode.ai/config.json",
    autoupdate: false,
    share: "disabled",
    model: `ptr/${MODEL}`,
    small_model: `ptr/${MODEL}`,
    provider: {
      ptr: {
        npm: "@ai-sdk/openai-compatible",
        name: "pi-tool-repair proxy",
        options: { baseURL, apiKey: "not-needed" },
        models: { [MODEL]: { name: MODEL, tool_call: true } },
      },
    },
    permission: { read: "allow", edit: "deny", bash: "deny", webfetch: "deny" },
  };
  return {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_DATA_HOME: join(home, ".local", "share"),
    XDG_CACHE_HOME: join(home, ".cache"),
    XDG_STATE_HOME: join(home, ".local", "state"),
    OPENCODE_CONFIG_CONTENT: JSON.stringify(config),
    OPENCODE_DISABLE_MODELS_FETCH: "1",
    OPENCODE_DISABLE_AUTOUPDATE: "1",
    OPENCODE_DISABLE_PROJECT_CONFIG: "1",
    OPENCODE_DISABLE_DEFAULT_PLUGINS: "1",
    OPENCODE_DISABLE_CLAUDE_CODE: "1",
    OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
    OPENCODE_DISABLE_SHARE: "1",
    OPENCODE_EXPERIMENTAL_DISABLE_FILEWATCHER: "1",
  };
}

/**
 * One opencode run against a fresh fake upstream, through the proxy or (the control) straight to the upstream:
 * whether opencode ran the leaked call and whether the markup reached its text.
 */
async function scenario(bin, work, kind, throughProxy) {
  const dir = join(work, `${kind}-${throughProxy ? "proxy" : "direct"}`);
  const project = join(dir, "project");
  // one HOME for the four runs: opencode sets up its database there once
  const home = join(work, "home");
  mkdirSync(project, { recursive: true });
  mkdirSync(home, { recursive: true });
  const file = join(project, "notes.txt");
  writeFileSync(file, `${SECRET}\n`);
  const upstream = await fakeUpstream(kind, file);
  let proxy;
  try {
    // the proxy with no pi config of this machine: a HOME and agent dir that do not exist
    if (throughProxy) proxy = await startProxy(upstream.url, { ...process.env, HOME: join(dir, "no-home"), PI_CODING_AGENT_DIR: join(dir, "no-agent") });
    const baseURL = proxy ? `${proxy.url}/v1` : upstream.url;
    const t0 = Date.now();
    const run = await runOpencode(bin, [...(process.env.PI_TOOL_REPAIR_DEBUG ? ["--print-logs", "--log-level", "INFO"] : []), "run", "--format", "json", "--model", `ptr/${MODEL}`, "Read notes.txt and tell me what it says."], { cwd: project, env: opencodeEnv(home, baseURL) });
    const seconds = (Date.now() - t0) / 1000;
    const events = run.stdout.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l));
    const readPart = events.find((e) => e.type === "tool_use" && e.part?.tool === "read")?.part;
    const withTools = upstream.requests.filter((r) => (r.tools ?? []).length > 0);
    const toolResults = withTools.flatMap((r) => (r.messages ?? []).filter((m) => m.role === "tool"));
    if (keep || process.env.PI_TOOL_REPAIR_DEBUG) {
      process.stderr.write(`=== ${kind}, ${throughProxy ? "through the proxy" : "straight to the upstream"}: opencode exit ${run.code}${run.signal ? ` (${run.signal})` : ""}, ${seconds.toFixed(1)} s\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}\n`);
      if (proxy) process.stderr.write(`--- proxy log\n${proxy.log()}\n`);
      process.stderr.write(`--- upstream requests: ${upstream.requests.length}; opencode's tools: ${JSON.stringify((withTools[0]?.tools ?? []).map((t) => t.function?.name))}; read: ${JSON.stringify((withTools[0]?.tools ?? []).find((t) => t.function?.name === "read")?.function?.parameters)}\n`);
    }
    return {
      run,
      seconds,
      followUps: withTools.length - 1,
      resultSentBack: toolResults.some((m) => JSON.stringify(m.content).includes(SECRET)),
      readCompleted: readPart?.state?.status === "completed",
      markupShown: events.some((e) => e.type === "text" && String(e.part?.text ?? "").includes("<tool_call>")),
    };
  } finally {
    proxy?.stop();
    upstream.close();
  }
}

/** The failure of one case, or undefined when it passed (through the proxy, and its control without). */
function verdict(kind, through, direct) {
  const exit = (r) => `exited ${r.run.code}${r.run.signal ? ` (${r.run.signal})` : ""}: ${r.run.stderr.trim().split("\n").slice(-3).join(" | ")}`;
  if (through.run.code !== 0) return `${kind}: opencode through the proxy ${exit(through)}`;
  if (!through.resultSentBack) return `${kind}: through the proxy, no tool result with the file's content came back to the upstream (${through.followUps} follow-up request(s))`;
  if (!through.readCompleted) return `${kind}: through the proxy, opencode's events show no completed read tool part`;
  if (through.markupShown) return `${kind}: through the proxy, the leaked markup reached opencode's text`;
  if (direct.run.code !== 0) return `${kind}: opencode straight to the upstream (the control) ${exit(direct)}`;
  if (direct.resultSentBack || direct.readCompleted) return `${kind}: the control (no proxy) ran the call by itself: the check proves nothing`;
  if (kind === "leak" && !direct.markupShown) return `${kind}: the control (no proxy) hid the markup by itself: the check proves nothing`;
  return undefined;
}

const work = mkdtempSync(join(tmpdir(), "ptr-opencode-e2e-"));
try {
  const { bin, installed } = opencodeBinary();
  const runs = [];
  let failure;
  for (const kind of ["leak", "arguments"]) {
    const through = await scenario(bin, work, kind, true);
    const direct = await scenario(bin, work, kind, false);
    runs.push(through.seconds, direct.seconds);
    failure ??= verdict(kind, through, direct);
  }
  const timing = `opencode runs ${runs.map((x) => x.toFixed(1)).join(" + ")} s, ${installed ? "installed first" : "install cached"}, ${((Date.now() - started) / 1000).toFixed(1)} s in all`;
  if (failure) fail(`${failure} (${timing})`);
  else process.stdout.write(`PASS opencode ${VERSION} through the proxy ran the read call recovered from a leaked <tool_call> and the one with repaired arguments (their results went back upstream); without the proxy it ran neither (${timing})\n`);
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
  else process.stderr.write(`kept ${work}\n`);
}
