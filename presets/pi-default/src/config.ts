/**
 * The pi extension's configuration file and third-party plugin loading.
 *
 * `loadConfig(file)` reads `~/.pi/agent/extensions/pi-tool-repair.json` (the caller passes the path), validates
 * it with ajv against `schema/config.schema.json`, and drops each bad key with one clear line naming the file
 * and the key: the defaults apply to that key, everything else is kept.
 *
 * `loadPlugins(specs, { paths, log })` imports third-party rule, grammar or preset packages by name or path.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { homedir } from "node:os";
import { pathToFileURL } from "node:url";
import { Ajv, type ErrorObject } from "ajv";
import { didYouMean } from "./names.js";
import { createHost, describeError, isPlainObject, isPreset, stderrLogger, type GrammarMode, type Logger, type Preset, type RepairPlugin } from "@pi-tool-repair/host";

export interface GrammarRepairConfig {
  /** `true`/`false` for every model (wins over `leakModels` and model presets); absent = decided per model. */
  enabled?: boolean;
  mode?: GrammarMode;
  requireKnownTool?: boolean;
  grammars?: string[];
  leakModels: string[];
  debug: boolean;
}

/** The configuration file, with defaults filled in. Keys the file leaves out are absent or at their default. */
export interface PiToolRepairConfig {
  grammarRepair: GrammarRepairConfig;
  aliases: Record<string, Record<string, string>>;
  /** Absent = the host's default list (`kimi-k2`, `minimax`, `glm`). */
  anchorBleedModels?: string[];
  rules: Record<string, boolean>;
  /** Options of the plugins that declare them, by plugin name (absent = none set). */
  options?: Record<string, Record<string, unknown>>;
  /** Model presets by package name or path: `true` = add it, `false` = never activate it. */
  presets: Record<string, boolean>;
  plugins: string[];
  /** pi's status line shows the session's repair count (default true). */
  statusLine?: boolean;
  /** A repair pops a pi notification (default false). */
  notify?: boolean;
}

export interface LoadedConfig {
  file: string;
  /** Whether the file exists. */
  found: boolean;
  config: PiToolRepairConfig;
  /** One line per problem (each was also logged). */
  errors: string[];
}

export const CONFIG_FILE_NAME = "pi-tool-repair.json";

export function defaultPiConfig(): PiToolRepairConfig {
  return { grammarRepair: { leakModels: [], debug: false }, aliases: {}, rules: {}, presets: {}, plugins: [] };
}

/** Where pi keeps its configuration: `$PI_CODING_AGENT_DIR` (tilde-expanded) or `~/.pi/agent` (what pi's getAgentDir() does). */
export function fallbackAgentDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.PI_CODING_AGENT_DIR;
  if (dir) return dir === "~" ? homedir() : dir.startsWith("~/") ? join(homedir(), dir.slice(2)) : dir;
  return join(homedir(), ".pi", "agent");
}

/** `join(agentDir, "extensions", "pi-tool-repair.json")`. */
export function configFileIn(agentDir: string): string {
  return join(agentDir, "extensions", CONFIG_FILE_NAME);
}

let schemaCache: Record<string, unknown> | undefined;
/** The published JSON Schema of the configuration file. */
export function configSchema(): Record<string, unknown> {
  return (schemaCache ??= JSON.parse(readFileSync(new URL("../schema/config.schema.json", import.meta.url), "utf8")) as Record<string, unknown>);
}

let validator: ReturnType<Ajv["compile"]> | undefined;
function validateConfig(value: unknown): ErrorObject[] {
  validator ??= new Ajv({ allErrors: true, strict: false, logger: false }).compile(configSchema());
  return validator(value) ? [] : [...(validator.errors ?? [])];
}

/** The property names the config schema declares for the object at `path` (none where any key goes). */
function propertyNamesAt(path: readonly string[]): string[] {
  let at: unknown = configSchema();
  for (const key of path) {
    const props = isPlainObject(at) ? at.properties : undefined;
    at = isPlainObject(props) ? props[key] : undefined;
  }
  const props = isPlainObject(at) ? at.properties : undefined;
  return isPlainObject(props) ? Object.keys(props).filter((k) => k !== "$schema") : [];
}

