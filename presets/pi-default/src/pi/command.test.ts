import type { Message, ProcessResult } from "@pi-tool-repair/host";
import { dsml, gcml } from "@pi-tool-repair/grammar-dsml";
import { completions, formatLast, formatMode, formatStats, formatStatus, grammarLabel, LAST_KEPT, parseCommand, SessionStats, shorten, statusLine, type StatusInfo } from "./command.js";
import { formatDoctor, schemaKeywords } from "./doctor.js";

const message = (blocks: Record<string, unknown>[]): Message => ({ role: "assistant", content: blocks }) as unknown as Message;

function result(partial: Partial<ProcessResult>): ProcessResult {
  return { message: message([]), changed: false, recovered: [], stripped: 0, calls: [], phantom: false, ...partial } as ProcessResult;
}

const valid = (id: string, tool = "read") => ({ index: 0, id, tool, result: { outcome: "valid" as const, arguments: {}, rules: [], hints: [] } });
const repaired = (id: string, tool: string, rules: string[], args: unknown) => ({ index: 0, id, tool, result: { outcome: "repaired" as const, arguments: args, rules, hints: [] } });

function sample(): SessionStats {
  const s = new SessionStats();
  const original = message([
    { type: "toolCall", id: "a", name: "read", arguments: { path: "x" } },
    { type: "toolCall", id: "b", name: "read", arguments: { file_path: "n.txt", offset: null } },
    { type: "toolCall", id: "c", name: "write", arguments: {}, argumentsError: "Unexpected token\n\nReceived arguments:\n{'path': 'w.txt',}" },
  ]);
  s.record(
    original,
    result({
      changed: true,
      calls: [valid("a"), repaired("b", "read", ["renameAliasedField", "dropNullOptional"], { path: "n.txt" }), repaired("c", "write", ["parseRawArguments"], { path: "w.txt" })],
      recovered: [{ grammar: "dsml", name: "write", arguments: { path: "d.txt", content: "x" } }],
      stripped: 1,
    }),
  );
  s.record(message([]), result({ calls: [{ index: 0, id: "d", tool: "bash", result: { outcome: "unrepairable", arguments: {}, rules: [], hints: [] } }], phantom: true, changed: true }));
  return s;
}

describe("SessionStats and statusLine", () => {
  it("nothing shown before a repair; valid calls only count", () => {
    const s = new SessionStats();
    s.record(message([]), result({ calls: [valid("a"), valid("b")] }));
    expect([s.calls, s.valid, s.repaired]).toEqual([2, 2, 0]);
    expect(s.last).toEqual([]);
    expect(statusLine(s)).toBeUndefined();
  });

  it("counts per rule, tool and grammar; the short status line", () => {
    const s = sample();
    expect([s.calls, s.valid, s.repaired, s.unrepairable, s.recovered, s.stripped, s.phantom]).toEqual([4, 1, 2, 1, 1, 1, 1]);
    expect(statusLine(s)).toBe("repair 2 · recovered 1 · retry 1");
    const r = new SessionStats();
    r.record(message([]), result({ recovered: [{ grammar: "qwen", name: "read", arguments: {} }] }));
    expect(statusLine(r)).toBe("recovered 1");
  });

  it("reset empties everything (a new session)", () => {
    const s = sample();
    s.reset();
    expect(formatStats(s)).toBe(formatStats(new SessionStats()));
    expect(s.last).toEqual([]);
    expect(statusLine(s)).toBeUndefined();
  });

  it(`keeps the last ${LAST_KEPT} records`, () => {
    const s = new SessionStats();
    for (let i = 0; i < LAST_KEPT + 5; i++) s.record(message([]), result({ recovered: [{ grammar: "dsml", name: `t${i}`, arguments: {} }] }));
    expect(s.last).toHaveLength(LAST_KEPT);
    expect(s.last[0]!.tool).toBe("t5");
  });
});

