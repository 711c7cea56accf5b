#!/usr/bin/env node
/**
 * Proves the packages work once published: builds, `npm pack`s every workspace into a temporary folder,
 * installs the tarballs into an empty project outside the repo (no workspace links, nothing to resolve
 * from the repo), and there:
 *   - imports every package and its subpath exports;
 *   - runs the installed `pi-tool-repair` bin on a repair line and compares the exact output line;
 *   - packs a third-party rule (test/fixtures/third-party/outside-plugin/rule-wrap-comma-list, which peer-depends on the
 *     host) and loads it through preset-pi-default's `loadPlugins` (the config key `plugins`), checks that it
 *     taps in its declared place and repairs a call; a plugin for host ^2.0.0 gives the clear error line;
 *   - packs a third-party model preset (test/fixtures/third-party/outside-plugin/preset-acme) that extends
 *     preset-pi-default and bundles that rule, loads it the same way and runs it.
 *
 *   node scripts/verify-packages.mjs [--no-build] [--keep] [--json]
 *
 * Exit code 0 when every check passed. `--json` prints the report (what the test asserts); `--keep` keeps
 * the temporary folder (its path is in the report as `dir`) so a caller can run more checks there, e.g.
 * real pi with `-e <dir>/project/node_modules/@pi-tool-repair/preset-pi-default`.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, parse } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const argv = new Set(process.argv.slice(2));
const asJson = argv.has("--json");
const keep = argv.has("--keep");

/** What the installed bin must print for BIN_INPUT, byte for byte. */
export const BIN_INPUT = '{"tool":"read","arguments":{"path":"src/a.ts","offset":null}}';
export const BIN_OUTPUT =
  '{"outcome":"repaired","arguments":{"path":"src/a.ts"},"rules":["dropNullOptional"],"hints":[{"rule":"dropNullOptional","path":"/offset","message":"dropped null from tool \\"read\\": optional, not nullable"}]}';
export const PLUGIN = "pi-tool-repair-rule-wrap-comma-list";
// 1.2.0: the host's HOST_API_VERSION (host/src/contract/plugin.ts)
export const FUTURE_LINE =
  '[pi-tool-repair] plugin ./plugins/rule-future: pi-tool-repair-rule-future needs host "^2.0.0" but was loaded with 1.2.0 (PI_TOOL_REPAIR_HOST_UNSUPPORTED); skipped';

/** npm without the settings of an enclosing `npm test` (workspace, prefix …), so it acts as in a fresh shell. */
function cleanEnv() {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && v !== undefined) env[k] = v;
  return { ...env, npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false" };
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: "utf8", env: cleanEnv(), maxBuffer: 64 * 1024 * 1024, ...options });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}) in ${options.cwd ?? root}\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function workspaceDirs() {
  const list = (group) =>
    readdirSync(join(root, group))
      .filter((n) => existsSync(join(root, group, n, "package.json")))
      .sort()
      .map((n) => `${group}/${n}`);
  return ["kit", "host", ...list("rules"), ...list("grammars"), ...list("presets"), ...list("adapters")];
}

