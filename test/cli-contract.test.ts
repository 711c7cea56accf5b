// The command line's contract at its edges: which stop reasons let a turn gain calls, and a reader that closes
// stdout early. Runs the built bin (build first: node scripts/build.mjs).
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../presets/pi-default/bin/pi-tool-repair.js", import.meta.url));

function run(lines: string[], args: string[] = []): unknown[] {
  const r = spawnSync(process.execPath, [bin, ...args], { input: lines.join("\n") + "\n", encoding: "utf8" });
  expect([r.status, r.stderr]).toEqual([0, ""]);
  return r.stdout
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as unknown);
}

const TEXT = 'Reading. <tool_call>{"name": "read", "arguments": {"path": "a.ts"}}</tool_call>';

describe("pi-tool-repair: a turn gains calls only when it ended normally (issue 31.2)", () => {
  const line = (stopReason: unknown) => {
    const message: Record<string, unknown> = { role: "assistant", content: [{ type: "text", text: TEXT }] };
    if (stopReason !== undefined) message.stopReason = stopReason;
    return JSON.stringify({ message, tools: ["read"] });
  };
  const denied = ["pending", "deferred", "paused", "length", "error", "aborted", null];
  const allowed = ["stop", "toolUse", undefined];
  // one process for every line: each answer is the line's own
  let answers: unknown[] = [];
  beforeAll(() => {
    answers = run([...denied, ...allowed].map(line));
  });

  it.each(denied.map((r, k) => [r, k] as const))("stopReason %j: the markup is stripped, no call, the stop reason kept", (stopReason, k) => {
    expect(answers[k]).toEqual({ message: { role: "assistant", content: [{ type: "text", text: "Reading." }], stopReason }, changed: true, recovered: [], stripped: 1 });
  });

  it.each(allowed.map((r, k) => [r, denied.length + k] as const))("stopReason %j (missing reads as stop): the call is recovered, toolUse", (_stopReason, k) => {
    const answer = answers[k] as { message: { content: { id?: string }[] } };
    const id = answer.message.content[1]?.id;
    expect(id).toMatch(/^call_ptr_/);
    expect(answer).toEqual({
      message: { role: "assistant", content: [{ type: "text", text: "Reading." }, { type: "toolCall", id, name: "read", arguments: { path: "a.ts" } }], stopReason: "toolUse" },
      changed: true,
      recovered: [{ grammar: "qwen", name: "read", arguments: { path: "a.ts" } }],
      stripped: 1,
    });
  });

  it("--help says a missing stopReason is read as stop and which stop reasons gain calls", () => {
    const h = spawnSync(process.execPath, [bin, "--help"], { encoding: "utf8" });
    expect(h.status).toBe(0);
    expect(h.stdout).toContain('A "message" without "stopReason" is read as "stop".');
    expect(h.stdout).toContain('ended normally ("stop" or "toolUse")');
  });
});

/** Runs the bin with `input` (a file) on stdin and a reader that closes stdout after its first line. */
function firstLineThenClose(args: string[], input: string): Promise<{ code: number | null; signal: string | null; first: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const fd = openSync(input, "r");
    const child = spawn(process.execPath, [bin, ...args], { stdio: [fd, "pipe", "pipe"] });
    closeSync(fd);
    let out = "";
    let stderr = "";
    child.stderr!.setEncoding("utf8").on("data", (t: string) => (stderr += t));
    child.stdout!.setEncoding("utf8").on("data", (t: string) => {
      out += t;
      if (out.includes("\n")) child.stdout!.destroy(); // what `head -1` does
    });
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, first: out.slice(0, out.indexOf("\n")), stderr }));
  });
}