describe("formatting", () => {
  it("stats", () => {
    expect(formatStats(sample())).toBe(
      [
        "pi-tool-repair: this session",
        "  calls seen     4",
        "  valid          1",
        "  repaired       2",
        "    by rule      dropNullOptional 1, parseRawArguments 1, renameAliasedField 1",
        "    by tool      read 1, write 1",
        "  unrepairable   1",
        "  recovered      1 (dsml 1)",
        "  markup spans stripped  1",
        "  phantom retries        1",
      ].join("\n"),
    );
    expect(formatStats(new SessionStats()).split("\n").slice(3, 6)).toEqual(["  repaired       0", "    by rule      -", "    by tool      -"]);
  });

  it("last N: before → after, raw text from pi's argumentsError, newest last", () => {
    expect(formatLast(sample(), 2)).toBe(
      [
        "pi-tool-repair: last 2 of 3 kept",
        "1. write · rules parseRawArguments",
        "   before: {'path': 'w.txt',}",
        '   after:  {"path":"w.txt"}',
        "2. write · recovered by dsml",
        "   before: (leaked dsml markup in text)",
        '   after:  {"path":"d.txt","content":"x"}',
      ].join("\n"),
    );
    expect(formatLast(new SessionStats(), 5)).toBe("pi-tool-repair: nothing repaired in this session yet");
  });

  it("grammarLabel: a declared variant says whose layout it reads", () => {
    expect(grammarLabel(gcml)).toBe("gcml (variant of dsml)");
    expect(grammarLabel(dsml)).toBe("dsml");
  });

  it("shorten: one line, cut with an ellipsis", () => {
    expect(shorten("abc", 5)).toBe("abc");
    expect(shorten("abcdef", 5)).toBe("abcd…");
    expect(shorten("a\nb\tc", 10)).toBe("a⏎b c");
  });

  const info: StatusInfo = {
    hostVersion: "1.6.0",
    model: "deepseek-v4-pro",
    presets: [{ name: "@pi-tool-repair/preset-deepseek", why: "model id matches /deepseek/i" }],
    grammarEnabled: true,
    grammarMode: "recover",
    grammarWhy: "switched on by the active model preset",
    grammars: ["dsml"],
    configFile: "/home/u/.pi/agent/extensions/pi-tool-repair.json",
    configFound: true,
    configErrors: ['[pi-tool-repair] config /home/u/.pi/agent/extensions/pi-tool-repair.json: unknown key "x"; ignored'],
    statusLine: true,
    notify: false,
  };

  it("status", () => {
    expect(formatStatus(info)).toBe(
      [
        "pi-tool-repair in pi 1.6.0, model deepseek-v4-pro",
        "  presets:",
        "    @pi-tool-repair/preset-pi-default (always)",
        "    @pi-tool-repair/preset-deepseek (model id matches /deepseek/i)",
        "  grammar mode: recover (switched on by the active model preset)",
        "  grammars on: dsml",
        "  config: /home/u/.pi/agent/extensions/pi-tool-repair.json",
        '  config problem: config /home/u/.pi/agent/extensions/pi-tool-repair.json: unknown key "x"; ignored',
        "  status line: on · notify: off",
      ].join("\n"),
    );
    const off = formatStatus({ ...info, hostVersion: undefined, model: undefined, presets: [], grammarEnabled: false, grammarWhy: "off by default for this model", configFound: false, configErrors: [], statusLine: false, notify: true });
    expect(off).toBe(
      [
        "pi-tool-repair in pi (version unknown), model (none)",
        "  presets:",
        "    @pi-tool-repair/preset-pi-default (always)",
        "  grammar mode: off (off by default for this model)",
        "  grammars on: none",
        "  config: /home/u/.pi/agent/extensions/pi-tool-repair.json (not found: defaults)",
        "  config problems: none",
        "  status line: off · notify: on",
      ].join("\n"),
    );
  });

  it("mode", () => {
    expect(formatMode("off", "recover")).toBe("pi-tool-repair: grammar mode recover → off for this session only (the config file is unchanged)");
  });

  it("doctor: a table of rules by tools, the tools without a usable schema below", () => {
    expect(
      formatDoctor([
        { tool: "read", problem: undefined, rules: ["a", "b"], never: ["c"] },
        { tool: "mcp_x", problem: "no schema (calls pass unchecked)", rules: [], never: [] },
        { tool: "all", problem: undefined, rules: ["a", "b", "c"], never: [] },
      ]),
    ).toBe(
      [
        "pi-tool-repair doctor: 3 active tools · ✓ the rule could apply to the tool's schema · never",
        "  rule       read  all",
        "  a          ✓     ✓",
        "  b          ✓     ✓",
        "  c          ·     ✓",
        "  can apply  2/3   3/3",
        "  mcp_x: no schema (calls pass unchecked)",
      ].join("\n"),
    );
    expect(formatDoctor([])).toBe("pi-tool-repair doctor: no active tools");
    expect(formatDoctor([{ tool: "x", problem: "schema does not compile (bad); calls pass unchecked", rules: [], never: [] }])).toBe(
      ["pi-tool-repair doctor: 1 active tool · ✓ the rule could apply to the tool's schema · never", "  x: schema does not compile (bad); calls pass unchecked"].join("\n"),
    );
  });

  it("doctor: more tools than fit go on to another table", () => {
    const rows = ["alpha_tool", "beta_tool", "gamma_tool"].map((tool, i) => ({ tool, problem: undefined, rules: i === 1 ? ["r"] : [], never: i === 1 ? [] : ["r"] }));
    expect(formatDoctor(rows, 40)).toBe(
      [
        "pi-tool-repair doctor: 3 active tools · ✓ the rule could apply to the tool's schema · never",
        "  rule       alpha_tool  beta_tool",
        "  r          ·           ✓",
        "  can apply  0/1         1/1",
        "",
        "  rule       gamma_tool",
        "  r          ·",
        "  can apply  0/1",
      ].join("\n"),
    );
  });
});

