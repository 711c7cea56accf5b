/**
 * `/tool-repair stats` in the real pi 1.6 and `pi-tool-repair audit` on the session file pi wrote give the
 * same figures: pi stores the repaired message, so the extension records what it changed as custom session
 * entries, and audit counts those with the same counters.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EXTENSION_DIR, makeAgentDir, nodeProblem, PI_CLI, PI_ENV, runPi, runProcess, startFakeProvider, type PiRun, dsml, SESSION_TURNS as TURNS } from "./harness.js";

const problem = nodeProblem();
const CLI = join(EXTENSION_DIR, "bin", "pi-tool-repair.js");



function sessionFile(run: PiRun): string {
  const dir = join(run.cwd, "sessions");
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".jsonl"));
  expect(files).toHaveLength(1);
  return join(dir, files[0]!);
}

/** The lines of the command's output after its title (pi prints nothing after it on stderr). */
function statsLines(stderr: string): string[] {
  const at = stderr.indexOf("pi-tool-repair: this session\n");
  expect(at).toBeGreaterThanOrEqual(0);
  return stderr.slice(at).trimEnd().split("\n").slice(1);
}

/** The counts block of audit's text report, after its title. */
function auditLines(stdout: string): string[] {
  const lines = stdout.split("\n");
  const at = lines.indexOf("counts (as /tool-repair stats shows them for one session)");
  expect(at).toBeGreaterThanOrEqual(0);
  return lines.slice(at + 1, at + 10);
}

async function audit(run: PiRun, file: string, json = false) {
  return runProcess([CLI, "audit", file, ...(json ? ["--json"] : [])], { cwd: run.cwd, env: { PI_CODING_AGENT_DIR: run.agentDir, ...PI_ENV }, timeoutMs: 60_000 });
}

const customEntries = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((e) => e.type === "custom" && e.customType === "pi-tool-repair")
    .map((e) => e.data as Record<string, unknown>);

