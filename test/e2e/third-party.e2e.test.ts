/**
 * A third-party rule, as a pi user gets one: scaffolded outside the repository (`scripts/new-package.mjs --dir`),
 * built, packed, then installed with the real pi 1.6 (`pi install <folder>`, `pi install npm:<tarball>`) into a
 * temporary agent dir that also has preset-pi-default installed. pi keeps starting (the package says it is a
 * pi-tool-repair plugin and no pi extension), preset-pi-default finds it among pi's packages, gives it its own
 * `@pi-tool-repair/host` and `@pi-tool-repair/grammar-kit` (pi installs no peers), and the rule repairs a call in a
 * real session.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { EXTENSION_DIR, PI_CLI, PI_ENV, ROOT, nodeProblem, replayedCalls, runPi, runProcess, toolResults, type PiRun } from "./harness.js";

const problem = nodeProblem();
/** The kit's current major: the scaffold asks for it. */
const KIT_MAJOR = (JSON.parse(readFileSync(join(ROOT, "kit", "package.json"), "utf8")) as { version: string }).version.split(".")[0];

/** A pi extension with one tool whose schema has an enum (pi's own tools have none): what the example rule repairs. */
const CHOOSE_TOOL = `export default function (pi) {
  pi.registerTool({
    name: "choose",
    label: "choose",
    description: "Picks a mode.",
    parameters: { type: "object", required: ["mode"], properties: { mode: { type: "string", enum: ["fast", "slow"] } } },
    async execute(_id, params) {
      return { content: [{ type: "text", text: "mode=" + params.mode }], details: {} };
    },
  });
}
`;

describe("a third-party rule installed with pi install", () => {
  it("runs under Node >= 22.19 (pi's engines)", () => {
    if (problem) throw new Error(problem);
  });
  if (problem) return;

  const work = mkdtempSync(join(tmpdir(), "ptr-e2e-third-party-"));
  const ruleDir = join(work, "unquote-enum-value");
  const toolExtension = join(work, "choose-tool.mjs");
  let tarball = "";

  beforeAll(() => {
    const made = spawnSync(process.execPath, [join(ROOT, "scripts", "new-package.mjs"), "rule", "unquote-enum-value", "Takes an enum value out of the quotes a model wrapped it in.", "--dir", ruleDir], { encoding: "utf8" });
    expect(made.status, made.stderr).toBe(0);
    const pkg = JSON.parse(readFileSync(join(ruleDir, "package.json"), "utf8")) as Record<string, unknown>;
    expect(pkg).toMatchObject({ name: "pi-tool-repair-rule-unquote-enum-value", "pi-tool-repair": { kind: "rule" }, pi: { extensions: [] }, peerDependencies: { "@pi-tool-repair/host": "^1.0.0", "@pi-tool-repair/grammar-kit": `^${KIT_MAJOR}.0.0` } });
    expect(pkg.dependencies).toBeUndefined(); // nothing for pi's npm install to fetch
    // The build needs the host's and the kit's types: linked for the build only, then removed, so that the
    // installed package has neither of its own (as after pi's `npm install --legacy-peer-deps`).
    mkdirSync(join(ruleDir, "node_modules", "@pi-tool-repair"), { recursive: true });
    symlinkSync(join(ROOT, "host"), join(ruleDir, "node_modules", "@pi-tool-repair", "host"));
    symlinkSync(join(ROOT, "kit"), join(ruleDir, "node_modules", "@pi-tool-repair", "grammar-kit"));
    const built = spawnSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", ruleDir], { encoding: "utf8" });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    rmSync(join(ruleDir, "node_modules"), { recursive: true, force: true });
    const packed = spawnSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", work], { cwd: ruleDir, encoding: "utf8" });
    expect(packed.status, packed.stderr).toBe(0);
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    expect(info!.files.map((f) => f.path).sort()).toEqual(["README.md", "dist/index.d.ts", "dist/index.d.ts.map", "dist/index.js", "dist/index.js.map", "package.json"]);
    tarball = join(work, info!.filename);
    writeFileSync(toolExtension, CHOOSE_TOOL);
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** pi install preset-pi-default (path) and the rule (`source`), then one session: the model sends `{"mode":"`fast`"}`. */
  async function session(source: () => string): Promise<{ run: PiRun; installs: { code: number | null; stdout: string; stderr: string }[]; settings: string[] }> {
    const installs: { code: number | null; stdout: string; stderr: string }[] = [];
    let settings: string[] = [];
    const run = await runPi({
      extension: false, // no -e for preset-pi-default: pi loads it as an installed package
      args: ["-e", toolExtension],
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      // the default configuration: no built-in rule repairs a quoted enum value, the scaffold's example rule does
      turns: [{ calls: [{ id: "call_t", name: "choose", arguments: '{"mode":"`fast`"}' }] }],
      timeoutMs: 90_000,
      prepare: async (agentDir, cwd) => {
        for (const what of [EXTENSION_DIR, source()]) {
          installs.push(await runProcess([PI_CLI, "install", what], { cwd, env: { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV }, timeoutMs: 120_000 }));
        }
        // pi keeps a folder relative to the agent dir
        const { packages } = JSON.parse(readFileSync(join(agentDir, "settings.json"), "utf8")) as { packages: string[] };
        settings = packages.map((p) => (p.startsWith("npm:") ? p : resolve(agentDir, p)));
      },
    });
    return { run, installs, settings };
  }

  function expectRepairedByTheRule(run: PiRun): void {
    expect(run.stderr).not.toContain("does not export a valid factory function");
    expect(run.stderr).not.toContain("Cannot find");
    expect(run.stderr).not.toMatch(/\[pi-tool-repair\] plugin .*skipped/);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("[pi-tool-repair] tool=choose outcome=repaired rules=unquoteEnumValue hints=1");
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_t", name: "choose", arguments: '{"mode":"fast"}' }]);
    expect(toolResults(run.requests[1])).toEqual([{ tool_call_id: "call_t", content: "mode=fast" }]);
    expect(run.stdout.trim()).toBe("done.");
  }

  it("pi install <folder>: pi starts, and the rule repairs the call", async () => {
    const { run, installs, settings } = await session(() => ruleDir);
    expect(installs.map((i) => i.code)).toEqual([0, 0]);
    expect(installs[1]!.stdout).toContain(`Installed ${ruleDir}`);
    expect(settings).toEqual([EXTENSION_DIR, ruleDir]);
    expectRepairedByTheRule(run);
  }, 180_000);

  it("pi install npm:<tarball>: installed without its peer host, and the rule repairs the call", async () => {
    const { run, installs, settings } = await session(() => `npm:${tarball}`);
    const agentDir = run.agentDir;
    expect(installs.map((i) => i.code)).toEqual([0, 0]);
    expect(settings).toEqual([EXTENSION_DIR, `npm:${tarball}`]);
    const installed = join(agentDir, "npm", "node_modules", "pi-tool-repair-rule-unquote-enum-value");
    expect(existsSync(join(installed, "dist", "index.js"))).toBe(true);
    expect(existsSync(join(agentDir, "npm", "node_modules", "@pi-tool-repair", "host"))).toBe(false); // pi installs no peers
    expect(existsSync(join(agentDir, "npm", "node_modules", "@pi-tool-repair", "grammar-kit"))).toBe(false);
    expectRepairedByTheRule(run);
  }, 240_000);
});