function segments(pointer: string): string[] {
  return pointer === "" ? [] : pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** How deep a bad value is dropped: `grammarRepair.mode` alone, one rule, one alias, one preset; else the whole key. */
function keyOf(path: string[]): string[] {
  const top = path[0];
  const depth = top === "grammarRepair" || top === "rules" || top === "presets" || top === "options" ? 2 : top === "aliases" ? 3 : 1;
  return path.slice(0, depth);
}

function describeProblem(error: ErrorObject, value: unknown): string {
  if (error.keyword === "additionalProperties") return "is not a known key";
  if (error.keyword === "enum") return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")} (got ${short(value)})`;
  if (error.keyword === "type") return `must be ${String(error.params.type).replace(",", " or ")} (got ${short(value)})`;
  return `${error.message ?? "is invalid"} (got ${short(value)})`;
}

function short(value: unknown): string {
  const text = value === undefined ? "nothing" : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let at = root;
  for (const key of path) {
    if (Array.isArray(at)) at = at[Number(key)];
    else if (isPlainObject(at)) at = at[key];
    else return undefined;
  }
  return at;
}

function deleteAt(root: Record<string, unknown>, path: readonly string[]): void {
  const parent = valueAt(root, path.slice(0, -1));
  const last = path[path.length - 1];
  if (last !== undefined && isPlainObject(parent)) delete parent[last];
}

/** Reads and validates the config file. A missing file is no error; each bad key is dropped with one line. */
export function loadConfig(file: string, log: Logger = stderrLogger): LoadedConfig {
  const result: LoadedConfig = { file, found: false, config: defaultPiConfig(), errors: [] };
  const problem = (line: string) => {
    const text = `[pi-tool-repair] config ${file}: ${line}`;
    result.errors.push(text);
    log.warn(text);
  };
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") problem(`cannot be read (${describeError(error)}); using the defaults for every key`);
    return result;
  }
  result.found = true;
  let parsed: unknown;
  try {
    // editors on Windows may save UTF-8 with a byte order mark: it is not part of the JSON
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    parsed = text.trim() === "" ? {} : JSON.parse(text);
  } catch (error) {
    problem(`is not valid JSON (${error instanceof Error ? error.message : String(error)}); using the defaults for every key`);
    return result;
  }
  if (!isPlainObject(parsed)) {
    problem(`must hold a JSON object (got ${short(parsed)}); using the defaults for every key`);
    return result;
  }
  const data = structuredClone(parsed) as Record<string, unknown>;
  const reported = new Set<string>();
  for (let round = 0; round < 4; round++) {
    const errors = validateConfig(data);
    if (errors.length === 0) break;
    for (const error of errors) {
      const path = segments(error.instancePath);
      if (error.keyword === "additionalProperties") path.push(String(error.params.additionalProperty));
      const key = keyOf(path);
      const name = key.join(".");
      if (key.length === 0) {
        problem(`${error.message ?? "is invalid"}; using the defaults for every key`);
        return result;
      }
      if (!reported.has(name)) {
        reported.add(name);
        const full = path.join(".");
        const what = full === name ? `key "${name}"` : `key "${name}" (at ${full})`;
        if (error.keyword === "additionalProperties") problem(`unknown ${what}${didYouMean(path[path.length - 1]!, propertyNamesAt(path.slice(0, -1)))}; ignored`);
        else problem(`${what} ${describeProblem(error, valueAt(data, path))}; using the default for "${name}"`);
      }
      deleteAt(data, key);
    }
  }
  if (validateConfig(data).length > 0) return result; // cannot happen with the schema above; defaults to be safe
  result.config = normalize(data);
  return result;
}