/** The script the project runs: every import and the plugin checks, from inside the project. */
const CHECK = String.raw`
import { readFileSync } from "node:fs";
const names = JSON.parse(readFileSync("names.json", "utf8"));
const report = { imports: {}, subpaths: {}, plugins: {} };
for (const name of names) {
  try {
    const mod = await import(name);
    const def = mod.default;
    report.imports[name] = def === undefined ? { ok: true, default: null } : { ok: true, default: { name: def.name ?? null, package: def.package ?? null, host: def.host ?? null, preset: Array.isArray(def.plugins) } };
  } catch (error) {
    report.imports[name] = { ok: false, error: String(error) };
  }
}
for (const sub of ["@pi-tool-repair/host/testing", "@pi-tool-repair/preset-pi-default/config", "@pi-tool-repair/preset-pi-default/cli", "@pi-tool-repair/preset-pi-default/extension"]) {
  try {
    report.subpaths[sub] = Object.keys(await import(sub)).sort();
  } catch (error) {
    report.subpaths[sub] = String(error);
  }
}
const { createHost } = await import("@pi-tool-repair/host");
const { piDefault } = await import("@pi-tool-repair/preset-pi-default");
const { loadPlugins } = await import("@pi-tool-repair/preset-pi-default/config");
const lines = [];
const log = { debug() {}, warn(line) { lines.push(line); } };
const loaded = await loadPlugins(["${PLUGIN}", "./plugins/rule-future", "pi-tool-repair-rule-missing"], { paths: [process.cwd()], log });
const host = createHost().use(piDefault);
for (const p of loaded.plugins) host.use(p);
host.freeze();
const base = createHost().use(piDefault);
base.freeze();
const schema = { type: "object", properties: { tags: { type: "array", items: { type: "string" } } }, required: ["tags"] };
const input = { tags: "a, b" };
report.plugins = {
  loaded: loaded.plugins.map((p) => p.package ?? p.name),
  errors: loaded.errors,
  logged: lines,
  taps: host.hooks.repair.taps.map((t) => t.name),
  baseTaps: base.hooks.repair.taps.map((t) => t.name),
  result: host.repairArguments("tag", input, schema, host.context()),
  baseResult: base.repairArguments("tag", input, schema, base.context()),
};
const acmeLines = [];
const acmeLoaded = await loadPlugins(["pi-tool-repair-preset-acme"], { paths: [process.cwd()], log: { debug() {}, warn(line) { acmeLines.push(line); } } });
const acme = acmeLoaded.plugins[0];
if (acme) {
  const ah = createHost().use(acme);
  const leak = "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n</function>\n</tool_call>";
  const message = { role: "assistant", content: [{ type: "text", text: leak }], stopReason: "stop" };
  report.preset = {
    name: acme.name,
    models: acme.models,
    presets: ah.presets.map((p) => p.name),
    grammar: ah.context({ model: { id: "acme-coder-7b" } }).config.grammar,
    rules: ah.context().config.rules,
    repaired: ah.repairArguments("tag", input, schema, ah.context()).arguments,
    recovered: ah.processMessage(message, ah.context({ tools: ["bash"] })).recovered,
  };
}
report.preset = { ...(report.preset ?? {}), errors: acmeLines };
process.stdout.write(JSON.stringify(report));
`;

