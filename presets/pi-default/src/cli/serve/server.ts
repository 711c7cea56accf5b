/**
 * `pi-tool-repair serve` (issue 38): a local OpenAI-compatible proxy. It forwards `POST …/chat/completions` to the
 * upstream and repairs the response with the request's own `tools` and `model` under the pi extension's policy;
 * every other request passes through. Built on Node's `http`: no dependency, and it streams both ways with the
 * back-pressure and abort control a proxy needs. Loaded only when `serve` runs (the command line imports it).
 */
import http from "node:http";
import https from "node:https";
import type { Logger } from "@pi-tool-repair/host";
import { setupRuntime, userConfigFile, type RepairRuntime } from "../../runtime/runtime.js";
import { planRequest, repairCompletion, type RequestPlan, type ServeOptions } from "./openai.js";
import { HOLD_CAP, StreamRepair } from "./stream.js";

/** The largest request body read (to find its `tools`); a larger one is forwarded unread and its response unrepaired. */
export const REQUEST_CAP = 32 << 20;
/** The largest non-streaming response buffered for repair; a larger one passes through unrepaired. */
export const RESPONSE_CAP = 32 << 20;
/** How long the upstream may send nothing once its response has begun (ms); the wait for its headers has no limit. */
export const IDLE_TIMEOUT = 5 * 60_000;

export const SERVE_USAGE = `usage: pi-tool-repair serve --upstream URL [--port 8788] [--host 127.0.0.1] [--config FILE] [--recover]

A local OpenAI-compatible proxy that repairs tool calls: point a client's base URL at it.
It forwards POST /v1/chat/completions (streaming and not) to the upstream and repairs the response with the
request's own "tools" and "model", under the pi extension's policy; every other path passes through unchanged.
The first line it prints is the address it listens on.

  --upstream URL      the OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1 (required)
  --port N            the port to listen on (default 8788; 0: any free port)
  --host H            the address to listen on (default 127.0.0.1; the proxy has no authentication)
  --config FILE       the config (default: the pi extension's, ~/.pi/agent/extensions/pi-tool-repair.json)
  --recover           grammar recovery on for every model (default: as the extension, per model preset and leakModels)
  -h, --help          print this help

Caps: a request body over ${REQUEST_CAP >> 20} MiB, a non-streaming response over ${RESPONSE_CAP >> 20} MiB or a stream holding back
more than ${HOLD_CAP >> 20} Mi characters passes through unrepaired, with one log line. PI_TOOL_REPAIR_DEBUG=1 logs debug lines.`;

export interface ServeArgs extends ServeOptions {
  upstream: URL;
  port: number;
  host: string;
  config: string | undefined;
}

export class ServeUsageError extends Error {}

/** Reads `serve`'s arguments; a `ServeUsageError` (empty message: `--help`) otherwise. */
export function parseServeArgs(argv: readonly string[]): ServeArgs {
  let upstream: URL | undefined;
  const args: Omit<ServeArgs, "upstream"> = { port: 8788, host: "127.0.0.1", config: undefined, recover: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = () => {
      const v = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (v === undefined || v === "") throw new ServeUsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--upstream": {
        const v = value();
        try {
          upstream = new URL(v);
        } catch {
          throw new ServeUsageError(`--upstream: not a URL: ${JSON.stringify(v)}`);
        }
        if (upstream.protocol !== "http:" && upstream.protocol !== "https:") throw new ServeUsageError(`--upstream must be an http or https URL, not ${JSON.stringify(v)}`);
        break;
      }
      case "--port": {
        const v = value();
        const n = Number(v);
        if (!/^\d+$/.test(v) || n > 65535) throw new ServeUsageError(`--port must be a port number, not ${JSON.stringify(v)}`);
        args.port = n;
        break;
      }
      case "--host":
        args.host = value();
        break;
      case "--config":
        args.config = value();
        break;
      case "--recover":
        args.recover = true;
        break;
      case "-h":
      case "--help":
        throw new ServeUsageError("");
      default:
        throw new ServeUsageError(`unknown option ${arg}`);
    }
  }
  if (upstream === undefined) throw new ServeUsageError("--upstream URL is required");
  return { ...args, upstream };
}

/** Whether `host` is a loopback address (anything else is reachable from the network, without authentication). */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** Headers that describe one connection, not the message: never forwarded (and `content-length` is recomputed). */
const HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "host", "content-length", "accept-encoding"]);

function forwardHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP.has(k)) out[k] = v;
  return out;
}

