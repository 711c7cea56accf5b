/**
 * The middleware's options and the runtime they set up: the pi extension's config (a value or a file), its model
 * presets and plugins, loaded once on the first call (loading is asynchronous; `toolRepair()` is not).
 */
import type { Logger, RepairContext, RepairHost, JSONSchema } from "@pi-tool-repair/host";
import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";
import { clientContext, setupRuntime, type RepairRuntime } from "@pi-tool-repair/preset-pi-default/runtime";

export interface ToolRepairOptions {
  /**
   * The config, as the pi extension's file holds it: `rules`, `grammarRepair`, `presets`, `plugins`, `options`,
   * `aliases`. Validated the same way: a bad key is dropped with one warning. Default: every key at its default.
   */
  config?: Record<string, unknown>;
  /** A config file to read instead (e.g. the pi extension's own, `~/.pi/agent/extensions/pi-tool-repair.json`). */
  configFile?: string;
  /**
   * Grammar recovery on for every model. Default: per model id, as the pi extension decides (a model preset that
   * matches the id, or `grammarRepair.leakModels`).
   */
  recover?: boolean;
  /** Where warnings (a bad config, a plugin that failed) and debug lines (each repair) go. Default: warnings to stderr. */
  log?: Logger;
  /** The folder `plugins` and `presets` names are resolved from. Default: `process.cwd()`. */
  cwd?: string;
}

/** Warnings to stderr, no debug lines. */
export const stderrLog: Logger = {
  warn: (m) => void process.stderr.write(m.endsWith("\n") ? m : m + "\n"),
  debug: () => {},
};

/** The options read once: the log, the recovery switch, and the runtime, loaded on first use. */
export interface Setup {
  readonly log: Logger;
  readonly recover: boolean;
  runtime(): Promise<RepairRuntime>;
}

export function setup(options: ToolRepairOptions = {}): Setup {
  const log = options.log ?? stderrLog;
  let loading: Promise<RepairRuntime> | undefined;
  const runtime = () =>
    (loading ??= setupRuntime({
      configFile: options.configFile,
      ...(options.config !== undefined ? { config: options.config } : {}),
      log,
      // an app is not pi: plugins installed with `pi install` are not loaded behind its back
      agentDir: null,
      cwd: options.cwd ?? process.cwd(),
    }).then((r) => r.runtime));
  return { log, recover: options.recover === true, runtime };
}

/** The host and context one model call is repaired in. */
export interface CallPlan {
  host: RepairHost;
  ctx: RepairContext;
}

/**
 * The repair context of one call: its function tools with their JSON Schemas, its tool choice (`none`: no call is
 * gained; a forced tool: that one alone) and the model id, under the pi extension's policy (`clientContext`).
 */
export function planCall(runtime: RepairRuntime, params: LanguageModelV4CallOptions, modelId: string, recover: boolean, log: Logger): CallPlan {
  const tools = new Map<string, JSONSchema | undefined>();
  for (const t of params.tools ?? []) {
    if (t.type !== "function" || !t.name) continue; // provider tools run at the provider: not ours
    const schema: unknown = t.inputSchema;
    tools.set(t.name, isPlainObject(schema) || typeof schema === "boolean" ? (schema as JSONSchema) : undefined);
  }
  const choice = params.toolChoice;
  return clientContext(runtime, { model: modelId || undefined, tools, none: choice?.type === "none", forced: choice?.type === "tool" ? choice.toolName : undefined, recover }, log);
}
