/**
 * Every workspace package is publishable as it stands: complete metadata, exports with types, and
 * dependencies that resolve from the registry (no workspace-only links). Sources are scanned for the
 * packages they import, so nothing works only because npm workspaces hoisted it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

interface Manifest {
  name?: unknown;
  version?: unknown;
  description?: unknown;
  license?: unknown;
  type?: unknown;
  repository?: { type?: unknown; url?: unknown; directory?: unknown };
  files?: unknown;
  main?: unknown;
  types?: unknown;
  exports?: Record<string, unknown>;
  engines?: Record<string, unknown>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  workspaces?: string[];
}

const folders = (group: string) =>
  readdirSync(join(root, group))
    .filter((n) => existsSync(join(root, group, n, "package.json")))
    .sort()
    .map((n) => `${group}/${n}`);
const workspaces = ["kit", "host", ...folders("rules"), ...folders("grammars"), ...folders("presets"), ...folders("adapters")];
const read = (dir: string) => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as Manifest;
const manifests = new Map(workspaces.map((dir) => [dir, read(dir)]));
const versions = new Map([...manifests.values()].map((m) => [String(m.name), String(m.version)]));
const hostVersion = String(read("host").version);
/** The range every workspace declares on the grammar kit: its current major (2.0.0 moved the host's scanner out). */
const kitRange = `^${semver.major(String(read("kit").version))}.0.0`;
const rootManifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Manifest;

/** The package name a folder must carry. */
function expectedName(dir: string): string {
  if (dir === "host") return "@pi-tool-repair/host";
  if (dir === "kit") return "@pi-tool-repair/grammar-kit";
  // an adapter is named for the client it plugs into: @pi-tool-repair/ai-sdk (DESIGN.md, Layout)
  if (dir.startsWith("adapters/")) return `@pi-tool-repair/${dir.slice("adapters/".length)}`;
  const [group, name] = dir.split("/");
  return `@pi-tool-repair/${group!.slice(0, -1)}-${name}`;
}

/** Non-test TypeScript sources of a package (recursively). */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ts$/.test(n) && !/\.test\.ts$/.test(n) && !n.endsWith(".d.ts")) out.push(p);
    }
  };
  walk(join(root, dir, "src"));
  return out;
}

/** Bare package names a source imports (static, dynamic with a literal, `export … from`). */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = new Set<string>();
  const re = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|(?:^|[\s;(=])import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;
  for (const m of text.matchAll(re)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec || spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("node:")) continue;
    const parts = spec.split("/");
    const name = spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
    if (builtinModules.includes(name)) continue;
    specs.add(name);
  }
  return [...specs];
}

/** The grammar-kit functions (value imports) a package's sources use, sorted case-insensitively. */
function kitUses(dir: string): string[] {
  const names = new Set<string>();
  for (const file of sources(dir)) {
    for (const m of readFileSync(file, "utf8").matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"@pi-tool-repair\/grammar-kit"/g)) {
      if (m[1]) continue;
      for (const spec of m[2]!.split(",").map((s) => s.trim())) if (spec && !spec.startsWith("type ")) names.add(spec.split(/\s+as\s+/)[0]!);
    }
  }
  return [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
}

const isGrammarPackage = (name: string) => name.startsWith("@pi-tool-repair/grammar-") && name !== "@pi-tool-repair/grammar-kit";

/**
 * The grammar packages (not the kit) a workspace depends on, however: a dependency of any kind in package.json,
 * a tsconfig reference to a grammar folder, or an import in its sources. Its own name is left out.
 */
function grammarDependencies(dir: string): string[] {
  const pkg = read(dir);
  const found = new Set<string>();
  for (const deps of [pkg.dependencies, pkg.peerDependencies, pkg.devDependencies, pkg.optionalDependencies]) {
    for (const name of Object.keys(deps ?? {})) if (isGrammarPackage(name)) found.add(`package.json: ${name}`);
  }
  const tsconfig = JSON.parse(readFileSync(join(root, dir, "tsconfig.json"), "utf8")) as { references?: { path: string }[] };
  for (const ref of tsconfig.references ?? []) {
    const target = relative(root, join(root, dir, ref.path)).split(sep).join("/");
    if (target.startsWith("grammars/") && target !== dir) found.add(`tsconfig.json: ${target}`);
  }
  for (const file of sources(dir)) for (const name of importedPackages(file)) if (isGrammarPackage(name)) found.add(`${relative(join(root, dir), file)}: ${name}`);
  return [...found].filter((entry) => !entry.endsWith(`: ${String(pkg.name)}`)).sort();
}
const isRange = (v: unknown) => typeof v === "string" && semver.validRange(v) !== null;
const firstLines = (dir: string) => readFileSync(join(root, dir, "README.md"), "utf8").split("\n");

