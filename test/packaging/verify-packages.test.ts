/**
 * The packed tarballs work outside the repo: scripts/verify-packages.mjs packs every workspace, installs the
 * tarballs into an empty temporary project, imports everything, runs the installed bin and loads a
 * third-party rule through `plugins`. Then real pi loads the extension from that installed copy.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT, nodeProblem, replayedCalls, runPi, toolResults } from "../e2e/harness.js";
import { HOST_API_VERSION } from "@pi-tool-repair/host";

interface Report {
  dir: string;
  packages: string[];
  failures: string[];
  binOutput: string;
  project: { preset: Record<string, unknown>; plugins: { loaded: string[]; errors: string[]; logged: string[]; taps: string[]; baseTaps: string[]; result: unknown; baseResult: unknown } };
  ms: number;
}

const problem = nodeProblem();
const dsml = (path: string) =>
  `Reading.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">${path}</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>`;

describe("packed tarballs, installed outside the repo", () => {
  it("runs under Node >= 22.19 (pi and lerna need it)", () => {
    if (problem) throw new Error(problem);
  });
  if (problem) return;

  let report: Report;
  beforeAll(() => {
    const r = spawnSync(process.execPath, [join(ROOT, "scripts", "verify-packages.mjs"), "--json", "--keep"], { cwd: ROOT, encoding: "utf8", timeout: 170_000, maxBuffer: 64 * 1024 * 1024 });
    report = JSON.parse(r.stdout) as Report;
  }, 180_000);
  afterAll(() => {
    if (report?.dir) rmSync(report.dir, { recursive: true, force: true });
  });
  const installed = (name: string) => join(report.dir, "project", "node_modules", ...name.split("/"));

  it("packs, installs and imports every workspace with no failure", () => {
    const workspaces = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { workspaces: string[] };
    expect(workspaces.workspaces).toHaveLength(7);
    expect(report.failures).toEqual([]);
    expect(report.packages).toContain("@pi-tool-repair/host");
    expect(report.packages).toContain("@pi-tool-repair/grammar-kit");
    expect(report.packages).toContain("@pi-tool-repair/preset-deepseek");
    expect(report.packages.length).toBeGreaterThan(40);
  });

  it("the installed pi-tool-repair bin repairs a line, byte for byte", () => {
    expect(report.binOutput).toBe(
      '{"outcome":"repaired","arguments":{"path":"src/a.ts"},"rules":["dropNullOptional"],"hints":[{"rule":"dropNullOptional","path":"/offset","message":"dropped null from tool \\"read\\": optional, not nullable"}]}',
    );
  });

  it("a third-party rule that depends on the host tarball loads through plugins and repairs in its declared place", () => {
    const p = report.project.plugins;
    expect(p.loaded).toEqual(["pi-tool-repair-rule-wrap-comma-list"]);
    const expectedTaps = [...p.baseTaps];
    expectedTaps.splice(expectedTaps.indexOf("wrapBareStringAsArray"), 0, "wrapCommaList");
    expect(p.baseTaps).toContain("wrapBareStringAsArray");
    expect(p.taps).toEqual(expectedTaps);
    expect(p.result).toEqual({ outcome: "repaired", arguments: { tags: ["a", "b"] }, rules: ["wrapCommaList"], hints: [{ rule: "wrapCommaList", path: "/tags", message: "split a comma list into 2 items" }] });
    // without it, wrapBareStringAsArray would have made ["a, b"]
    expect(p.baseResult).toEqual({ outcome: "repaired", arguments: { tags: ["a, b"] }, rules: ["wrapBareStringAsArray"], hints: expect.any(Array) });
  });

  it("a plugin for host ^2.0.0, and a package that is not installed, each give one clear line and are skipped", () => {
    const lines = [
      `[pi-tool-repair] plugin ./plugins/rule-future: pi-tool-repair-rule-future needs host "^2.0.0" but was loaded with ${HOST_API_VERSION} (PI_TOOL_REPAIR_HOST_UNSUPPORTED); skipped`,
      `[pi-tool-repair] plugin pi-tool-repair-rule-missing: not found (looked in ${join(report.dir, "project")}); skipped`,
    ];
    expect(report.project.plugins.logged).toEqual(lines);
    expect(report.project.plugins.errors).toEqual(lines);
  });

  it("a third-party model preset extends preset-pi-default, bundles the third-party rule and turns on its grammar", () => {
    expect(report.project.preset).toEqual({
      name: "pi-tool-repair-preset-acme",
      models: ["^acme-coder"],
      presets: ["pi-tool-repair-preset-acme", "@pi-tool-repair/preset-pi-default"],
      grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["qwen"] },
      rules: { coerceBooleanString: false },
      repaired: { tags: ["a", "b"] },
      recovered: [{ grammar: "qwen", name: "bash", arguments: { command: "ls" } }],
      errors: [],
    });
  });

  it("real pi loads the installed extension: deepseek-v4-pro activates preset-deepseek and a DSML leak runs", async () => {
    const run = await runPi({
      extension: false,
      args: ["-ne", "-e", installed("@pi-tool-repair/preset-pi-default")],
      model: "deepseek-v4-pro",
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      files: { "i.txt": "from the tarball\n" },
      turns: [{ text: dsml("i.txt") }],
    });
    expect(run.stderr.split("\n")).toContain("[pi-tool-repair] preset=@pi-tool-repair/preset-deepseek active for model deepseek-v4-pro");
    expect(replayedCalls(run.requests[1]).map((c) => ({ name: c.name, arguments: c.arguments }))).toEqual([{ name: "read", arguments: '{"path":"i.txt"}' }]);
    expect(toolResults(run.requests[1]).map((r) => r.content)).toEqual([expect.stringContaining("from the tarball")]);
    expect(run.code).toBe(0);
  }, 90_000);

  it("real pi with the installed extension repairs a native call (null optional dropped)", async () => {
    const run = await runPi({
      extension: false,
      args: ["-ne", "-e", installed("@pi-tool-repair/preset-pi-default")],
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      files: { "n.txt": "null dropped\n" },
      turns: [{ calls: [{ id: "call_n", name: "read", arguments: '{"path":"n.txt","offset":null}' }] }],
    });
    expect(run.stderr).toContain("[pi-tool-repair] tool=read outcome=repaired rules=dropNullOptional hints=1");
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_n", name: "read", arguments: '{"path":"n.txt"}' }]);
  }, 90_000);
});
