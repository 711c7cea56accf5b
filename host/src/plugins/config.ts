/** The host's configuration: its defaults, the deep merge of layers, and the silent logger. */
import type { ConfigInput, HostConfig, Logger } from "../contract/index.js";
import { isPlainObject } from "@pi-tool-repair/grammar-kit";

export function defaultConfig(): HostConfig {
  return {
    grammar: { enabled: false, mode: "recover", requireKnownTool: true, grammars: undefined },
    rules: {},
    options: {},
  };
}

/** Deep merge of plain objects; arrays and scalars of `over` replace; `undefined` leaves `base`. */
export function mergeConfig<T>(base: T, over: unknown): T {
  if (!isPlainObject(over)) return over === undefined ? base : (over as T);
  if (!isPlainObject(base)) return mergeConfig({} as T, over);
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over)) {
    if (v === undefined) continue;
    out[k] = isPlainObject(v) && isPlainObject(out[k]) ? mergeConfig(out[k], v) : v;
  }
  return out as T;
}

export function resolveConfig(...layers: (ConfigInput | undefined)[]): HostConfig {
  let config = defaultConfig();
  for (const layer of layers) config = mergeConfig(config, layer);
  return config;
}

export const silentLogger: Logger = { debug() {}, warn() {} };
