/**
 * lerna sees every workspace, and `lerna version` bumps them with independent versions. The bump runs in a
 * throwaway copy of the tracked files (its own git repo); the real repo's versions are never touched.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, existsSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const lernaCli = join(root, "node_modules", "lerna", "dist", "cli.js");
const [major = 0] = process.versions.node.split(".").map(Number);

interface Pkg {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const dirs = (base: string) => [
  "kit",
  "host",
  ...["rules", "grammars", "presets", "adapters"].flatMap((g) =>
    readdirSync(join(base, g))
      .filter((n) => existsSync(join(base, g, n, "package.json")))
      .map((n) => `${g}/${n}`),
  ),
  "bundle", // the one package pi-tool-repair
];
const manifest = (base: string, dir: string) => JSON.parse(readFileSync(join(base, dir, "package.json"), "utf8")) as Pkg;

function lerna(args: string[], cwd: string) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && v !== undefined) env[k] = v;
  const r = spawnSync(process.execPath, [lernaCli, ...args], { cwd, encoding: "utf8", env: { ...env, CI: "1" }, timeout: 120_000 });
  if (r.status !== 0) throw new Error(`lerna ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r;
}

describe("lerna", () => {
  it("runs under Node >= 22 (lerna 10's engines)", () => {
    if (major < 22) throw new Error(`lerna 10 needs Node >= 22, this is ${process.versions.node}; run through npm test or PATH=$PWD/node_modules/.bin:$PATH`);
  });
  if (major < 22) return;

  it("lists every workspace package, none private", () => {
    const listed = JSON.parse(lerna(["list", "--json", "--loglevel", "silent"], root).stdout) as { name: string; version: string; private: boolean }[];
    const expected = dirs(root).map((d) => manifest(root, d).name).sort();
    expect(listed.map((p) => p.name).sort()).toEqual(expected);
    expect(listed.filter((p) => p.private)).toEqual([]);
    expect(JSON.parse(readFileSync(join(root, "lerna.json"), "utf8"))).toMatchObject({ version: "independent", npmClient: "npm" });
  });

  it("lerna version bumps each package on its own and keeps internal ranges satisfied (in a throwaway copy)", () => {
    const copy = mkdtempSync(join(tmpdir(), "ptr-lerna-"));
    try {
      const files = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).stdout.split("\0").filter(Boolean);
      // the working tree's package folders (a package another engineer has not committed yet still counts)
      const wanted = new Set([...files, "lerna.json", "package.json", ...dirs(root).flatMap((d) => [`${d}/package.json`, `${d}/README.md`, `${d}/CHANGELOG.md`])]);
      for (const f of wanted) {
        if (!existsSync(join(root, f))) continue;
        mkdirSync(dirname(join(copy, f)), { recursive: true });
        writeFileSync(join(copy, f), readFileSync(join(root, f)));
      }
      symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
      // Independent versions: one package already sits at another version than the rest.
      const deepseekFile = join(copy, "presets", "deepseek", "package.json");
      writeFileSync(deepseekFile, JSON.stringify({ ...manifest(copy, "presets/deepseek"), version: "1.2.0" }, null, 2) + "\n");
      const git = (...args: string[]) => spawnSync("git", ["-c", "user.email=verify@example.invalid", "-c", "user.name=verify", ...args], { cwd: copy, encoding: "utf8" });
      git("init", "-q");
      git("add", "-A");
      git("commit", "-qm", "throwaway");
      const before = new Map(dirs(copy).map((d) => [manifest(copy, d).name, manifest(copy, d).version]));
      lerna(["version", "patch", "--no-git-tag-version", "--no-push", "--yes", "--no-private"], copy);
      const after = new Map(dirs(copy).map((d) => [manifest(copy, d).name, manifest(copy, d)]));
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [name, pkg] of after) {
        expect(pkg.version, name).toBe(semver.inc(before.get(name)!, "patch"));
        for (const [dep, range] of Object.entries({ ...pkg.dependencies, ...pkg.peerDependencies })) {
          const v = after.get(dep)?.version;
          if (v) expect(semver.satisfies(v, range), `${name} → ${dep}@${range} accepts ${v}`).toBe(true);
        }
      }
      expect(after.get("@pi-tool-repair/preset-deepseek")!.version).toBe("1.2.1");
      expect(after.get("@pi-tool-repair/host")!.version).toBe("1.0.1");
      expect(manifest(root, "host").version, "the real repo is untouched").toBe(before.get("@pi-tool-repair/host"));
      expect(JSON.parse(readFileSync(join(copy, "lerna.json"), "utf8")).version).toBe("independent");
      // conventional commits: each bumped package's CHANGELOG.md gets the new entry above the old ones
      const changelog = readFileSync(join(copy, "host", "CHANGELOG.md"), "utf8");
      expect(changelog.startsWith("# Change Log\n")).toBe(true);
      expect(changelog.indexOf("1.0.1")).toBeGreaterThan(0);
      expect(changelog.indexOf("1.0.1")).toBeLessThan(changelog.indexOf("## 1.0.0 (unreleased)"));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
