/**
 * The running extension's state, one per `piToolRepair(pi)` call: its logger (warn once, debug on demand), the
 * runtime started on first use from the config file, the session's counters, and the ways it talks back to pi
 * (session entries, the status line, notices, `/tool-repair` output). Every way out catches its own failure.
 * Light: the runtime (`../runtime/runtime.js`) is imported on first use only.
 */
import { existsSync } from "node:fs";
import type { Logger, ModelInfo, ProcessResult, RepairHost } from "@pi-tool-repair/host";
import type { LoadedConfig } from "../runtime/config.js";
import { configFileIn, fallbackAgentDir, installedPluginFolders } from "../runtime/installed.js";
import type { RepairRuntime, SetupOptions } from "../runtime/runtime.js";
import { ENTRY_TYPE } from "../runtime/stats.js";
import { SessionStats, statusLine } from "./command.js";
import { liveTools, type PiLike, type UiCtx } from "./pi-api.js";

/** What the extension reads from the pi that loaded it (its package index, through pi's loader alias). */
export interface RunningPi {
  VERSION?: unknown;
  getAgentDir?: unknown;
}

export interface ExtensionOptions {
  /** pi's agent dir (default: the running pi's `getAgentDir()`, else the same rule by hand). */
  agentDir?: string;
  /** The pi that loaded the extension: its version and agent dir (default: none, as outside pi). */
  running?: RunningPi;
  /** The environment to read `PI_TOOL_REPAIR_DEBUG` from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Where log lines go (default: stderr). */
  write?: (line: string) => void;
  /** Where `/tool-repair` output goes when pi has no UI (print and json modes; default: stdout). */
  print?: (text: string) => void;
  /** Imports a built-in model preset by package name (default: dynamic `import()`). */
  importPreset?: (name: string) => Promise<unknown>;
  builtinPresets?: readonly string[];
}

/** The status line's key in pi's footer. */
export const STATUS_KEY = "pi-tool-repair";

/** The first word of every log line. */
export const PREFIX = "[pi-tool-repair]";

/** What start-up gives: the config as read, and the runtime built from it. */
export interface Started {
  loaded: LoadedConfig;
  runtime: RepairRuntime;
}

/** A log line without its `[pi-tool-repair] ` prefix (for a list under a heading that says it). */
export function withoutPrefix(line: string): string {
  return line.startsWith(`${PREFIX} `) ? line.slice(PREFIX.length + 1) : line;
}