function normalize(data: Record<string, unknown>): PiToolRepairConfig {
  const config = defaultPiConfig();
  const g = (data.grammarRepair ?? {}) as Partial<GrammarRepairConfig>;
  if (typeof g.enabled === "boolean") config.grammarRepair.enabled = g.enabled;
  if (g.mode !== undefined) config.grammarRepair.mode = g.mode;
  if (typeof g.requireKnownTool === "boolean") config.grammarRepair.requireKnownTool = g.requireKnownTool;
  if (Array.isArray(g.grammars)) config.grammarRepair.grammars = [...g.grammars];
  if (Array.isArray(g.leakModels)) config.grammarRepair.leakModels = [...g.leakModels];
  if (typeof g.debug === "boolean") config.grammarRepair.debug = g.debug;
  if (isPlainObject(data.aliases)) config.aliases = data.aliases as Record<string, Record<string, string>>;
  if (Array.isArray(data.anchorBleedModels)) config.anchorBleedModels = [...(data.anchorBleedModels as string[])];
  if (isPlainObject(data.rules)) config.rules = { ...(data.rules as Record<string, boolean>) };
  if (isPlainObject(data.options)) config.options = structuredClone(data.options as Record<string, Record<string, unknown>>);
  if (Array.isArray(data.presets)) for (const name of data.presets as string[]) config.presets[name] = true;
  else if (isPlainObject(data.presets)) config.presets = { ...(data.presets as Record<string, boolean>) };
  if (Array.isArray(data.plugins)) config.plugins = [...(data.plugins as string[])];
  if (typeof data.statusLine === "boolean") config.statusLine = data.statusLine;
  if (typeof data.notify === "boolean") config.notify = data.notify;
  return config;
}

/**
 * The host's `options` from the config file: `options` as given, with the two keys the file has always had
 * mapped to the plugins that own them (they win over the same option under `options`):
 * `aliases` → `renameAliasedField.aliases`, `anchorBleedModels` → `sanitizePatternAnchors.anchorBleedModels`.
 * Each plugin checks its own options against its schema (the host logs a bad one and keeps the default).
 */
export function pluginOptionsOf(config: PiToolRepairConfig): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { ...(config.options ?? {}) };
  const own = (plugin: string, key: string, value: unknown) => {
    const prev = out[plugin];
    const merged: Record<string, unknown> = isPlainObject(prev) ? { ...prev } : {};
    const had = merged[key];
    // aliases add to what `options` gives per tool; a list replaces
    merged[key] = isPlainObject(had) && isPlainObject(value) ? { ...had, ...value } : value;
    out[plugin] = merged;
  };
  if (Object.keys(config.aliases).length > 0) own("renameAliasedField", "aliases", config.aliases);
  if (config.anchorBleedModels !== undefined) own("sanitizePatternAnchors", "anchorBleedModels", config.anchorBleedModels);
  return out;
}

/**
 * Compiles case-insensitive regex fragments. A fragment that does not compile is skipped; `onBad` is
 * called for it (the extension warns once per fragment).
 */
