import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Logger } from "@pi-tool-repair/host";
import { compilePatterns, defaultPiConfig, loadConfig, loadPlugins, pluginOptionsOf, resolvePluginSpec, type PiToolRepairConfig } from "./config.js";

const dir = mkdtempSync(join(tmpdir(), "ptr-config-"));
let n = 0;
function file(text: string): string {
  const path = join(dir, `c${n++}.json`);
  writeFileSync(path, text);
  return path;
}
function recorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (m) => void lines.push(m), debug: () => {} };
}
const withDefaults = (over: (c: PiToolRepairConfig) => void): PiToolRepairConfig => {
  const c = defaultPiConfig();
  over(c);
  return c;
};

describe("pluginOptionsOf", () => {
  it("maps the file's aliases and anchorBleedModels to the plugins that own them, over options", () => {
    const c = defaultPiConfig();
    expect(pluginOptionsOf(c)).toEqual({});
    c.aliases = { read: { fileName: "path" } };
    c.anchorBleedModels = [];
    c.options = { renameAliasedField: { aliases: { read: { fileName: "file" }, "*": { loc: "path" } } }, wrapCommaList: { separator: ";" } };
    expect(pluginOptionsOf(c)).toEqual({
      renameAliasedField: { aliases: { read: { fileName: "path" }, "*": { loc: "path" } } },
      sanitizePatternAnchors: { anchorBleedModels: [] },
      wrapCommaList: { separator: ";" },
    });
  });
});

