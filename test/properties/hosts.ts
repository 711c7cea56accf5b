/**
 * The host the properties run against: the default preset (what ships). With PI_TOOL_REPAIR_PROPS_ALL=1,
 * every grammar package that has sources is loaded as well, registered or not (a developer's early check).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import type { Grammar, RepairContext, RepairHost, RepairPlugin } from "@pi-tool-repair/host";
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

/**
 * Every grammar of the default preset and of the grammar packages, by name: a property context names them all, so
 * a grammar that runs only where the config names it (`onlyWhenNamed`, e.g. minicpm) is covered too.
 */
export const ALL_GRAMMARS: readonly string[] = [
  ...new Set([...createDefaultHost().plugins.filter((p) => p.kind === "grammar").map((p) => p.name), ...readdirSync(join(root, "grammars"))]),
];

/** The config of a property context: every grammar on (named), in `mode`, with or without known tool names required. */
export const grammarConfig = (mode: "recover" | "strip", requireKnownTool: boolean) => ({ grammar: { enabled: true, mode, requireKnownTool, grammars: [...ALL_GRAMMARS] } });

/** Named repair contexts, and an arbitrary over them that names the context in a counterexample (and shrinks). */
export function namedContexts(named: Record<string, RepairContext>): { contexts: RepairContext[]; ctxArb: fc.Arbitrary<RepairContext> } {
  const names = Object.keys(named);
  const contexts = Object.values(named);
  for (const [i, c] of contexts.entries()) Object.defineProperty(c, fc.toStringMethod, { value: () => `ctx(${names[i]})` });
  const ctxArb = fc.constantFrom(...contexts.map((_, i) => i)).map(
    (i) => contexts[i]!,
    (c) => {
      const i = contexts.indexOf(c as RepairContext);
      if (i < 0) throw new Error("not a context");
      return i;
    },
  );
  return { contexts, ctxArb };
}
