/**
 * The import-direction checker: reads the import lines of a source tree (`import`, `import type`,
 * `export … from`, side-effect and dynamic imports; relative specifiers only), and reports every import
 * circle (type imports count) and every import that runs against a declared room table. The tables of the
 * host, the kit and preset-pi-default are data below (`LAYOUTS`); test/packaging/layers.test.ts runs them.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** Which rooms a tree has and which way its imports may run. */
export interface Layout {
  /** The tree, relative to the repository root. */
  readonly src: string;
  /**
   * Each room: a folder (`"plugins/"`) or a file (`"host.ts"`) of the tree → the room's name. A file in no room
   * is an entry point (it may import any room, and no room may import it) unless `strict` is set.
   */
  readonly rooms: Readonly<Record<string, string>>;
  /** For each room, the rooms it may import besides itself, or single files of another room (`"recover/walk.ts"`). */
  readonly allowed: Readonly<Record<string, readonly string[]>>;
  /** Every file must sit in a room. */
  readonly strict?: boolean;
}

/** The host: the contract a leaf, three rooms on it, the pipeline on those, the host on the pipeline (STYLE.md, "Layers"). */
const HOST: Layout = {
  src: "host/src",
  strict: true,
  rooms: {
    "contract/": "contract",
    "plugins/": "plugins",
    "repair/": "repair",
    "recover/": "recover",
    "message.ts": "message",
    "host.ts": "host",
    "index.ts": "index",
    "testing.ts": "testing",
  },
  allowed: {
    contract: [],
    // defining a grammar builds its tap: the marker walk, and nothing else sideways
    plugins: ["contract", "recover/walk.ts"],
    repair: ["contract"],
    recover: ["contract"],
    message: ["contract", "plugins", "repair", "recover"],
    host: ["contract", "plugins", "repair", "recover", "message"],
    index: ["contract", "plugins", "repair", "recover", "message", "host"],
    testing: ["contract", "plugins", "repair", "recover", "message", "host"],
  },
};

/** The grammar kit: no rooms, no circle. */
const KIT: Layout = { src: "kit/src", rooms: {}, allowed: {} };

/**
 * preset-pi-default in four rooms, imports one way: `preset` ← `runtime` ← {`pi`, `cli`} (pi and cli never import
 * each other); `runtime` imports nothing of pi (layers.test.ts), so a client other than pi can use it.
 */
const PRESET: Layout = {
  src: "presets/pi-default/src",
  rooms: { "preset/": "preset", "runtime/": "runtime", "pi/": "pi", "cli/": "cli" },
  allowed: { preset: [], runtime: ["preset"], pi: ["preset", "runtime"], cli: ["preset", "runtime"] },
};

export const LAYOUTS: readonly Layout[] = [HOST, KIT, PRESET];

/** One import of one file: the file, the file it names (both relative to the tree, `/`-separated). */
export interface Edge {
  readonly from: string;
  readonly to: string;
}

/** What the checker found in one tree. */
export interface Report {
  /** Each circle: its files, sorted. */
  readonly circles: string[][];
  /** Each import against the room table: `from → to (room → room)`. */
  readonly forbidden: string[];
  /** Files of a strict layout in no room. */
  readonly homeless: string[];
}

const IMPORT_LINES = [
  // import x from "…", import type { … } from "…", export { … } from "…", export * from "…" (over several lines)
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?[^;"'`]*?\sfrom\s*["']([^"']+)["']/g,
  // import "…" (side effect)
  /(?:^|[\n;])\s*import\s*["']([^"']+)["']/g,
  // import("…")
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

/** The module specifiers a source text imports, in order of the patterns above. */
export function importSpecifiers(text: string): string[] {
  // comments that open a line (TSDoc, notes) may hold example imports: left out
  const code = text.replace(/^[ \t]*\/\*[\s\S]*?\*\//gm, "").replace(/^[ \t]*\/\/.*$/gm, "");
  const out: string[] = [];
  for (const pattern of IMPORT_LINES) for (const m of code.matchAll(pattern)) out.push(m[1]!);
  return out;
}

/** The source files of a tree (`.ts`, not tests), relative to it, `/`-separated. */
function sourceFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path, base));
    else if (name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts")) out.push(relative(base, path).split(sep).join("/"));
  }
  return out;
}

/** The tree's file that a relative specifier of `from` names (`./x.js` → `x.ts`, a folder → its `index.ts`). */
function resolveImport(files: ReadonlySet<string>, from: string, specifier: string): string | undefined {
  const joined = join(dirname(from), specifier).split(sep).join("/");
  const stem = joined.replace(/\.(js|ts|mjs)$/, "");
  for (const candidate of [`${stem}.ts`, `${stem}/index.ts`]) if (files.has(candidate)) return candidate;
  return undefined;
}

/** Every import between files of the tree at `dir`. */
export function importEdges(dir: string): { files: string[]; edges: Edge[] } {
  const files = sourceFiles(dir);
  const set = new Set(files);
  const edges: Edge[] = [];
  for (const from of files) {
    for (const specifier of importSpecifiers(readFileSync(join(dir, from), "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const to = resolveImport(set, from, specifier);
      if (to !== undefined && !edges.some((e) => e.from === from && e.to === to)) edges.push({ from, to });
    }
  }
  return { files, edges };
}

/** The import circles (strongly connected components of more than one file, or a file importing itself; Tarjan). */
export function circles(files: readonly string[], edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const e of edges) next.get(e.from)?.push(e.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (next.get(v) ?? []).includes(v)) out.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The room of a file, or undefined (an entry point). */
function roomOf(layout: Layout, file: string): string | undefined {
  for (const [where, room] of Object.entries(layout.rooms)) if (where.endsWith("/") ? file.startsWith(where) : file === where) return room;
  return undefined;
}

/** Checks one tree (`dir` is the tree on disk; by default `layout.src` under `root`). */
export function checkLayout(layout: Layout, root: string, dir = join(root, layout.src)): Report {
  const { files, edges } = importEdges(dir);
  const forbidden: string[] = [];
  const homeless: string[] = [];
  for (const file of files) if (layout.strict && roomOf(layout, file) === undefined) homeless.push(file);
  for (const { from, to } of edges) {
    const a = roomOf(layout, from);
    const b = roomOf(layout, to);
    if (a === undefined || a === b) continue; // an entry point imports any room; a room imports itself
    const allowed = layout.allowed[a] ?? [];
    if (b !== undefined && (allowed.includes(b) || allowed.includes(to))) continue;
    forbidden.push(`${from} → ${to} (${a} → ${b ?? "an entry point"})`);
  }
  return { circles: circles(files, edges), forbidden, homeless };
}
