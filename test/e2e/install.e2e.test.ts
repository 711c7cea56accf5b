/**
 * Installing with pi, as a user does (issue 37.2 and 37.3), into a temporary agent dir, each followed by a real
 * pi 1.6 session against the fake provider:
 * - `pi install <path to presets/pi-default>` (the checkout);
 * - the one package `pi-tool-repair`: `npm pack` of `bundle/` gives one tarball, and pi installs it as
 *   `npm:pi-tool-repair@<abs path>.tgz` (pi 1.6 takes the whole `npm:/abs/….tgz` spec for the package name and
 *   looks for `node_modules/abs/…/x.tgz`, so that spelling installs and never loads: npm's `name@tarball` is the
 *   one that works). A hand-written third-party rule installed next to it gets the bundle's own host;
 * - `pi install git:git://127.0.0.1:<port>/<owner>/<repo>.git`: a bare clone of this repository served by `git daemon` on
 *   127.0.0.1; pi clones it and runs `npm install --omit=dev` offline (npm's cache only), and loads the committed
 *   `bundle/dist` through the root's `pi` manifest.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { EXTENSION_DIR, PI_CLI, PI_ENV, ROOT, dsml, nodeProblem, replayedCalls, runPi, runProcess, toolResults, type Turn } from "./harness.js";

const problem = nodeProblem();
const BUNDLE_DIR = join(ROOT, "bundle");

/** A pi extension with one tool whose schema has an enum: what the third-party rule repairs. */
const CHOOSE_TOOL = `export default function (pi) {
  pi.registerTool({
    name: "choose", label: "choose", description: "Picks a mode.",
    parameters: { type: "object", required: ["mode"], properties: { mode: { type: "string", enum: ["fast", "slow"] } } },
    async execute(_id, params) { return { content: [{ type: "text", text: "mode=" + params.mode }], details: {} }; },
  });
}
`;

/** A third-party rule as plain JavaScript, with the host as a peer (pi installs no peers): it says which host it got. */
const RULE_PACKAGE = { name: "ptr-rule-trim-enum", version: "1.0.0", type: "module", main: "index.js", "pi-tool-repair": { kind: "rule" }, pi: { extensions: [] }, peerDependencies: { "@pi-tool-repair/host": "^1.0.0" } };
const RULE_SOURCE = `import { STAGE, defineRule } from "@pi-tool-repair/host";
process.stderr.write("third-party host: " + import.meta.resolve("@pi-tool-repair/host") + "\\n");
export const trimEnum = defineRule({
  name: "trimEnum", package: "ptr-rule-trim-enum", host: "^1.0.0", stage: STAGE.CONVERT, fixes: ["enum"],
  apply(issue, draft) {
    if (typeof issue.value !== "string") return;
    const values = Array.isArray(issue.params.allowedValues) ? issue.params.allowedValues : [];
    const t = issue.value.trim();
    if (t === issue.value || !values.includes(t)) return;
    draft.set(issue.path, t);
    return "trimmed the enum value";
  },
});
export default trimEnum;
`;

