/**
 * `/tool-repair` through the real pi 1.6 CLI: print mode runs each positional message in turn through
 * `session.prompt`, which executes extension commands, so `pi -p go "/tool-repair stats"` first runs the
 * scripted session and then the command. pi has no UI in print mode and keeps stdout for the answer: its
 * output guard routes the command's text to stderr, and stdout has only the final assistant text.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDefaultHost } from "@pi-tool-repair/preset-pi-default";
import { EXTENSION_DIR, makeAgentDir, nodeProblem, PI_CLI, PI_ENV, runPi, startFakeProvider, type Turn, dsml } from "./harness.js";

const problem = nodeProblem();


/** What `/tool-repair stats` shows after the session of this file (a repaired read, a DSML leak, no phantom retry). */
const STATS_TEXT = [
  "pi-tool-repair: this session",
  "  calls seen     3",
  "  valid          2",
  "  repaired       1",
  "    by rule      dropNullOptional 1, renameAliasedField 1",
  "    by tool      read 1",
  "  unrepairable   0",
  "  recovered      1 (dsml 1)",
  "  markup spans stripped  1",
  "  phantom retries        0",
].join("\n");

/** The command's block in stderr: from its first line (one starting "pi-tool-repair") to the end (pi prints nothing after it). */
function commandText(stderr: string): string {
  const at = stderr.startsWith("pi-tool-repair") ? 0 : stderr.indexOf("\npi-tool-repair") + 1;
  return at <= 0 && !stderr.startsWith("pi-tool-repair") ? stderr : stderr.slice(at).trimEnd();
}

/** A session with one valid call, one repaired call and one recovered DSML leak, then the command. */
function session(command: string, extra: { args?: string[] } = {}) {
  return runPi({
    config: { grammarRepair: { leakModels: ["^m1$"] } },
    files: { "n.txt": "one\n" },
    turns: [
      { calls: [{ id: "call_v", name: "read", arguments: '{"path":"n.txt"}' }] },
      { calls: [{ id: "call_r", name: "read", arguments: '{"file_path":"n.txt","offset":null}' }] },
      { text: `Writing.\n\n${dsml("write", { path: "d.txt", content: "from dsml" })}` },
      { text: "done" },
    ],
    args: [...(extra.args ?? []), "go"],
    prompt: command,
  });
}

describe("/tool-repair in real pi", () => {
  if (problem) {
    it.skip(`needs Node >= 22.19 (${problem})`, () => undefined);
    return;
  }

  it("stats after a repaired call and a recovered leak", async () => {
    const run = await session("/tool-repair stats");
    expect(run.code).toBe(0);
    expect(run.requests).toHaveLength(4);
    expect(run.stdout).toBe("done\n");
    expect(commandText(run.stderr)).toBe(STATS_TEXT);
  });

  it("last 2: before → after with the rules", async () => {
    const run = await session("/tool-repair last 2");
    expect(run.stdout).toBe("done\n");
    expect(commandText(run.stderr)).toBe(
      [
        "pi-tool-repair: last 2 of 2 kept",
        "1. read · rules renameAliasedField, dropNullOptional",
        '   before: {"file_path":"n.txt","offset":null}',
        '   after:  {"path":"n.txt"}',
        "2. write · recovered by dsml",
        "   before: (leaked dsml markup in text)",
        '   after:  {"path":"d.txt","content":"from dsml"}',
      ].join("\n"),
    );
  });
});

const TURNS: Turn[] = [
  { calls: [{ id: "call_v", name: "read", arguments: '{"path":"n.txt"}' }] },
  { calls: [{ id: "call_r", name: "read", arguments: '{"file_path":"n.txt","offset":null}' }] },
  { text: `Writing.\n\n${dsml("write", { path: "d.txt", content: "from dsml" })}` },
  { text: "done" },
];

/**
 * pi in rpc mode: sends each message as a `prompt` command, waits for the run's `agent_end` (or, for a
 * command, for its notify), and returns every JSON record pi wrote to stdout.
 */
