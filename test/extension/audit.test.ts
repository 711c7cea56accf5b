/** `pi-tool-repair audit` over the session fixtures in test/fixtures/sessions. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { auditFiles, formatReport, runAudit, sessionFiles } from "../../presets/pi-default/src/cli/audit.js";
import { loadPiAcceptance, piDirOnPath } from "../../presets/pi-default/src/cli/pi-accepts.js";
import { createRuntime } from "../../presets/pi-default/src/runtime/runtime.js";
import { defaultPiConfig } from "../../presets/pi-default/src/config.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const sessions = join(root, "test", "fixtures", "sessions");
const silent = { debug() {}, warn() {} };
const piDir = join(root, "node_modules", "@earendil-works", "pi-coding-agent");
const sessionA = join(sessions, "session-a.jsonl");
const sessionB = join(sessions, "project-b", "session-b.jsonl");
const sessionC = join(sessions, "project-c", "session-c.jsonl");

describe("audit", () => {
  it("finds the .jsonl files of a folder, recursively and sorted", () => {
    expect(sessionFiles(sessions).map((f) => f.slice(sessions.length + 1))).toEqual(["project-b/session-b.jsonl", "project-c/session-c.jsonl", "session-a.jsonl"]);
    expect(sessionFiles(join(sessions, "session-a.jsonl"))).toEqual([join(sessions, "session-a.jsonl")]);
  });

  it("reports what the current preset would have repaired, per message, rule, tool and model", async () => {
    const runtime = await createRuntime({ config: defaultPiConfig(), log: silent, paths: [], builtinPresets: [] });
    const report = await auditFiles([sessionB, sessionA], runtime, sessions);
    expect(report.findings).toEqual([
      { file: "project-b/session-b.jsonl", line: 2, model: "test-model-b", kind: "repaired", tool: "bash", rules: ["coerceNumericString"], piWouldAccept: true, before: { command: "ls", timeout: "30" }, after: { command: "ls", timeout: 30 } },
      { file: "project-b/session-b.jsonl", line: 3, model: "test-model-b", kind: "repaired", tool: "grep", rules: ["dropNullOptional", "coerceNumericString"], piWouldAccept: true, before: { pattern: "x", path: null, limit: "7" }, after: { pattern: "x", limit: 7 } },
      { file: "session-a.jsonl", line: 4, model: "test-model-a", kind: "repaired", tool: "read", rules: ["dropNullOptional"], piWouldAccept: true, before: { path: "a.txt", offset: null }, after: { path: "a.txt" } },
      { file: "session-a.jsonl", line: 7, model: "test-model-a", kind: "phantom" },
      { file: "session-a.jsonl", line: 8, model: "test-model-a", kind: "repaired", tool: "read", rules: ["coerceNumericString"], piWouldAccept: true, before: { path: "b.txt", limit: "20" }, after: { path: "b.txt", limit: 20 } },
      { file: "session-a.jsonl", line: 9, model: "test-model-a", kind: "unrepairable", tool: "write", before: '{"path":"t.txt","content":"hel' },
    ]);
    expect(report.summary).toEqual({
      files: 2,
      assistantMessages: 9,
      toolCalls: 7,
      // the write call to a removed tool is not checked
      checkedCalls: 6,
      valid: 1,
      changedMessages: 5,
      repaired: 4,
      unrepairable: 1,
      recovered: 0,
      stripped: 0,
      phantom: 1,
      // every one of these four repairs pi 1.6 makes alone: none saved a turn
      piWouldAccept: 4,
      savedTurns: 0,
      pi: { version: "1.6.0" },
      byRule: { coerceNumericString: 3, dropNullOptional: 2, phantomToolUse: 1 },
      byGrammar: {},
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
      { file: "s.jsonl", line: 3, model: "m", kind: "repaired", tool: "read", rules: ["coerceNumericString"], piWouldAccept: true, before: { path: "a", limit: "2" }, after: { path: "a", limit: 2 } },
      { file: "s.jsonl", line: 4, model: "m", kind: "phantom" },
    ]);
    expect(report.summary).toMatchObject({ assistantMessages: 2, toolCalls: 1, repaired: 1, phantom: 1, badLines: 0, skippedLines: 2 });
    expect(lines).toEqual([
      "[pi-tool-repair] audit s.jsonl:1: nested deeper than 1000 levels; skipped",
      "[pi-tool-repair] audit s.jsonl:2: nested deeper than 1000 levels; skipped",
    ]);
    expect(formatReport(report)).toContain("1 repaired, 0 unrepairable, 0 recovered, 0 stripped, 1 phantom; 2 line(s) skipped\n");
  });

  it("counts the extension's session entries instead of the repaired message pi stored; a session without them is checked as before", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ptr-audit-entries-"));
    const file = join(dir, "s.jsonl");
    const read = { type: "object", required: ["path"], properties: { path: { type: "string" }, offset: { type: "number" } } };
    const assistant = (id: string, parentId: string, args: unknown, extra: Record<string, unknown> = {}) => ({
      type: "message",
      id,
      parentId,
      message: { role: "assistant", model: "m1", content: [{ type: "toolCall", id: `c_${id}`, name: "read", arguments: args }], stopReason: "toolUse", ...extra },
    });
    const sent = { type: "toolCall", id: "c_m1", name: "read", arguments: { file_path: "a.txt", offset: null } };
    const entry = (id: string, data: unknown) => ({ type: "custom", customType: "pi-tool-repair", id, parentId: "s", data });
    const repairData = { v: 1, model: { id: "m1" }, changed: true, calls: [{ id: "c_m1", tool: "read", result: { outcome: "repaired", rules: ["renameAliasedField", "dropNullOptional"], arguments: { path: "a.txt" } } }], recovered: [], stripped: 0, phantom: false, input: [sent] };
    const phantomData = { v: 1, model: { id: "m1" }, changed: true, calls: [], recovered: [], stripped: 0, phantom: true, input: [] };
    writeFileSync(
      file,
      [
        { type: "message", id: "s", parentId: null, message: { role: "system", toolsAdded: [{ name: "read", parameters: read }] } },
        entry("e1", repairData),
        // another extension's entry in between changes nothing
        { type: "custom", customType: "theirs", id: "x1", parentId: "e1", data: {} },
        // what pi stored: the repaired call (counted at the entry, not again)
        assistant("m1", "x1", { path: "a.txt" }),
        entry("e2", phantomData),
        { type: "message", id: "m2", parentId: "e2", message: { role: "assistant", model: "m1", content: [{ type: "text", text: "hm" }], stopReason: "error", errorMessage: "phantom" } },
        // an entry of another version: ignored, and its message is checked as usual
        entry("e3", { ...repairData, v: 2 }),
        assistant("m3", "e3", { path: "b.txt" }),
        // a message with no entry (an older session): checked now
        assistant("m4", "m3", { path: "c.txt", offset: null }),
      ]
        .map((l) => JSON.stringify(l))
        .join("\n") + "\n",
    );
    const runtime = await createRuntime({ config: defaultPiConfig(), log: silent, paths: [], builtinPresets: [] });
    const report = await auditFiles([file], runtime, dir);
    expect(report.findings).toEqual([
      { file: "s.jsonl", line: 2, model: "m1", kind: "repaired", tool: "read", rules: ["renameAliasedField", "dropNullOptional"], piWouldAccept: false, before: { file_path: "a.txt", offset: null }, after: { path: "a.txt" } },
      { file: "s.jsonl", line: 5, model: "m1", kind: "phantom" },
      { file: "s.jsonl", line: 9, model: "m1", kind: "repaired", tool: "read", rules: ["dropNullOptional"], piWouldAccept: true, before: { path: "c.txt", offset: null }, after: { path: "c.txt" } },
    ]);
    expect(report.summary).toMatchObject({ assistantMessages: 4, toolCalls: 3, checkedCalls: 3, valid: 1, changedMessages: 3, repaired: 2, phantom: 1, byRule: { dropNullOptional: 2, renameAliasedField: 1, phantomToolUse: 1 }, savedTurns: 1 });
    expect(formatReport(report)).toContain(
      ["counts (as /tool-repair stats shows them for one session)", "  calls seen     3", "  valid          1", "  repaired       2", "    by rule      dropNullOptional 2, renameAliasedField 1", "    by tool      read 2", "  unrepairable   0", "  recovered      0", "  markup spans stripped  0", "  phantom retries        1", "", ""].join("\n"),
    );
  });

  it("a mode entry applies to the rest of its file, or until an entry ends it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ptr-audit-mode-"));
    const leak = '<tool_call>\n{"name": "read", "arguments": {"path": "a.txt"}}\n</tool_call>';
    const line = (id: string) => JSON.stringify({ type: "message", id, message: { role: "assistant", model: "qwen3", content: [{ type: "text", text: leak }], stopReason: "stop" } });
    const off = JSON.stringify({ type: "custom", customType: "pi-tool-repair", id: "e", data: { v: 1, mode: "off" } });
    const back = JSON.stringify({ type: "custom", customType: "pi-tool-repair", id: "f", data: { v: 1, mode: null } });
    // a session started again ends the mode: the leak on the last line is recovered again
    writeFileSync(join(dir, "a.jsonl"), [line("1"), off, line("2"), back, line("4")].join("\n") + "\n");
    writeFileSync(join(dir, "b.jsonl"), line("3") + "\n");
    const config = defaultPiConfig();
    config.grammarRepair.enabled = true;
    const runtime = await createRuntime({ config, log: silent, paths: [], builtinPresets: [] });
    const report = await auditFiles(sessionFiles(dir), runtime, dir);
    expect(report.findings.filter((f) => f.kind === "recovered").map((f) => `${f.file}:${f.line}`)).toEqual(["a.jsonl:1", "a.jsonl:5", "b.jsonl:1"]);
    expect(runtime.sessionMode).toBeUndefined();
  });

  it("rules switched off in the config are not counted", async () => {
    const config = defaultPiConfig();
    config.rules = { coerceNumericString: false };
    const runtime = await createRuntime({ config, log: silent, paths: [], builtinPresets: [] });
    const report = await auditFiles([sessionB, sessionA], runtime, sessions);
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
    expect(out).toContain("of the 2 repaired: 2 pi 1.6.0 would accept alone, 0 saved a turn\n");
    expect(out).toContain('read repaired by dropNullOptional (pi would accept): {"path":"a.txt","offset":null} → {"path":"a.txt"}\n');
    out = "";
    expect(await runAudit([sessions, "--json"], io)).toBe(0);
    const parsed = JSON.parse(out) as { summary: { repaired: number; piWouldAccept: number; savedTurns: number; pi: unknown }; findings: unknown[] };
    expect(parsed.summary).toMatchObject({ repaired: 13, piWouldAccept: 10, savedTurns: 3, pi: { version: "1.6.0" } });
    expect(parsed.findings).toHaveLength(16);
    expect(await runAudit([], io)).toBe(2);
    expect(await runAudit([join(sessions, "missing")], io)).toBe(2);
    expect(err).toContain("usage: pi-tool-repair audit PATH [--json] [--config FILE]");
    expect(err).toContain("cannot read");
  });

  it("tells the repairs pi 1.6 would accept alone apart from those that saved a turn, decided by pi's own code", async () => {
    const runtime = await createRuntime({ config: defaultPiConfig(), log: silent, paths: [], builtinPresets: [] });
    const report = await auditFiles([sessionC], runtime, sessions);
    const f = "project-c/session-c.jsonl";
    const m = "test-model-c";
    expect(report.findings).toEqual([
      // pi 1.6 runs these itself: the edit tool's prepareArguments (stringified edits, a single edit object, a legacy
      // oldText/newText pair), its coercing validation (a numeric string, an optional null) and its own repairJson
      // (a raw tab in a string)
      { file: f, line: 2, model: m, kind: "repaired", tool: "edit", rules: ["parseJsonString"], piWouldAccept: true, before: { path: "a.txt", edits: '[{"oldText":"a","newText":"b"}]' }, after: { path: "a.txt", edits: [{ oldText: "a", newText: "b" }] } },
      { file: f, line: 3, model: m, kind: "repaired", tool: "edit", rules: ["wrapSingleObjectAsArray"], piWouldAccept: true, before: { path: "a.txt", edits: { oldText: "a", newText: "b" } }, after: { path: "a.txt", edits: [{ oldText: "a", newText: "b" }] } },
      { file: f, line: 4, model: m, kind: "repaired", tool: "edit", rules: ["foldLegacyEdit"], piWouldAccept: true, before: { path: "a.txt", oldText: "a", newText: "b" }, after: { path: "a.txt", edits: [{ oldText: "a", newText: "b" }] } },
      { file: f, line: 5, model: m, kind: "repaired", tool: "bash", rules: ["coerceNumericString"], piWouldAccept: true, before: { command: "make", timeout: "30" }, after: { command: "make", timeout: 30 } },
      { file: f, line: 6, model: m, kind: "repaired", tool: "read", rules: ["dropNullOptional"], piWouldAccept: true, before: { path: "a.txt", offset: null }, after: { path: "a.txt" } },
      { file: f, line: 7, model: m, kind: "repaired", tool: "write", rules: ["parseRawArguments"], piWouldAccept: true, before: '{"path":"t.txt","content":"a\tb"}', after: { path: "t.txt", content: "a\tb" } },
      // pi 1.6 rejects these: each repair saved the model a turn
      { file: f, line: 8, model: m, kind: "repaired", tool: "read", rules: ["renameAliasedField"], piWouldAccept: false, before: { file_path: "a.txt" }, after: { path: "a.txt" } },
      { file: f, line: 9, model: m, kind: "repaired", tool: "bash", rules: ["renameAliasedField"], piWouldAccept: false, before: { cmd: "ls" }, after: { command: "ls" } },
      { file: f, line: 10, model: m, kind: "repaired", tool: "write", rules: ["joinStringArray"], piWouldAccept: false, before: { path: "t.txt", content: ["one", "two"] }, after: { path: "t.txt", content: "one\ntwo" } },
      { file: f, line: 11, model: m, kind: "unrepairable", tool: "write", before: '{"path":"t.txt","content":"hel' },
    ]);
    expect(report.summary).toMatchObject({ assistantMessages: 11, toolCalls: 11, repaired: 9, unrepairable: 1, piWouldAccept: 6, savedTurns: 3, pi: { version: "1.6.0" } });
    const text = formatReport(report);
    expect(text).toContain(
      "1 file(s), 11 assistant message(s), 11 tool call(s): 9 repaired, 1 unrepairable, 0 recovered, 0 stripped, 0 phantom\nof the 9 repaired: 6 pi 1.6.0 would accept alone, 3 saved a turn\n\n",
    );
    expect(text).toContain('edit repaired by foldLegacyEdit (pi would accept): {"path":"a.txt","oldText":"a","newText":"b"} → {"path":"a.txt","edits":[{"oldText":"a","newText":"b"}]}\n');
    expect(text).toContain('read repaired by renameAliasedField: {"file_path":"a.txt"} → {"path":"a.txt"}\n');
  });

  it("without pi, says that pi's own fixes are not told apart", async () => {
    const runtime = await createRuntime({ config: defaultPiConfig(), log: silent, paths: [], builtinPresets: [] });
    const report = await auditFiles([sessionC], runtime, sessions, silent, { missing: "pi not installed" });
    expect(report.findings.filter((x) => "piWouldAccept" in x)).toEqual([]);
    expect(report.summary).toMatchObject({ repaired: 9, piWouldAccept: null, savedTurns: null, pi: { missing: "pi not installed" } });
    expect(formatReport(report)).toContain("9 repaired, 1 unrepairable, 0 recovered, 0 stripped, 0 phantom\npi not installed: pi's own fixes not told apart\n\n");
    const json = JSON.parse(JSON.stringify(report)) as { summary: Record<string, unknown> };
    expect(json.summary.piWouldAccept).toBeNull();
  });

  it("finds pi from this package, from a pi folder, or through the pi command on PATH", async () => {
    const found = await loadPiAcceptance();
    expect("version" in found && found.version).toBe("1.6.0");
    const empty = mkdtempSync(join(tmpdir(), "ptr-audit-nopi-"));
    expect(await loadPiAcceptance({ piDir: empty })).toEqual({ missing: `@earendil-works/pi-ai not found next to ${empty}` });
    // `pi` on PATH as npm links it: bin/pi → …/@earendil-works/pi-coding-agent/dist/bundle/cli.js
    const bin = join(empty, "bin");
    mkdirSync(bin);
    symlinkSync(join(piDir, "dist", "bundle", "cli.js"), join(bin, "pi"));
    expect(piDirOnPath({ PATH: [join(empty, "none"), bin].join(":") })).toBe(piDir);
    expect(piDirOnPath({ PATH: join(empty, "none") })).toBeUndefined();
    expect(piDirOnPath({})).toBeUndefined();
  });

  it("the README's command runs from pi's npm folder, without a global install (needs the build)", () => {
    // What `pi install npm:@pi-tool-repair/preset-pi-default` leaves: <agentDir>/npm/{package.json,node_modules}, the
    // package under node_modules (here a link to this checkout, so its dependencies resolve) and npm's .bin link.
    const agentDir = join(mkdtempSync(join(tmpdir(), "ptr-audit-npm-")), "agent");
    const npmDir = join(agentDir, "npm");
    mkdirSync(join(npmDir, "node_modules", "@pi-tool-repair"), { recursive: true });
    mkdirSync(join(npmDir, "node_modules", ".bin"));
    writeFileSync(join(npmDir, "package.json"), JSON.stringify({ name: "pi-extensions", private: true }));
    symlinkSync(join(root, "presets", "pi-default"), join(npmDir, "node_modules", "@pi-tool-repair", "preset-pi-default"));
    symlinkSync(join("..", "@pi-tool-repair", "preset-pi-default", "bin", "pi-tool-repair.js"), join(npmDir, "node_modules", ".bin", "pi-tool-repair"));
    const env = { ...process.env, PI_CODING_AGENT_DIR: agentDir };
    const expected = "1 file(s), 11 assistant message(s), 11 tool call(s): 9 repaired, 1 unrepairable, 0 recovered, 0 stripped, 0 phantom\nof the 9 repaired: 6 pi 1.6.0 would accept alone, 3 saved a turn\n";
    const direct = spawnSync(join(npmDir, "node_modules", ".bin", "pi-tool-repair"), ["audit", join(sessions, "project-c")], { cwd: agentDir, env, encoding: "utf8" });
    expect([direct.status, direct.stderr]).toEqual([0, ""]);
    expect(direct.stdout).toContain(expected);
    const viaNpm = spawnSync("npm", ["exec", "--offline", "--prefix", npmDir, "--", "pi-tool-repair", "audit", join(sessions, "project-c")], { cwd: agentDir, env, encoding: "utf8" });
    expect(viaNpm.status).toBe(0);
    expect(viaNpm.stdout).toContain(expected);
  }, 60_000);
});
