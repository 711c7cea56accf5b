import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import {
  configFileIn,
  fallbackAgentDir,
  installedPluginFolders,
  servedPeers
} from "./chunks/chunk-SUHJILPS.js";
import {
  ENTRY_TYPE,
  ENTRY_VERSION,
  SessionStats,
  completions,
  liveTools,
  modeLeftOn,
  modelOf,
  repairEntry,
  statusLine
} from "./chunks/chunk-PFSJFGWY.js";
import {
  jsonText
} from "./chunks/chunk-WIHYHUK4.js";
import {
  sentRawArguments
} from "./chunks/chunk-4TCUM3WQ.js";
import "./chunks/chunk-N5N6Q73W.js";

// presets/pi-default/dist/pi/markers.js
var BUILTIN_MARKERS = [
  "\n{",
  "**Tool Call:**",
  "< |",
  "< \u2016",
  "< \uFF5C",
  "<DSML",
  "<GCML",
  "<TOOLCALL>",
  "<atem:function_calls>",
  "<dots_function_call>",
  "<function name=",
  "<function=",
  "<function_call>",
  "<function_calls>",
  "<ifm|tool_call>",
  "<ifm|tool_calls>",
  "<longcat_tool_call>",
  "<minimax:tool_call>",
  "<response>",
  "<seed:tool_call>",
  "<start_function_call>",
  "<tool: ",
  "<tool>",
  "<tool_call>",
  "<tool_calls:",
  "<tool_calls>",
  "<tools>",
  "<| DSML",
  "<| GCML",
  "<|DSML",
  "<|GCML",
  "<|START_ACTION|>",
  "<|action_start|>",
  "<|channel|>",
  "<|content_invoke_tool_json|>",
  "<|function_call|>",
  "<|message_model|>",
  "<|open|>tools<|sep|>",
  "<|plamo:begin_tool_requests:plamo|>",
  "<|python_start|>",
  "<|python_tag|>",
  "<|start|>",
  "<|tool_call:begin|>",
  "<|tool_call:start|>",
  "<|tool_call>",
  "<|tool_call_section_begin|>",
  "<|tool_call_start|>",
  "<|tool_calls_section_begin|>",
  "<|tool_calls|>",
  "<|tool_call|>",
  "<|tools_prefix|>",
  "<|tool\u2581calls\u2581begin|>",
  "<|tool\u2581call\u2581begin|>",
  "<||DSML",
  "<||GCML",
  "<\u2016",
  "<\uFF5C ",
  "<\uFF5CDSML",
  "<\uFF5CGCML",
  "<\uFF5Ctool_calls_begin\uFF5C>",
  "<\uFF5Ctool\u2581calls\u2581begin\uFF5C>",
  "<\uFF5Ctool\u2581call\u2581begin\uFF5C>",
  "<\uFF5C\uFF5C",
  ">>>",
  "[",
  "[TOOL_CALLS]",
  "[TOOL_REQUEST]",
  "]<]minimax[>[<tool_call>",
  "function call<|role_sep|>",
  "functools",
  "to=functions.",
  "{"
];

// presets/pi-default/dist/pi/gate.js
function byFirstChar(markers) {
  const map = /* @__PURE__ */ new Map();
  for (const m of markers) {
    if (m.length === 0)
      continue;
    const c = m.charCodeAt(0);
    const list = map.get(c);
    if (list)
      list.push(m);
    else
      map.set(c, [m]);
  }
  return map;
}
var BUILTIN = byFirstChar(BUILTIN_MARKERS);
function hasMarker(text, markers = BUILTIN) {
  for (let i = 0; i < text.length; i++) {
    const list = markers.get(text.charCodeAt(i));
    if (list === void 0)
      continue;
    for (const m of list)
      if (text.startsWith(m, i))
        return true;
  }
  return false;
}
function messageMayChange(message) {
  if (!message || typeof message !== "object")
    return false;
  const m = message;
  if (m.role !== "assistant" || !Array.isArray(m.content))
    return false;
  if (m.stopReason === "toolUse")
    return true;
  for (const block of m.content) {
    if (!block || typeof block !== "object")
      continue;
    const b = block;
    if (b.type === "toolCall")
      return true;
    if (typeof b.text === "string" && hasMarker(b.text))
      return true;
    if (typeof b.thinking === "string" && hasMarker(b.thinking))
      return true;
  }
  return false;
}
var MAX_DEPTH = 64;
function hasAnchoredPattern(value, depth) {
  if (depth > MAX_DEPTH)
    return true;
  if (Array.isArray(value))
    return value.some((v) => hasAnchoredPattern(v, depth + 1));
  if (!value || typeof value !== "object")
    return false;
  for (const [key, v] of Object.entries(value)) {
    if (key === "pattern" && typeof v === "string" && (v.startsWith("^") || v.endsWith("$")))
      return true;
    if (v && typeof v === "object" && hasAnchoredPattern(v, depth + 1))
      return true;
  }
  return false;
}
function requestMayChange(payload) {
  if (!payload || typeof payload !== "object")
    return false;
  return hasAnchoredPattern(payload.tools, 0);
}