describe("loadConfig", () => {
  const cases: { name: string; text: string; config: PiToolRepairConfig; lines: RegExp[] }[] = [
    { name: "empty object", text: "{}", config: defaultPiConfig(), lines: [] },
    {
      name: "every key",
      text: JSON.stringify({
        grammarRepair: { enabled: true, mode: "strip", requireKnownTool: false, grammars: ["dsml"], leakModels: ["kimi"], debug: true },
        aliases: { read: { fileName: "path" } },
        anchorBleedModels: ["foo"],
        rules: { coerceNumericString: false },
        presets: { "@pi-tool-repair/preset-deepseek": false },
        plugins: ["my-rule"],
      }),
      config: {
        grammarRepair: { enabled: true, mode: "strip", requireKnownTool: false, grammars: ["dsml"], leakModels: ["kimi"], debug: true },
        aliases: { read: { fileName: "path" } },
        anchorBleedModels: ["foo"],
        rules: { coerceNumericString: false },
        presets: { "@pi-tool-repair/preset-deepseek": false },
        plugins: ["my-rule"],
      },
      lines: [],
    },
    { name: "presets as a list", text: '{"presets":["./p.js"]}', config: withDefaults((c) => (c.presets = { "./p.js": true })), lines: [] },
    { name: "malformed JSON", text: '{"grammarRepair": {', config: defaultPiConfig(), lines: [/is not valid JSON .*using the defaults for every key/] },
    { name: "not an object", text: "[1]", config: defaultPiConfig(), lines: [/must hold a JSON object/] },
    {
      name: "unknown top-level key, with the key meant",
      text: '{"grammarRepar":{},"rules":{"a":false}}',
      config: withDefaults((c) => (c.rules = { a: false })),
      lines: [/: unknown key "grammarRepar" \(did you mean "grammarRepair"\?\); ignored$/],
    },
    { name: "unknown key, nothing near", text: '{"zzzzzz":1}', config: defaultPiConfig(), lines: [/: unknown key "zzzzzz"; ignored$/] },
    { name: "a byte order mark", text: '\ufeff{"rules":{"a":false}}', config: withDefaults((c) => (c.rules = { a: false })), lines: [] },
    { name: "a byte order mark before an empty file", text: "\ufeff \n", config: defaultPiConfig(), lines: [] },
    {
      name: "bad enum keeps the siblings",
      text: '{"grammarRepair":{"mode":"fast","enabled":true}}',
      config: withDefaults((c) => (c.grammarRepair.enabled = true)),
      lines: [/key "grammarRepair.mode" must be one of "recover", "strip" \(got "fast"\); using the default for "grammarRepair.mode"/],
    },
    {
      name: "bad array item drops that key only",
      text: '{"grammarRepair":{"leakModels":["a",3],"debug":true}}',
      config: withDefaults((c) => (c.grammarRepair.debug = true)),
      lines: [/key "grammarRepair.leakModels" \(at grammarRepair.leakModels.1\) must be string \(got 3\)/],
    },
    { name: "bad rule value", text: '{"rules":{"a":"no","b":true}}', config: withDefaults((c) => (c.rules = { b: true })), lines: [/key "rules.a" must be boolean/] },
    { name: "nested unknown key", text: '{"grammarRepair":{"enable":true}}', config: defaultPiConfig(), lines: [/unknown key "grammarRepair.enable" \(did you mean "enabled"\?\); ignored$/] },
    { name: "unknown key, case only", text: '{"Plugins":[]}', config: defaultPiConfig(), lines: [/unknown key "Plugins" \(did you mean "plugins"\?\); ignored$/] },
    { name: "options by plugin name", text: '{"options":{"wrapCommaList":{"separator":";"}}}', config: withDefaults((c) => (c.options = { wrapCommaList: { separator: ";" } })), lines: [] },
    {
      name: "options of one plugin that are not an object drop that plugin's only",
      text: '{"options":{"wrapCommaList":";","other":{"a":1}}}',
      config: withDefaults((c) => (c.options = { other: { a: 1 } })),
      lines: [/key "options.wrapCommaList" must be object \(got ";"\); using the default for "options.wrapCommaList"$/],
    },
    { name: "wrong type at top", text: '{"plugins":"x","anchorBleedModels":["k"]}', config: withDefaults((c) => (c.anchorBleedModels = ["k"])), lines: [/key "plugins" must be array/] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const log = recorder();
      const path = file(c.text);
      const loaded = loadConfig(path, log);
      expect(loaded.config).toEqual(c.config);
      expect(loaded.found).toBe(true);
      expect(log.lines).toHaveLength(c.lines.length);
      expect(loaded.errors).toEqual(log.lines);
      c.lines.forEach((re, i) => {
        expect(log.lines[i]).toMatch(re);
        expect(log.lines[i]).toContain(path);
        expect(log.lines[i]).toMatch(/^\[pi-tool-repair\] config /);
      });
    });
  }

  it("a missing file is the defaults, silently", () => {
    const log = recorder();
    const loaded = loadConfig(join(dir, "nope.json"), log);
    expect(loaded).toEqual({ file: join(dir, "nope.json"), found: false, config: defaultPiConfig(), errors: [] });
    expect(log.lines).toEqual([]);
  });
});

describe("compilePatterns", () => {
  it("skips fragments that do not compile and reports each", () => {
    const bad: string[] = [];
    const res = compilePatterns(["kimi", "(", "QWEN3"], (f) => bad.push(f));
    expect(res.map((r) => r.source)).toEqual(["kimi", "QWEN3"]);
    expect(res[1]!.test("qwen3-coder")).toBe(true);
    expect(bad).toEqual(["("]);
  });
});