/** One turn of pi's event loop (its stream events and I/O run first). */
function yieldToPi(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function isDebug(env: NodeJS.ProcessEnv): boolean {
  const v = env.PI_TOOL_REPAIR_DEBUG;
  return v !== undefined && v !== "" && v !== "0" && v.toLowerCase() !== "false";
}

export class ExtensionState {
  readonly pi: PiLike;
  readonly options: ExtensionOptions;
  readonly env: NodeJS.ProcessEnv;
  /** Writes one log line (stderr unless `options.write`). */
  readonly write: (line: string) => void;
  /** `PI_TOOL_REPAIR_DEBUG`, or `grammarRepair.debug` in the config once it is read. */
  debug: boolean;
  readonly log: Logger;
  /** The session's counters: reset on every session_start (startup, new, resume, fork, reload). */
  readonly stats = new SessionStats();
  /** The model of the last message seen: what `/tool-repair status` and `doctor` describe. */
  lastModel: ModelInfo | undefined;
  /** The status-line text pi shows now (undefined: none). */
  shownStatus: string | undefined;
  /** Every problem start-up found (config file, names, plugins): `/tool-repair` lists them all. */
  readonly problems: string[] = [];
  #started: Promise<Started | undefined> | undefined;
  #starting = false;
  /** pi has a UI (TUI, rpc): warnings are notifications too. */
  #ui = false;
  /** pi's TUI: a stderr line would be drawn over its screen, so warnings are notifications only. */
  #tui = false;
  /** Warnings not yet shown as a pi notification (queued until a handler's ctx has pi's UI). */
  #unshown: string[] = [];
  #early: boolean | undefined;
  /** Tools whose schema a warm-up has compiled (or is compiling): each once. */
  readonly #warmed = new Set<string>();
  #lastPresetLine = "";
  readonly #print: (text: string) => void;

  constructor(pi: PiLike, options: ExtensionOptions) {
    this.pi = pi;
    this.options = options;
    this.env = options.env ?? process.env;
    this.write = options.write ?? ((line: string) => void process.stderr.write(line.endsWith("\n") ? line : line + "\n"));
    this.debug = isDebug(this.env);
    const warned = new Set<string>();
    this.log = {
      warn: (message) => {
        if (warned.has(message)) return;
        if (warned.size < 1000) warned.add(message);
        if (this.#starting) this.problems.push(message);
        // with pi's UI (TUI, rpc) a warning is also a notification; in the TUI only, as stderr is drawn over its screen
        if (this.#ui) this.#unshown.push(message);
        if (!this.#tui) this.write(message);
      },
      debug: (message) => {
        if (this.debug) this.write(message);
      },
    };
    // pi has no UI in print and json modes and keeps stdout for the answer (its output guard sends an
    // extension's stdout writes to stderr there): the command writes to process.stdout and pi routes it
    this.#print = options.print ?? ((text: string) => void process.stdout.write(text.endsWith("\n") ? text : text + "\n"));
  }

  /** Logs a failure once; the message or request it was about passes unchanged. */
  fault(where: string, error: unknown): void {
    this.log.warn(`${PREFIX} ${where} failed (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}); passed through unchanged`);
  }

  /** The running pi's VERSION, when the pi that loaded the extension says it. */
  get piVersion(): string | undefined {
    const v = this.options.running?.VERSION;
    return typeof v === "string" ? v : undefined;
  }

  /** pi's agent dir: the option, else the running pi's `getAgentDir()`, else the same rule by hand. */
  get agentDir(): string {
    if (this.options.agentDir !== undefined) return this.options.agentDir;
    try {
      const get = this.options.running?.getAgentDir;
      const dir = typeof get === "function" ? (get as () => unknown)() : undefined;
      if (typeof dir === "string" && dir) return dir;
    } catch {
      // an older pi: the same rule by hand below
    }
    return fallbackAgentDir(this.env);
  }

  /** Whether the runtime was started (or is starting). */
  get started(): boolean {
    return this.#started !== undefined;
  }

  /**
   * Whether start-up must load the runtime: a config file (its problems are reported at start-up, and it may
   * name plugins) or an installed third-party plugin (its grammars' markers are only known once it is loaded).
   * Without either, the runtime loads on the first message or request that could change.
   */
  needsEarlyStart(): boolean {
    return (this.#early ??= this.#findEarly());
  }

  /** Forgets what `needsEarlyStart` found (a new session reads the agent dir again). */
  forgetEarly(): void {
    this.#early = undefined;
  }

  #findEarly(): boolean {
    try {
      const dir = this.agentDir;
      if (existsSync(configFileIn(dir))) return true;
      const installed = installedPluginFolders(dir);
      return installed.folders.length > 0 || installed.errors.length > 0;
    } catch {
      return true;
    }
  }

  /** The runtime, started once on first use (config file, model presets, plugins); undefined when start-up failed. */
  async ready(ctx: unknown): Promise<Started | undefined> {
    const started = await (this.#started ??= this.#start(ctx));
    this.notifyProblems(ctx as UiCtx | undefined);
    return started;
  }

  /**
   * Starts the runtime in the background while a tool call streams, so that `message_end` finds it loaded: the
   * runtime, the model's host and the validator of the named tool's schema (compiled once per schema object).
   * Never awaited by pi's handler; a failure is logged once and `message_end` starts over as before.
   */
  warmUp(ctx: unknown, model: ModelInfo | undefined, tool: string | undefined): void {
    if (tool !== undefined && this.#warmed.has(tool)) return;
    if (tool !== undefined) this.#warmed.add(tool);
    else if (this.started) return;
    void this.#warm(ctx, model, tool).catch((error: unknown) => this.fault("warm-up", error));
  }

  async #warm(ctx: unknown, model: ModelInfo | undefined, tool: string | undefined): Promise<void> {
    const s = await this.ready(ctx);
    if (!s || tool === undefined) return;
    await yieldToPi(); // pi's stream events run between the steps, never one long block
    const host = this.hostFor(s, model);
    const tools = liveTools(this.pi);
    const schema = tools.get(tool);
    if (schema === undefined) return;
    await yieldToPi();
    // validating `{}` compiles the schema's validator (cached by schema object); the result is not used
    host.validate({}, schema, s.runtime.contextFor(host, model, tools, this.log));
  }

  /** The queued warnings as one pi notification, the first time a ctx has pi's UI. */
  notifyProblems(ctx: UiCtx | undefined): void {
    if (this.#unshown.length === 0 || !ctx || ctx.hasUI !== true || typeof ctx.ui?.notify !== "function") return;
    const lines = this.#unshown.map(withoutPrefix);
    this.#unshown = [];
    const text = lines.length === 1 ? `pi-tool-repair: ${lines[0]}` : `pi-tool-repair: ${lines.length} problems\n${lines.map((l) => `  ${l}`).join("\n")}`;
    try {
      ctx.ui.notify(text, "warning");
    } catch {
      // pi's UI failed: the lines go to stderr instead, so nothing is lost
      for (const line of lines) this.write(`${PREFIX} ${line}`);
    }
  }

  async #start(ctx: unknown): Promise<Started | undefined> {
    const ui = ctx as UiCtx | undefined;
    this.#ui = ui?.hasUI === true;
    this.#tui = this.#ui && ui?.mode === "tui";
    this.#starting = true;
    try {
      const agentDir = this.agentDir;
      // loaded on first use: host, rules, grammars, ajv and re2js are not part of pi's start-up
      const { setupRuntime } = await import("../runtime/runtime.js");
      const cwd = ctx && typeof ctx === "object" && typeof (ctx as { cwd?: unknown }).cwd === "string" ? (ctx as { cwd: string }).cwd : process.cwd();
      // the same set-up as the command line and audit: config file, model presets, plugins
      const setup: SetupOptions = { configFile: configFileIn(agentDir), log: this.log, agentDir, cwd, env: this.env };
      setup.onConfig = (loaded) => void (this.debug = this.debug || loaded?.config.grammarRepair.debug === true);
      if (this.options.importPreset) setup.importPreset = this.options.importPreset;
      if (this.options.builtinPresets) setup.builtinPresets = this.options.builtinPresets;
      const { runtime, loaded } = await setupRuntime(setup);
      return { loaded: loaded!, runtime };
    } catch (error) {
      this.fault("start-up", error);
      return undefined;
    } finally {
      this.#starting = false;
    }
  }

  /** The host the model activates; in debug, one line each time the active presets change. */
  hostFor(s: Started, model: ModelInfo | undefined): RepairHost {
    const chosen = s.runtime.hostFor(model?.id);
    if (this.debug && model) {
      const line =
        chosen.presets.length > 0
          ? `${PREFIX} preset=${chosen.presets.map((p) => p.name).join(",")} active for model ${model.id}`
          : `${PREFIX} preset=@pi-tool-repair/preset-pi-default active for model ${model.id}`;
      if (line !== this.#lastPresetLine) {
        this.#lastPresetLine = line;
        this.write(line);
      }
    }
    return chosen.host;
  }

  /** Appends what the extension did to the session file (pi stores the repaired message): `audit` counts it. */
  entry(data: unknown): void {
    try {
      this.pi.appendEntry?.(ENTRY_TYPE, data);
    } catch (error) {
      this.fault("appendEntry", error);
    }
  }

  /** Runs `fn` on pi's UI when there is one. */
  ui(ctx: UiCtx | undefined, fn: (ui: NonNullable<UiCtx["ui"]>) => void): void {
    try {
      if (ctx?.ui && ctx.hasUI !== false) fn(ctx.ui);
    } catch (error) {
      this.fault("ui", error);
    }
  }

  /** `/tool-repair` output: a notice in the TUI, else a line on stdout. */
  output(ctx: UiCtx | undefined, text: string, type: "info" | "warning" = "info"): void {
    if (ctx?.hasUI === true && typeof ctx.ui?.notify === "function") ctx.ui.notify(text, type);
    else this.#print(text);
  }

  /** After a message changed: the status line (when it changed) and, with `notify`, a notice. */
  showRepair(s: Started, result: ProcessResult, ctx: UiCtx | undefined): void {
    if (s.loaded.config.statusLine !== false) {
      const line = statusLine(this.stats);
      if (line !== this.shownStatus) {
        this.shownStatus = line;
        this.ui(ctx, (ui) => ui.setStatus?.(STATUS_KEY, line));
      }
    }
    if (s.loaded.config.notify === true) {
      const parts: string[] = [];
      for (const c of result.calls) if (c.result.outcome === "repaired") parts.push(`${c.tool} repaired (${c.result.rules.join(", ")})`);
      for (const r of result.recovered) parts.push(`${r.name} recovered from ${r.grammar} text`);
      if (result.phantom) parts.push("phantom tool use retried");
      if (parts.length > 0) this.ui(ctx, (ui) => ui.notify?.(`pi-tool-repair: ${parts.join("; ")}`, "info"));
    }
  }
}
