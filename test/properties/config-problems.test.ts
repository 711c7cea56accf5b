/**
 * Config problems where the user looks (issue 37): for any config holding unknown keys and unknown names (rules,
 * grammars, options plugins, presets), every problem is one stderr line in print mode, `/tool-repair` lists every
 * one of them in the same order, and in pi's TUI none reaches stderr (it would be drawn over the screen) while one
 * warning notification carries them all.
 */
import fc from "fast-check";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createExtension } from "../../presets/pi-default/src/pi/extension.js";
import { SEED } from "./arbitraries.js";

// "zz" keeps a generated name away from every real rule, grammar, preset and key
const unknownName = fc.stringMatching(/^zz[a-z]{1,6}$/);
const names = fc.uniqueArray(unknownName, { maxLength: 3 });

const mistakes = fc.record({ keys: names, rules: names, grammars: names, options: names, presets: names });

type Mistakes = { keys: string[]; rules: string[]; grammars: string[]; options: string[]; presets: string[] };

function configOf(m: Mistakes): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const k of m.keys) config[k] = true;
  if (m.rules.length) config.rules = Object.fromEntries(m.rules.map((n) => [n, false]));
  if (m.grammars.length) config.grammarRepair = { grammars: m.grammars };
  if (m.options.length) config.options = Object.fromEntries(m.options.map((n) => [n, {}]));
  if (m.presets.length) config.presets = Object.fromEntries(m.presets.map((n) => [n, false]));
  return config;
}

function agentDirWith(config: Record<string, unknown>): string {
  const agentDir = mkdtempSync(join(tmpdir(), "ptr-prop-problems-"));
  mkdirSync(join(agentDir, "extensions"));
  writeFileSync(join(agentDir, "extensions", "pi-tool-repair.json"), JSON.stringify(config));
  return agentDir;
}

async function session(agentDir: string, mode: "tui" | "print") {
  const stderr: string[] = [];
  const shown: string[] = [];
  const notes: string[] = [];
  let handler: ((args: string, ctx: never) => Promise<void>) | undefined;
  const handlers = new Map<string, (e: unknown, c: unknown) => unknown>();
  createExtension({ agentDir, env: {}, write: (l) => void stderr.push(l), print: (t) => void shown.push(t), builtinPresets: [] })({
    on: (event, h) => void handlers.set(event, h as (e: unknown, c: unknown) => unknown),
    getAllTools: () => [],
    registerCommand: (_n, o) => void (handler = o.handler),
  });
  const ctx = mode === "tui" ? { cwd: agentDir, hasUI: true, mode, ui: { notify: (t: string) => void notes.push(t) } } : { cwd: agentDir, hasUI: false, mode };
  await handlers.get("session_start")!({ type: "session_start", reason: "startup" }, ctx);
  await handler!("", ctx as never);
  const status = mode === "tui" ? notes.at(-1)! : shown.at(-1)!;
  const listed = status.split("\n").filter((l) => l.startsWith("  config problem: ")).map((l) => l.slice("  config problem: ".length));
  return { stderr, notes: notes.slice(0, -1), listed };
}

describe("config problems (seeded)", () => {
  it("print mode: one stderr line per problem, each listed by /tool-repair; the TUI: no stderr, one notification with them all", async () => {
    await fc.assert(
      fc.asyncProperty(mistakes, async (m) => {
        const count = m.keys.length + m.rules.length + m.grammars.length + m.options.length + m.presets.length;
        const agentDir = agentDirWith(configOf(m));
        const print = await session(agentDir, "print");
        expect(print.stderr).toHaveLength(count);
        expect(print.listed).toEqual(print.stderr.map((l) => l.replace(/^\[pi-tool-repair\] /, "")));
        for (const name of [...m.keys, ...m.rules, ...m.grammars, ...m.options, ...m.presets]) expect(print.listed.some((l) => l.includes(`"${name}"`))).toBe(true);
        const tui = await session(agentDir, "tui");
        expect(tui.stderr).toEqual([]);
        expect(tui.listed).toEqual(print.listed);
        if (count === 0) expect(tui.notes).toEqual([]);
        else if (count === 1) expect(tui.notes).toEqual([`pi-tool-repair: ${print.listed[0]}`]);
        else expect(tui.notes).toEqual([`pi-tool-repair: ${count} problems\n${print.listed.map((l) => `  ${l}`).join("\n")}`]);
      }),
      { seed: SEED, numRuns: 15 },
    );
  }, 30_000);
});