function verify() {
  const started = Date.now();
  const report = { dir: "", packages: [], tarballs: [], failures: [], binOutput: "", project: {}, ms: 0 };
  const fail = (what) => report.failures.push(what);

  if (!argv.has("--no-build")) run(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });

  const dir = mkdtempSync(join(tmpdir(), "ptr-verify-"));
  report.dir = dir;
  const tarballs = join(dir, "tarballs");
  const project = join(dir, "project");
  mkdirSync(tarballs, { recursive: true });
  mkdirSync(project, { recursive: true });

  // 1. Pack every workspace (the build output is what ships; no scripts run in the tarballs).
  const dirs = workspaceDirs();
  // the one package pi-tool-repair (bundle/) is left out: its own tests (test/packaging/bundle.test.ts, the e2e install) check it
  const all = JSON.parse(run(npm, ["pack", "--workspaces", "--json", "--ignore-scripts", "--pack-destination", tarballs], { cwd: root }));
  for (const p of all) if (p.name === "pi-tool-repair") rmSync(join(tarballs, p.filename), { force: true });
  const packed = all.filter((p) => p.name !== "pi-tool-repair");
  report.packages = packed.map((p) => p.name).sort();
  const expected = dirs.map((d) => JSON.parse(readFileSync(join(root, d, "package.json"), "utf8")).name).sort();
  if (JSON.stringify(report.packages) !== JSON.stringify(expected)) fail(`packed ${report.packages.length} packages, expected ${expected.length}`);
  for (const p of packed) {
    const files = p.files.map((f) => f.path);
    if (!files.includes("package.json") || !files.includes("README.md") || !files.some((f) => f === "dist/index.js") || !files.some((f) => f === "dist/index.d.ts")) {
      fail(`${p.name}: tarball lacks package.json, README.md or dist/index.{js,d.ts}`);
    }
    if (files.some((f) => /\.test\.(js|d\.ts)$|(^|\/)src\//.test(f))) fail(`${p.name}: tarball ships tests or sources`);
  }

  // 2. A third-party rule package, packed from its own folder outside the repo.
  //    And a third-party model preset that extends preset-pi-default and bundles that rule.
  for (const name of ["rule-wrap-comma-list", "preset-acme"]) {
    const src = join(dir, "src", name);
    cpSync(join(root, "test", "fixtures", "third-party", "outside-plugin", name), src, { recursive: true });
    run(npm, ["pack", "--json", "--pack-destination", tarballs], { cwd: src });
  }
  report.tarballs = readdirSync(tarballs).filter((f) => f.endsWith(".tgz")).sort();

  // 3. An empty project outside the repo: nothing above it has node_modules.
  for (let d = project; ; d = dirname(d)) {
    if (d !== project && existsSync(join(d, "node_modules"))) fail(`${d}/node_modules exists above the project: it could resolve from there`);
    if (d === parse(d).root) break;
  }
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "ptr-verify-project", version: "0.0.0", private: true, type: "module" }, null, 2));
  run(npm, ["install", "--prefer-offline", "--no-audit", "--no-fund", ...report.tarballs.map((t) => join(tarballs, t))], { cwd: project });
  for (const name of expected) {
    const at = join(project, "node_modules", ...name.split("/"));
    if (!existsSync(at)) fail(`${name} is not installed`);
    else if (lstatSync(at).isSymbolicLink()) fail(`${name} is a link, not an installed copy`);
  }
  cpSync(join(root, "test", "fixtures", "third-party", "outside-plugin", "rule-future"), join(project, "plugins", "rule-future"), { recursive: true });

  // 4. Import everything, load the plugins, from inside the project.
  writeFileSync(join(project, "names.json"), JSON.stringify(expected));
  writeFileSync(join(project, "check.mjs"), CHECK);
  report.project = JSON.parse(run(process.execPath, ["check.mjs"], { cwd: project }));
  for (const [name, r] of Object.entries(report.project.imports)) {
    if (!r.ok) fail(`import ${name}: ${r.error}`);
    else if (name === "@pi-tool-repair/host" || name === "@pi-tool-repair/grammar-kit" || name === "@pi-tool-repair/ai-sdk") continue; // the host, the kit and the adapters are not plugins: named exports only
    else if (!r.default) fail(`${name} has no default export`);
    else if (!r.default.preset && r.default.package !== name) fail(`${name}: default export names package ${r.default.package}`);
    else if (r.default.preset && r.default.name !== name) fail(`${name}: preset is named ${r.default.name}`);
  }
  for (const [sub, keys] of Object.entries(report.project.subpaths)) if (!Array.isArray(keys)) fail(`import ${sub}: ${keys}`);
  const pl = report.project.plugins;
  const at = pl.taps.indexOf("wrapCommaList");
  const expectedTaps = [...pl.baseTaps];
  expectedTaps.splice(Math.max(0, expectedTaps.indexOf("wrapBareStringAsArray")), 0, "wrapCommaList");
  if (JSON.stringify(pl.loaded) !== JSON.stringify([PLUGIN])) fail(`loadPlugins loaded ${JSON.stringify(pl.loaded)}`);
  if (at < 0 || JSON.stringify(pl.taps) !== JSON.stringify(expectedTaps)) fail(`wrapCommaList is not tapped right before wrapBareStringAsArray: ${pl.taps.join(", ")}`);
  if (JSON.stringify(pl.result.arguments) !== JSON.stringify({ tags: ["a", "b"] })) fail(`the plugin did not repair: ${JSON.stringify(pl.result)}`);
  const missingLine = `[pi-tool-repair] plugin pi-tool-repair-rule-missing: not found (looked in ${project}); skipped`;
  if (JSON.stringify(pl.logged) !== JSON.stringify([FUTURE_LINE, missingLine])) fail(`the host ^2.0.0 plugin gave ${JSON.stringify(pl.logged)}`);

  const pr = report.project.preset;
  if (pr.name !== "pi-tool-repair-preset-acme" || JSON.stringify(pr.repaired) !== JSON.stringify({ tags: ["a", "b"] }) || pr.errors.length > 0) fail(`the third-party preset: ${JSON.stringify(pr)}`);

  // 5. The installed bin, on one repair line.
  const bin = join(project, "node_modules", ".bin", process.platform === "win32" ? "pi-tool-repair.cmd" : "pi-tool-repair");
  const r = spawnSync(bin, [], { cwd: project, input: BIN_INPUT + "\n", encoding: "utf8", env: cleanEnv() });
  report.binOutput = (r.stdout ?? "").trimEnd();
  if (r.status !== 0) fail(`pi-tool-repair exited with ${r.status}: ${r.stderr}`);
  if (report.binOutput !== BIN_OUTPUT) fail(`pi-tool-repair printed ${report.binOutput}`);

  report.ms = Date.now() - started;
  return report;
}

let report;
try {
  report = verify();
} catch (error) {
  report = { failures: [String(error instanceof Error ? error.stack : error)] };
}
if (!keep && report.dir) rmSync(report.dir, { recursive: true, force: true });
if (asJson) process.stdout.write(JSON.stringify(report) + "\n");
else {
  for (const f of report.failures) process.stderr.write(`verify-packages: ${f}\n`);
  if (report.failures.length === 0) process.stdout.write(`verify-packages: ${report.packages.length} packages packed, installed and checked in ${report.ms} ms\n`);
}
process.exitCode = report.failures.length === 0 ? 0 : 1;