/** A repaired call, a recovered DSML call and a call only the third-party rule repairs, then a plain answer. */
const TURNS: readonly Turn[] = [
  { calls: [{ id: "call_r", name: "read", arguments: '{"path":"i.txt","offset":null}' }] },
  { text: `Writing.\n\n${dsml("write", { path: "d.txt", content: "from dsml" })}` },
  { calls: [{ id: "call_t", name: "choose", arguments: '{"mode":" fast "}' }] },
];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("pi install", () => {
  it("runs under Node >= 22.19 (pi's engines)", () => {
    if (problem) throw new Error(problem);
  });
  if (problem) return;

  const work = mkdtempSync(join(tmpdir(), "ptr-e2e-install-"));
  const ruleDir = join(work, "rule");
  const toolExtension = join(work, "choose-tool.mjs");
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  beforeAll(() => {
    mkdirSync(ruleDir);
    writeFileSync(join(ruleDir, "package.json"), JSON.stringify(RULE_PACKAGE));
    writeFileSync(join(ruleDir, "index.js"), RULE_SOURCE);
    writeFileSync(toolExtension, CHOOSE_TOOL);
  });

  it("installs presets/pi-default from its path, and the installed extension repairs calls", async () => {
    let installed: { code: number | null; stdout: string; stderr: string } | undefined;
    const run = await runPi({
      extension: false, // no -e: pi must find the extension through the installed package
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      files: { "i.txt": "installed\n" },
      turns: [{ calls: [{ id: "call_i", name: "read", arguments: '{"path":"i.txt","offset":null}' }] }],
      prepare: async (agentDir, cwd) => {
        installed = await runProcess([PI_CLI, "install", EXTENSION_DIR], { cwd, env: { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV }, timeoutMs: 120_000 });
        const settings = JSON.parse(readFileSync(join(agentDir, "settings.json"), "utf8")) as { packages?: unknown[] };
        expect(settings.packages).toHaveLength(1);
      },
    });
    expect(installed?.code).toBe(0);
    expect(installed?.stdout).toContain(`Installed ${EXTENSION_DIR}`);
    expect(run.stderr).toContain("[pi-tool-repair] tool=read outcome=repaired rules=dropNullOptional hints=1");
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_i", name: "read", arguments: '{"path":"i.txt"}' }]);
  }, 180_000);

  /** One session with the package `source` installed (and the third-party rule): every kind of repair, then `/tool-repair`. */
  async function sessions(source: string, env: Record<string, string> = {}) {
    const installs: { code: number | null; stdout: string; stderr: string }[] = [];
    let agent = "";
    const run = await runPi({
      extension: false,
      model: "deepseek-v4-pro", // its preset turns DSML recovery on
      args: ["-e", toolExtension],
      env: { PI_TOOL_REPAIR_DEBUG: "1" },
      // the built-in matchEnumCase would also match " fast ": off, so that only the third-party rule can
      config: { rules: { matchEnumCase: false } },
      files: { "i.txt": "installed\n" },
      turns: TURNS,
      timeoutMs: 120_000,
      prepare: async (agentDir, cwd) => {
        agent = agentDir;
        for (const what of [source, ruleDir]) installs.push(await runProcess([PI_CLI, "install", what], { cwd, env: { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV, ...env }, timeoutMs: 300_000 }));
      },
    });
    const status = await runPi({ extension: false, model: "deepseek-v4-pro", turns: [{ text: "hi" }], args: ["go"], prompt: "/tool-repair", prepare: async (agentDir, cwd) => void (await runProcess([PI_CLI, "install", source], { cwd, env: { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV, ...env }, timeoutMs: 300_000 })) });
    return { run, status, installs, agent };
  }

  function expectEveryRepair(run: Awaited<ReturnType<typeof sessions>>["run"], hostFile: string): void {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("[pi-tool-repair] tool=read outcome=repaired rules=dropNullOptional hints=1");
    expect(replayedCalls(run.requests[1])).toEqual([{ id: "call_r", name: "read", arguments: '{"path":"i.txt"}' }]);
    expect(run.stderr).toContain("[pi-tool-repair] grammar=dsml tool=write outcome=recovered");
    expect(readFileSync(join(run.cwd, "d.txt"), "utf8")).toBe("from dsml");
    expect(run.stderr).toContain("[pi-tool-repair] tool=choose outcome=repaired rules=trimEnum hints=1");
    expect(toolResults(run.requests[3]).filter((r) => r.tool_call_id === "call_t")).toEqual([{ tool_call_id: "call_t", content: "mode=fast" }]);
    // the rule got the one host the bundle runs: its own entry file, not a copy
    expect(run.stderr).toContain(`third-party host: ${pathToFileURL(hostFile).href}`);
  }

  it("the one package: npm pack of bundle/ gives one tarball; pi installs it and it repairs, recovers, runs a third-party rule and answers /tool-repair", async () => {
    const packed = spawnSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", work], { cwd: BUNDLE_DIR, encoding: "utf8" });
    expect(packed.status, packed.stderr).toBe(0);
    const infos = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    expect(infos.map((i) => i.filename)).toEqual([`pi-tool-repair-${(JSON.parse(readFileSync(join(BUNDLE_DIR, "package.json"), "utf8")) as { version: string }).version}.tgz`]);
    const files = infos[0]!.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(["package.json", "LICENSE", "README.md", "dist/extension.ts", "dist/factory.js", "dist/host.js", "dist/grammar-kit.js", "dist/index.js", "dist/THIRD-PARTY-NOTICES"]));
    expect(files.filter((f) => !f.startsWith("dist/") && !["package.json", "LICENSE", "README.md"].includes(f))).toEqual([]);
    const tarball = join(work, infos[0]!.filename);

    const { run, status, installs, agent } = await sessions(`npm:pi-tool-repair@${tarball}`);
    expect(installs.map((i) => i.code)).toEqual([0, 0]);
    expectEveryRepair(run, join(agent, "npm", "node_modules", "pi-tool-repair", "dist", "host.js"));
    expect(status.stderr).toContain("pi-tool-repair in pi 1.6.0, model deepseek-v4-pro");
  }, 600_000);

  it("pi install git:<repository>: a bare clone served on 127.0.0.1, installed without devDependencies, loads the committed bundle", async () => {
    // pi takes a git URL with an owner and a name only
    const bare = join(work, "served", "pi-tool-repair", "pi-tool-repair.git");
    const cloned = spawnSync("git", ["clone", "--quiet", "--bare", ROOT, bare], { encoding: "utf8" });
    expect(cloned.status, cloned.stderr).toBe(0);
    const port = await freePort();
    const daemon: ChildProcess = spawn("git", ["daemon", "--reuseaddr", "--export-all", `--base-path=${join(work, "served")}`, "--listen=127.0.0.1", `--port=${port}`, join(work, "served")], { stdio: "ignore" });
    try {
      await new Promise((r) => setTimeout(r, 500));
      const source = `git:git://127.0.0.1:${port}/pi-tool-repair/pi-tool-repair.git`;
      // nothing fetched from outside: npm may use its cache only
      const { run, status, installs, agent } = await sessions(source, { npm_config_offline: "true" });
      expect(installs.map((i) => i.code), installs.map((i) => i.stderr).join("\n")).toEqual([0, 0]);
      expectEveryRepair(run, join(agent, "git", "127.0.0.1", "pi-tool-repair", "pi-tool-repair", "bundle", "dist", "host.js"));
      expect(status.stderr).toContain("pi-tool-repair in pi 1.6.0, model deepseek-v4-pro");
    } finally {
      daemon.kill();
    }
  }, 900_000);
});
