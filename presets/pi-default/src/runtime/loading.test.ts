import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { definePreset, defineRule, HOST_API_VERSION, STAGE, type Logger } from "@pi-tool-repair/host";
import { installedPluginFolders, loadPlugins, pluginsOf, presetOf, resolvePluginSpec } from "./loading.js";

function recorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (m) => void lines.push(m), debug: () => {} };
}

const rule = (name: string) => defineRule({ name, host: "^1.0.0", stage: STAGE.CONVERT, fixes: [], apply() {} });

describe("pluginsOf: one policy for every module", () => {
  const a = rule("a");
  const b = rule("b");
  const preset = definePreset({ name: "p", plugins: [a] });
  it.each([
    ["a default plugin (named exports ignored)", { default: a, b }, [a]],
    ["a default preset", { default: preset, a }, [preset]],
    ["a default array", { default: [a, b] }, [a, b]],
    ["a default object holding plugins", { default: { a, b, note: 1 } }, [a, b]],
    ["no default: every named export that is one", { a, x: 1, preset }, [a, preset]],
    ["a default that is nothing usable: the named exports", { default: 42, b }, [b]],
    ["nothing", { x: 1 }, []],
    ["not a module", 7, []],
  ])("%s", (_name, mod, expected) => {
    expect(pluginsOf(mod)).toEqual(expected);
  });

  it("presetOf is the first preset by the same policy (a built-in preset's module and a third-party one alike)", () => {
    expect(presetOf({ default: preset, a })).toBe(preset);
    expect(presetOf({ a, preset })).toBe(preset);
    expect(presetOf({ default: a })).toBeUndefined();
  });
});

describe("resolvePluginSpec: Node's resolver", () => {
  const root = mkdtempSync(join(tmpdir(), "ptr-resolve-"));
  const pkg = (dir: string, manifest: Record<string, unknown>, files: Record<string, string>) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
    for (const [f, text] of Object.entries(files)) {
      mkdirSync(join(dir, f, ".."), { recursive: true });
      writeFileSync(join(dir, f), text);
    }
    return dir;
  };
  const modules = join(root, "project", "node_modules");
  pkg(join(modules, "with-exports"), { name: "with-exports", type: "module", main: "./wrong.js", exports: { ".": { types: "./x.d.ts", default: "./dist/x.js" }, "./extra": "./dist/extra.js" } }, { "dist/x.js": "", "dist/extra.js": "" });
  pkg(join(modules, "main-only"), { name: "main-only", main: "lib/main.js" }, { "lib/main.js": "" });
  pkg(join(modules, "index-only"), { name: "index-only" }, { "index.js": "" });
  pkg(join(modules, "import-only"), { name: "import-only", type: "module", exports: { ".": { import: "./i.js" } } }, { "i.js": "" });
  const folder = pkg(join(root, "elsewhere", "my-rule"), { name: "my-rule", type: "module", exports: { ".": { default: "./dist/index.js" } } }, { "dist/index.js": "" });
  pkg(join(root, "config"), { name: "unused" }, { "rules/r.js": "" });

  it("a package name: its exports (conditions require, node, default), else main, else index.js", () => {
    const paths = [join(root, "project")];
    expect(resolvePluginSpec("with-exports", paths)).toBe(join(modules, "with-exports", "dist", "x.js"));
    expect(resolvePluginSpec("with-exports/extra", paths)).toBe(join(modules, "with-exports", "dist", "extra.js"));
    expect(resolvePluginSpec("main-only", paths)).toBe(join(modules, "main-only", "lib", "main.js"));
    expect(resolvePluginSpec("index-only", paths)).toBe(join(modules, "index-only", "index.js"));
    expect(resolvePluginSpec("nothing-here", paths)).toBeUndefined();
  });

  it("a package that exports no entry for require, node or default is an error, not a miss", () => {
    expect(() => resolvePluginSpec("import-only", [join(root, "project")])).toThrow(/No "exports" main defined/);
    expect(() => resolvePluginSpec("with-exports/hidden", [join(root, "project")])).toThrow(/not defined by "exports"/);
  });

  it("a folder is its package's own exports (as its name resolves inside it); a file is itself", () => {
    expect(resolvePluginSpec(folder, [])).toBe(join(folder, "dist", "index.js"));
    expect(resolvePluginSpec(`file://${folder}`, [])).toBe(join(folder, "dist", "index.js"));
    expect(resolvePluginSpec(join(folder, "dist", "index.js"), [])).toBe(join(folder, "dist", "index.js"));
  });

  it("a relative path from the base folder (the config file's) only; without a base, from each of paths", () => {
    expect(resolvePluginSpec("./rules/r.js", [join(root, "project")], join(root, "config"))).toBe(join(root, "config", "rules", "r.js"));
    expect(resolvePluginSpec("../elsewhere/my-rule", [], join(root, "config"))).toBe(join(folder, "dist", "index.js"));
    expect(resolvePluginSpec("./rules/r.js", [join(root, "project")], join(root, "elsewhere"))).toBeUndefined();
    expect(resolvePluginSpec("./rules/r.js", [join(root, "project"), join(root, "config")])).toBe(join(root, "config", "rules", "r.js"));
  });
});