describe("schemaKeywords", () => {
  it("keywords, not property names", () => {
    const schema = { type: "object", required: ["pattern"], properties: { pattern: { type: "string", enum: ["x"] }, items: { type: "array", items: { minLength: 1 } } }, additionalProperties: false };
    expect([...schemaKeywords(schema)].sort()).toEqual(["additionalProperties", "enum", "items", "minLength", "properties", "required", "type"]);
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { self: cyclic };
    expect([...schemaKeywords(cyclic)].sort()).toEqual(["properties", "type"]);
  });
});

describe("arguments", () => {
  it.each([
    ["", { kind: "status" }],
    ["  ", { kind: "status" }],
    ["stats", { kind: "stats" }],
    ["last", { kind: "last", n: 5 }],
    ["last 12", { kind: "last", n: 12 }],
    ["last 0", { kind: "usage", problem: 'last N: N must be a whole number ≥ 1 (got "0")' }],
    ["last x", { kind: "usage", problem: 'last N: N must be a whole number ≥ 1 (got "x")' }],
    ["mode strip", { kind: "mode", mode: "strip" }],
    ["mode", { kind: "usage", problem: "mode must be recover, strip or off (got nothing)" }],
    ["mode fast", { kind: "usage", problem: 'mode must be recover, strip or off (got "fast")' }],
    ["doctor", { kind: "doctor" }],
    ["stats now", { kind: "usage", problem: "stats takes no argument" }],
    ["mode off again", { kind: "usage", problem: "too many arguments" }],
    ["help", { kind: "usage", problem: 'unknown subcommand "help"' }],
  ])("%j", (text, expected) => {
    expect(parseCommand(text)).toEqual(expected);
  });

  it("completion", () => {
    expect(completions("")?.map((c) => c.value)).toEqual(["stats", "last", "mode", "doctor"]);
    expect(completions("s")).toEqual([{ value: "stats", label: "stats" }]);
    expect(completions("mode ")?.map((c) => c.value)).toEqual(["mode recover", "mode strip", "mode off"]);
    expect(completions("mode s")).toEqual([{ value: "mode strip", label: "strip" }]);
    expect(completions("x")).toBeNull();
    expect(completions("last 3")).toBeNull();
  });
});

