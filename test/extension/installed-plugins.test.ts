// Plugin packages installed with `pi install` (pi's settings.json `packages`) and relative `plugins` paths (from the
// config file's folder) reach the same host in the pi extension and in the command line (the built bin: npm test
// builds first), because both start from setupRuntime.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "@pi-tool-repair/host";
import { setupRuntime } from "../../presets/pi-default/src/runtime/runtime.js";

const bin = fileURLToPath(new URL("../../node_modules/.bin/pi-tool-repair", import.meta.url));

/** `{"mode":"fast!"}` → `{"mode":"fast"}` where the enum has the value without the mark (no built-in rule does that). */
const ruleSource = (name: string, mark: string) => `import { STAGE, defineRule } from "@pi-tool-repair/host";
export const ${name} = defineRule({
  name: "${name}",
  host: "^1.0.0",
  stage: STAGE.CONVERT,
  fixes: ["enum"],
  apply(issue, draft) {
    if (typeof issue.value !== "string" || !issue.value.endsWith("${mark}")) return;
    const bare = issue.value.slice(0, -1);
    if (!(Array.isArray(issue.schema.enum) ? issue.schema.enum : []).includes(bare)) return;
    draft.set(issue.path, bare);
    return "dropped the ${mark}";
  },
});
export default ${name};
`;

const schema = { type: "object", required: ["mode"], properties: { mode: { type: "string", enum: ["fast", "slow"] } } };

/** An agent dir where pi installed `installedBang` (a folder) and an acme preset (npm), and whose config names `./configBang.mjs`. */
function agentDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "ptr-installed-agent-"));
  const pkg = join(dir, "..", `${dir.split("/").pop()}-rule`);
  mkdirSync(pkg);
  writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "installed-bang", type: "module", exports: { ".": { default: "./index.js" } }, "pi-tool-repair": { kind: "rule" }, pi: { extensions: [] } }));
  writeFileSync(join(pkg, "index.js"), ruleSource("installedBang", "!"));
  // a model preset, installed with npm: (pi's npm folder), extending preset-pi-default, which pi never installs beside it
  const preset = join(dir, "npm", "node_modules", "pi-tool-repair-preset-acme");
  mkdirSync(preset, { recursive: true });
  writeFileSync(join(preset, "package.json"), JSON.stringify({ name: "pi-tool-repair-preset-acme", type: "module", exports: { ".": { default: "./index.js" } }, "pi-tool-repair": { kind: "preset" }, pi: { extensions: [] } }));
  writeFileSync(
    join(preset, "index.js"),
    `import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";
export default definePreset({ name: "pi-tool-repair-preset-acme", models: ["^acme-"], presets: [piDefault], plugins: [], config: { rules: { coerceNumericString: false } } });
`,
  );
  writeFileSync(join(dir, "npm", "package.json"), JSON.stringify({ dependencies: { "pi-tool-repair-preset-acme": "^0.1.0" } }));
  writeFileSync(join(dir, "settings.json"), JSON.stringify({ packages: [`../${dir.split("/").pop()}-rule`, "npm:pi-tool-repair-preset-acme"] }));
  mkdirSync(join(dir, "extensions"));
  writeFileSync(join(dir, "extensions", "configBang.mjs"), ruleSource("configBang", "?"));
  writeFileSync(join(dir, "extensions", "pi-tool-repair.json"), JSON.stringify({ plugins: ["./configBang.mjs"], rules: { matchEnumCase: false } }));
  return dir;
}

function recorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (m) => void lines.push(m), debug: () => {} };
}

describe("installed plugin packages and relative plugins paths", () => {
  it("setupRuntime (the pi extension's start) loads both: the installed package first, then the config's", async () => {
    const dir = agentDir();
    const log = recorder();
    const { runtime } = await setupRuntime({ configFile: join(dir, "extensions", "pi-tool-repair.json"), log, agentDir: dir, cwd: tmpdir(), builtinPresets: [] });
    expect(log.lines).toEqual([]);
    expect(runtime.extras.map((p) => p.name)).toEqual(["installedBang", "configBang"]);
    expect(runtime.candidates.map((p) => p.name)).toEqual(["pi-tool-repair-preset-acme"]);
    // (that it activates for acme-* models is checked through the command line below: here, under vitest, the
    // preset's piDefault is the built one and this runtime's is the source, two copies the host refuses to mix)
    const { host } = runtime.hostFor("m1");
    const ctx = runtime.contextFor(host, { id: "m1" }, new Map([["choose", schema]]), log);
    expect(host.repairArguments("choose", { mode: "fast!" }, schema, ctx)).toEqual({ outcome: "repaired", arguments: { mode: "fast" }, rules: ["installedBang"], hints: [{ rule: "installedBang", path: "/mode", message: "dropped the !" }] });
    expect(host.repairArguments("choose", { mode: "fast?" }, schema, ctx)).toEqual({ outcome: "repaired", arguments: { mode: "fast" }, rules: ["configBang"], hints: [{ rule: "configBang", path: "/mode", message: "dropped the ?" }] });
  });

  it("the command line with the same agent dir and config repairs with them too", () => {
    const dir = agentDir();
    const r = spawnSync(bin, ["--config", join(dir, "extensions", "pi-tool-repair.json")], {
      input:
        [
          ...[{ mode: "slow!" }, { mode: "slow?" }].map((args) => ({ tool: "choose", arguments: args, schema })),
          { tool: "read", arguments: { path: "a", limit: "2" } },
          { tool: "read", arguments: { path: "a", limit: "2" }, model: "acme-coder" }, // the installed preset switches coerceNumericString off
        ]
          .map((line) => JSON.stringify(line))
          .join("\n") + "\n",
      encoding: "utf8",
      env: { ...process.env, PI_CODING_AGENT_DIR: dir },
    });
    expect(r.stderr).toBe("");
    expect(r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l))).toEqual([
      { outcome: "repaired", arguments: { mode: "slow" }, rules: ["installedBang"], hints: [{ rule: "installedBang", path: "/mode", message: "dropped the !" }] },
      { outcome: "repaired", arguments: { mode: "slow" }, rules: ["configBang"], hints: [{ rule: "configBang", path: "/mode", message: "dropped the ?" }] },
      { outcome: "repaired", arguments: { path: "a", limit: 2 }, rules: ["coerceNumericString"], hints: [expect.objectContaining({ rule: "coerceNumericString" })] },
      { outcome: "unrepairable", arguments: { path: "a", limit: "2" }, rules: [], hints: [{ rule: "validate", path: "/limit", message: "/limit must be number" }] },
    ]);
  });

  it("a relative plugins path is not looked for in the project folder", async () => {
    const dir = agentDir();
    const project = mkdtempSync(join(tmpdir(), "ptr-installed-project-"));
    writeFileSync(join(project, "other.mjs"), ruleSource("projectBang", "!"));
    writeFileSync(join(dir, "extensions", "pi-tool-repair.json"), JSON.stringify({ plugins: ["./other.mjs"] }));
    const log = recorder();
    const { runtime } = await setupRuntime({ configFile: join(dir, "extensions", "pi-tool-repair.json"), log, agentDir: dir, cwd: project, builtinPresets: [] });
    expect(runtime.extras.map((p) => p.name)).toEqual(["installedBang"]);
    expect(log.lines).toEqual([`[pi-tool-repair] plugin ./other.mjs: not found (looked in ${join(dir, "extensions")}); skipped`]);
  });
});
