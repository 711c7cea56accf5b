import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineRule, definePreset, STAGE } from "@pi-tool-repair/host";
import { createRuntime } from "../../presets/pi-default/src/runtime/runtime.js";
import { defaultPiConfig } from "../../presets/pi-default/src/config.js";

describe("RepairRuntime.hostFor", () => {
  it("skips a model preset that fails to apply as a whole, never half-applied, and does not report it active", async () => {
    const lines: string[] = [];
    const log = { debug: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
    const good = defineRule({ name: "upperAll", package: "x-good", host: "^1.0.0", stage: STAGE.CONVERT, fixes: [], apply() {} });
    // same name as a rule of preset-pi-default, from another package: use() throws on it
    const clash = defineRule({ name: "dropNullOptional", package: "x-clash", host: "^1.0.0", stage: STAGE.DROP, fixes: [], apply() {} });
    const broken = definePreset({ name: "x-preset", models: ["^m1$"], plugins: [good, clash], config: { rules: { coerceNumericString: false } } });
    const runtime = await createRuntime({ config: defaultPiConfig(), log, paths: [], builtinPresets: [] });
    runtime.candidates.push(broken);
    const { host, presets } = runtime.hostFor("m1");
    expect(presets).toEqual([]);
    expect(host.plugins.some((p) => p.name === "upperAll")).toBe(false);
    expect(host.context().config.rules).toEqual({});
    expect(lines).toEqual([
      '[pi-tool-repair] HostError: x-clash has the same name "dropNullOptional" as @pi-tool-repair/rule-drop-null-optional (PI_TOOL_REPAIR_DUPLICATE_PLUGIN); skipped',
    ]);
    expect(runtime.hostFor("m1").host).toBe(host); // cached
  });
});

describe("config names", () => {
  it("an unknown rule, grammar or preset name gives one line each, with the nearest known name", async () => {
    const lines: string[] = [];
    const log = { debug() {}, warn: (m: string) => void lines.push(m) };
    const config = defaultPiConfig();
    config.rules = { dropNulOptional: false, coerceNumericString: false, zzzzzzzz: true };
    config.grammarRepair.grammars = ["dsmll", "qwen"];
    config.presets = { "@pi-tool-repair/preset-deepsek": false, "@pi-tool-repair/preset-qwn": true, "@pi-tool-repair/preset-glm": false };
    const runtime = await createRuntime({ config, log, paths: [] });
    expect(lines).toEqual([
      '[pi-tool-repair] config: unknown preset "@pi-tool-repair/preset-qwn" in presets (did you mean "@pi-tool-repair/preset-qwen"?); skipped',
      '[pi-tool-repair] config: unknown rule "dropNulOptional" in rules (did you mean "dropNullOptional"?); it switches nothing',
      '[pi-tool-repair] config: unknown rule "zzzzzzzz" in rules; it switches nothing',
      '[pi-tool-repair] config: unknown grammar "dsmll" in grammarRepair.grammars (did you mean "dsml"?); it matches no grammar',
      '[pi-tool-repair] config: unknown preset "@pi-tool-repair/preset-deepsek" in presets (did you mean "@pi-tool-repair/preset-deepseek"?); it switches nothing',
    ]);
    expect(runtime.forced).toEqual([]);
  });

  it("known names give no line", async () => {
    const lines: string[] = [];
    const config = defaultPiConfig();
    config.rules = { dropNullOptional: false, phantomToolUse: false };
    config.grammarRepair.grammars = ["dsml", "minimax-m1"];
    config.presets = { "@pi-tool-repair/preset-deepseek": false };
    await createRuntime({ config, log: { debug() {}, warn: (m: string) => void lines.push(m) }, paths: [] });
    expect(lines).toEqual([]);
  });
});

describe("plugin options from the config file", () => {
  it("aliases and anchorBleedModels are the options of renameAliasedField and sanitizePatternAnchors; options sets any plugin's", async () => {
    const lines: string[] = [];
    const log = { debug() {}, warn: (m: string) => void lines.push(m) };
    const config = defaultPiConfig();
    config.aliases = { read: { fileName: "path" } };
    config.anchorBleedModels = ["^acme"];
    config.options = { renameAliasedField: { aliases: { "*": { loc: "path" } } }, dropNullOptionl: {} };
    const runtime = await createRuntime({ config, log, paths: [], builtinPresets: [] });
    const { host } = runtime.hostFor("acme-1");
    const ctx = runtime.contextFor(host, { id: "acme-1" }, new Map(), log);
    expect(ctx.config.options.renameAliasedField).toEqual({ aliases: { "*": { loc: "path" }, read: { fileName: "path" } } });
    expect(ctx.config.options.sanitizePatternAnchors).toEqual({ anchorBleedModels: ["^acme"] });
    const read = { type: "object", required: ["path"], properties: { path: { type: "string" } } };
    expect(host.repairArguments("read", { fileName: "a" }, read, ctx).arguments).toEqual({ path: "a" });
    expect(lines).toEqual(['[pi-tool-repair] config: unknown plugin "dropNullOptionl" in options (did you mean "dropNullOptional"?); it sets nothing']);
  });

  it("a bad option value gives one line naming the plugin and the key, and keeps the default", async () => {
    const lines: string[] = [];
    const log = { debug() {}, warn: (m: string) => void lines.push(m) };
    const config = defaultPiConfig();
    config.options = { sanitizePatternAnchors: { anchorBleedModels: "kimi" } };
    const runtime = await createRuntime({ config, log, paths: [], builtinPresets: [] });
    const { host } = runtime.hostFor("x");
    const ctx = runtime.contextFor(host, { id: "x" }, new Map(), log);
    expect(ctx.config.options.sanitizePatternAnchors).toEqual({ anchorBleedModels: ["kimi-k2", "minimax", "glm"] });
    expect(lines).toEqual(['[pi-tool-repair] sanitizePatternAnchors (@pi-tool-repair/rule-strip-pattern-anchors): option "anchorBleedModels" must be array (got "kimi"); using the default']);
  });
});

describe("createRuntime and unreadable plugins", () => {
  it("a plugin preset whose `models` throws when read is skipped with one line; the rest load", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ptr-runtime-"));
    writeFileSync(join(dir, "bad.mjs"), `export default { name: "bad-preset", plugins: [], get models() { throw new Error("no models"); } };`);
    writeFileSync(join(dir, "good.mjs"), `export default { name: "goodRule", host: "^1.0.0", apply() {} };`);
    const lines: string[] = [];
    const config = defaultPiConfig();
    config.plugins = [join(dir, "bad.mjs"), join(dir, "good.mjs")];
    const runtime = await createRuntime({ config, log: { debug() {}, warn: (m: string) => void lines.push(m) }, paths: [], builtinPresets: [] });
    expect(lines).toEqual(["[pi-tool-repair] plugin bad-preset: cannot be read (Error: no models); skipped"]);
    expect(runtime.extras.map((p) => p.name)).toEqual(["goodRule"]);
    expect(runtime.hostFor("m").host.plugins.some((p) => p.name === "goodRule")).toBe(true);
  });
});
