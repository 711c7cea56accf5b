/**
 * The pi extension: `pi install npm:@pi-tool-repair/preset-pi-default` (the package's `pi` manifest points here).
 *
 * - `message_end` (assistant messages) → the host's `processMessage`: stripGrammar → recover (where grammar
 *   recovery is on for the model) → validate-then-repair of every toolCall against the live schemas of
 *   `pi.getAllTools()` → phantom. Returns `{ message }` only when something changed.
 * - `before_provider_request` → the host's `sanitize` (anchor-bleed models); the new payload only when changed.
 *
 * No handler ever throws: a failure is logged once and the message or request passes unchanged.
 */
import { SCHEMA_ERROR, type JSONSchema, type Logger, type Message, type ModelInfo, type ProcessResult, type RepairContext } from "@pi-tool-repair/host";
import { describeError } from "@pi-tool-repair/grammar-kit";
import { sentRawArguments } from "../preset/arguments-error.js";
import { jsonText as json } from "../runtime/log.js";
import { configFileIn, fallbackAgentDir, type LoadedConfig } from "../runtime/config.js";
import { setupRuntime, type RepairRuntime, type SetupOptions } from "../runtime/runtime.js";
import { ENTRY_TYPE, ENTRY_VERSION, readEntry, repairEntry, type ModeEntryData } from "../runtime/stats.js";
import { formatDoctor, rulesFor, type DoctorRow } from "./doctor.js";
import { completions, formatLast, formatMode, formatStats, formatStatus, parseArgs, SessionStats, statusLine, USAGE, type StatusInfo } from "./command.js";

export { loadConfig, loadPlugins, configSchema, configFileIn, defaultPiConfig, resolvePluginSpec } from "../runtime/config.js";
export type { LoadedConfig, LoadedPlugins, LoadPluginsOptions, PiToolRepairConfig, GrammarRepairConfig } from "../runtime/config.js";
export { BUILTIN_MODEL_PRESETS, RepairRuntime, createRuntime } from "../runtime/runtime.js";

/** The part of pi's ExtensionAPI this extension uses (the same in pi 0.84 and 1.6). */
export interface PiLike {
  on(event: string, handler: (event: never, ctx: never) => unknown): unknown;
  getAllTools(): readonly { name: string; parameters?: unknown }[];
  getActiveTools?(): readonly string[];
  /** pi 1.6: `/name args` commands. */
  registerCommand?(name: string, options: { description?: string; getArgumentCompletions?: (prefix: string) => unknown; handler: (args: string, ctx: never) => Promise<void> }): void;
  /** pi 1.6: a custom session entry (stored in the session file, never sent to the model). */
  appendEntry?(customType: string, data?: unknown): void;
}

/** The part of pi's ExtensionContext the command and the status line use. */
interface UiCtx {
  hasUI?: boolean;
  mode?: string;
  model?: unknown;
  ui?: { notify?(message: string, type?: "info" | "warning" | "error"): void; setStatus?(key: string, text: string | undefined): void };
}

export const STATUS_KEY = "pi-tool-repair";

export interface ExtensionOptions {
  /** pi's agent dir (default: pi's `getAgentDir()`, which honours `PI_CODING_AGENT_DIR`). */
  agentDir?: string;
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

interface State {
  loaded: LoadedConfig;
  runtime: RepairRuntime;
}

const PREFIX = "[pi-tool-repair]";

/** The running pi's VERSION, when pi's module can be imported. */
async function piVersion(): Promise<string | undefined> {
  try {
    const specifier = "@earendil-works/pi-coding-agent";
    const pi = (await import(specifier)) as { VERSION?: unknown };
    return typeof pi.VERSION === "string" ? pi.VERSION : undefined;
  } catch {
    return undefined;
  }
}

/** pi's getAgentDir() when pi is there (it resolves to pi's own copy inside pi), else the same rule by hand. */
async function piAgentDir(env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const specifier = "@earendil-works/pi-coding-agent";
    const pi = (await import(specifier)) as { getAgentDir?: () => string };
    if (typeof pi.getAgentDir === "function") return pi.getAgentDir();
  } catch {
    // not inside pi (the command line, tests): same rule as pi's getAgentDir()
  }
  return fallbackAgentDir(env);
}


