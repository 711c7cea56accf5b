/**
 * Finding and loading third-party rules, grammars and presets (the whole mechanism: docs/third-party.md).
 *
 * - **Installed with pi.** A plugin package says what it is in its `package.json`: `"pi-tool-repair": {"kind":
 *   "rule"}` (or `grammar`, `preset`), and `"pi": {"extensions": []}` so that pi, which installs it, does not take
 *   it for a pi extension. `installedPluginFolders(agentDir)` reads pi's `settings.json` `packages` (user scope)
 *   and returns the folders of those that carry the key: `pi install <folder>` and `pi install npm:<name or
 *   tarball>` both work, and `pi remove` takes them out again.
 * - **Named in the config.** `plugins` entries are package names, resolved by Node's own resolver from pi's
 *   package folder and then the project, or paths, resolved from the config file's folder.
 * - **Peers.** pi installs packages with `--legacy-peer-deps`, so a plugin's peer `@pi-tool-repair/host` (or
 *   `@pi-tool-repair/preset-pi-default`) is never installed beside it. `sharePeers()` makes every bare
 *   `@pi-tool-repair/*` import resolve from this package first, so a plugin gets the copy that loads it, as a
 *   peer dependency means; names this package cannot resolve are resolved as usual.
 * - **One policy for a module's exports** (`pluginsOf`): the default export if it is a plugin or a preset (or an
 *   array, or an object holding some), else every named export that is one.
 */
import * as nodeModule from "node:module";
import { existsSync, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createHost, isPreset, type Logger, type Preset, type RepairPlugin } from "@pi-tool-repair/host";
import { describeError, isPlainObject } from "@pi-tool-repair/grammar-kit";
import { expandHome, readManifest } from "./installed.js";
import { servedPeers } from "./peers.js";

export { expandHome, installedPluginFolders, MANIFEST_KEY, PLUGIN_KINDS, type InstalledPlugins, type PluginKind } from "./installed.js";

const SCOPE = "@pi-tool-repair/";

// ---------------------------------------------------------------------------------------------------------
// Peers: `@pi-tool-repair/*` resolves from this package first

type ResolveContext = { parentURL?: string | undefined; conditions?: readonly string[]; importAttributes?: Record<string, string> };
type NextResolve = (specifier: string, context?: ResolveContext) => unknown;

let shared = false;

/**
 * Registers, once per process, a Node resolve hook: a bare `@pi-tool-repair/…` specifier imported from outside
 * this package is resolved as if this package imported it (Node's own resolver, with this module as the
 * parent); when that fails, as usual. Uses `module.registerHooks` (Node ≥ 22.15, in-thread, so it also applies
 * to modules pi's loader compiles) or else `module.register` (Node ≥ 20.6). Returns whether a hook is in place.
 */
export function sharePeers(): boolean {
  if (shared) return true;
  const parentURL = import.meta.url;
  const m = nodeModule as unknown as {
    registerHooks?: (hooks: { resolve: (specifier: string, context: ResolveContext, next: NextResolve) => unknown }) => unknown;
    register?: (specifier: string, options: { data: unknown }) => void;
  };
  try {
    if (typeof m.registerHooks === "function") {
      m.registerHooks({
        resolve(specifier, context, next) {
          // a name the bundle serves itself: its own entry file, whoever imports it
          const served = servedPeers.get(specifier);
          if (served !== undefined) return { url: served, format: "module", shortCircuit: true };
          if (specifier.startsWith(SCOPE) && context.parentURL !== parentURL) {
            try {
              return next(specifier, { ...context, parentURL });
            } catch {
              // not one this package has: resolved from the importer below
            }
          }
          return next(specifier, context);
        },
      });
      shared = true;
    } else if (typeof m.register === "function") {
      const hooks = [
        "let parentURL; let served = {};",
        "export async function initialize(data) { parentURL = data.parentURL; served = data.served; }",
        "export async function resolve(specifier, context, next) {",
        "  if (Object.hasOwn(served, specifier)) return { url: served[specifier], format: 'module', shortCircuit: true };",
        `  if (specifier.startsWith(${JSON.stringify(SCOPE)}) && context.parentURL !== parentURL) {`,
        "    try { return await next(specifier, { ...context, parentURL }); } catch {}",
        "  }",
        "  return next(specifier, context);",
        "}",
      ].join("\n");
      m.register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { parentURL, served: Object.fromEntries(servedPeers) } });
      shared = true;
    }
  } catch {
    // no hook: a plugin then needs its peers installed beside it
  }
  return shared;
}

// ---------------------------------------------------------------------------------------------------------
// Node's resolver

const isPathSpec = (spec: string) => spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("~") || isAbsolute(spec) || spec.startsWith("file:");

const isNotFound = (error: unknown) => (error as { code?: unknown })?.code === "MODULE_NOT_FOUND";

