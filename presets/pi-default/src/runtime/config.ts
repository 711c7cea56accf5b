/**
 * The pi extension's configuration file.
 *
 * `loadConfig(file)` reads `~/.pi/agent/extensions/pi-tool-repair.json` (the caller passes the path), validates
 * it with ajv against `schema/config.schema.json`, and drops each bad key with one clear line naming the file
 * and the key: the defaults apply to that key, everything else is kept.
 *
 * Third-party plugins are found and loaded by `./loading.ts` (`loadPlugins` is re-exported here).
 */
import { readFileSync } from "node:fs";
import { Ajv, type ErrorObject } from "ajv";
import { didYouMean } from "./names.js";
import type { GrammarMode, Logger } from "@pi-tool-repair/host";
import { describeError, isPlainObject, parsePointer } from "@pi-tool-repair/grammar-kit";
export { CONFIG_FILE_NAME, configFileIn, fallbackAgentDir } from "./installed.js";
import { stderrLogger } from "./log.js";

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


export function defaultPiConfig(): PiToolRepairConfig {
  return { grammarRepair: { leakModels: [], debug: false }, aliases: {}, rules: {}, presets: {}, plugins: [] };
}

let schemaCache: Record<string, unknown> | undefined;
/** The published JSON Schema of the configuration file. */
export function configSchema(): Record<string, unknown> {
  return (schemaCache ??= JSON.parse(readFileSync(new URL("../../schema/config.schema.json", import.meta.url), "utf8")) as Record<string, unknown>);
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
  return checkConfig(parsed, result, problem);
}

/**
 * Validates a config given as a value (the AI SDK middleware's `config` option), as `loadConfig` validates a file's:
 * each bad key is dropped with one line naming `label`.
 */
export function configFromValue(value: unknown, label: string, log: Logger = stderrLogger): LoadedConfig {
  const result: LoadedConfig = { file: label, found: true, config: defaultPiConfig(), errors: [] };
  const problem = (line: string) => {
    const text = `[pi-tool-repair] config ${label}: ${line}`;
    result.errors.push(text);
    log.warn(text);
  };
  return checkConfig(value, result, problem);
}

function checkConfig(parsed: unknown, result: LoadedConfig, problem: (line: string) => void): LoadedConfig {
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
      const path = parsePointer(error.instancePath);
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

// Third-party plugins: found and loaded by ./loading.ts (re-exported here for `@pi-tool-repair/preset-pi-default/config`)
export { loadPlugins, resolvePluginSpec, type LoadedPlugins, type LoadPluginsOptions } from "./loading.js";