describe("the extension's /tool-repair and status line (fake pi)", () => {
  async function wired(appendEntry?: (type: string, data: unknown) => void) {
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { createExtension } = await import("./extension.js");
    const { PI_TOOL_SCHEMAS } = await import("../preset/pi-tools.js");
    const handlers = new Map<string, ((e: unknown, c: unknown) => unknown)[]>();
    let command: { handler: (args: string, ctx: never) => Promise<void>; getArgumentCompletions?: (p: string) => unknown } | undefined;
    const printed: string[] = [];
    createExtension({ agentDir: mkdtempSync(join(tmpdir(), "ptr-cmd-")), env: {}, write: () => undefined, print: (t) => void printed.push(t), builtinPresets: [] })({
      on: (event, h) => void handlers.set(event, [...(handlers.get(event) ?? []), h as (e: unknown, c: unknown) => unknown]),
      getAllTools: () => Object.entries(PI_TOOL_SCHEMAS).map(([name, parameters]) => ({ name, parameters })),
      ...(appendEntry ? { appendEntry } : {}),
      registerCommand: (name, options) => {
        expect(name).toBe("tool-repair");
        command = options;
      },
    });
    const status: (string | undefined)[] = [];
    const ctx = { cwd: process.cwd(), hasUI: true, mode: "tui", model: { id: "m1" }, ui: { setStatus: (_k: string, t: string | undefined) => void status.push(t), notify: (t: string) => void printed.push(`notify: ${t}`) } };
    const emit = async (event: string, payload: unknown, c: unknown = ctx) => {
      let last: unknown;
      for (const h of handlers.get(event) ?? []) last = await h(payload, c);
      return last;
    };
    const repairedCall = { role: "assistant", model: "m1", stopReason: "toolUse", content: [{ type: "toolCall", id: "c1", name: "read", arguments: { path: "a", offset: null } }] };
    return { command: command!, emit, ctx, status, printed, repairedCall };
  }

  it("counts per session: a new session resets the counters and clears the status line", async () => {
    const w = await wired();
    await w.emit("session_start", { type: "session_start", reason: "startup" });
    await w.emit("message_end", { message: w.repairedCall });
    expect(w.status).toEqual(["repair 1"]);
    await w.emit("session_start", { type: "session_start", reason: "new" });
    expect(w.status).toEqual(["repair 1", undefined]);
    await w.command.handler("stats", w.ctx as never);
    expect(w.printed.at(-1)).toContain("notify: pi-tool-repair: this session\n  calls seen     0");
    expect(w.command.getArgumentCompletions?.("mo")).toEqual([{ value: "mode", label: "mode" }]);
  });

  it("session entries: none for a valid message, one per repaired message and per mode change; a failing appendEntry changes nothing else", async () => {
    const entries: [string, unknown][] = [];
    const w = await wired((type, data) => void entries.push([type, data]));
    await w.emit("session_start", { type: "session_start", reason: "startup" });
    const valid = { role: "assistant", model: "m1", stopReason: "toolUse", content: [{ type: "toolCall", id: "c0", name: "read", arguments: { path: "a" } }] };
    expect(await w.emit("message_end", { message: valid })).toBeUndefined();
    expect(entries).toEqual([]);
    await w.emit("message_end", { message: w.repairedCall });
    expect(entries).toEqual([
      [
        "pi-tool-repair",
        {
          v: 1,
          model: { id: "m1" },
          changed: true,
          calls: [{ id: "c1", tool: "read", result: { outcome: "repaired", rules: ["dropNullOptional"], arguments: { path: "a" } } }],
          recovered: [],
          stripped: 0,
          phantom: false,
          input: [{ type: "toolCall", id: "c1", name: "read", arguments: { path: "a", offset: null } }],
        },
      ],
    ]);
    await w.command.handler("mode off", w.ctx as never);
    expect(entries[1]).toEqual(["pi-tool-repair", { v: 1, mode: "off" }]);
    await w.command.handler("stats", w.ctx as never);
    expect(entries).toHaveLength(2);

    // pi without a session to write to: the repair still happens
    const broken = await wired(() => {
      throw new Error("no session");
    });
    await broken.emit("session_start", { type: "session_start", reason: "startup" });
    const out = (await broken.emit("message_end", { message: broken.repairedCall })) as { message: { content: { arguments: unknown }[] } };
    expect(out.message.content[0]!.arguments).toEqual({ path: "a" });
    expect(broken.status).toEqual(["repair 1"]);
  });

  it("a resumed session whose file ends with a mode set gets an entry ending it; otherwise none", async () => {
    const entries: unknown[] = [];
    const w = await wired((_type, data) => void entries.push(data));
    const mode = (m: string | null) => ({ type: "custom", customType: "pi-tool-repair", id: "e", parentId: null, data: { v: 1, mode: m } });
    const start = (file: unknown[]) => w.emit("session_start", { type: "session_start", reason: "resume" }, { ...w.ctx, sessionManager: { getEntries: () => file } });
    await start([]);
    await start([mode("off"), mode(null)]);
    await start([{ type: "custom", customType: "other", data: { v: 1, mode: "off" } }]);
    expect(entries).toEqual([]);
    await start([mode("off"), { type: "message", message: { role: "user", content: "x" } }]);
    expect(entries).toEqual([{ v: 1, mode: null }]);
    // a session manager that throws: nothing written, nothing thrown
    await w.emit("session_start", { type: "session_start", reason: "resume" }, { ...w.ctx, sessionManager: { getEntries: () => { throw new Error("x"); } } });
    expect(entries).toHaveLength(1);
  });

  it("never throws: a UI that throws, no UI (print), junk arguments", async () => {
    const w = await wired();
    const broken = { ...w.ctx, ui: { notify: () => { throw new Error("boom"); }, setStatus: () => { throw new Error("boom"); } } };
    await w.emit("message_end", { message: w.repairedCall }, broken);
    await expect(w.command.handler("stats", broken as never)).resolves.toBeUndefined();
    await w.command.handler(undefined as unknown as string, { hasUI: false, mode: "print" } as never);
    expect(w.printed.at(-1)!.startsWith("pi-tool-repair in pi")).toBe(true);
  });
});