describe("loadPlugins", () => {
  const root = mkdtempSync(join(tmpdir(), "ptr-plugins-"));
  const pkg = (base: string, name: string, body: string, manifest: Record<string, unknown> = {}) => {
    const d = join(base, "node_modules", ...name.split("/"));
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, "package.json"), JSON.stringify({ name, type: "module", exports: { ".": { default: "./main.js" } }, ...manifest }));
    writeFileSync(join(d, "main.js"), body);
    return d;
  };
  const agentNpm = join(root, "agent", "npm");
  const project = join(root, "project");
  const rule = (name: string, hostRange = "^1.0.0") =>
    `export default { name: ${JSON.stringify(name)}, package: ${JSON.stringify(name)}, host: ${JSON.stringify(hostRange)}, stage: 100, apply() {} };`;
  pkg(agentNpm, "@acme/rule-one", rule("@acme/rule-one"));
  pkg(project, "rule-two", rule("rule-two"));
  pkg(project, "@acme/rule-one", rule("shadowed"));
  pkg(project, "rule-future", rule("rule-future", "^2.0.0"));
  pkg(project, "rule-broken", "throw new Error('boom at load');");
  pkg(project, "not-a-plugin", "export default 42;");
  pkg(project, "named-only", `export const a = { name: "a", host: "^1.0.0", apply() {} }; export const b = 1;`);
  // exports whose properties throw when read: a Proxy, a getter
  pkg(project, "throws-on-read", "export default new Proxy({}, { get() { throw new Error('no access'); } });");
  pkg(project, "throws-on-name", "export default { get name() { throw new Error('no name'); }, host: '^1.0.0', apply() {} };");
  mkdirSync(join(project, "local"), { recursive: true });
  writeFileSync(join(project, "local", "preset.js"), `export default { name: "local-preset", plugins: [], models: ["foo"] };`);

  it("resolves from pi's package folder first, then the project, and paths relative to them", () => {
    expect(resolvePluginSpec("@acme/rule-one", [agentNpm, project])).toBe(join(agentNpm, "node_modules", "@acme", "rule-one", "main.js"));
    expect(resolvePluginSpec("rule-two", [agentNpm, project])).toBe(join(project, "node_modules", "rule-two", "main.js"));
    expect(resolvePluginSpec("./local/preset.js", [agentNpm, project])).toBe(join(project, "local", "preset.js"));
    expect(resolvePluginSpec("nothing-here", [agentNpm, project])).toBeUndefined();
  });

  it("loads what it can and names each one it cannot, in one line each", async () => {
    const log = recorder();
    const specs = ["@acme/rule-one", "rule-two", "missing-pkg", "rule-future", "rule-broken", "not-a-plugin", "named-only", "./local/preset.js"];
    const result = await loadPlugins(specs, { paths: [agentNpm, project], log });
    expect(result.plugins.map((p) => p.name)).toEqual(["@acme/rule-one", "rule-two", "a", "local-preset"]);
    expect(result.errors).toEqual(log.lines);
    expect(log.lines).toHaveLength(4);
    expect(log.lines[0]).toMatch(/^\[pi-tool-repair\] plugin missing-pkg: not found \(looked in .*\); skipped$/);
    expect(log.lines[1]).toMatch(/^\[pi-tool-repair\] plugin rule-future: rule-future needs host "\^2\.0\.0" but was loaded with 1\.\d+\.\d+ \(PI_TOOL_REPAIR_HOST_UNSUPPORTED\); skipped$/);
    expect(log.lines[2]).toMatch(/^\[pi-tool-repair\] plugin rule-broken: failed to load .*boom at load.*; skipped$/);
    expect(log.lines[3]).toMatch(/^\[pi-tool-repair\] plugin not-a-plugin: exports no plugin or preset/);
  });

  it("an export that throws when read disables that plugin only, with one line", async () => {
    const log = recorder();
    const result = await loadPlugins(["throws-on-read", "rule-two", "throws-on-name"], { paths: [project], log });
    expect(result.plugins.map((p) => p.name)).toEqual(["rule-two"]);
    expect(log.lines).toHaveLength(2);
    // (a Proxy default export may already throw while the module loader reads it: "failed to load")
    expect(log.lines[0]).toMatch(/^\[pi-tool-repair\] plugin throws-on-read: (its exports cannot be read|failed to load \S+) \(Error: no access\); skipped$/);
    expect(log.lines[1]).toBe("[pi-tool-repair] plugin throws-on-name: its exports cannot be read (Error: no name); skipped");
  });
});