async function rpcSession(config: unknown, messages: string[]): Promise<Record<string, unknown>[]> {
  const provider = await startFakeProvider(TURNS);
  const records: Record<string, unknown>[] = [];
  try {
    const agentDir = makeAgentDir(provider.port, config);
    const cwd = mkdtempSync(join(tmpdir(), "ptr-e2e-rpc-"));
    writeFileSync(join(cwd, "n.txt"), "one\n");
    const child = spawn(process.execPath, [PI_CLI, "--mode", "rpc", "--no-session", "-nc", "--model", "fake/m1", "-ne", "-e", EXTENSION_DIR], {
      cwd,
      env: { ...process.env, PI_CODING_AGENT_DIR: agentDir, ...PI_ENV },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let buffer = "";
    let waiter: { test: (r: Record<string, unknown>) => boolean; resolve: () => void } | undefined;
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (!line.trim()) continue;
        const record = JSON.parse(line) as Record<string, unknown>;
        records.push(record);
        if (waiter?.test(record)) waiter.resolve();
      }
    });
    const until = (test: (r: Record<string, unknown>) => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`rpc timed out; records: ${JSON.stringify(records)}`)), 30_000);
        waiter = { test, resolve: () => (clearTimeout(timer), resolve()) };
      });
    for (const message of messages) {
      const done = message.startsWith("/")
        ? until((r) => r.type === "extension_ui_request" && r.method === "notify" && String(r.message).startsWith("pi-tool-repair:"))
        : until((r) => r.type === "agent_end");
      child.stdin.write(JSON.stringify({ type: "prompt", message }) + "\n");
      await done;
    }
    child.stdin.end();
    child.kill("SIGTERM");
  } finally {
    await provider.close();
  }
  return records;
}

const uiRequests = (records: Record<string, unknown>[], method: string) =>
  records.filter((r) => r.type === "extension_ui_request" && r.method === method).map(({ id: _id, type: _type, ...rest }) => rest);

describe("/tool-repair and the status line in real pi (rpc mode)", () => {
  if (problem) return;

  it("the status line appears once something is repaired and counts; /tool-repair stats is a notify", async () => {
    const records = await rpcSession({ grammarRepair: { leakModels: ["^m1$"] } }, ["go", "/tool-repair stats"]);
    expect(uiRequests(records, "setStatus")).toEqual([
      { method: "setStatus", statusKey: "pi-tool-repair", statusText: "repair 1" },
      { method: "setStatus", statusKey: "pi-tool-repair", statusText: "repair 1 · recovered 1" },
    ]);
    // no notification per repair by default: the only notify is the command's output
    const notes = uiRequests(records, "notify");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toEqual({
      method: "notify",
      notifyType: "info",
      message: STATS_TEXT,
    });
  });

  it('"statusLine": false and "notify": true: no status line, one notification per repair', async () => {
    const records = await rpcSession({ grammarRepair: { leakModels: ["^m1$"] }, statusLine: false, notify: true }, ["go"]);
    expect(uiRequests(records, "setStatus")).toEqual([]);
    expect(uiRequests(records, "notify")).toEqual([
      { method: "notify", notifyType: "info", message: "pi-tool-repair: read repaired (renameAliasedField, dropNullOptional)" },
      { method: "notify", notifyType: "info", message: "pi-tool-repair: write recovered from dsml text" },
    ]);
  });
});

/** Every grammar the default preset loads, in the order the host taps them (pinned by preset-pi-default's own test). */
const GRAMMARS = grammarTaps();
function grammarTaps(): string {
  const host = createDefaultHost();
  host.freeze(); // the plugins tap the hooks when the host is frozen
  // a declared variant is shown with the grammar whose layout it reads (`gcml (variant of dsml)`)
  const variantOf = new Map(host.plugins.map((p) => [p.name, (p as { meta?: { variantOf?: string } }).meta?.variantOf]));
  // a grammar that runs only where the config names it (`namedOnly`) is not on with "every grammar"
  const namedOnly = new Set(host.plugins.filter((p) => (p as { namedOnly?: boolean }).namedOnly === true).map((p) => p.name));
  return host.hooks.recover.taps
    .filter((t) => !namedOnly.has(t.name))
    .map((t) => (variantOf.get(t.name) ? `${t.name} (variant of ${variantOf.get(t.name)})` : t.name))
    .join(", ");
}