export function compilePatterns(fragments: readonly string[], onBad?: (fragment: string, error: unknown) => void): RegExp[] {
  const out: RegExp[] = [];
  for (const fragment of fragments) {
    try {
      out.push(new RegExp(fragment, "i"));
    } catch (error) {
      onBad?.(fragment, error);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Third-party plugins

export interface LoadPluginsOptions {
  /** Folders to resolve package names from, in order (pi's package folder, then the project). */
  paths: readonly string[];
  log: Logger;
}

export interface LoadedPlugins {
  plugins: (RepairPlugin | Preset)[];
  /** One line per spec that could not be used (each was also logged). */
  errors: string[];
}

const isPathSpec = (spec: string) => spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("~") || isAbsolute(spec) || spec.startsWith("file:");

/** A condition-resolved entry of a package's `exports["."]` (import → node → default), or undefined. */
function exportTarget(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    for (const v of value) {
      const t = exportTarget(v);
      if (t) return t;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  if ("." in value) return exportTarget(value["."]);
  for (const condition of ["import", "node", "module", "default"]) {
    if (condition in value) {
      const t = exportTarget(value[condition]);
      if (t) return t;
    }
  }
  return undefined;
}

/** The entry file of a package folder: `exports["."]`, else `module`/`main`, else `index.js`. */
function packageEntry(dir: string): string | undefined {
  const manifest = join(dir, "package.json");
  if (existsSync(manifest)) {
    const pkg = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, unknown>;
    const target = exportTarget(pkg.exports) ?? (typeof pkg.module === "string" ? pkg.module : undefined) ?? (typeof pkg.main === "string" ? pkg.main : undefined);
    if (target) return join(dir, target);
  }
  for (const name of ["index.js", "index.mjs"]) if (existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

function entryOfPath(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  return statSync(path).isDirectory() ? packageEntry(path) : path;
}

/** Finds a package by name from each folder in turn, walking up through `node_modules` like Node does. */
export function resolvePluginSpec(spec: string, paths: readonly string[]): string | undefined {
  if (spec.startsWith("file:")) return entryOfPath(new URL(spec).pathname);
  if (isPathSpec(spec)) {
    const expanded = spec.startsWith("~/") ? join(homedir(), spec.slice(2)) : spec;
    if (isAbsolute(expanded)) return entryOfPath(expanded);
    for (const base of paths) {
      const found = entryOfPath(resolve(base, expanded));
      if (found) return found;
    }
    return undefined;
  }
  const [scopeOrName, maybeName, ...rest] = spec.split("/");
  const pkgName = scopeOrName?.startsWith("@") ? `${scopeOrName}/${maybeName ?? ""}` : scopeOrName ?? spec;
  const subpath = scopeOrName?.startsWith("@") ? rest : [maybeName, ...rest].filter((s): s is string => s !== undefined);
  for (const base of paths) {
    let dir = resolve(base);
    for (;;) {
      const candidates = [join(dir, "node_modules", pkgName)];
      if (dir.endsWith(`${join("/", "node_modules")}`)) candidates.unshift(join(dir, pkgName));
      for (const candidate of candidates) {
        if (!existsSync(join(candidate, "package.json")) && !existsSync(candidate)) continue;
        const found = subpath.length > 0 ? entryOfPath(join(candidate, ...subpath)) ?? entryOfPath(join(candidate, ...subpath) + ".js") : packageEntry(candidate);
        if (found) return found;
      }
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  return undefined;
}

const isPluginLike = (v: unknown): v is RepairPlugin => isPlainObject(v) && typeof v.name === "string" && typeof v.apply === "function";
const isUsable = (v: unknown): v is RepairPlugin | Preset => isPluginLike(v) || isPreset(v);

/** The plugins or presets a module exports: its default export, else every named export that is one. */
function exportsOf(mod: Record<string, unknown>): (RepairPlugin | Preset)[] {
  const def = mod.default;
  if (isUsable(def)) return [def];
  if (Array.isArray(def) && def.every(isUsable)) return def as (RepairPlugin | Preset)[];
  if (isPlainObject(def) && !isUsable(def)) {
    const inner = Object.values(def).filter(isUsable);
    if (inner.length > 0) return inner;
  }
  return Object.entries(mod)
    .filter(([k, v]) => k !== "default" && isUsable(v))
    .map(([, v]) => v as RepairPlugin | Preset);
}

/**
 * Imports each spec (a package name or a path). A package that cannot be found, fails to load, exports no
 * plugin or preset, or has an incompatible host range gives one line naming it; the others load.
 */
export async function loadPlugins(specs: readonly string[], options: LoadPluginsOptions): Promise<LoadedPlugins> {
  const out: LoadedPlugins = { plugins: [], errors: [] };
  const fail = (spec: string, why: string) => {
    const line = `[pi-tool-repair] plugin ${spec}: ${why}; skipped`;
    out.errors.push(line);
    options.log.warn(line);
  };
  for (const spec of specs) {
    let entry: string | undefined;
    try {
      entry = resolvePluginSpec(spec, options.paths);
    } catch (error) {
      fail(spec, `cannot be resolved (${describeError(error)})`);
      continue;
    }
    if (!entry) {
      fail(spec, `not found (looked in ${options.paths.length > 0 ? options.paths.join(", ") : "no folder"})`);
      continue;
    }
    let mod: Record<string, unknown>;
    try {
      mod = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    } catch (error) {
      fail(spec, `failed to load ${entry} (${describeError(error)})`);
      continue;
    }
    let found: (RepairPlugin | Preset)[];
    try {
      found = exportsOf(mod);
    } catch (error) {
      // an export whose properties throw when read (a getter, a Proxy): this plugin only is left out
      fail(spec, `its exports cannot be read (${describeError(error)})`);
      continue;
    }
    if (found.length === 0) {
      fail(spec, "exports no plugin or preset (expected a default export with name, host and apply(host), or a preset)");
      continue;
    }
    const usable: (RepairPlugin | Preset)[] = [];
    for (const item of found) {
      try {
        createHost().use(item).freeze(); // checks shape, host range, duplicates and order, as the real host will
        usable.push(item);
      } catch (error) {
        fail(spec, error instanceof Error ? error.message : String(error));
      }
    }
    out.plugins.push(...usable);
  }
  return out;
}
