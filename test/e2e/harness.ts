/**
 * End-to-end harness: a fake OpenAI-compatible provider (SSE on 127.0.0.1, a free port) that replays
 * scripted turns and records every request, and a runner for the real pi CLI in print mode with a
 * temporary PI_CODING_AGENT_DIR.
 */
import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PI_CLI = join(ROOT, "node_modules", "@earendil-works", "pi-coding-agent", "dist", "cli.js");
export const EXTENSION_DIR = join(ROOT, "presets", "pi-default");

/** pi needs Node >= 22.19; under an older Node the suite fails with this message instead of skipping. */
export function nodeProblem(version: string = process.versions.node): string | undefined {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major > 22 || (major === 22 && minor >= 19)) return undefined;
  return `the end-to-end tests run the real pi, which needs Node >= 22.19, but this is Node ${version} (${process.execPath}). Run them through \`npm test\` (node_modules/.bin/node is Node 22 from the "node" devDependency) or with PATH=$PWD/node_modules/.bin:$PATH npx vitest run test/e2e`;
}

export interface ScriptedCall {
  id?: string;
  name: string;
  /** The raw arguments text exactly as the provider sends it. */
  arguments: string;
}

export interface Turn {
  text?: string;
  reasoning?: string;
  calls?: ScriptedCall[];
  /** Default: "tool_calls" when there are calls, else "stop". */
  finish?: string;
}

export interface RecordedRequest {
  body: Record<string, unknown>;
  messages: Record<string, unknown>[];
}

export interface FakeProvider {
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model: "m1", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function respond(res: ServerResponse, turn: Turn, n: number): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  res.write(chunk({ role: "assistant", content: "" }));
  if (turn.reasoning) res.write(chunk({ reasoning_content: turn.reasoning }));
  if (turn.text) res.write(chunk({ content: turn.text }));
  (turn.calls ?? []).forEach((call, index) => {
    const id = call.id ?? `call_${n}_${index}`;
    // The arguments arrive in two fragments, as real providers stream them.
    const half = Math.floor(call.arguments.length / 2);
    res.write(chunk({ tool_calls: [{ index, id, type: "function", function: { name: call.name, arguments: call.arguments.slice(0, half) } }] }));
    res.write(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }));
  });
  res.write(chunk({}, turn.finish ?? ((turn.calls?.length ?? 0) > 0 ? "tool_calls" : "stop")));
  res.write(`data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model: "m1", choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`);
  res.write("data: [DONE]\n\n");
  res.end();
}