// presets/pi-default/dist/pi/state.js
import { existsSync } from "node:fs";
var STATUS_KEY = "pi-tool-repair";
var PREFIX = "[pi-tool-repair]";
function withoutPrefix(line) {
  return line.startsWith(`${PREFIX} `) ? line.slice(PREFIX.length + 1) : line;
}
function yieldToPi() {
  return new Promise((resolve) => setImmediate(resolve));
}
function isDebug(env) {
  const v = env.PI_TOOL_REPAIR_DEBUG;
  return v !== void 0 && v !== "" && v !== "0" && v.toLowerCase() !== "false";
}
var ExtensionState = class {
  pi;
  options;
  env;
  /** Writes one log line (stderr unless `options.write`). */
  write;
  /** `PI_TOOL_REPAIR_DEBUG`, or `grammarRepair.debug` in the config once it is read. */
  debug;
  log;
  /** The session's counters: reset on every session_start (startup, new, resume, fork, reload). */
  stats = new SessionStats();
  /** The model of the last message seen: what `/tool-repair status` and `doctor` describe. */
  lastModel;
  /** The status-line text pi shows now (undefined: none). */
  shownStatus;
  /** Every problem start-up found (config file, names, plugins): `/tool-repair` lists them all. */
  problems = [];
  #started;
  #starting = false;
  /** pi has a UI (TUI, rpc): warnings are notifications too. */
  #ui = false;
  /** pi's TUI: a stderr line would be drawn over its screen, so warnings are notifications only. */
  #tui = false;
  /** Warnings not yet shown as a pi notification (queued until a handler's ctx has pi's UI). */
  #unshown = [];
  #early;
  /** Tools whose schema a warm-up has compiled (or is compiling): each once. */
  #warmed = /* @__PURE__ */ new Set();
  #lastPresetLine = "";
  #print;
  constructor(pi, options) {
    this.pi = pi;
    this.options = options;
    this.env = options.env ?? process.env;
    this.write = options.write ?? ((line) => void process.stderr.write(line.endsWith("\n") ? line : line + "\n"));
    this.debug = isDebug(this.env);
    const warned = /* @__PURE__ */ new Set();
    this.log = {
      warn: (message) => {
        if (warned.has(message))
          return;
        if (warned.size < 1e3)
          warned.add(message);
        if (this.#starting)
          this.problems.push(message);
        if (this.#ui)
          this.#unshown.push(message);
        if (!this.#tui)
          this.write(message);
      },
      debug: (message) => {
        if (this.debug)
          this.write(message);
      }
    };
    this.#print = options.print ?? ((text) => void process.stdout.write(text.endsWith("\n") ? text : text + "\n"));
  }
  /** Logs a failure once; the message or request it was about passes unchanged. */
  fault(where, error) {
    this.log.warn(`${PREFIX} ${where} failed (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}); passed through unchanged`);
  }
  /** The running pi's VERSION, when the pi that loaded the extension says it. */
  get piVersion() {
    const v = this.options.running?.VERSION;
    return typeof v === "string" ? v : void 0;
  }
  /** pi's agent dir: the option, else the running pi's `getAgentDir()`, else the same rule by hand. */
  get agentDir() {
    if (this.options.agentDir !== void 0)
      return this.options.agentDir;
    try {
      const get = this.options.running?.getAgentDir;
      const dir = typeof get === "function" ? get() : void 0;
      if (typeof dir === "string" && dir)
        return dir;
    } catch {
    }
    return fallbackAgentDir(this.env);
  }
  /** Whether the runtime was started (or is starting). */
  get started() {
    return this.#started !== void 0;
  }
  /**
   * Whether start-up must load the runtime: a config file (its problems are reported at start-up, and it may
   * name plugins) or an installed third-party plugin (its grammars' markers are only known once it is loaded).
   * Without either, the runtime loads on the first message or request that could change.
   */
  needsEarlyStart() {
    return this.#early ??= this.#findEarly();
  }
  /** Forgets what `needsEarlyStart` found (a new session reads the agent dir again). */
  forgetEarly() {
    this.#early = void 0;
  }
  #findEarly() {
    try {
      const dir = this.agentDir;
      if (existsSync(configFileIn(dir)))
        return true;
      const installed = installedPluginFolders(dir);
      return installed.folders.length > 0 || installed.errors.length > 0;
    } catch {
      return true;
    }
  }
  /** The runtime, started once on first use (config file, model presets, plugins); undefined when start-up failed. */
  async ready(ctx) {
    const started = await (this.#started ??= this.#start(ctx));
    this.notifyProblems(ctx);
    return started;
  }
  /**
   * Starts the runtime in the background while a tool call streams, so that `message_end` finds it loaded: the
   * runtime, the model's host and the validator of the named tool's schema (compiled once per schema object).
   * Never awaited by pi's handler; a failure is logged once and `message_end` starts over as before.
   */
  warmUp(ctx, model, tool) {
    if (tool !== void 0 && this.#warmed.has(tool))
      return;
    if (tool !== void 0)
      this.#warmed.add(tool);
    else if (this.started)
      return;
    void this.#warm(ctx, model, tool).catch((error) => this.fault("warm-up", error));
  }
  async #warm(ctx, model, tool) {
    const s = await this.ready(ctx);
    if (!s || tool === void 0)
      return;
    await yieldToPi();
    const host = this.hostFor(s, model);
    const tools = liveTools(this.pi);
    const schema = tools.get(tool);
    if (schema === void 0)
      return;
    await yieldToPi();
    host.validate({}, schema, s.runtime.contextFor(host, model, tools, this.log));
  }
  /** The queued warnings as one pi notification, the first time a ctx has pi's UI. */
  notifyProblems(ctx) {
    if (this.#unshown.length === 0 || !ctx || ctx.hasUI !== true || typeof ctx.ui?.notify !== "function")
      return;
    const lines = this.#unshown.map(withoutPrefix);
    this.#unshown = [];
    const text = lines.length === 1 ? `pi-tool-repair: ${lines[0]}` : `pi-tool-repair: ${lines.length} problems
${lines.map((l) => `  ${l}`).join("\n")}`;
    try {
      ctx.ui.notify(text, "warning");
    } catch {
      for (const line of lines)
        this.write(`${PREFIX} ${line}`);
    }
  }
  async #start(ctx) {
    const ui = ctx;
    this.#ui = ui?.hasUI === true;
    this.#tui = this.#ui && ui?.mode === "tui";
    this.#starting = true;
    try {
      const agentDir = this.agentDir;
      const { setupRuntime } = await import("./chunks/runtime-5IUU4AA3.js");
      const cwd = ctx && typeof ctx === "object" && typeof ctx.cwd === "string" ? ctx.cwd : process.cwd();
      const setup = { configFile: configFileIn(agentDir), log: this.log, agentDir, cwd, env: this.env };
      setup.onConfig = (loaded2) => void (this.debug = this.debug || loaded2?.config.grammarRepair.debug === true);
      if (this.options.importPreset)
        setup.importPreset = this.options.importPreset;
      if (this.options.builtinPresets)
        setup.builtinPresets = this.options.builtinPresets;
      const { runtime, loaded } = await setupRuntime(setup);
      return { loaded, runtime };
    } catch (error) {
      this.fault("start-up", error);
      return void 0;
    } finally {
      this.#starting = false;
    }
  }
  /** The host the model activates; in debug, one line each time the active presets change. */
  hostFor(s, model) {
    const chosen = s.runtime.hostFor(model?.id);
    if (this.debug && model) {
      const line = chosen.presets.length > 0 ? `${PREFIX} preset=${chosen.presets.map((p) => p.name).join(",")} active for model ${model.id}` : `${PREFIX} preset=@pi-tool-repair/preset-pi-default active for model ${model.id}`;
      if (line !== this.#lastPresetLine) {
        this.#lastPresetLine = line;
        this.write(line);
      }
    }
    return chosen.host;
  }
  /** Appends what the extension did to the session file (pi stores the repaired message): `audit` counts it. */
  entry(data) {
    try {
      this.pi.appendEntry?.(ENTRY_TYPE, data);
    } catch (error) {
      this.fault("appendEntry", error);
    }
  }
  /** Runs `fn` on pi's UI when there is one. */
  ui(ctx, fn) {
    try {
      if (ctx?.ui && ctx.hasUI !== false)
        fn(ctx.ui);
    } catch (error) {
      this.fault("ui", error);
    }
  }
  /** `/tool-repair` output: a notice in the TUI, else a line on stdout. */
  output(ctx, text, type = "info") {
    if (ctx?.hasUI === true && typeof ctx.ui?.notify === "function")
      ctx.ui.notify(text, type);
    else
      this.#print(text);
  }
  /** After a message changed: the status line (when it changed) and, with `notify`, a notice. */
  showRepair(s, result, ctx) {
    if (s.loaded.config.statusLine !== false) {
      const line = statusLine(this.stats);
      if (line !== this.shownStatus) {
        this.shownStatus = line;
        this.ui(ctx, (ui) => ui.setStatus?.(STATUS_KEY, line));
      }
    }
    if (s.loaded.config.notify === true) {
      const parts = [];
      for (const c of result.calls)
        if (c.result.outcome === "repaired")
          parts.push(`${c.tool} repaired (${c.result.rules.join(", ")})`);
      for (const r of result.recovered)
        parts.push(`${r.name} recovered from ${r.grammar} text`);
      if (result.phantom)
        parts.push("phantom tool use retried");
      if (parts.length > 0)
        this.ui(ctx, (ui) => ui.notify?.(`pi-tool-repair: ${parts.join("; ")}`, "info"));
    }
  }
};

// presets/pi-default/dist/pi/handlers.js
function describeResult(original, result) {
  const lines = [];
  const blocks = Array.isArray(original.content) ? original.content : [];
  for (const r of result.recovered) {
    lines.push(`${PREFIX} grammar=${r.grammar} tool=${r.name} outcome=recovered`, `  arguments: ${jsonText(r.arguments)}`);
  }
  if (result.stripped > 0)
    lines.push(`${PREFIX} stripped=${result.stripped} leaked markup span${result.stripped === 1 ? "" : "s"} from visible text`);
  for (const call of result.calls) {
    const { outcome, rules, hints } = call.result;
    if (outcome === "valid")
      continue;
    lines.push(`${PREFIX} tool=${call.tool} outcome=${outcome} rules=${rules.join(",") || "-"} hints=${hints.length}`);
    const block = blocks.find((b) => b && b.type === "toolCall" && b.id === call.id);
    if (block) {
      lines.push(`  input: ${jsonText(sentRawArguments(block) ?? block.arguments)}`);
    }
    if (outcome === "repaired")
      lines.push(`  repaired: ${jsonText(call.result.arguments)}`);
    hints.forEach((h, i) => lines.push(`  hint[${i}]: ${h.rule} ${h.path || "/"}: ${h.message}`));
  }
  if (result.phantom)
    lines.push(`${PREFIX} phantom tool use: stopReason "toolUse" with no tool call; turned into a retryable error`);
  return lines;
}
async function onSessionStart(state, ctx) {
  try {
    state.stats.reset();
    state.forgetEarly();
    if (state.started || state.needsEarlyStart()) {
      const s = await state.ready(ctx);
      s?.runtime.setSessionMode(void 0);
    }
    if (modeLeftOn(ctx))
      state.entry({ v: ENTRY_VERSION, mode: null });
    if (state.shownStatus !== void 0) {
      state.shownStatus = void 0;
      state.ui(ctx, (ui) => ui.setStatus?.(STATUS_KEY, void 0));
    }
  } catch (error) {
    state.fault("session_start", error);
  }
  return void 0;
}
async function onMessageEnd(state, event, ctx) {
  try {
    const message = event?.message;
    if (!message || message.role !== "assistant" || !Array.isArray(message.content))
      return void 0;
    if (!state.started && !messageMayChange(message) && !state.needsEarlyStart())
      return void 0;
    const s = await state.ready(ctx);
    if (!s)
      return void 0;
    const model = modelOf(message, ctx?.model);
    const host = state.hostFor(s, model);
    const rctx = s.runtime.contextFor(host, model, liveTools(state.pi), state.log);
    const result = host.processMessage(message, rctx);
    state.lastModel = model;
    if (state.stats.record(message, result))
      state.entry(repairEntry(message, result, model));
    if (result.changed)
      state.showRepair(s, result, ctx);
    if (state.debug)
      for (const line of describeResult(message, result))
        state.write(line);
    if (!result.changed || result.message === message || result.message.role !== message.role)
      return void 0;
    return { message: result.message };
  } catch (error) {
    state.fault("message_end", error);
    return void 0;
  }
}
function streamingToolCall(event) {
  if (!event || typeof event !== "object")
    return void 0;
  const update = event.assistantMessageEvent;
  if (!update || typeof update !== "object")
    return void 0;
  const u = update;
  if (u.type !== "toolcall_start" && u.type !== "toolcall_end")
    return void 0;
  let block = u.toolCall;
  if (block === void 0 && typeof u.contentIndex === "number") {
    const content = u.partial?.content;
    if (Array.isArray(content))
      block = content[u.contentIndex];
  }
  const name = block && typeof block === "object" ? block.name : void 0;
  return { name: typeof name === "string" && name !== "" ? name : void 0 };
}
function onMessageUpdate(state, event, ctx) {
  try {
    const call = streamingToolCall(event);
    if (call === void 0)
      return void 0;
    const message = event.message;
    const model = modelOf(message && typeof message === "object" ? message : void 0, ctx?.model);
    state.warmUp(ctx, model, call.name);
  } catch (error) {
    state.fault("message_update", error);
  }
  return void 0;
}
async function onBeforeProviderRequest(state, event, ctx) {
  try {
    const payload = event?.payload;
    if (payload === void 0 || payload === null)
      return void 0;
    if (!state.started && !requestMayChange(payload) && !state.needsEarlyStart())
      return void 0;
    const s = await state.ready(ctx);
    if (!s)
      return void 0;
    const model = modelOf(void 0, ctx?.model);
    const host = state.hostFor(s, model);
    let tools;
    try {
      tools = liveTools(state.pi);
    } catch {
      tools = /* @__PURE__ */ new Map();
    }
    const next = host.sanitize(payload, s.runtime.contextFor(host, model, tools, state.log));
    if (next === payload || next === void 0)
      return void 0;
    if (state.debug)
      state.write(`${PREFIX} sanitize: outgoing tool schemas rewritten for model ${model?.id ?? "?"}`);
    return next;
  } catch (error) {
    state.fault("before_provider_request", error);
    return void 0;
  }
}

// presets/pi-default/dist/pi/register-command.js
function registerToolRepair(state) {
  if (typeof state.pi.registerCommand !== "function")
    return;
  try {
    state.pi.registerCommand("tool-repair", {
      description: "pi-tool-repair: status, stats, last [N], mode recover|strip|off, doctor",
      getArgumentCompletions: (prefix) => {
        try {
          return completions(typeof prefix === "string" ? prefix : "");
        } catch {
          return null;
        }
      },
      handler: async (args, ctx) => {
        try {
          const { runCommand } = await import("./chunks/run-command-AJWKCCFP.js");
          await runCommand(state, args, ctx);
        } catch (error) {
          state.fault("/tool-repair", error);
        }
      }
    });
  } catch (error) {
    state.fault("registering /tool-repair", error);
  }
}

// presets/pi-default/dist/pi/factory.js
function createExtension(options = {}) {
  return function piToolRepair(pi) {
    const state = new ExtensionState(pi, options);
    const on = (event, handler) => {
      try {
        pi.on(event, handler);
      } catch (error) {
        state.fault(`registering ${event}`, error);
      }
    };
    registerToolRepair(state);
    on("session_start", (_event, ctx) => onSessionStart(state, ctx));
    on("message_end", (event, ctx) => onMessageEnd(state, event, ctx));
    on("message_update", (event, ctx) => onMessageUpdate(state, event, ctx));
    on("before_provider_request", (event, ctx) => onBeforeProviderRequest(state, event, ctx));
  };
}

// virtual:builtin-presets
var PRESETS = {
  "@pi-tool-repair/preset-deepseek": () => import("./chunks/dist-2DRDORAV.js"),
  "@pi-tool-repair/preset-glm": () => import("./chunks/dist-DTNZ27K6.js"),
  "@pi-tool-repair/preset-hyperclova": () => import("./chunks/dist-NRURVNTE.js"),
  "@pi-tool-repair/preset-qwen": () => import("./chunks/dist-6S4G2EXZ.js"),
  "@pi-tool-repair/preset-kimi": () => import("./chunks/dist-VC7X7NFJ.js"),
  "@pi-tool-repair/preset-minimax": () => import("./chunks/dist-WYZV6MTZ.js"),
  "@pi-tool-repair/preset-dots": () => import("./chunks/dist-ZQ6T7UJD.js"),
  "@pi-tool-repair/preset-gpt-oss": () => import("./chunks/dist-OSCSF44I.js"),
  "@pi-tool-repair/preset-longcat": () => import("./chunks/dist-OAOIZEFX.js"),
  "@pi-tool-repair/preset-gigachat": () => import("./chunks/dist-TYEHDZGK.js"),
  "@pi-tool-repair/preset-gigachat/3.5": () => import("./chunks/gigachat35-U22QDWIM.js"),
  "@pi-tool-repair/preset-nemotron": () => import("./chunks/dist-ZIYX5QKN.js"),
  "@pi-tool-repair/preset-apertus": () => import("./chunks/dist-3CXSMYVK.js"),
  "@pi-tool-repair/preset-lfm2": () => import("./chunks/dist-5ZS4ZACM.js"),
  "@pi-tool-repair/preset-openpangu": () => import("./chunks/dist-CSNRU54P.js"),
  "@pi-tool-repair/preset-solar": () => import("./chunks/dist-66N2YSTB.js"),
  "@pi-tool-repair/preset-llama": () => import("./chunks/dist-ZVY27FWE.js"),
  "@pi-tool-repair/preset-gemma": () => import("./chunks/dist-UKSA7TEQ.js"),
  "@pi-tool-repair/preset-k2-horizon": () => import("./chunks/dist-B6DO2XJN.js"),
  "@pi-tool-repair/preset-ling": () => import("./chunks/dist-APDNL5VX.js"),
  "@pi-tool-repair/preset-functionary": () => import("./chunks/dist-OBZOJW23.js"),
  "@pi-tool-repair/preset-hunyuan": () => import("./chunks/dist-QY7V4CGU.js"),
  "@pi-tool-repair/preset-minicpm": () => import("./chunks/dist-OKEYO4CO.js"),
  "@pi-tool-repair/preset-cwm": () => import("./chunks/dist-L5KCKCI7.js"),
  "@pi-tool-repair/preset-plamo": () => import("./chunks/dist-YUTKZHYK.js"),
  "@pi-tool-repair/preset-step-audio": () => import("./chunks/dist-LAKORS3D.js"),
  "@pi-tool-repair/preset-rwkv": () => import("./chunks/dist-J3ZQPBOM.js"),
  "@pi-tool-repair/preset-local": () => import("./chunks/dist-XZ7IXC3B.js")
};

// bundle/src/factory.js
for (const [name, file] of [
  ["@pi-tool-repair/host", "./host.js"],
  ["@pi-tool-repair/grammar-kit", "./grammar-kit.js"],
  ["@pi-tool-repair/preset-pi-default", "./index.js"]
]) {
  servedPeers.set(name, new URL(file, import.meta.url).href);
}
function createBundledExtension(options = {}) {
  return createExtension({
    builtinPresets: Object.keys(PRESETS),
    importPreset: (name) => Object.hasOwn(PRESETS, name) ? PRESETS[name]() : Promise.reject(Object.assign(new Error(`Cannot find module '${name}'`), { code: "ERR_MODULE_NOT_FOUND" })),
    ...options
  });
}
export {
  createBundledExtension
};
