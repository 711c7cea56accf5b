/**
 * Plugin-owned options, as ESLint's per-rule `meta.schema`: a plugin declares `options`, a JSON Schema of an
 * object whose `properties` give each key's type and `default`. The host merges the presets' options with the
 * user's (`config.options[pluginName]`, later layers win, arrays replace) and validates the result with ajv.
 * A bad value never stops anything: it gives one line naming the plugin and the key, and that key keeps its
 * default.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { HostConfig, JSONSchema, Logger, OptionsOwner, PluginOptions, RepairContext } from "../contract/index.js";
import { cloneJson, deepFreeze, describeError, isPlainObject } from "@pi-tool-repair/grammar-kit";

// addUsedSchema off: a plugin schema's `$id` registers nothing, so two plugins never clash
const ajv = new Ajv({ allErrors: true, strict: false, logger: false, validateFormats: false, addUsedSchema: false });
const compiled = new WeakMap<object, ValidateFunction | Error>();
const defaults = new WeakMap<object, PluginOptions>();

function compile(schema: object): ValidateFunction | Error {
  let v = compiled.get(schema);
  if (!v) {
    try {
      v = ajv.compile(schema);
    } catch (error) {
      v = error instanceof Error ? error : new Error(String(error));
    }
    compiled.set(schema, v);
  }
  return v;
}

/** The defaults a schema declares (`properties.<key>.default`), deep-frozen, computed once per schema. */
export function optionDefaults(schema: JSONSchema | undefined): PluginOptions {
  if (!isPlainObject(schema)) return EMPTY;
  let out = defaults.get(schema);
  if (!out) {
    const o: Record<string, unknown> = {};
    const props = schema.properties;
    if (isPlainObject(props)) {
      for (const [k, s] of Object.entries(props)) if (isPlainObject(s) && "default" in s) o[k] = deepFreeze(cloneJson(s.default));
    }
    out = Object.freeze(o);
    defaults.set(schema, out);
  }
  return out;
}

const EMPTY: PluginOptions = Object.freeze({});

/**
 * A plugin's options in a context: what the host resolved for it, or its defaults when the context was built
 * by hand (without `host.context()`).
 */
export function optionsOf(ctx: RepairContext, plugin: OptionsOwner): PluginOptions {
  const all = ctx.config.options as HostConfig["options"] | undefined;
  const own = all && Object.prototype.hasOwnProperty.call(all, plugin.name) ? all[plugin.name] : undefined;
  return isPlainObject(own) ? own : optionDefaults(plugin.options);
}

function label(plugin: OptionsOwner): string {
  return plugin.package && plugin.package !== plugin.name ? `${plugin.name} (${plugin.package})` : plugin.name;
}

function short(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  text ??= String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The top-level key an ajv error is about, and what is wrong with it, in a few words. */
function problemOf(error: ErrorObject, value: Record<string, unknown>): { key: string; line: string } | undefined {
  if (error.instancePath === "" && error.keyword === "additionalProperties") {
    const key = String(error.params.additionalProperty);
    return { key, line: `unknown option "${key}"; ignored` };
  }
  if (error.instancePath === "") return undefined;
  const path = error.instancePath.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const key = path[0]!;
  const at = path.length > 1 ? ` (at ${path.join(".")})` : "";
  let got: unknown = value;
  for (const p of path) got = isPlainObject(got) || Array.isArray(got) ? (got as Record<string, unknown>)[p] : undefined;
  const what =
    error.keyword === "type"
      ? `must be ${String(error.params.type).replace(",", " or ")}`
      : error.keyword === "enum"
        ? `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`
        : (error.message ?? "is invalid");
  return { key, line: `option "${key}"${at} ${what} (got ${short(got)}); using the default` };
}

function safeDefaults(plugin: OptionsOwner): PluginOptions {
  try {
    return optionDefaults(plugin.options);
  } catch {
    return EMPTY;
  }
}

/** Resolves and validates plugins' options. One per host: each line is logged once per host. */
export class OptionsResolver {
  readonly #said = new Set<string>();

  #say(log: Logger, line: string): void {
    if (this.#said.has(line)) return;
    if (this.#said.size > 1000) this.#said.clear();
    this.#said.add(line);
    log.warn(line);
  }

  /** The options of one plugin from what the config layers merged (`given`), checked against its schema. */
  options(plugin: OptionsOwner, given: unknown, log: Logger): PluginOptions {
    const schema = plugin.options;
    const base = optionDefaults(schema);
    if (given === undefined || !isPlainObject(schema)) return base;
    const say = (line: string) => this.#say(log, `[pi-tool-repair] ${label(plugin)}: ${line}`);
    if (!isPlainObject(given)) {
      say(`options must be an object (got ${short(given)}); using the defaults`);
      return base;
    }
    const validate = compile(schema);
    if (validate instanceof Error) {
      say(`its options schema does not compile (${describeError(validate)}); using the defaults`);
      return base;
    }
    const value: Record<string, unknown> = { ...given };
    // each bad key is dropped (its default comes back) and the rest validated again: `value` shrinks each round
    for (;;) {
      const candidate = { ...base, ...value };
      if (validate(candidate)) return deepFreeze(cloneJson(candidate));
      const bad = new Set<string>();
      for (const error of validate.errors ?? []) {
        const problem = problemOf(error, candidate);
        if (!problem || !(problem.key in value) || bad.has(problem.key)) continue;
        bad.add(problem.key);
        say(problem.line);
      }
      if (bad.size === 0) {
        say(`options ${short(given)} do not validate (${validate.errors?.[0]?.message ?? "invalid"}); using the defaults`);
        return base;
      }
      for (const key of bad) delete value[key];
    }
  }

  /** The config with `options[name]` resolved for every plugin that declares options. */
  resolve(plugins: Iterable<OptionsOwner>, config: HostConfig, log: Logger): HostConfig {
    const given: unknown = config.options;
    const all = isPlainObject(given) ? given : {};
    let out: Record<string, PluginOptions> | undefined;
    for (const plugin of plugins) {
      if (plugin.options === undefined) continue;
      const own = Object.prototype.hasOwnProperty.call(all, plugin.name) ? all[plugin.name] : undefined;
      let resolved: PluginOptions;
      try {
        resolved = this.options(plugin, own, log);
      } catch (error) {
        // options that cannot be read or copied (a cycle, a getter that throws): never out of the host
        this.#say(log, `[pi-tool-repair] ${label(plugin)}: its options cannot be read (${describeError(error)}); using the defaults`);
        resolved = safeDefaults(plugin);
      }
      (out ??= { ...(all as Record<string, PluginOptions>) })[plugin.name] = resolved;
    }
    return out ? { ...config, options: out } : config;
  }
}