describe("pi-tool-repair: a closed pipe (issue 32.7)", () => {
  const dir = mkdtempSync(join(tmpdir(), "ptr-pipe-"));
  const lines = join(dir, "lines.jsonl");
  // about 4 MB of answers: far more than a pipe holds, so the bin is still writing when the reader closes
  writeFileSync(lines, Array.from({ length: 30_000 }, (_, i) => JSON.stringify({ tool: "read", arguments: { path: `src/file-${i}.ts`, offset: null, limit: "20" } }) + "\n").join(""));
  const sessions = join(dir, "sessions");
  mkdirSync(sessions);
  const entry = (i: number) => ({ type: "message", message: { role: "assistant", model: "m", stopReason: "toolUse", content: [{ type: "toolCall", id: `c${i}`, name: "read", arguments: { path: `f${i}`, offset: null } }] } });
  writeFileSync(join(sessions, "s.jsonl"), Array.from({ length: 800 }, (_, i) => JSON.stringify(entry(i)) + "\n").join(""));

  it("JSON Lines: stops quietly, exit 0, nothing on stderr", async () => {
    const r = await firstLineThenClose([], lines);
    const { outcome, arguments: args, rules } = JSON.parse(r.first) as Record<string, unknown>;
    expect({ ...r, first: { outcome, arguments: args, rules } }).toEqual({
      code: 0,
      signal: null,
      first: { outcome: "repaired", arguments: { path: "src/file-0.ts", limit: 20 }, rules: ["dropNullOptional", "coerceNumericString"] },
      stderr: "",
    });
  });

  // the report (hundreds of KB) is written at the end, in one piece
  it("audit --json: stops quietly, exit 0, nothing on stderr", async () => {
    const r = await firstLineThenClose(["audit", sessions, "--json", "--config", join(dir, "none.json")], lines);
    expect(r).toEqual({ code: 0, signal: null, first: "{", stderr: "" });
  });
});

describe("pi-tool-repair: validates as pi 1.6 does (issue 32.4)", () => {
  const force = { type: "object", properties: { force: { type: "boolean" }, confirm: { type: "boolean" } }, dependentRequired: { force: ["confirm"] } };
  const closed = { type: "object", properties: { path: { type: "string" } }, unevaluatedProperties: false };
  const link = { type: "object", properties: { url: { type: "string", format: "uri" }, limit: { type: "number" } }, required: ["url"] };
  const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
  const cases: Array<[unknown, unknown, { outcome: string; arguments: unknown; rules: string[] }]> = [
    // was repaired to {"force":true}, which pi refuses: confirm is required once force is there
    [{ force: true, confirm: null }, force, { outcome: "unrepairable", arguments: { force: true, confirm: null }, rules: [] }],
    [{ force: true, confirm: true }, force, { outcome: "valid", arguments: { force: true, confirm: true }, rules: [] }],
    [{ force: true, confirm: null }, { ...force, $schema: DRAFT_07 }, { outcome: "repaired", arguments: { force: true }, rules: ["dropNullOptional"] }],
    // was valid: pi refuses the extra key
    [{ path: "a", extra: 1 }, closed, { outcome: "unrepairable", arguments: { path: "a", extra: 1 }, rules: [] }],
    // was valid: pi refuses a uri without a scheme
    [{ url: "example.com" }, link, { outcome: "unrepairable", arguments: { url: "example.com" }, rules: [] }],
    [{ url: "https://example.com", limit: "3" }, link, { outcome: "repaired", arguments: { url: "https://example.com", limit: 3 }, rules: ["coerceNumericString"] }],
  ];
  let answers: Record<string, unknown>[] = [];
  beforeAll(() => {
    answers = run(cases.map(([args, schema]) => JSON.stringify({ tool: "t", arguments: args, schema }))) as Record<string, unknown>[];
  });
  it.each(cases.map(([args, , want], k) => [k, JSON.stringify(args), want] as const))("#%i %s → %j", (k, _text, want) => {
    const answer = answers[k]!;
    expect({ outcome: answer.outcome, arguments: answer.arguments, rules: answer.rules }).toEqual(want);
  });
});