/** Serves the turns in order; once they run out, every further request gets a plain "done." answer. */
export async function startFakeProvider(turns: readonly Turn[]): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
      } catch {
        body = {};
      }
      const n = requests.length;
      requests.push({ body, messages: Array.isArray(body.messages) ? (body.messages as Record<string, unknown>[]) : [] });
      respond(res, turns[n] ?? { text: "done." }, n);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  let port = (server.address() as AddressInfo).port;
  if (port === 9931) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return startFakeProvider(turns);
  }
  return {
    port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface PiRun {
  code: number | null;
  stdout: string;
  stderr: string;
  requests: RecordedRequest[];
  /** The project folder pi ran in. */
  cwd: string;
  agentDir: string;
}

export interface PiOptions {
  turns: readonly Turn[];
  prompt?: string;
  /** The extension config file (`extensions/pi-tool-repair.json`): an object, or raw text. */
  config?: unknown;
  /** Files to create in the project folder before the run. */
  files?: Record<string, string>;
  env?: Record<string, string>;
  /** Load the extension (default true); false runs plain pi for comparison. */
  extension?: boolean;
  args?: string[];
  timeoutMs?: number;
  /** The model id at the fake provider (default "m1"; models.json also has "deepseek-v4-pro"). */
  model?: string;
  /** Keep the session in a file under `<cwd>/sessions` (default: `--no-session`). */
  session?: boolean;
  /** Runs on the fresh agent dir before pi starts (e.g. `pi install`). */
  prepare?: (agentDir: string, cwd: string) => Promise<void>;
}

/** A fresh agent dir with models.json for the fake provider and fast retries. */
export function makeAgentDir(port: number, config?: unknown): string {
  const agentDir = mkdtempSync(join(tmpdir(), "ptr-e2e-agent-"));
  writeFileSync(
    join(agentDir, "models.json"),
    JSON.stringify({
      providers: {
        fake: {
          baseUrl: `http://127.0.0.1:${port}/v1`,
          api: "openai-completions",
          apiKey: "dummy",
          compat: { supportsDeveloperRole: false, supportsReasoningEffort: false },
          models: [{ id: "m1" }, { id: "deepseek-v4-pro" }],
        },
      },
    }),
  );
  writeFileSync(join(agentDir, "settings.json"), JSON.stringify({ retry: { enabled: true, maxRetries: 2, baseDelayMs: 20 } }));
  if (config !== undefined) {
    mkdirSync(join(agentDir, "extensions"), { recursive: true });
    writeFileSync(join(agentDir, "extensions", "pi-tool-repair.json"), typeof config === "string" ? config : JSON.stringify(config));
  }
  return agentDir;
}

export const PI_ENV = { PI_OFFLINE: "1", PI_TELEMETRY: "0", PI_SKIP_VERSION_CHECK: "1" } as const;

export function runProcess(args: string[], options: { cwd: string; env: Record<string, string>; timeoutMs: number }): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`timed out after ${options.timeoutMs} ms: ${args.join(" ")}\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, options.timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs `pi -p --no-session --model fake/m1 -e presets/pi-default PROMPT` against a fake provider. */
export async function runPi(options: PiOptions): Promise<PiRun> {
  const provider = await startFakeProvider(options.turns);
  try {
    const agentDir = makeAgentDir(provider.port, options.config);
    const cwd = mkdtempSync(join(tmpdir(), "ptr-e2e-project-"));
    for (const [name, text] of Object.entries(options.files ?? {})) {
      mkdirSync(dirname(join(cwd, name)), { recursive: true });
      writeFileSync(join(cwd, name), text);
    }
    await options.prepare?.(agentDir, cwd);
    const args = [PI_CLI, "-p", ...(options.session ? ["--session-dir", join(cwd, "sessions")] : ["--no-session"]), "-nc", "--model", `fake/${options.model ?? "m1"}`];
    if (options.extension !== false) args.push("-ne");
    if (options.extension !== false) args.push("-e", EXTENSION_DIR);
    args.push(...(options.args ?? []), options.prompt ?? "go");
    const result = await runProcess(args, {
      cwd,
      env: { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV, ...(options.env ?? {}) },
      timeoutMs: options.timeoutMs ?? 60_000,
    });
    return { ...result, requests: provider.requests, cwd, agentDir };
  } finally {
    await provider.close();
  }
}

/** The tool-result messages of a request (OpenAI shape: role "tool"). */
export function toolResults(request: RecordedRequest | undefined): { tool_call_id: unknown; content: string }[] {
  return (request?.messages ?? [])
    .filter((m) => m.role === "tool")
    .map((m) => ({ tool_call_id: m.tool_call_id, content: typeof m.content === "string" ? m.content : JSON.stringify(m.content) }));
}

/** The assistant tool calls replayed in a request: name and the arguments text pi sent back. */
export function replayedCalls(request: RecordedRequest | undefined): { id: unknown; name: unknown; arguments: unknown }[] {
  const out: { id: unknown; name: unknown; arguments: unknown }[] = [];
  for (const m of request?.messages ?? []) {
    if (m.role !== "assistant" || !Array.isArray(m.tool_calls)) continue;
    for (const c of m.tool_calls as { id?: unknown; function?: { name?: unknown; arguments?: unknown } }[]) out.push({ id: c.id, name: c.function?.name, arguments: c.function?.arguments });
  }
  return out;
}

/** The visible assistant text replayed in a request. */
export function replayedText(request: RecordedRequest | undefined): string[] {
  return (request?.messages ?? [])
    .filter((m) => m.role === "assistant")
    .map((m) => (typeof m.content === "string" ? m.content : Array.isArray(m.content) ? (m.content as { text?: string }[]).map((p) => p.text ?? "").join("") : ""));
}

/** DSML tool-call markup as DeepSeek leaks it into the text: one invoke of `tool` with string parameters. */
export const dsml = (tool: string, params: Record<string, string>): string =>
  `<｜DSML｜tool_calls>\n<｜DSML｜invoke name="${tool}">\n${Object.entries(params)
    .map(([k, v]) => `<｜DSML｜parameter name="${k}" string="true">${v}</｜DSML｜parameter>`)
    .join("\n")}\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>`;

/** One session of each kind of event: a valid call, a repaired call, a phantom tool use (pi retries it), a DSML leak, then a plain answer. */
export const SESSION_TURNS: readonly Turn[] = [
  { calls: [{ id: "call_v", name: "read", arguments: '{"path":"n.txt"}' }] },
  { calls: [{ id: "call_r", name: "read", arguments: '{"file_path":"n.txt","offset":null}' }] },
  { text: "Let me check.", finish: "tool_calls" },
  { text: `Writing.\n\n${dsml("write", { path: "d.txt", content: "from dsml" })}` },
  { text: "done" },
];