describe("the host's public runtime exports", () => {
  it("are the contract alone, each listed in host/README.md", async () => {
    const mod = (await import(join(root, "host", "src", "index.ts"))) as Record<string, unknown>;
    const names = Object.keys(mod).sort();
    expect(names).toEqual([
      "HOST_API_VERSION",
      "HostError",
      "MISSING_STOP_REASON",
      "NORMAL_STOP_REASONS",
      "PI_STOP_REASONS",
      "SCHEMA_ERROR",
      "STAGE",
      "createHost",
      "defineGrammar",
      "definePreset",
      "defineRule",
      "endedNormally",
      "holdBackFrom",
      "isPreset",
      "optionDefaults",
      "optionsOf",
      "stopReasonOfAiSdk",
      "stopReasonOfOpenAI",
      "validateWithAjv",
    ]);
    const readme = readFileSync(join(root, "host", "README.md"), "utf8");
    for (const name of names) expect(readme, name).toContain(`\`${name}`);
  });
});

describe("the grammar kit's exports", () => {
  it("are each named in kit/README.md", async () => {
    const mod = (await import(join(root, "kit", "src", "index.ts"))) as Record<string, unknown>;
    const readme = readFileSync(join(root, "kit", "README.md"), "utf8");
    expect(Object.keys(mod).filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});

describe("package metadata", () => {
  it("lists every package folder as a workspace of the root", () => {
    expect(rootManifest.workspaces).toEqual(["kit", "host", "rules/*", "grammars/*", "presets/*", "adapters/*", "bundle"]);
    expect(workspaces.length).toBeGreaterThan(40);
  });

  it("has no dependency cycle between workspaces (model presets peer-depend on preset-pi-default, which depends on them)", () => {
    const deps = new Map([...manifests.values()].map((m) => [String(m.name), Object.keys(m.dependencies ?? {}).filter((d) => versions.has(d))]));
    const state = new Map<string, "open" | "done">();
    const cycles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      if (state.get(name) === "done") return;
      if (state.get(name) === "open") {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(" -> "));
        return;
      }
      state.set(name, "open");
      for (const d of deps.get(name) ?? []) visit(d, [...trail, name]);
      state.set(name, "done");
    };
    for (const name of deps.keys()) visit(name, []);
    expect(cycles).toEqual([]);
    for (const dir of folders("presets").filter((d) => d !== "presets/pi-default")) {
      expect(manifests.get(dir)!.peerDependencies?.["@pi-tool-repair/preset-pi-default"], dir).toBe("^1.0.0");
    }
  });

  it("has no grammar package depending on another grammar package: what grammars share is in the kit", () => {
    // the check sees a real dependency: the default preset bundles grammars
    expect(grammarDependencies("presets/pi-default")).toContain("package.json: @pi-tool-repair/grammar-qwen");
    const found = folders("grammars").flatMap((dir) => grammarDependencies(dir).map((entry) => `${dir} ${entry}`));
    expect(found).toEqual([]);
  });

  describe.each(workspaces)("%s", (dir) => {
    const pkg = manifests.get(dir)!;
    const kind = dir === "host" || dir === "kit" ? dir : dir.split("/")[0]!;

    it("has name, version, description, license, type, repository, files, engines", () => {
      expect(pkg.name).toBe(expectedName(dir));
      expect(semver.valid(String(pkg.version))).not.toBeNull();
      expect(typeof pkg.description).toBe("string");
      expect(String(pkg.description)).not.toMatch(/^(TODO|Preset [a-z-]+\.|Rule [a-z-]+\.|Grammar [a-z-]+\.)$/);
      expect(String(pkg.description).length).toBeGreaterThan(20);
      expect(pkg.license).toBe("MIT");
      expect(pkg.type).toBe("module");
      expect(pkg.repository).toEqual({ type: "git", url: "git+https://github.com/pi-tool-repair/pi-tool-repair.git", directory: dir });
      expect(pkg.files).toEqual(expect.arrayContaining(["dist", "!dist/**/*.test.*", "README.md"]));
      expect(isRange(pkg.engines?.node)).toBe(true);
      expect(semver.satisfies("20.0.0", String(pkg.engines?.node))).toBe(true); // the host runs on Node 20
    });

    it("exports its entry with types from dist", () => {
      const entry = pkg.exports?.["."];
      expect(entry).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" });
      expect(pkg.main).toBe("./dist/index.js");
      expect(pkg.types).toBe("./dist/index.d.ts");
      for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
        if (typeof target === "string") {
          expect(target, sub).toMatch(/^\.\/(package\.json|schema\/)/);
          continue;
        }
        const t = target as Record<string, unknown>;
        expect(Object.keys(t), sub).toEqual(["types", "default"]);
        expect(String(t.types), sub).toMatch(/^\.\/dist\/.+\.d\.ts$/);
        expect(String(t.default), sub).toBe(String(t.types).replace(/\.d\.ts$/, ".js"));
      }
      for (const target of Object.values(pkg.bin ?? {})) expect((pkg.files as string[]).some((f) => target.replace(/^\.\//, "").startsWith(f))).toBe(true);
    });

    it("has a README whose first lines are the name and the description", () => {
      const [title, second] = firstLines(dir);
      expect(title).toBe(`# ${expectedName(dir)}`);
      expect(second).toBe(pkg.description);
    });

    it("depends on published ranges only, and the host as the right kind of dependency", () => {
      const all = { ...(pkg.dependencies ?? {}), ...(pkg.peerDependencies ?? {}) };
      for (const [name, range] of Object.entries(all)) {
        expect(range, name).not.toMatch(/^(workspace:|file:|link:|git|https?:|\.)/);
        if (name.startsWith("@pi-tool-repair/")) {
          expect(versions.has(name), `${name} is a package of this repo`).toBe(true);
          expect(isRange(range) && range !== "*", `${name}@${range}`).toBe(true);
          expect(semver.satisfies(versions.get(name)!, range), `${name}@${range} accepts ${versions.get(name)}`).toBe(true);
        }
      }
      expect(pkg.devDependencies, "workspace packages keep dev tools at the root").toBeUndefined();
      if (kind === "kit") {
        // the kit imports no package of this repo, so the host can use it too
        expect(pkg.peerDependencies).toBeUndefined();
        expect(Object.keys(pkg.dependencies ?? {}).filter((name) => name.startsWith("@pi-tool-repair/"))).toEqual([]);
        return;
      }
      if (kind === "host") {
        expect(pkg.peerDependencies).toBeUndefined();
        expect(pkg.dependencies?.["@pi-tool-repair/grammar-kit"], "the host uses the kit's JSON and position helpers").toBe(kitRange);
        return;
      }
      const peer = pkg.peerDependencies?.["@pi-tool-repair/host"];
      const dep = pkg.dependencies?.["@pi-tool-repair/host"];
      if (kind === "rules" || kind === "grammars") {
        expect(peer, "rules and grammars peer-depend on the host").toBe("^1.0.0");
        expect(dep).toBeUndefined();
        expect(semver.satisfies(hostVersion, peer!)).toBe(true);
        const repoDeps = Object.keys(pkg.dependencies ?? {}).filter((name) => name.startsWith("@pi-tool-repair/") && name !== "@pi-tool-repair/grammar-kit");
        expect(repoDeps, "a rule or grammar depends on no other package of this repo but the kit").toEqual([]);
        const kit = pkg.dependencies?.["@pi-tool-repair/grammar-kit"];
        if (kind === "grammars") expect(kit, "a grammar depends on the kit (a regular dependency)").toBe(kitRange);
        else if (kit !== undefined) expect(kit).toBe(kitRange);
      } else {
        expect(peer ?? dep, "a preset or an adapter needs the host").toBe("^1.0.0");
      }
    });

    it("declares every package its sources import", () => {
      const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), String(pkg.name)]);
      const missing: string[] = [];
      for (const file of sources(dir)) for (const name of importedPackages(file)) if (!declared.has(name)) missing.push(`${file.slice(root.length + 1)} imports ${name}`);
      expect(missing).toEqual([]);
    });

    if (kind !== "kit") it("says in its README which grammar-kit functions it uses (a Uses line)", () => {
      const names = kitUses(dir);
      const want = `Uses from \`@pi-tool-repair/grammar-kit\`: ${names.length > 0 ? names.map((n) => `\`${n}\``).join(", ") : "nothing"}.`;
      const line = readFileSync(join(root, dir, "README.md"), "utf8").split("\n").find((l) => l.startsWith("Uses from `@pi-tool-repair/grammar-kit`"));
      expect(line, `${dir}/README.md`).toBe(want);
    });

    if (kind !== "host" && kind !== "kit" && kind !== "adapters" && existsSync(join(root, dir, "src", "index.ts"))) it("default-exports its plugin or preset under its package name and host range", async () => {
      const mod = (await import(join(root, dir, "src", "index.ts"))) as Record<string, unknown>;
      const def = mod.default as { name?: unknown; package?: unknown; host?: unknown; plugins?: unknown; apply?: unknown } | undefined;
      expect(def, "a default export").toBeDefined();
      expect(Object.values(mod).filter((v) => v === def).length, "the default is also a named export").toBeGreaterThanOrEqual(2);
      if (kind === "presets") {
        expect(def!.name).toBe(pkg.name);
        expect(Array.isArray(def!.plugins)).toBe(true);
      } else {
        expect(def!.package).toBe(pkg.name);
        expect(def!.host).toBe(pkg.peerDependencies?.["@pi-tool-repair/host"]);
        expect(typeof def!.apply).toBe("function");
      }
    });
  });
});
