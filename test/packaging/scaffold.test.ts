/**
 * `scripts/new-package.mjs` writes a rule, grammar or preset package that builds, passes its own example test,
 * packs, and keeps the metadata tests green. Run in a temporary copy of the repository (the tracked files, with
 * node_modules linked entry by entry and the workspace links pointing into the copy), never in the checkout.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const node = process.execPath;
const bin = (pkg: string, file: string) => join(root, "node_modules", pkg, file);

function run(cwd: string, args: string[]) {
  const r = spawnSync(node, args, { cwd, encoding: "utf8", env: { ...process.env, CI: "true", NO_COLOR: "1" } });
  // eslint-disable-next-line no-control-regex
  return { status: r.status, out: `${r.stdout}${r.stderr}`.replace(/\x1b\[[0-9;]*m/g, "") };
}

/** A copy of the tracked files, node_modules linked, workspace links pointing at the copy's packages. */
function copyRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), "ptr-scaffold-"));
  const files = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).stdout.split("\0").filter(Boolean);
  for (const f of files) {
    if (!existsSync(join(root, f))) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(root, f), join(dir, f), { preserveTimestamps: true });
  }
  // the built packages, so that only the new package is built (timestamps kept: tsc -b sees them up to date)
  for (const pkg of ["kit", "host", ...["rules", "grammars", "presets", "adapters"].flatMap((g) => readdirSync(join(root, g)).map((n) => `${g}/${n}`))]) {
    if (existsSync(join(root, pkg, "dist"))) cpSync(join(root, pkg, "dist"), join(dir, pkg, "dist"), { recursive: true, preserveTimestamps: true });
  }
  mkdirSync(join(dir, "node_modules", "@pi-tool-repair"), { recursive: true });
  for (const entry of readdirSync(join(root, "node_modules"))) {
    if (entry === "@pi-tool-repair" || entry === ".bin") continue;
    symlinkSync(join(root, "node_modules", entry), join(dir, "node_modules", entry));
  }
  return dir;
}

function link(dir: string, group: string, name: string, pkgName: string) {
  const target = join(dir, "node_modules", pkgName);
  if (!existsSync(target)) symlinkSync(relative(dirname(target), join(dir, group, name)), target);
}

