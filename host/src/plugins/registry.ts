/**
 * The registry: which plugins and presets a host has, checked as they come in (shape, host range, one object
 * per name), and the order they tap in (`before`, then `stage`, then name).
 */
import semver from "semver";
import { describeError } from "@pi-tool-repair/grammar-kit";
import { HOST_API_VERSION, HostError, STAGE, type ConfigInput, type Preset, type RepairPlugin } from "../contract/index.js";
import { isPreset } from "./define.js";
import { mergeConfig } from "./config.js";

function describePlugin(plugin: Partial<RepairPlugin> | null | undefined): string {
  if (!plugin || typeof plugin !== "object") return `plugin ${String(plugin)}`;
  return plugin.package ?? plugin.name ?? "unnamed plugin";
}

export class Registry {
  readonly #plugins = new Map<string, RepairPlugin>();
  readonly #presets: Preset[] = [];
  /** Configuration from the presets used, merged in order. */
  config: ConfigInput;

  constructor(config: ConfigInput = {}) {
    this.config = config;
  }

  get plugins(): readonly RepairPlugin[] {
    return [...this.#plugins.values()];
  }

  get presets(): readonly Preset[] {
    return [...this.#presets];
  }

  /**
   * Adds a plugin, or a preset with the presets it extends, all or nothing: when one of its plugins is
   * refused (bad shape, host range, a second object under one name, a `before` cycle, added after `frozen`)
   * it throws and the registry is as it was.
   */
  add(item: RepairPlugin | Preset, frozen: boolean): void {
    const plugins = new Map(this.#plugins);
    const presets = [...this.#presets];
    let config = this.config;
    const visit = (item: RepairPlugin | Preset): void => {
      if (readPreset(item)) {
        const p = item as Preset;
        if (presets.includes(p)) return;
        presets.push(p);
        for (const q of p.presets ?? []) visit(q);
        for (const q of p.plugins) visit(q);
        if (p.config) config = mergeConfig(config, p.config);
        return;
      }
      const plugin = item as RepairPlugin;
      const label = checkPlugin(plugin);
      const existing = plugins.get(plugin.name);
      if (existing) {
        if (existing === plugin) return;
        if ((existing.package ?? existing.name) === (plugin.package ?? plugin.name)) {
          // two installed copies of one package (as Babel's "Duplicate plugin"): which one runs must not be luck
          throw new HostError("PI_TOOL_REPAIR_DUPLICATE_PLUGIN", `${label} is loaded twice, as two different objects (two installed copies of one package?): use one copy`, { plugin: label });
        }
        throw new HostError("PI_TOOL_REPAIR_DUPLICATE_PLUGIN", `${label} has the same name "${plugin.name}" as ${describePlugin(existing)}`, { plugin: label });
      }
      if (frozen) throw new HostError("PI_TOOL_REPAIR_FROZEN", `${label} was added after the host started; use() every plugin before the first run`, { plugin: label });
      plugins.set(plugin.name, plugin);
    };
    visit(item);
    if (plugins.size !== this.#plugins.size) orderPlugins([...plugins.values()]); // a cycle throws here, before anything is kept
    for (const [name, plugin] of plugins) this.#plugins.set(name, plugin);
    for (const p of presets.slice(this.#presets.length)) this.#presets.push(p);
    this.config = config;
  }
}

function readPreset(item: unknown): boolean {
  try {
    return isPreset(item);
  } catch (error) {
    throw new HostError("PI_TOOL_REPAIR_INVALID_PLUGIN", `a plugin or preset cannot be read (${describeError(error)})`);
  }
}

/** Checks a plugin's shape and host range; returns the name to report it by. */
function checkPlugin(plugin: RepairPlugin): string {
  let label: string;
  try {
    label = describePlugin(plugin);
    void [plugin?.name, plugin?.apply, plugin?.host, plugin?.package]; // a getter that throws is caught here, not mid-way
  } catch (error) {
    throw new HostError("PI_TOOL_REPAIR_INVALID_PLUGIN", `a plugin cannot be read (${describeError(error)})`);
  }
  if (typeof plugin !== "object" || plugin === null || typeof plugin.name !== "string" || !plugin.name || typeof plugin.apply !== "function") {
    throw new HostError("PI_TOOL_REPAIR_INVALID_PLUGIN", `${label} is not a plugin: it needs a name, a host range and apply(host)`, { plugin: label });
  }
  if (typeof plugin.host !== "string" || semver.validRange(plugin.host) === null) {
    throw new HostError("PI_TOOL_REPAIR_INVALID_PLUGIN", `${label} declares no valid host range (got ${JSON.stringify(plugin.host)})`, { plugin: label });
  }
  if (!semver.satisfies(HOST_API_VERSION, plugin.host)) {
    throw new HostError("PI_TOOL_REPAIR_HOST_UNSUPPORTED", `${label} needs host "${plugin.host}" but was loaded with ${HOST_API_VERSION}`, {
      plugin: label,
      range: plugin.host,
      version: HOST_API_VERSION,
    });
  }
  return label;
}

/** Topological order by `before`, ties broken by `stage`, then name. A cycle throws, naming its plugins. */
export function orderPlugins(plugins: readonly RepairPlugin[]): RepairPlugin[] {
  const byName = new Map(plugins.map((p) => [p.name, p]));
  const indegree = new Map<string, number>(plugins.map((p) => [p.name, 0]));
  const edges = new Map<string, string[]>(plugins.map((p) => [p.name, []]));
  for (const p of plugins) {
    for (const target of p.before ?? []) {
      const t = byName.get(target) ?? plugins.find((q) => q.package === target);
      if (!t || t === p) continue;
      edges.get(p.name)!.push(t.name);
      indegree.set(t.name, indegree.get(t.name)! + 1);
    }
  }
  const key = (p: RepairPlugin) => [p.stage ?? STAGE.DEFAULT, p.name] as const;
  const cmp = (a: RepairPlugin, b: RepairPlugin) => {
    const [sa, na] = key(a);
    const [sb, nb] = key(b);
    return sa - sb || (na < nb ? -1 : na > nb ? 1 : 0);
  };
  const ready = plugins.filter((p) => indegree.get(p.name) === 0).sort(cmp);
  const out: RepairPlugin[] = [];
  while (ready.length > 0) {
    const p = ready.shift()!;
    out.push(p);
    for (const t of edges.get(p.name)!) {
      const d = indegree.get(t)! - 1;
      indegree.set(t, d);
      if (d === 0) {
        ready.push(byName.get(t)!);
        ready.sort(cmp);
      }
    }
  }
  if (out.length !== plugins.length) {
    const stuck = plugins.filter((p) => !out.includes(p)).map((p) => p.name);
    throw new HostError("PI_TOOL_REPAIR_ORDER_CYCLE", `plugins ${stuck.join(", ")} declare "before" in a cycle`, { plugin: stuck.join(", ") });
  }
  return out;
}
