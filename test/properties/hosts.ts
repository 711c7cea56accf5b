/**
 * The host the properties run against: the default preset (what ships). With PI_TOOL_REPAIR_PROPS_ALL=1,
 * every grammar package that has sources is loaded as well, registered or not (a developer's early check).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Grammar, RepairHost, RepairPlugin } from "@pi-tool-repair/host";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";

const root = fileURLToPath(new URL("../..", import.meta.url));

async function extraGrammars(): Promise<RepairPlugin[]> {
  if (process.env.PI_TOOL_REPAIR_PROPS_ALL !== "1") return [];
  const out: RepairPlugin[] = [];
  for (const dir of readdirSync(join(root, "grammars")).sort()) {
    if (!existsSync(join(root, "grammars", dir, "src", "index.ts"))) continue;
    const mod = (await import(/* @vite-ignore */ `@pi-tool-repair/grammar-${dir}`)) as { default?: RepairPlugin };
    if (mod.default) out.push(mod.default);
  }
  return out;
}

export async function propertyHost(): Promise<RepairHost> {
  const host = createDefaultHost();
  const loaded = new Set(host.plugins.filter((p) => p.kind === "grammar").map((p) => p.package ?? p.name));
  // reading host.plugins taps nothing, but a fresh host keeps the preset as it is built
  const extra = (await extraGrammars()).filter((p) => !loaded.has(p.package ?? p.name));
  return extra.length ? createDefaultHost(...extra) : host;
}

export function grammarsOf(host: RepairHost): Grammar[] {
  return host.plugins.filter((p): p is Grammar => p.kind === "grammar");
}

/** The family a grammar plugin stands for: its package's suffix, else its name. */
export function familyOf(g: RepairPlugin): string {
  const m = /^@pi-tool-repair\/grammar-(.+)$/.exec(g.package ?? "");
  return m ? m[1]! : g.name;
}