describe("installedPluginFolders: what pi installed", () => {
  const agentDir = mkdtempSync(join(tmpdir(), "ptr-installed-"));
  const npm = join(agentDir, "npm");
  const manifest = (dir: string, pkg: Record<string, unknown>) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify(pkg));
    return dir;
  };
  const plugin = (name: string, kind: unknown = "rule") => ({ name, "pi-tool-repair": { kind }, pi: { extensions: [] } });
  const local = manifest(join(agentDir, "..", `${agentDir.split("/").pop()}-local-rule`), plugin("local-rule"));
  manifest(join(npm, "node_modules", "@acme", "rule-named"), plugin("@acme/rule-named"));
  manifest(join(npm, "node_modules", "from-tarball"), plugin("from-tarball", "grammar"));
  manifest(join(npm, "node_modules", "pi-extension"), { name: "pi-extension", pi: { extensions: ["./index.js"] } });
  manifest(join(npm, "node_modules", "bad-kind"), plugin("bad-kind", "widget"));
  manifest(join(npm, "node_modules", "not-listed"), plugin("not-listed"));
  manifest(npm, { dependencies: { "@acme/rule-named": "^1.0.0", "from-tarball": "file:../../somewhere/from-tarball-0.1.0.tgz", "pi-extension": "^1.0.0", "bad-kind": "^1.0.0", "not-listed": "^1.0.0" } });
  symlinkSync(local, join(agentDir, "linked-rule"));
  writeFileSync(
    join(agentDir, "settings.json"),
    JSON.stringify({
      packages: [
        `../${agentDir.split("/").pop()}-local-rule`, // pi keeps a folder relative to the agent dir
        "npm:@acme/rule-named@1.2.3",
        { source: "npm:/tmp/anywhere/from-tarball-0.1.0.tgz", extensions: [] },
        "npm:pi-extension",
        "npm:bad-kind",
        "git:github.com/acme/rule-in-git",
        "./linked-rule", // the same folder again, through a link: once
        "./missing-folder",
        "file:///a%2Fb", // not a usable file URL: skipped, as pi skips it
        { source: 3 },
      ],
    }),
  );

  it("lists the packages that declare pi-tool-repair, in pi's order, each once; a bad kind is one line", () => {
    const found = installedPluginFolders(agentDir);
    expect(found.folders).toEqual([join(agentDir, "..", `${agentDir.split("/").pop()}-local-rule`), join(npm, "node_modules", "@acme", "rule-named"), join(npm, "node_modules", "from-tarball")]);
    expect(found.errors).toEqual(['[pi-tool-repair] installed package npm:bad-kind: "pi-tool-repair" must be {"kind": "rule" | "grammar" | "preset"} (got {"kind":"widget"}); skipped']);
  });

  it("no settings, or no packages: nothing", () => {
    expect(installedPluginFolders(join(agentDir, "nope"))).toEqual({ folders: [], errors: [] });
    const empty = mkdtempSync(join(tmpdir(), "ptr-installed-empty-"));
    writeFileSync(join(empty, "settings.json"), '{"retry":{}}');
    expect(installedPluginFolders(empty)).toEqual({ folders: [], errors: [] });
  });
});

describe("loadPlugins", () => {
  it("two specs that reach the same file load it once; a relative path is looked for in the base folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ptr-load-once-"));
    writeFileSync(join(dir, "r.mjs"), `export default { name: "once", host: "^1.0.0", stage: 10, apply() {} };`);
    const log = recorder();
    const loaded = await loadPlugins([join(dir, "r.mjs"), "./r.mjs", "./gone.mjs"], { paths: [], base: dir, log });
    expect(loaded.plugins.map((p) => p.name)).toEqual(["once"]);
    expect(log.lines).toEqual([`[pi-tool-repair] plugin ./gone.mjs: not found (looked in ${dir}); skipped`]);
  });
});

describe("sharePeers: a plugin's @pi-tool-repair/* peers come from the package that loads it", () => {
  // Node's own module loading (vitest resolves imports itself), so the built dist/loading.js in a child process
  const loading = new URL("../../dist/runtime/loading.js", import.meta.url).href;
  const dir = mkdtempSync(join(tmpdir(), "ptr-peers-"));
  // a package with no node_modules of its own, outside the repo: as pi leaves it after npm install --legacy-peer-deps
  mkdirSync(join(dir, "rule-peer"));
  writeFileSync(join(dir, "rule-peer", "package.json"), JSON.stringify({ name: "rule-peer", type: "module", exports: { ".": { default: "./index.js" } }, peerDependencies: { "@pi-tool-repair/host": "^1.0.0" } }));
  writeFileSync(
    join(dir, "rule-peer", "index.js"),
    `import { defineRule, STAGE, HOST_API_VERSION } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";
export default defineRule({ name: "peerRule", host: "^1.0.0", stage: STAGE.CONVERT, fixes: [], apply() {}, description: HOST_API_VERSION + " " + piDefault.name });`,
  );
  const script = (share: boolean) => `
const { loadPlugins, sharePeers } = await import(${JSON.stringify(loading)});
${share ? "" : "await import(" + JSON.stringify(join(dir, "rule-peer", "index.js")) + ").catch((e) => console.log('alone: ' + e.code));"}
const lines = [];
const loaded = await loadPlugins([${JSON.stringify(join(dir, "rule-peer"))}], { paths: [], log: { warn: (l) => lines.push(l), debug() {} } });
console.log(JSON.stringify({ names: loaded.plugins.map((p) => p.name + ": " + p.description), lines, shared: sharePeers() }));`;
  const run = (share: boolean) => spawnSync(process.execPath, ["--input-type=module", "-e", script(share)], { cwd: dir, encoding: "utf8" });

  it("the peer-less package loads, with this host and this preset-pi-default", () => {
    const r = run(true);
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual({ names: [`peerRule: ${HOST_API_VERSION} @pi-tool-repair/preset-pi-default`], lines: [], shared: true });
  });

  it("imported on its own (no hook yet), the same package cannot find its peer", () => {
    const r = run(false);
    expect(r.stdout.split("\n")[0]).toBe("alone: ERR_MODULE_NOT_FOUND");
  });
});