describe("config problems where the user looks (issue 37 item 5)", () => {
  // one mistake of each kind the config can hold: a key, a bad value, a rule, a grammar, a preset, an options plugin
  const FIVE_PLUS_ONE = JSON.stringify({
    grammarRepar: {},
    grammarRepair: { mode: "fast", grammars: ["dsmll"] },
    rules: { dropNulOptional: false },
    presets: { "@pi-tool-repair/preset-deepsek": false },
    options: { renameAliasField: {} },
  });

  async function started(configText: string | undefined, mode: "tui" | "rpc" | "print") {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { createExtension } = await import("./extension.js");
    const agentDir = mkdtempSync(join(tmpdir(), "ptr-problems-"));
    const file = join(agentDir, "extensions", "pi-tool-repair.json");
    if (configText !== undefined) {
      mkdirSync(join(agentDir, "extensions"));
      writeFileSync(file, configText);
    }
    const handlers = new Map<string, (e: unknown, c: unknown) => unknown>();
    let command: { handler: (args: string, ctx: never) => Promise<void> } | undefined;
    const stderr: string[] = [];
    const printed: string[] = [];
    const notes: [string, string | undefined][] = [];
    createExtension({ agentDir, env: {}, write: (l) => void stderr.push(l), print: (t) => void printed.push(t), builtinPresets: [] })({
      on: (event, h) => void handlers.set(event, h as (e: unknown, c: unknown) => unknown),
      getAllTools: () => [],
      registerCommand: (_name, options) => void (command = options),
    });
    const hasUI = mode !== "print";
    const ctx = { cwd: agentDir, hasUI, mode, ui: hasUI ? { notify: (t: string, type?: string) => void notes.push([t, type]), setStatus: () => undefined } : undefined };
    await handlers.get("session_start")!({ type: "session_start", reason: "startup" }, ctx);
    await command!.handler("", ctx as never);
    const status = (mode === "print" ? printed : notes.map(([t]) => t)).at(-1)!;
    return { file, stderr, notes, status: status.split("\n").filter((l) => l.includes("config problem")) };
  }

  const expected = (file: string) => [
    `config ${file}: unknown key "grammarRepar" (did you mean "grammarRepair"?); ignored`,
    `config ${file}: key "grammarRepair.mode" must be one of "recover", "strip" (got "fast"); using the default for "grammarRepair.mode"`,
    `config: unknown rule "dropNulOptional" in rules (did you mean "dropNullOptional"?); it switches nothing`,
    `config: unknown grammar "dsmll" in grammarRepair.grammars (did you mean "dsml"?); it matches no grammar`,
    `config: unknown plugin "renameAliasField" in options (did you mean "renameAliasedField"?); it sets nothing`,
    `config: unknown preset "@pi-tool-repair/preset-deepsek" in presets; it switches nothing`,
  ];

  it("print mode: one stderr line per problem, and /tool-repair lists every one of them (it listed one)", async () => {
    const r = await started(FIVE_PLUS_ONE, "print");
    expect(r.stderr).toEqual(expected(r.file).map((l) => `[pi-tool-repair] ${l}`));
    expect(r.status).toEqual(expected(r.file).map((l) => `  config problem: ${l}`));
    expect(r.notes).toEqual([]);
  });

  it("the TUI: no stderr line drawn over pi's screen; one warning notification with every problem, then /tool-repair lists them", async () => {
    const r = await started(FIVE_PLUS_ONE, "tui");
    expect(r.stderr).toEqual([]);
    expect(r.notes[0]).toEqual([`pi-tool-repair: 6 problems\n${expected(r.file).map((l) => `  ${l}`).join("\n")}`, "warning"]);
    expect(r.notes).toHaveLength(2); // the warning, then /tool-repair's answer: the warning is shown once
    expect(r.status).toEqual(expected(r.file).map((l) => `  config problem: ${l}`));
  });

  it("rpc: stderr and a notification; a malformed file is one problem; no problem: no notification", async () => {
    const r = await started("{ not json", "rpc");
    const line = `config ${r.file}: is not valid JSON (Expected property name or '}' in JSON at position 2 (line 1 column 3)); using the defaults for every key`;
    expect(r.stderr).toEqual([`[pi-tool-repair] ${line}`]);
    expect(r.notes[0]).toEqual([`pi-tool-repair: ${line}`, "warning"]);
    expect(r.status).toEqual([`  config problem: ${line}`]);
    const fine = await started(undefined, "tui");
    expect(fine.notes).toHaveLength(1);
    expect(fine.notes[0]![0]).toContain("  config problems: none");
  });

  it("queued until pi's UI exists: start-up without a UI ctx, the notification at the first handler that has one", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { ExtensionState } = await import("./state.js");
    const agentDir = mkdtempSync(join(tmpdir(), "ptr-queue-"));
    mkdirSync(join(agentDir, "extensions"));
    writeFileSync(join(agentDir, "extensions", "pi-tool-repair.json"), '{"rules":{"dropNulOptional":false}}');
    const stderr: string[] = [];
    const notes: string[] = [];
    const state = new ExtensionState({ on: () => undefined, getAllTools: () => [] }, { agentDir, env: {}, write: (l) => void stderr.push(l), builtinPresets: [] });
    const ui = { notify: (t: string) => void notes.push(t) };
    await state.ready({ hasUI: true, mode: "tui" }); // pi's TUI ctx before its UI is there
    expect([stderr, notes]).toEqual([[], []]);
    await state.ready({ hasUI: true, mode: "tui", ui });
    await state.ready({ hasUI: true, mode: "tui", ui });
    expect(notes).toEqual(['pi-tool-repair: config: unknown rule "dropNulOptional" in rules (did you mean "dropNullOptional"?); it switches nothing']);
    expect(state.problems).toHaveLength(1);
    // a UI whose notify throws: the line goes to stderr instead, nothing is lost
    const other = new ExtensionState({ on: () => undefined, getAllTools: () => [] }, { agentDir, env: {}, write: (l) => void stderr.push(l), builtinPresets: [] });
    await other.ready({ hasUI: true, mode: "tui", ui: { notify: () => { throw new Error("no ui"); } } });
    expect(stderr).toEqual(['[pi-tool-repair] config: unknown rule "dropNulOptional" in rules (did you mean "dropNullOptional"?); it switches nothing']);
  });
});