function isDebug(env: NodeJS.ProcessEnv): boolean {
  const v = env.PI_TOOL_REPAIR_DEBUG;
  return v !== undefined && v !== "" && v !== "0" && v.toLowerCase() !== "false";
}

/** The model that answered: the message's own provider/model/api (pi 1.6 virtual models), else `ctx.model`. */
export function modelOf(message: Record<string, unknown> | undefined, ctxModel: unknown): ModelInfo | undefined {
  if (message && typeof message.model === "string" && message.model) {
    const info: ModelInfo = { id: message.model };
    if (typeof message.provider === "string") info.provider = message.provider;
    if (typeof message.api === "string") info.api = message.api;
    return info;
  }
  if (ctxModel && typeof ctxModel === "object" && typeof (ctxModel as { id?: unknown }).id === "string") {
    const m = ctxModel as { id: string; provider?: unknown; api?: unknown };
    const info: ModelInfo = { id: m.id };
    if (typeof m.provider === "string") info.provider = m.provider;
    if (typeof m.api === "string") info.api = m.api;
    return info;
  }
  return undefined;
}

/** name → live `parameters` of the active tools (all tools when pi cannot say which are active). */
export function liveTools(pi: PiLike): Map<string, JSONSchema | undefined> {
  const map = new Map<string, JSONSchema | undefined>();
  const all = pi.getAllTools();
  let active: Set<string> | undefined;
  try {
    const names = pi.getActiveTools?.();
    if (Array.isArray(names)) active = new Set(names);
  } catch {
    active = undefined;
  }
  for (const tool of all) {
    if (!tool || typeof tool.name !== "string") continue;
    if (active && !active.has(tool.name)) continue;
    const p = tool.parameters;
    map.set(tool.name, p !== null && (typeof p === "object" || typeof p === "boolean") ? (p as JSONSchema) : undefined);
  }
  return map;
}

/** The debug lines for one processed message, in the format of the original description. */
export function describeResult(original: Message, result: ProcessResult): string[] {
  const lines: string[] = [];
  const blocks = Array.isArray(original.content) ? (original.content as Record<string, unknown>[]) : [];
  for (const r of result.recovered) {
    lines.push(`${PREFIX} grammar=${r.grammar} tool=${r.name} outcome=recovered`, `  arguments: ${json(r.arguments)}`);
  }
  if (result.stripped > 0) lines.push(`${PREFIX} stripped=${result.stripped} leaked markup span${result.stripped === 1 ? "" : "s"} from visible text`);
  for (const call of result.calls) {
    const { outcome, rules, hints } = call.result;
    if (outcome === "valid") continue;
    lines.push(`${PREFIX} tool=${call.tool} outcome=${outcome} rules=${rules.join(",") || "-"} hints=${hints.length}`);
    const block = blocks.find((b) => b && b.type === "toolCall" && b.id === call.id);
    if (block) {
      lines.push(`  input: ${json(sentRawArguments(block) ?? block.arguments)}`);
    }
    if (outcome === "repaired") lines.push(`  repaired: ${json(call.result.arguments)}`);
    hints.forEach((h, i) => lines.push(`  hint[${i}]: ${h.rule} ${h.path || "/"}: ${h.message}`));
  }
  if (result.phantom) lines.push(`${PREFIX} phantom tool use: stopReason "toolUse" with no tool call; turned into a retryable error`);
  return lines;
}

/** Whether the session's file (pi's `ctx.sessionManager`) ends with a `/tool-repair mode` set: its last mode entry has a mode. */
export function modeLeftOn(ctx: unknown): boolean {
  try {
    const manager = (ctx as { sessionManager?: { getEntries?: () => unknown } } | undefined)?.sessionManager;
    const entries = manager?.getEntries?.();
    if (!Array.isArray(entries)) return false;
    for (let i = entries.length - 1; i >= 0; i--) {
      const ours = readEntry(entries[i]);
      if (ours?.kind === "mode") return ours.mode !== undefined;
    }
  } catch {
    // no session manager to read: nothing to end
  }
  return false;
}