/** The upstream URL for a client's request path: the upstream base with the path after the client's `/v1`. */
export function upstreamUrl(base: URL, path: string): URL {
  const basePath = base.pathname.replace(/\/+$/, "");
  // the client's base URL is the proxy's with the same `/v1` the upstream's has: it is not repeated
  const rest = basePath.endsWith("/v1") && (path === "/v1" || path.startsWith("/v1/") || path.startsWith("/v1?")) ? path.slice(3) : path;
  return new URL(basePath + rest, base.origin);
}

export interface Proxy {
  server: http.Server;
  /** The address it listens on, e.g. `http://127.0.0.1:8788`. */
  url: string;
  close(): Promise<void>;
}

export interface ProxyOptions extends ServeOptions {
  upstream: URL;
  runtime: RepairRuntime;
  log: Logger;
  port?: number;
  host?: string;
  /** The caps (tests make them small). */
  requestCap?: number;
  responseCap?: number;
  holdCap?: number;
  idleTimeout?: number;
}

/** Starts the proxy; resolves once it listens. */
export async function startProxy(options: ProxyOptions): Promise<Proxy> {
  const server = http.createServer((req, res) => {
    handle(options, req, res).catch((error: unknown) => {
      options.log.warn(`[pi-tool-repair] serve: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "pi-tool-repair serve: upstream request failed", type: "proxy_error" } }));
    });
  });
  // a long generation is never cut: the server waits on the upstream as long as it takes
  server.requestTimeout = 0;
  server.timeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8788, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const host = options.host ?? "127.0.0.1";
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    server,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Reads the request body up to `cap` bytes: the chunks, and whether it all came. When it did not, the request is
 * paused mid-way, to be piped on as it is.
 */
function readBody(req: http.IncomingMessage, cap: number): Promise<{ chunks: Buffer[]; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= cap) return;
      req.pause();
      req.off("data", onData);
      req.off("end", onEnd);
      resolve({ chunks, complete: false });
    };
    const onEnd = () => resolve({ chunks, complete: true });
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", reject);
  });
}

async function handle(options: ProxyOptions, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const { log } = options;
  const target = upstreamUrl(options.upstream, req.url ?? "/");
  const repairs = req.method === "POST" && /\/chat\/completions\/?$/.test((req.url ?? "").split("?")[0]!);
  const headers = forwardHeaders(req.headers);
  headers["accept-encoding"] = "identity"; // the response is read: no compression
  let body: Buffer | undefined;
  let plan: RequestPlan | undefined;
  let rest: http.IncomingMessage | undefined;
  if (repairs) {
    const read = await readBody(req, options.requestCap ?? REQUEST_CAP);
    body = Buffer.concat(read.chunks);
    if (!read.complete) {
      log.warn(`[pi-tool-repair] serve: a request body over ${options.requestCap ?? REQUEST_CAP} bytes; forwarded unread, its response unrepaired`);
      rest = req;
    } else {
      try {
        plan = planRequest(options.runtime, JSON.parse(body.toString("utf8")), options, log);
      } catch {
        plan = undefined; // not JSON: the upstream answers it
      }
      headers["content-length"] = String(body.length);
    }
  } else if (req.headers["content-length"] !== undefined) headers["content-length"] = req.headers["content-length"];
  else if (req.headers["transfer-encoding"] !== undefined) headers["transfer-encoding"] = req.headers["transfer-encoding"];

  const client = target.protocol === "https:" ? https : http;
  const upstream = client.request(target, { method: req.method, headers });
  // the client went away before the answer ended: the upstream's generation is stopped
  res.on("close", () => {
    if (!res.writableFinished) upstream.destroy();
  });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    upstream.once("response", resolve);
    upstream.once("error", reject);
  });
  if (!repairs) req.pipe(upstream);
  else if (rest) {
    upstream.write(body);
    rest.pipe(upstream);
  } else upstream.end(body);

  const up = await answered;
  const idle = options.idleTimeout ?? IDLE_TIMEOUT;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      log.warn(`[pi-tool-repair] serve: the upstream sent nothing for ${idle} ms; request aborted`);
      upstream.destroy();
      res.destroy();
    }, idle);
    timer.unref();
  };
  up.on("data", touch);
  up.once("close", () => clearTimeout(timer));
  touch();

  const status = up.statusCode ?? 502;
  const outHeaders = forwardHeaders(up.headers);
  const encoded = up.headers["content-encoding"] !== undefined && up.headers["content-encoding"] !== "identity";
  const type = String(up.headers["content-type"] ?? "");
  if (!plan || status !== 200 || encoded) {
    if (plan && encoded) log.warn(`[pi-tool-repair] serve: the upstream answered with ${up.headers["content-encoding"]} encoding; passed through unrepaired`);
    if (up.headers["content-length"] !== undefined) outHeaders["content-length"] = up.headers["content-length"];
    res.writeHead(status, outHeaders);
    up.pipe(res);
    return;
  }
  const model = typeof plan.ctx.model?.id === "string" ? plan.ctx.model.id : "(no model)";
  if (type.includes("text/event-stream")) {
    res.writeHead(status, outHeaders);
    const stream = new StreamRepair(plan, (text) => void res.write(text), log, options.holdCap ?? HOLD_CAP);
    up.setEncoding("utf8");
    up.on("data", (text: string) => stream.push(text));
    await new Promise<void>((resolve) => {
      up.once("end", resolve);
      up.once("close", resolve);
    });
    if (res.destroyed) return;
    stream.end();
    res.end();
    const r = stream.report;
    if (r.recovered + r.repaired + r.stripped > 0) log.warn(`[pi-tool-repair] serve: ${model}: stream repaired (recovered ${r.recovered}, repaired ${r.repaired}, stripped ${r.stripped})`);
    return;
  }
  // not streaming: the whole answer, up to the cap, then repaired at once
  const cap = options.responseCap ?? RESPONSE_CAP;
  const chunks: Buffer[] = [];
  const whole = await new Promise<boolean>((resolve) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= cap) return;
      up.off("data", onData);
      up.pause();
      resolve(false);
    };
    up.on("data", onData);
    up.once("end", () => resolve(true));
    up.once("close", () => resolve(true));
  });
  if (res.destroyed) return;
  if (!whole) {
    log.warn(`[pi-tool-repair] serve: a response over ${cap} bytes; passed through unrepaired`);
    if (up.headers["content-length"] !== undefined) outHeaders["content-length"] = up.headers["content-length"];
    res.writeHead(status, outHeaders);
    for (const c of chunks) res.write(c);
    up.pipe(res);
    return;
  }
  const bytes = Buffer.concat(chunks);
  let repaired: ReturnType<typeof repairCompletion>;
  try {
    repaired = repairCompletion(plan, JSON.parse(bytes.toString("utf8")));
  } catch {
    repaired = undefined; // not JSON: passed through
  }
  const out = repaired ? Buffer.from(JSON.stringify(repaired.body), "utf8") : bytes;
  outHeaders["content-length"] = String(out.length);
  res.writeHead(status, outHeaders);
  res.end(out);
  if (repaired) log.warn(`[pi-tool-repair] serve: ${model}: response repaired (recovered ${repaired.recovered}, repaired ${repaired.repaired}, stripped ${repaired.stripped})`);
}

/** Whether `PI_TOOL_REPAIR_DEBUG` asks for debug lines (as the extension reads it). */
function isDebug(env: NodeJS.ProcessEnv): boolean {
  const v = env.PI_TOOL_REPAIR_DEBUG;
  return v !== undefined && v !== "" && v !== "0" && v.toLowerCase() !== "false";
}

/** `pi-tool-repair serve …`: runs until the process is stopped. Returns an exit code only on a usage error. */
export async function runServe(argv: readonly string[], write: (text: string) => void, env: NodeJS.ProcessEnv = process.env): Promise<number | Proxy> {
  let args: ServeArgs;
  try {
    args = parseServeArgs(argv);
  } catch (error) {
    if (!(error instanceof ServeUsageError)) throw error;
    if (!error.message) {
      write(SERVE_USAGE + "\n");
      return 0;
    }
    process.stderr.write(`pi-tool-repair serve: ${error.message}\n${SERVE_USAGE}\n`);
    return 2;
  }
  const debug = isDebug(env);
  const log: Logger = {
    warn: (m) => void process.stderr.write(m.endsWith("\n") ? m : m + "\n"),
    debug: (m) => {
      if (debug) process.stderr.write(m.endsWith("\n") ? m : m + "\n");
    },
  };
  const { runtime } = await setupRuntime({ configFile: args.config ?? userConfigFile(env), log, env });
  const proxy = await startProxy({ upstream: args.upstream, runtime, log, port: args.port, host: args.host, recover: args.recover });
  write(`${proxy.url}\n`);
  if (!isLoopback(args.host)) log.warn(`[pi-tool-repair] serve: listening on ${args.host}, reachable from the network: the proxy has no authentication`);
  return proxy;
}