describe("scripts/new-package.mjs", () => {
  let dir = "";
  beforeAll(() => {
    dir = copyRepository();
    for (const group of ["rules", "grammars", "presets"]) {
      for (const name of readdirSync(join(dir, group))) {
        link(dir, group, name, `@pi-tool-repair/${group.slice(0, -1)}-${name}`);
      }
    }
    link(dir, ".", "host", "@pi-tool-repair/host");
    link(dir, ".", "kit", "@pi-tool-repair/grammar-kit");
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a missing or short description, a bad kind and a bad name, with the usage", () => {
    for (const args of [["rule", "x-y"], ["rule", "x-y", "too short"], ["widget", "x-y", "a description long enough"], ["rule", "Bad_Name", "a description long enough"]]) {
      const r = run(dir, ["scripts/new-package.mjs", ...args]);
      expect(r.status).toBe(2);
      expect(r.out).toContain("usage: node scripts/new-package.mjs");
    }
  });

  it.each([
    ["rule", "unquote-enum-value", "Takes an enum value out of the quotes a model wrapped it in."],
    ["grammar", "acme-calls", "Recovers Acme's leaked <acme_calls_call> JSON blocks as tool calls."],
    ["preset", "acme-model", "Model preset for Acme models: grammar recovery on top of the default rules."],
  ])("a %s package builds, passes its example test, packs, and the metadata tests pass", (kind, name, description) => {
    const group = `${kind}s`;
    const made = run(dir, ["scripts/new-package.mjs", kind, name, description]);
    expect(made.status, made.out).toBe(0);
    expect(made.out).toContain("wrote package.json, tsconfig.json, README.md, src/index.ts, src/index.test.ts");
    link(dir, group, name, `@pi-tool-repair/${kind}-${name}`);
    // a pi-tool-repair plugin, and no pi extension: pi keeps starting once it is installed (docs/third-party.md)
    expect(JSON.parse(readFileSync(join(dir, group, name, "package.json"), "utf8"))).toMatchObject({ "pi-tool-repair": { kind }, pi: { extensions: [] } });
    const build = run(dir, [bin("typescript", "bin/tsc"), "-b", `${group}/${name}`]);
    expect(build.status, build.out).toBe(0);
    expect(existsSync(join(dir, group, name, "dist", "index.js"))).toBe(true);
    const tests = run(dir, [bin("vitest", "vitest.mjs"), "run", `${group}/${name}`, "test/packaging/metadata.test.ts"]);
    expect(tests.status, tests.out).toBe(0);
    expect(tests.out).toMatch(new RegExp(`${group}/${name}/src/index\\.test\\.ts \\(\\d+ tests?\\)`));
    expect(tests.out).not.toMatch(/\d+ failed/);
    const pack = spawnSync("npm", ["pack", "--dry-run", "--json"], { cwd: join(dir, group, name), encoding: "utf8" });
    expect(pack.status, pack.stderr).toBe(0);
    const files = (JSON.parse(pack.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path).sort();
    expect(files).toEqual(["README.md", "dist/index.d.ts", "dist/index.d.ts.map", "dist/index.js", "dist/index.js.map", "package.json"]);
    expect(readFileSync(join(dir, group, name, "README.md"), "utf8").split("\n").slice(0, 2)).toEqual([`# @pi-tool-repair/${kind}-${name}`, description]);
  }, 240_000);

  it.each([
    ["rule", 5],
    ["grammar", 3],
    ["preset", 2],
  ])("with --dir, a standalone %s package outside the repository builds and passes its example test", async (kind, count) => {
    const out = mkdtempSync(join(tmpdir(), "ptr-scaffold-outside-"));
    try {
      const pkgDir = join(out, `acme-${kind}`);
      const name = kind === "rule" ? "unquote-enum-value" : "acme-thing";
      const made = run(root, ["scripts/new-package.mjs", String(kind), name, "A description that is long enough for the scaffold.", "--dir", pkgDir]);
      expect(made.status, made.out).toBe(0);
      expect(made.out).toContain("wrote package.json, tsconfig.json, vitest.config.mjs, README.md, src/index.ts, src/index.test.ts");
      const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")) as Record<string, unknown>;
      expect(pkg).toMatchObject({ name: `pi-tool-repair-${kind}-${name}`, "pi-tool-repair": { kind }, pi: { extensions: [] }, scripts: { build: "tsc -p ." } });
      expect(Object.keys(pkg.devDependencies as object).sort()).toEqual([...Object.keys(pkg.peerDependencies as object), "typescript", "vitest"].sort());
      // what `npm install` would bring (the host is not published yet): linked from this checkout
      mkdirSync(join(pkgDir, "node_modules", "@pi-tool-repair"), { recursive: true });
      symlinkSync(join(root, "host"), join(pkgDir, "node_modules", "@pi-tool-repair", "host"));
      symlinkSync(join(root, "kit"), join(pkgDir, "node_modules", "@pi-tool-repair", "grammar-kit"));
      symlinkSync(join(root, "presets", "pi-default"), join(pkgDir, "node_modules", "@pi-tool-repair", "preset-pi-default"));
      symlinkSync(join(root, "node_modules", "vitest"), join(pkgDir, "node_modules", "vitest"));
      const build = run(pkgDir, [bin("typescript", "bin/tsc"), "-p", "."]);
      expect(build.status, build.out).toBe(0);
      const tests = run(pkgDir, [bin("vitest", "vitest.mjs"), "run"]);
      expect(tests.status, tests.out).toBe(0);
      expect(tests.out).toMatch(new RegExp(`src/index\\.test\\.ts \\(${count} tests\\)`));
      // the next step it prints works before @pi-tool-repair/* are on npm: this checkout's host and kit
      expect(made.out).toContain(`next: cd ${pkgDir} && npm install --no-save ${join(root, "host")} ${join(root, "kit")} && npm run build && npm test`);
      if (kind === "rule") {
        // the example rule fires with the default configuration: no built-in rule repairs its example first
        const { createDefaultHost } = (await import("@pi-tool-repair/preset-pi-default")) as typeof import("@pi-tool-repair/preset-pi-default");
        const rule = ((await import(pathToFileURL(join(pkgDir, "dist", "index.js")).href)) as { default: Parameters<typeof createDefaultHost>[0] }).default;
        const schema = { type: "object", required: ["mode"], properties: { mode: { type: "string", enum: ["fast", "slow"] } } };
        expect(createDefaultHost().repairArguments("choose", { mode: "`fast`" }, schema, createDefaultHost().context()).outcome).toBe("unrepairable");
        const host = createDefaultHost(rule);
        expect(host.repairArguments("choose", { mode: "`fast`" }, schema, host.context())).toEqual({
          outcome: "repaired",
          arguments: { mode: "fast" },
          rules: ["unquoteEnumValue"],
          hints: [{ rule: "unquoteEnumValue", path: "/mode", message: 'took "fast" out of its quotes for tool "choose"' }],
        });
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