/** Builds the extension factory. `export default` is `createExtension()`. */
export function createExtension(options: ExtensionOptions = {}): (pi: PiLike) => void {
  return function piToolRepair(pi: PiLike): void {
    const env = options.env ?? process.env;
    const write = options.write ?? ((line: string) => void process.stderr.write(line.endsWith("\n") ? line : line + "\n"));
    const warned = new Set<string>();
    let debug = isDebug(env);
    const log: Logger = {
      warn(message) {
        if (warned.has(message)) return;
        if (warned.size < 1000) warned.add(message);
        write(message);
      },
      debug(message) {
        if (debug) write(message);
      },
    };
    const fault = (where: string, error: unknown) => {
      log.warn(`${PREFIX} ${where} failed (${describeError(error)}); passed through unchanged`);
    };

    let state: Promise<State | undefined> | undefined;
    const ready = (ctx: unknown): Promise<State | undefined> =>
      (state ??= (async () => {
        try {
          const agentDir = options.agentDir ?? (await piAgentDir(env));
          const cwd = ctx && typeof ctx === "object" && typeof (ctx as { cwd?: unknown }).cwd === "string" ? (ctx as { cwd: string }).cwd : process.cwd();
          // the same set-up as the command line and audit: config file, model presets, plugins
          const setup: SetupOptions = { configFile: configFileIn(agentDir), log, agentDir, cwd, env };
          setup.onConfig = (loaded) => void (debug = debug || loaded?.config.grammarRepair.debug === true);
          if (options.importPreset) setup.importPreset = options.importPreset;
          if (options.builtinPresets) setup.builtinPresets = options.builtinPresets;
          const { runtime, loaded } = await setupRuntime(setup);
          return { loaded: loaded!, runtime };
        } catch (error) {
          fault("start-up", error);
          return undefined;
        }
      })());

    let lastPresetLine = "";
    const hostFor = (s: State, model: ModelInfo | undefined) => {
      const chosen = s.runtime.hostFor(model?.id);
      if (debug && model) {
        const line =
          chosen.presets.length > 0
            ? `${PREFIX} preset=${chosen.presets.map((p) => p.name).join(",")} active for model ${model.id}`
            : `${PREFIX} preset=@pi-tool-repair/preset-pi-default active for model ${model.id}`;
        if (line !== lastPresetLine) {
          lastPresetLine = line;
          write(line);
        }
      }
      return chosen.host;
    };

    const on = (event: string, handler: (event: never, ctx: never) => unknown) => {
      try {
        pi.on(event, handler);
      } catch (error) {
        fault(`registering ${event}`, error);
      }
    };

    // The session's counters: reset on every session_start (startup, new, resume, fork, reload).
    const stats = new SessionStats();
    let lastModel: ModelInfo | undefined;
    let shownStatus: string | undefined;
    const safeUi = (ctx: UiCtx | undefined, fn: (ui: NonNullable<UiCtx["ui"]>) => void) => {
      try {
        if (ctx?.ui && ctx.hasUI !== false) fn(ctx.ui);
      } catch (error) {
        fault("ui", error);
      }
    };
    const showRepair = (s: State, result: ProcessResult, ctx: UiCtx | undefined) => {
      if (s.loaded.config.statusLine !== false) {
        const line = statusLine(stats);
        if (line !== shownStatus) {
          shownStatus = line;
          safeUi(ctx, (ui) => ui.setStatus?.(STATUS_KEY, line));
        }
      }
      if (s.loaded.config.notify === true) {
        const parts: string[] = [];
        for (const c of result.calls) if (c.result.outcome === "repaired") parts.push(`${c.tool} repaired (${c.result.rules.join(", ")})`);
        for (const r of result.recovered) parts.push(`${r.name} recovered from ${r.grammar} text`);
        if (result.phantom) parts.push("phantom tool use retried");
        if (parts.length > 0) safeUi(ctx, (ui) => ui.notify?.(`pi-tool-repair: ${parts.join("; ")}`, "info"));
      }
    };
    // what the extension did, stored in the session file (pi stores the repaired message): `audit` counts it
    const entry = (data: unknown) => {
      try {
        pi.appendEntry?.(ENTRY_TYPE, data);
      } catch (error) {
        fault("appendEntry", error);
      }
    };
    // pi has no UI in print and json modes and keeps stdout for the answer (its output guard sends an
    // extension's stdout writes to stderr there): the command writes to process.stdout and pi routes it
    const print = options.print ?? ((text: string) => void process.stdout.write(text.endsWith("\n") ? text : text + "\n"));
    const output = (ctx: UiCtx | undefined, text: string, type: "info" | "warning" = "info") => {
      if (ctx?.hasUI === true && typeof ctx.ui?.notify === "function") ctx.ui.notify(text, type);
      else print(text);
    };

    const grammarWhy = (s: State, modelId: string | undefined, enabled: boolean): string => {
      const g = s.runtime.config.grammarRepair;
      if (s.runtime.sessionMode !== undefined) return "set by /tool-repair mode for this session only";
      if (g.enabled !== undefined) return `grammarRepair.enabled is ${g.enabled} in the config`;
      if (s.runtime.leaks(modelId)) return "grammarRepair.leakModels matches the model id";
      return enabled ? "switched on by the active model preset" : "off by default for this model";
    };

    const statusInfo = async (s: State, ctx: UiCtx | undefined): Promise<StatusInfo> => {
      const model = lastModel ?? modelOf(undefined, ctx?.model);
      const chosen = s.runtime.hostFor(model?.id);
      const rctx = s.runtime.contextFor(chosen.host, model, new Map(), log);
      const g = rctx.config.grammar;
      const grammars = chosen.host.plugins.filter((p) => p.kind === "grammar" && (g.grammars === undefined || g.grammars.includes(p.name))).map((p) => p.name);
      return {
        hostVersion: await piVersion(),
        model: model?.id,
        presets: chosen.presets.map((p) => ({ name: p.name, why: s.runtime.whyActive(p, model?.id) ?? "active" })),
        grammarEnabled: g.enabled,
        grammarMode: g.mode,
        grammarWhy: grammarWhy(s, model?.id, g.enabled),
        grammars,
        configFile: s.loaded?.file,
        configFound: s.loaded?.found === true,
        configErrors: s.loaded?.errors ?? [],
        statusLine: s.loaded.config.statusLine !== false,
        notify: s.loaded.config.notify === true,
      };
    };

    const doctor = (s: State, ctx: UiCtx | undefined): DoctorRow[] => {
      const model = lastModel ?? modelOf(undefined, ctx?.model);
      const { host } = s.runtime.hostFor(model?.id);
      const tools = liveTools(pi);
      const rctx = s.runtime.contextFor(host, model, tools, log);
      const rows: DoctorRow[] = [];
      const rules = host.plugins.filter((p): p is typeof p & { fixes: readonly string[] | "*" } => p.kind === "rule" && (p as { fixes?: unknown }).fixes !== undefined);
      for (const [name, schema] of tools) {
        if (schema === undefined) {
          rows.push({ tool: name, problem: "no schema (calls pass unchecked)", rules: [], never: [] });
          continue;
        }
        let problem: string | undefined;
        try {
          const issue = host.validate({}, schema, rctx).find((i) => i.keyword === SCHEMA_ERROR);
          if (issue) problem = `schema does not compile (${issue.message ?? "?"}); calls pass unchecked`;
        } catch (error) {
          problem = `schema does not compile (${error instanceof Error ? error.message : String(error)})`;
        }
        const { can, never } = problem === undefined ? rulesFor(rules, schema, rctx.config.rules) : { can: [], never: [] };
        rows.push({ tool: name, problem, rules: can, never });
      }
      return rows;
    };

    const runCommand = async (args: string, ctx: UiCtx | undefined) => {
      const parsed = parseArgs(typeof args === "string" ? args : "");
      if (parsed.kind === "usage") return output(ctx, `pi-tool-repair: ${parsed.problem}\n${USAGE}`, "warning");
      if (parsed.kind === "stats") return output(ctx, formatStats(stats));
      if (parsed.kind === "last") return output(ctx, formatLast(stats, parsed.n));
      const s = await ready(ctx);
      if (!s) return output(ctx, "pi-tool-repair: failed to start (see the log); nothing is repaired", "warning");
      if (parsed.kind === "status") return output(ctx, formatStatus(await statusInfo(s, ctx)));
      if (parsed.kind === "doctor") return output(ctx, formatDoctor(doctor(s, ctx)));
      const info = await statusInfo(s, ctx);
      const before = info.grammarEnabled ? info.grammarMode : "off";
      s.runtime.setSessionMode(parsed.mode);
      entry({ v: ENTRY_VERSION, mode: parsed.mode } satisfies ModeEntryData);
      return output(ctx, formatMode(parsed.mode, before));
    };

    if (typeof pi.registerCommand === "function") {
      try {
        pi.registerCommand("tool-repair", {
          description: "pi-tool-repair: status, stats, last [N], mode recover|strip|off, doctor",
          getArgumentCompletions: (prefix: string) => {
            try {
              return completions(typeof prefix === "string" ? prefix : "");
            } catch {
              return null;
            }
          },
          handler: async (args: string, ctx: never) => {
            try {
              await runCommand(args, ctx as UiCtx);
            } catch (error) {
              fault("/tool-repair", error);
            }
          },
        });
      } catch (error) {
        fault("registering /tool-repair", error);
      }
    }

    on("session_start", async (_event: unknown, ctx: unknown) => {
      try {
        stats.reset();
        const s = await ready(ctx);
        s?.runtime.setSessionMode(undefined);
        // a resumed session whose file has a `/tool-repair mode` still on: it ends here, for `audit`
        if (modeLeftOn(ctx)) entry({ v: ENTRY_VERSION, mode: null } satisfies ModeEntryData);
        if (shownStatus !== undefined) {
          shownStatus = undefined;
          safeUi(ctx as UiCtx, (ui) => ui.setStatus?.(STATUS_KEY, undefined));
        }
      } catch (error) {
        fault("session_start", error);
      }
      return undefined;
    });

    on("message_end", async (event: { message?: Message } | undefined, ctx: { model?: unknown } | undefined) => {
      try {
        const message = event?.message;
        if (!message || message.role !== "assistant" || !Array.isArray(message.content)) return undefined;
        const s = await ready(ctx);
        if (!s) return undefined;
        const model = modelOf(message as Record<string, unknown>, ctx?.model);
        const host = hostFor(s, model);
        const rctx: RepairContext = s.runtime.contextFor(host, model, liveTools(pi), log);
        const result = host.processMessage(message, rctx);
        lastModel = model;
        // only a message that was not all-valid is recorded in the session file, for `audit`
        if (stats.record(message, result)) entry(repairEntry(message, result, model));
        if (result.changed) showRepair(s, result, ctx as UiCtx | undefined);
        if (debug) for (const line of describeResult(message, result)) write(line);
        if (!result.changed || result.message === message || result.message.role !== message.role) return undefined;
        return { message: result.message };
      } catch (error) {
        fault("message_end", error);
        return undefined;
      }
    });

    on("before_provider_request", async (event: { payload?: unknown } | undefined, ctx: { model?: unknown } | undefined) => {
      try {
        const payload = event?.payload;
        if (payload === undefined || payload === null) return undefined;
        const s = await ready(ctx);
        if (!s) return undefined;
        const model = modelOf(undefined, ctx?.model);
        const host = hostFor(s, model);
        let tools: Map<string, JSONSchema | undefined>;
        try {
          tools = liveTools(pi);
        } catch {
          tools = new Map();
        }
        const next = host.sanitize(payload, s.runtime.contextFor(host, model, tools, log));
        if (next === payload || next === undefined) return undefined;
        if (debug) write(`${PREFIX} sanitize: outgoing tool schemas rewritten for model ${model?.id ?? "?"}`);
        return next;
      } catch (error) {
        fault("before_provider_request", error);
        return undefined;
      }
    });
  };
}

const piToolRepair = createExtension();
export default piToolRepair;