describe("/tool-repair stats and audit of the session file agree (real pi)", () => {
  if (problem) {
    it(`needs Node >= 22.19 (${problem})`, () => {
      throw new Error(problem);
    });
    return;
  }

  it("a repaired call, a phantom retry and a recovered leak: the same counts", async () => {
    const run = await runPi({ config: { grammarRepair: { leakModels: ["^m1$"] } }, files: { "n.txt": "one\n" }, turns: TURNS, session: true, args: ["go"], prompt: "/tool-repair stats" });
    expect(run.code).toBe(0);
    expect(run.requests).toHaveLength(5);
    const live = statsLines(run.stderr);
    expect(live).toEqual([
      "  calls seen     3",
      "  valid          2",
      "  repaired       1",
      "    by rule      dropNullOptional 1, renameAliasedField 1",
      "    by tool      read 1",
      "  unrepairable   0",
      "  recovered      1 (dsml 1)",
      "  markup spans stripped  1",
      "  phantom retries        1",
    ]);
    const file = sessionFile(run);
    // one entry per message that was not all-valid: the repaired call, the phantom, the leak
    expect(customEntries(file).map((d) => ({ calls: (d.calls as { result: { outcome: string } }[]).map((c) => c.result.outcome), recovered: (d.recovered as unknown[]).length, stripped: d.stripped, phantom: d.phantom }))).toEqual([
      { calls: ["repaired"], recovered: 0, stripped: 0, phantom: false },
      { calls: [], recovered: 0, stripped: 0, phantom: true },
      { calls: ["valid"], recovered: 1, stripped: 1, phantom: false },
    ]);
    const text = await audit(run, file);
    expect(text.code).toBe(0);
    expect(auditLines(text.stdout)).toEqual(live);
    // the findings show what the model sent, not the repaired message pi stored
    expect(text.stdout).toContain(' read repaired by renameAliasedField,dropNullOptional: {"file_path":"n.txt","offset":null} → {"path":"n.txt"}\n');
    expect(text.stdout).toContain(' write recovered from leaked dsml markup: {"path":"d.txt","content":"from dsml"}\n');
    expect(text.stdout).toContain(" phantom tool use → retryable error\n");
    const parsed = JSON.parse((await audit(run, file, true)).stdout) as { summary: Record<string, unknown> };
    expect(parsed.summary).toMatchObject({ checkedCalls: 3, valid: 2, repaired: 1, unrepairable: 0, recovered: 1, stripped: 1, phantom: 1, byGrammar: { dsml: 1 }, savedTurns: 1 });
  });

  it("/tool-repair mode off is recorded: audit does not recover the leak the session left alone", async () => {
    const run = await runPi({ config: { grammarRepair: { leakModels: ["^m1$"] } }, files: { "n.txt": "one\n" }, turns: TURNS, session: true, args: ["/tool-repair mode off", "go"], prompt: "/tool-repair stats" });
    expect(run.code).toBe(0);
    const live = statsLines(run.stderr);
    expect(live.slice(5)).toEqual(["  unrepairable   0", "  recovered      0", "  markup spans stripped  0", "  phantom retries        1"]);
    const file = sessionFile(run);
    expect(customEntries(file)[0]).toEqual({ v: 1, mode: "off" });
    expect(auditLines((await audit(run, file)).stdout)).toEqual(live);
  });

  it("a resumed session: the mode set before ends, live and in audit", async () => {
    const config = { grammarRepair: { leakModels: ["^m1$"] } };
    const cwd = mkdtempSync(join(tmpdir(), "ptr-e2e-resume-"));
    const leak = { text: `Writing.\n\n${dsml("write", { path: "d.txt", content: "from dsml" })}` };
    // pi in print mode in the same folder twice; the second run continues the first one's session (-c)
    const pi = async (args: string[]) => {
      const provider = await startFakeProvider([leak, { text: "done" }]);
      try {
        const agentDir = makeAgentDir(provider.port, config);
        const run = await runProcess([PI_CLI, "-p", "--session-dir", join(cwd, "sessions"), "-nc", "--model", "fake/m1", "-ne", "-e", EXTENSION_DIR, ...args], { cwd, env: { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV }, timeoutMs: 60_000 });
        return { ...run, cwd, agentDir, requests: provider.requests };
      } finally {
        await provider.close();
      }
    };
    const first = await pi(["/tool-repair mode off", "go"]);
    expect(first.code).toBe(0);
    const second = await pi(["-c", "go", "/tool-repair stats"]);
    expect(second.code).toBe(0);
    // the second run recovered its leak: the mode of the first one ended with it
    expect(readFileSync(join(cwd, "d.txt"), "utf8")).toBe("from dsml");
    const live = statsLines(second.stderr);
    expect(live).toEqual([
      "  calls seen     1",
      "  valid          1",
      "  repaired       0",
      "    by rule      -",
      "    by tool      -",
      "  unrepairable   0",
      "  recovered      1 (dsml 1)",
      "  markup spans stripped  1",
      "  phantom retries        0",
    ]);
    const file = sessionFile(second);
    expect(customEntries(file).filter((d) => "mode" in d)).toEqual([
      { v: 1, mode: "off" },
      { v: 1, mode: null },
    ]);
    expect(auditLines((await audit(second, file)).stdout)).toEqual(live);
  });

  it("a session with only valid calls gets no entry", async () => {
    const run = await runPi({ files: { "n.txt": "one\n" }, turns: [TURNS[0]!, { text: "done" }], session: true, prompt: "go" });
    expect(run.code).toBe(0);
    const file = sessionFile(run);
    expect(customEntries(file)).toEqual([]);
    expect(auditLines((await audit(run, file)).stdout).slice(0, 3)).toEqual(["  calls seen     1", "  valid          1", "  repaired       0"]);
  });
});