describe("/tool-repair status, mode and doctor in real pi", () => {
  if (problem) return;

  it("no argument: status with presets, grammar mode and why, config file", async () => {
    const run = await session("/tool-repair");
    expect(commandText(run.stderr)).toBe(
      [
        "pi-tool-repair in pi 1.6.0, model m1",
        "  presets:",
        "    @pi-tool-repair/preset-pi-default (always)",
        "  grammar mode: recover (grammarRepair.leakModels matches the model id)",
        `  grammars on: ${GRAMMARS}`,
        `  config: ${join(run.agentDir, "extensions", "pi-tool-repair.json")}`,
        "  config problems: none",
        "  status line: on · notify: off",
      ].join("\n"),
    );
  });

  it("a deepseek model with no config file: its preset and why, its grammars (dsml, and llama for the R1 distills)", async () => {
    const run = await runPi({ model: "deepseek-v4-pro", turns: [{ text: "hi" }], args: ["go"], prompt: "/tool-repair" });
    expect(commandText(run.stderr)).toBe(
      [
        "pi-tool-repair in pi 1.6.0, model deepseek-v4-pro",
        "  presets:",
        "    @pi-tool-repair/preset-pi-default (always)",
        "    @pi-tool-repair/preset-deepseek (model id matches /deepseek/i)",
        "  grammar mode: recover (switched on by the active model preset)",
        "  grammars on: dsml, llama",
        `  config: ${join(run.agentDir, "extensions", "pi-tool-repair.json")} (not found: defaults)`,
        "  config problems: none",
        "  status line: on · notify: off",
      ].join("\n"),
    );
  });

  it("mode strip for the session: the leak is stripped, not run; status says why", async () => {
    const run = await session("/tool-repair", { args: ["/tool-repair mode strip"] });
    expect(existsSync(join(run.cwd, "d.txt"))).toBe(false);
    expect(commandText(run.stderr).split("\n").slice(0, 6)).toEqual([
      "pi-tool-repair: grammar mode recover → strip for this session only (the config file is unchanged)",
      "pi-tool-repair in pi 1.6.0, model m1",
      "  presets:",
      "    @pi-tool-repair/preset-pi-default (always)",
      "  grammar mode: strip (set by /tool-repair mode for this session only)",
      `  grammars on: ${GRAMMARS}`,
    ]);
  });

  it("a config problem is listed; a bad argument gets the usage, not an error", async () => {
    const run = await runPi({ config: { grammarRepair: { mode: "fast" } }, turns: [{ text: "hi" }], args: ["go", "/tool-repair"], prompt: "/tool-repair mode fast" });
    const text = commandText(run.stderr);
    expect(text).toContain(`  config problem: config ${join(run.agentDir, "extensions", "pi-tool-repair.json")}: key "grammarRepair.mode" must be one of "recover", "strip" (got "fast"); using the default for "grammarRepair.mode"`);
    expect(text.endsWith('pi-tool-repair: mode must be recover, strip or off (got "fast")\nusage: /tool-repair [stats | last [N] | mode recover|strip|off | doctor]')).toBe(true);
    expect(run.stderr).not.toContain("Extension error");
    expect(run.code).toBe(0);
  });

  it("doctor: per active tool, the rules that can and cannot apply to its schema", async () => {
    const run = await session("/tool-repair doctor");
    // decided from each schema's shape (doctor.test.ts has the why of each rule): read and bash have no array,
    // boolean, enum or closed object; edit has no optional field and no number; write has neither
    expect(commandText(run.stderr).split("\n")).toEqual([
      "pi-tool-repair doctor: 4 active tools · ✓ the rule could apply to the tool's schema · never",
      "  rule                          read   bash   edit   write",
      "  coerceBooleanString           ·      ·      ·      ·",
      "  coerceNumberToString          ✓      ✓      ✓      ✓",
      "  coerceNumericString           ✓      ✓      ·      ·",
      "  convertTimeoutMilliseconds    ✓      ✓      ·      ·",
      "  dropEmptyPlaceholder          ✓      ✓      ·      ·",
      "  dropNullOptional              ✓      ✓      ·      ·",
      "  dropUnknownInformationalKeys  ·      ·      ·      ·",
      "  fillDeclaredDefault           ·      ·      ·      ·",
      "  foldLegacyEdit                ·      ·      ✓      ·",
      "  joinStringArray               ✓      ✓      ✓      ✓",
      "  matchEnumCase                 ·      ·      ·      ·",
      "  parseJsonString               ·      ·      ✓      ·",
      "  parseRawArguments             ✓      ✓      ✓      ✓",
      "  renameAliasedField            ✓      ✓      ✓      ✓",
      "  serializeJsonContent          ✓      ✓      ✓      ✓",
      "  stripGrammarTokenKeys         ✓      ✓      ✓      ✓",
      "  stripPatternAnchors           ·      ·      ·      ·",
      "  unwrapEnvelope                ✓      ✓      ✓      ✓",
      "  wrapBareStringAsArray         ·      ·      ✓      ·",
      "  wrapRootString                ✓      ✓      ·      ·",
      "  wrapSingleObjectAsArray       ·      ·      ✓      ·",
      "  can apply                     12/21  12/21  11/21  7/21",
    ]);
  });
});

describe("/tool-repair in json mode", () => {
  if (problem) return;

  it("stdout stays JSONL; the command's text goes to stderr", async () => {
    const run = await session("/tool-repair stats", { args: ["--mode", "json"] });
    const lines = run.stdout.split("\n").filter((l) => l !== "");
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(run.stdout).not.toContain("pi-tool-repair: this session");
    expect(commandText(run.stderr).split("\n").slice(0, 4)).toEqual(["pi-tool-repair: this session", "  calls seen     3", "  valid          2", "  repaired       1"]);
  });
});
