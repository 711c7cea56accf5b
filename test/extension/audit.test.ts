/** `pi-tool-repair audit` over the session fixtures in test/fixtures/sessions. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { auditFiles, formatReport, runAudit, sessionFiles } from "../../presets/pi-default/src/audit.js";
import { createRuntime } from "../../presets/pi-default/src/runtime.js";
import { defaultPiConfig } from "../../presets/pi-default/src/config.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const sessions = join(root, "test", "fixtures", "sessions");
const silent = { debug() {}, warn() {} };

describe("audit", () => {
  it("finds the .jsonl files of a folder, recursively and sorted", () => {
    expect(sessionFiles(sessions).map((f) => f.slice(sessions.length + 1))).toEqual(["project-b/session-b.jsonl", "session-a.jsonl"]);
    expect(sessionFiles(join(sessions, "session-a.jsonl"))).toEqual([join(sessions, "session-a.jsonl")]);
  });

  it("reports what the current preset would have repaired, per message, rule, tool and model", async () => {
    const runtime = await createRuntime({ config: defaultPiConfig(), log: silent, paths: [], builtinPresets: [] });
    const report = await auditFiles(sessionFiles(sessions), runtime, sessions);
    expect(report.findings).toEqual([
      { file: "project-b/session-b.jsonl", line: 2, model: "test-model-b", kind: "repaired", tool: "bash", rules: ["coerceNumericString"], before: { command: "ls", timeout: "30" }, after: { command: "ls", timeout: 30 } },
      { file: "project-b/session-b.jsonl", line: 3, model: "test-model-b", kind: "repaired", tool: "grep", rules: ["dropNullOptional", "coerceNumericString"], before: { pattern: "x", path: null, limit: "7" }, after: { pattern: "x", limit: 7 } },
      { file: "session-a.jsonl", line: 4, model: "test-model-a", kind: "repaired", tool: "read", rules: ["dropNullOptional"], before: { path: "a.txt", offset: null }, after: { path: "a.txt" } },
      { file: "session-a.jsonl", line: 7, model: "test-model-a", kind: "phantom" },
      { file: "session-a.jsonl", line: 8, model: "test-model-a", kind: "repaired", tool: "read", rules: ["coerceNumericString"], before: { path: "b.txt", limit: "20" }, after: { path: "b.txt", limit: 20 } },
      { file: "session-a.jsonl", line: 9, model: "test-model-a", kind: "unrepairable", tool: "write", before: '{"path":"t.txt","content":"hel' },
    ]);
    expect(report.summary).toEqual({
      files: 2,
      assistantMessages: 9,
      toolCalls: 7,
      changedMessages: 5,
      repaired: 4,
      unrepairable: 1,
      recovered: 0,
      stripped: 0,
      phantom: 1,
      byRule: { coerceNumericString: 3, dropNullOptional: 2, phantomToolUse: 1 },
      byTool: {
        bash: { calls: 1, repaired: 1, unrepairable: 0, recovered: 0 },
        grep: { calls: 1, repaired: 1, unrepairable: 0, recovered: 0 },
        read: { calls: 3, repaired: 2, unrepairable: 0, recovered: 0 },
        // the second write call comes after a system message removed the tool: not checked
        write: { calls: 2, repaired: 0, unrepairable: 1, recovered: 0 },
      },
      byModel: {
        "test-model-a": { messages: 7, calls: 5, repaired: 2, unrepairable: 1, recovered: 0, stripped: 0, phantom: 1 },
        "test-model-b": { messages: 2, calls: 2, repaired: 2, unrepairable: 0, recovered: 0, stripped: 0, phantom: 0 },
      },
      badLines: 1,
      skippedLines: 0,
    });
  });

  it("survives lines nested 5,000 and 100,000 deep and null content blocks", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ptr-audit-deep-"));
    const msg = (content: unknown[], extra: Record<string, unknown> = {}) =>
      JSON.stringify({ type: "message", message: { role: "assistant", content, model: "m", ...extra } });
    const deep = (n: number) => `{"type":"message","message":{"role":"assistant","model":"m","content":[{"type":"toolCall","id":"d","name":"read","arguments":${"[".repeat(n)}${"]".repeat(n)}}]}}`;
    const file = join(dir, "s.jsonl");
    writeFileSync(
      file,
      [
        deep(5000),
        deep(100000),
        msg([null, { type: "toolCall", id: "c1", name: "read", arguments: { path: "a", limit: "2" } }, 7]),
        msg([null], { stopReason: "toolUse" }),
      ].join("\n") + "\n",
    );
    const lines: string[] = [];
    const runtime = await createRuntime({ config: defaultPiConfig(), log: { debug() {}, warn: (m) => void lines.push(m) }, paths: [], builtinPresets: [] });
    const report = await auditFiles([file], runtime, dir);
    expect(report.findings).toEqual([
      { file: "s.jsonl", line: 3, model: "m", kind: "repaired", tool: "read", rules: ["coerceNumericString"], before: { path: "a", limit: "2" }, after: { path: "a", limit: 2 } },
      { file: "s.jsonl", line: 4, model: "m", kind: "phantom" },
    ]);
    expect(report.summary).toMatchObject({ assistantMessages: 2, toolCalls: 1, repaired: 1, phantom: 1, badLines: 0, skippedLines: 2 });
    expect(lines).toEqual([
      "[pi-tool-repair] audit s.jsonl:1: nested deeper than 1000 levels; skipped",
      "[pi-tool-repair] audit s.jsonl:2: nested deeper than 1000 levels; skipped",
    ]);
    expect(formatReport(report)).toContain("1 repaired, 0 unrepairable, 0 recovered, 0 stripped, 1 phantom; 2 line(s) skipped\n");
  });

  it("rules switched off in the config are not counted", async () => {
    const config = defaultPiConfig();
    config.rules = { coerceNumericString: false };
    const runtime = await createRuntime({ config, log: silent, paths: [], builtinPresets: [] });
    const report = await auditFiles(sessionFiles(sessions), runtime, sessions);
    expect(report.summary.byRule).toEqual({ dropNullOptional: 1, phantomToolUse: 1 });
    expect(report.summary.unrepairable).toBe(4);
  });

  it("the command: a table by default, JSON with --json, usage errors with exit 2", async () => {
    const env = { PI_CODING_AGENT_DIR: mkdtempSync(join(tmpdir(), "ptr-audit-")) };
    let out = "";
    let err = "";
    const io = { write: (t: string) => void (out += t), error: (t: string) => void (err += t), env };
    expect(await runAudit([join(sessions, "session-a.jsonl")], io)).toBe(0);
    expect(out).toContain("1 file(s), 7 assistant message(s), 5 tool call(s): 2 repaired, 1 unrepairable, 0 recovered, 0 stripped, 1 phantom; 1 line(s) not JSON");
    expect(out).toMatch(/per rule\nrule +count\n-+ +-+\ncoerceNumericString +1\ndropNullOptional +1\nphantomToolUse +1\n/);
    expect(out).toMatch(/read repaired by dropNullOptional: \{"path":"a.txt","offset":null\} → \{"path":"a.txt"\}/);
    out = "";
    expect(await runAudit([sessions, "--json"], io)).toBe(0);
    const parsed = JSON.parse(out) as { summary: { repaired: number }; findings: unknown[] };
    expect(parsed.summary.repaired).toBe(4);
    expect(parsed.findings).toHaveLength(6);
    expect(await runAudit([], io)).toBe(2);
    expect(await runAudit([join(sessions, "missing")], io)).toBe(2);
    expect(err).toContain("usage: pi-tool-repair audit PATH [--json] [--config FILE]");
    expect(err).toContain("cannot read");
  });
});
