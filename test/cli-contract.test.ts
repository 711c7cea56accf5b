// The command line's contract at its edges: which stop reasons let a turn gain calls, and a reader that closes
// stdout early. Runs the built bin (build first: node scripts/build.mjs).
import { spawnSync } from "node:child_process";
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