/** The entry file of a path: a file is itself; a folder is its package's own `exports["."]` (a self-reference), else `main`, else `index.js`. */
function entryOfPath(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  if (!statSync(path).isDirectory()) return path;
  const require = nodeModule.createRequire(join(path, "package.json"));
  const pkg = readManifest(path);
  try {
    return typeof pkg?.name === "string" && pkg.exports !== undefined ? require.resolve(pkg.name) : require.resolve(path);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

export interface ResolveOptions {
  /** Folders package names are resolved from, in order (pi's package folder, then the project). */
  paths: readonly string[];
  /** The folder relative paths are resolved from (the config file's); absent = each of `paths` in turn. */
  base?: string | undefined;
}

/**
 * The entry file of a plugin spec, by Node's own resolver (`require.resolve`, so `exports` conditions `require`,
 * `node` and `default` apply): a package name (or `name/subpath`) from each of `paths` in turn, or a path (`./`,
 * `../`, `/`, `~/`, `file:`). Undefined when nothing is there; an error when the package is broken.
 */
export function resolvePluginSpec(spec: string, paths: readonly string[], base?: string): string | undefined {
  if (spec.startsWith("file:")) return entryOfPath(fileURLToPath(spec));
  if (isPathSpec(spec)) {
    const expanded = expandHome(spec);
    if (isAbsolute(expanded)) return entryOfPath(expanded);
    if (base !== undefined) return entryOfPath(resolve(base, expanded));
    for (const dir of paths) {
      const found = entryOfPath(resolve(dir, expanded));
      if (found) return found;
    }
    return undefined;
  }
  for (const dir of paths) {
    try {
      return nodeModule.createRequire(join(resolve(dir), "noop.js")).resolve(spec);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Loading

export interface LoadPluginsOptions {
  /** Folders to resolve package names from, in order (pi's package folder, then the project). */
  paths: readonly string[];
  /** The folder relative paths are resolved from (the config file's); absent = each of `paths` in turn. */
  base?: string | undefined;
  log: Logger;
}

export interface LoadedPlugins {
  plugins: (RepairPlugin | Preset)[];
  /** One line per spec that could not be used (each was also logged). */
  errors: string[];
}

const isPluginLike = (v: unknown): v is RepairPlugin => isPlainObject(v) && typeof v.name === "string" && typeof v.apply === "function";
const isUsable = (v: unknown): v is RepairPlugin | Preset => isPluginLike(v) || isPreset(v);

/**
 * The plugins or presets a module exports, by one policy for every package (third-party or built-in): the
 * default export if it is one (or an array of them, or an object holding some), else every named export that is one.
 */
export function pluginsOf(mod: unknown): (RepairPlugin | Preset)[] {
  if (!isPlainObject(mod)) return [];
  const def = mod.default;
  if (isUsable(def)) return [def];
  if (Array.isArray(def) && def.length > 0 && def.every(isUsable)) return [...(def as (RepairPlugin | Preset)[])];
  if (isPlainObject(def)) {
    const inner = Object.values(def).filter(isUsable);
    if (inner.length > 0) return inner;
  }
  return Object.entries(mod)
    .filter(([k, v]) => k !== "default" && isUsable(v))
    .map(([, v]) => v as RepairPlugin | Preset);
}

/** The preset a module exports, by the same policy (the first preset `pluginsOf` finds). */
export function presetOf(mod: unknown): Preset | undefined {
  return pluginsOf(mod).find(isPreset);
}

/**
 * Imports each spec (a package name or a path). A package that cannot be found, fails to load, exports no
 * plugin or preset, or has an incompatible host range gives one line naming it; the others load. Two specs
 * that reach the same entry file load it once.
 */
export async function loadPlugins(specs: readonly string[], options: LoadPluginsOptions): Promise<LoadedPlugins> {
  const out: LoadedPlugins = { plugins: [], errors: [] };
  const fail = (spec: string, why: string) => {
    const line = `[pi-tool-repair] plugin ${spec}: ${why}; skipped`;
    out.errors.push(line);
    options.log.warn(line);
  };
  if (specs.length > 0) sharePeers();
  const entries = new Set<string>();
  for (const spec of specs) {
    let entry: string | undefined;
    try {
      entry = resolvePluginSpec(spec, options.paths, options.base);
    } catch (error) {
      fail(spec, `cannot be resolved (${describeError(error)})`);
      continue;
    }
    if (!entry) {
      const where = isPathSpec(spec) && options.base !== undefined && !isAbsolute(expandHome(spec)) ? [options.base] : options.paths;
      fail(spec, `not found (looked in ${where.length > 0 ? where.join(", ") : "no folder"})`);
      continue;
    }
    if (entries.has(entry)) continue;
    entries.add(entry);
    let mod: unknown;
    try {
      mod = await import(pathToFileURL(entry).href);
    } catch (error) {
      fail(spec, `failed to load ${entry} (${describeError(error)})`);
      continue;
    }
    let found: (RepairPlugin | Preset)[];
    try {
      found = pluginsOf(mod);
    } catch (error) {
      // an export whose properties throw when read (a getter, a Proxy): this plugin only is left out
      fail(spec, `its exports cannot be read (${describeError(error)})`);
      continue;
    }
    if (found.length === 0) {
      fail(spec, "exports no plugin or preset (expected a default export with name, host and apply(host), or a preset)");
      continue;
    }
    for (const item of found) {
      try {
        createHost().use(item).freeze(); // checks shape, host range, duplicates and order, as the real host will
        out.plugins.push(item);
      } catch (error) {
        fail(spec, error instanceof Error ? error.message : String(error));
      }
    }
  }
  return out;
}
