/**
 * What the pi extension and `pi-tool-repair audit` share: the user's config turned into a repair context,
 * model presets chosen per model id, third-party plugins, and one host per combination of presets (cached).
 */
import { dirname, join } from "node:path";
import {
  createHost,
  isPreset,
  type ConfigInput,
  type HostConfig,
  type Logger,
  type ModelInfo,
  type Preset,
  type RepairContext,
  type RepairHost,
  type RepairPlugin,
  type ToolMap,
} from "@pi-tool-repair/host";
import { describeError } from "@pi-tool-repair/grammar-kit";
import { piDefault } from "../preset/index.js";
import { compilePatterns, configFileIn, configFromValue, defaultPiConfig, pluginOptionsOf, fallbackAgentDir, loadConfig, type LoadedConfig, type PiToolRepairConfig } from "./config.js";
import { installedPluginFolders, loadPlugins, presetOf, resolvePluginSpec } from "./loading.js";
import { didYouMean } from "./names.js";

/** The model presets of this repo, tried in this order; the first whose `models` match the model id is active. */
export const BUILTIN_MODEL_PRESETS: readonly string[] = Object.freeze([
  "@pi-tool-repair/preset-deepseek",
  "@pi-tool-repair/preset-glm",
  "@pi-tool-repair/preset-hyperclova",
  "@pi-tool-repair/preset-qwen",
  "@pi-tool-repair/preset-kimi",
  "@pi-tool-repair/preset-minimax",
  "@pi-tool-repair/preset-dots",
  "@pi-tool-repair/preset-gpt-oss",
  "@pi-tool-repair/preset-longcat",
  "@pi-tool-repair/preset-gigachat",
  "@pi-tool-repair/preset-gigachat/3.5",
  "@pi-tool-repair/preset-nemotron",
  "@pi-tool-repair/preset-apertus",
  "@pi-tool-repair/preset-lfm2",
  "@pi-tool-repair/preset-openpangu",
  "@pi-tool-repair/preset-solar",
  "@pi-tool-repair/preset-llama",
  "@pi-tool-repair/preset-gemma",
  "@pi-tool-repair/preset-k2-horizon",
  "@pi-tool-repair/preset-ling",
  "@pi-tool-repair/preset-functionary",
  "@pi-tool-repair/preset-hunyuan",
  "@pi-tool-repair/preset-minicpm",
  "@pi-tool-repair/preset-cwm",
  "@pi-tool-repair/preset-plamo",
  "@pi-tool-repair/preset-step-audio",
  "@pi-tool-repair/preset-rwkv",
  "@pi-tool-repair/preset-local",
]);

export interface RuntimeOptions {
  config: PiToolRepairConfig;
  log: Logger;
  /** Folders third-party `plugins` and config `presets` are resolved from (pi's package folder, then the project). */
  paths: readonly string[];
  /** The folder relative `plugins` and `presets` paths are resolved from (the config file's); absent = each of `paths`. */
  base?: string | undefined;
  /** Plugin package folders installed with `pi install` (`installedPluginFolders`): loaded before `plugins`. */
  installed?: readonly string[];
  /** Imports a built-in model preset by package name (default: dynamic `import()`). */
  importPreset?: (name: string) => Promise<unknown>;
  /** Names of the built-in model presets to try (default `BUILTIN_MODEL_PRESETS`). */
  builtinPresets?: readonly string[];
}

/** pi's package folder for `pi install npm:…` (user scope): `<agentDir>/npm`. */
export function pluginPaths(agentDir: string, cwd: string): string[] {
  const paths = [join(agentDir, "npm"), cwd];
  return paths.filter((p, i) => paths.indexOf(p) === i);
}

const defaultImport = (name: string): Promise<unknown> => import(name);

function isNotFound(error: unknown, name: string): boolean {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : "";
  return (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" || /Cannot find (module|package)|Failed to (load|resolve)/.test(message)) && message.includes(name);
}

export class RepairRuntime {
  readonly config: PiToolRepairConfig;
  readonly log: Logger;
  /** Model presets that may activate by model id, in order of preference (config/plugins first, then built-ins). */
  readonly candidates: Preset[] = [];
  /** Presets the config switched on for every model. */
  readonly forced: Preset[] = [];
  /** Third-party plugins and model-less presets from `plugins`: used on every host. */
  readonly extras: (RepairPlugin | Preset)[] = [];
  readonly #hosts = new Map<string, { host: RepairHost; presets: Preset[] }>();
  readonly #configs = new Map<string, { host: RepairHost; config: HostConfig }>();
  readonly #leak: RegExp[];
  readonly #patterns = new WeakMap<Preset, RegExp[]>();
  #sessionMode: "recover" | "strip" | "off" | undefined;

  constructor(config: PiToolRepairConfig, log: Logger) {
    this.config = config;
    this.log = log;
    this.#leak = compilePatterns(config.grammarRepair.leakModels, (fragment, error) =>
      log.warn(`[pi-tool-repair] grammarRepair.leakModels: ${JSON.stringify(fragment)} is not a valid regular expression (${describeError(error)}); ignored`),
    );
  }

  #matches(preset: Preset, id: string): boolean {
    let patterns = this.#patterns.get(preset);
    if (!patterns) {
      patterns = compilePatterns(preset.models ?? [], (fragment, error) =>
        this.log.warn(`[pi-tool-repair] preset ${preset.name}: model pattern ${JSON.stringify(fragment)} is not a valid regular expression (${describeError(error)}); ignored`),
      );
      this.#patterns.set(preset, patterns);
    }
    return patterns.some((r) => r.test(id));
  }

  /** The grammar mode `/tool-repair mode` set for this session (undefined = the config's). */
  get sessionMode(): "recover" | "strip" | "off" | undefined {
    return this.#sessionMode;
  }

  /** `recover`/`strip` switch grammar recovery on in that mode for every model, `off` switches it off; undefined = back to the config. */
  setSessionMode(mode: "recover" | "strip" | "off" | undefined): void {
    this.#sessionMode = mode;
    this.#configs.clear();
  }

  /** Why a preset is active for a model: `config` (forced), the model pattern that matched, or undefined. */
  whyActive(preset: Preset, modelId: string | undefined): string | undefined {
    if (this.forced.includes(preset)) return "switched on in the config";
    if (modelId === undefined) return undefined;
    const patterns = this.#patterns.get(preset) ?? [];
    const hit = patterns.find((r) => r.test(modelId));
    return hit ? `model id matches /${hit.source}/i` : undefined;
  }

  /** Whether `leakModels` matches the model id. */
  leaks(modelId: string | undefined): boolean {
    return modelId !== undefined && this.#leak.some((r) => r.test(modelId));
  }

  /** The presets active for a model: the forced ones, then the first candidate whose `models` match. */
  presetsFor(modelId: string | undefined): Preset[] {
    const out = [...this.forced];
    if (modelId !== undefined) {
      const auto = this.candidates.find((p) => !out.includes(p) && this.#matches(p, modelId));
      if (auto) out.push(auto);
    }
    return out;
  }

  /** One host per combination of presets: piDefault, the active presets, then the extra plugins. */
  hostFor(modelId: string | undefined): { host: RepairHost; presets: Preset[] } {
    const presets = this.presetsFor(modelId);
    const key = presets.map((p) => p.name).join("\0");
    const cached = this.#hosts.get(key);
    if (cached) return cached;
    let host = createHost().use(piDefault);
    // use() is all or nothing: a preset or plugin that fails (bad shape, duplicate name, a cycle) is
    // skipped whole, never left half-applied
    for (const item of [...presets, ...this.extras]) {
      try {
        host.use(item);
      } catch (error) {
        this.log.warn(`[pi-tool-repair] ${describeError(error)}; skipped`);
      }
    }
    try {
      host.freeze(); // tap now, so a plugin whose apply() throws is reported here and not per message
    } catch (error) {
      this.log.warn(`[pi-tool-repair] ${describeError(error)}; using preset-pi-default alone`);
      host = createHost().use(piDefault).freeze();
    }
    // only the presets that were applied are reported active
    const entry = { host, presets: presets.filter((p) => host.presets.includes(p)) };
    this.#hosts.set(key, entry);
    return entry;
  }

  /** The repair context for one message or request: the user's config over the presets' config. */
  contextFor(host: RepairHost, model: ModelInfo | undefined, tools: ToolMap, log: Logger): RepairContext {
    // the config depends only on the host and the model id: resolve it once, not on every event
    const key = model?.id ?? "";
    const hit = this.#configs.get(key);
    if (hit && hit.host === host) return { model, tools, config: hit.config, log };
    const g = this.config.grammarRepair;
    const grammar: Record<string, unknown> = {};
    if (g.enabled !== undefined) grammar.enabled = g.enabled;
    else if (this.leaks(model?.id)) grammar.enabled = true;
    if (g.mode !== undefined) grammar.mode = g.mode;
    if (g.requireKnownTool !== undefined) grammar.requireKnownTool = g.requireKnownTool;
    if (g.grammars !== undefined) grammar.grammars = g.grammars;
    if (this.#sessionMode === "off") grammar.enabled = false;
    else if (this.#sessionMode !== undefined) {
      grammar.enabled = true;
      grammar.mode = this.#sessionMode;
    }
    const config: ConfigInput = { grammar, rules: this.config.rules, options: pluginOptionsOf(this.config) };
    const ctx = host.context({ model, tools, config, log });
    if (this.#configs.size > 256) this.#configs.clear();
    this.#configs.set(key, { host, config: ctx.config });
    return ctx;
  }
}

/** Loads the model presets and the third-party plugins the config names. Never throws. */
export async function createRuntime(options: RuntimeOptions): Promise<RepairRuntime> {
  const { config, log } = options;
  const runtime = new RepairRuntime(config, log);
  const importPreset = options.importPreset ?? defaultImport;
  const builtins = options.builtinPresets ?? BUILTIN_MODEL_PRESETS;

  // Third-party plugins (installed with pi, then named in the config): model-bound presets join the
  // candidates, the rest apply everywhere.
  const specs = [...(options.installed ?? []), ...config.plugins];
  if (specs.length > 0) {
    const loaded = await loadPlugins(specs, { paths: options.paths, base: options.base, log });
    for (const item of loaded.plugins) {
      let modelBound: boolean;
      try {
        modelBound = isPreset(item) && (item.models?.length ?? 0) > 0;
      } catch (error) {
        log.warn(`[pi-tool-repair] plugin ${safeName(item)}: cannot be read (${describeError(error)}); skipped`);
        continue;
      }
      if (modelBound) runtime.candidates.push(item as Preset);
      else runtime.extras.push(item);
    }
  }

  // Presets the config names: built-in ones by package name, others resolved like plugins.
  for (const [name, on] of Object.entries(config.presets)) {
    if (!on) continue;
    let preset: Preset | undefined;
    if (builtins.includes(name)) {
      try {
        preset = presetOf(await importPreset(name));
        if (!preset) log.warn(`[pi-tool-repair] preset ${name}: exports no preset; skipped`);
      } catch (error) {
        log.warn(`[pi-tool-repair] preset ${name}: failed to load (${describeError(error)}); skipped`);
      }
    } else {
      // a near miss of a built-in name that resolves to nothing is a typo: one line, with the name meant
      const hint = didYouMean(name, builtins);
      if (hint && resolvePluginSpec(name, options.paths, options.base) === undefined) {
        log.warn(`[pi-tool-repair] config: unknown preset ${JSON.stringify(name)} in presets${hint}; skipped`);
        continue;
      }
      const loaded = await loadPlugins([name], { paths: options.paths, base: options.base, log });
      preset = loaded.plugins.find(isPreset);
      if (!preset && loaded.errors.length === 0) log.warn(`[pi-tool-repair] preset ${name}: exports no preset; skipped`);
    }
    if (preset && !runtime.forced.includes(preset)) runtime.forced.push(preset);
  }

  // Built-in model presets that the config does not switch off; a missing one is skipped quietly.
  for (const name of builtins) {
    if (config.presets[name] === false || config.presets[name] === true) continue;
    try {
      const preset = presetOf(await importPreset(name));
      if (preset && (preset.models?.length ?? 0) > 0) runtime.candidates.push(preset);
    } catch (error) {
      if (isNotFound(error, name)) log.debug(`[pi-tool-repair] preset ${name} is not installed; skipped`);
      else log.warn(`[pi-tool-repair] preset ${name}: failed to load (${describeError(error)}); skipped`);
    }
  }
  // A preset switched off by its own name (as it declares it) never activates, whatever package named it.
  const off = new Set(Object.entries(config.presets).filter(([, v]) => v === false).map(([k]) => k));
  for (let i = runtime.candidates.length - 1; i >= 0; i--) if (off.has(runtime.candidates[i]!.name)) runtime.candidates.splice(i, 1);
  reportUnknownNames(runtime, builtins);
  return runtime;
}

function safeName(item: unknown): string {
  try {
    const name = (item as { name?: unknown }).name;
    return typeof name === "string" ? name : "(unnamed)";
  } catch {
    return "(unreadable)";
  }
}

/** The names a config may refer to: every rule, grammar and preset the runtime can use. */
export interface KnownNames {
  /** Plugins that are not grammars (rules, phantomToolUse, sanitizers): what `rules` switches. */
  rules: Set<string>;
  grammars: Set<string>;
  presets: Set<string>;
}

/** Every name the runtime's hosts can use, through piDefault, the model presets and the extra plugins. */
export function knownNames(runtime: RepairRuntime, builtins: readonly string[] = BUILTIN_MODEL_PRESETS): KnownNames {
  const out: KnownNames = { rules: new Set(), grammars: new Set(), presets: new Set(builtins) };
  const seen = new Set<unknown>();
  const visit = (item: RepairPlugin | Preset) => {
    if (seen.has(item)) return;
    seen.add(item);
    try {
      if (isPreset(item)) {
        out.presets.add(item.name);
        for (const p of item.presets ?? []) visit(p);
        for (const p of item.plugins) visit(p);
      } else if (item.kind === "grammar") out.grammars.add(item.name);
      else out.rules.add(item.name);
    } catch {
      // a plugin that cannot be read was reported when it was loaded
    }
  };
  for (const item of [piDefault, ...runtime.forced, ...runtime.candidates, ...runtime.extras]) visit(item);
  return out;
}

/** One line per name in `rules` and `grammarRepair.grammars` that no loaded plugin has, with the nearest known name. */
function reportUnknownNames(runtime: RepairRuntime, builtins: readonly string[]): void {
  const known = knownNames(runtime, builtins);
  for (const name of Object.keys(runtime.config.rules)) {
    if (!known.rules.has(name)) runtime.log.warn(`[pi-tool-repair] config: unknown rule ${JSON.stringify(name)} in rules${didYouMean(name, known.rules)}; it switches nothing`);
  }
  for (const name of runtime.config.grammarRepair.grammars ?? []) {
    if (!known.grammars.has(name)) runtime.log.warn(`[pi-tool-repair] config: unknown grammar ${JSON.stringify(name)} in grammarRepair.grammars${didYouMean(name, known.grammars)}; it matches no grammar`);
  }
  for (const name of Object.keys(runtime.config.options ?? {})) {
    if (!known.rules.has(name) && !known.grammars.has(name)) {
      runtime.log.warn(`[pi-tool-repair] config: unknown plugin ${JSON.stringify(name)} in options${didYouMean(name, [...known.rules, ...known.grammars])}; it sets nothing`);
    }
  }
  for (const [name, on] of Object.entries(runtime.config.presets)) {
    // presets switched on were loaded (or reported) above; one switched off must name a preset there is
    if (!on && !known.presets.has(name)) runtime.log.warn(`[pi-tool-repair] config: unknown preset ${JSON.stringify(name)} in presets${didYouMean(name, known.presets)}; it switches nothing`);
  }
}

export interface SetupOptions {
  /** The config file to read; `undefined` = no file, every key at its default. */
  configFile: string | undefined;
  /** The config as a value instead of a file (validated the same way); relative plugin paths resolve from `cwd`. */
  config?: unknown;
  log: Logger;
  /** pi's agent dir, for `<agentDir>/npm` plugins (default: `fallbackAgentDir(env)`); `null`: none (a client that is not pi). */
  agentDir?: string | null;
  env?: NodeJS.ProcessEnv;
  /** The project folder plugins are also resolved from (default: `process.cwd()`). */
  cwd?: string;
  importPreset?: (name: string) => Promise<unknown>;
  builtinPresets?: readonly string[];
  /** Called with the config as soon as it is read, before the presets and plugins load. */
  onConfig?: (loaded: LoadedConfig | undefined) => void;
}

/**
 * What the pi extension, `pi-tool-repair` and `pi-tool-repair audit` all start from: the config
 * file (if any), the model presets, the third-party plugins (installed with `pi install` in `agentDir`, then
 * the config's `plugins`, relative paths from the config file's folder). `runtime.hostFor(modelId)` then gives the host
 * the model id activates in pi.
 */
export async function setupRuntime(options: SetupOptions): Promise<{ runtime: RepairRuntime; loaded: LoadedConfig | undefined }> {
  const agentDir = options.agentDir === null ? undefined : (options.agentDir ?? fallbackAgentDir(options.env ?? process.env));
  const cwd = options.cwd ?? process.cwd();
  const loaded =
    options.config !== undefined ? configFromValue(options.config, "(options.config)", options.log) : options.configFile === undefined ? undefined : loadConfig(options.configFile, options.log);
  options.onConfig?.(loaded);
  const installed = agentDir === undefined ? { folders: [], errors: [] } : installedPluginFolders(agentDir);
  for (const line of installed.errors) options.log.warn(line);
  const runtimeOptions: RuntimeOptions = {
    config: loaded?.config ?? defaultPiConfig(),
    log: options.log,
    paths: agentDir === undefined ? [cwd] : pluginPaths(agentDir, cwd),
    base: options.config !== undefined || options.configFile === undefined ? undefined : dirname(options.configFile),
    installed: installed.folders,
  };
  if (options.importPreset) runtimeOptions.importPreset = options.importPreset;
  if (options.builtinPresets) runtimeOptions.builtinPresets = options.builtinPresets;
  return { runtime: await createRuntime(runtimeOptions), loaded };
}

/** The user's config file: `<agentDir>/extensions/pi-tool-repair.json`. */
export function userConfigFile(env: NodeJS.ProcessEnv = process.env): string {
  return configFileIn(fallbackAgentDir(env));
}
