/**
 * The interactive pi 1.6 (its TUI) in tmux against the fake provider: the status line appears only once
 * something was repaired, and `/tool-repair` output and its argument completion show on the screen as they
 * should. tmux is required: without it this suite fails (it never skips).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EXTENSION_DIR, makeAgentDir, nodeProblem, PI_CLI, PI_ENV, startFakeProvider, type FakeProvider, SESSION_TURNS as TURNS } from "./harness.js";

const problem = nodeProblem();



function tmuxVersion(): string {
  try {
    return execFileSync("tmux", ["-V"], { encoding: "utf8" }).trim();
  } catch (error) {
    throw new Error(`the TUI test needs tmux on PATH (apt-get install tmux): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One tmux server of our own (its socket in a temporary folder, no config file), one session running pi. */
class Screen {
  readonly socket = join(mkdtempSync(join(tmpdir(), "ptr-e2e-tmux-")), "socket");

  tmux(...args: string[]): string {
    return execFileSync("tmux", ["-S", this.socket, "-f", "/dev/null", ...args], { encoding: "utf8" });
  }

  start(cwd: string, env: Record<string, string>, command: string[]): void {
    this.tmux("new-session", "-d", "-x", "160", "-y", "50", "-s", "pi", "-c", cwd, "env", ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...command);
  }

  /** The visible screen, one string per row, trailing spaces dropped. */
  lines(): string[] {
    return this.tmux("capture-pane", "-p", "-t", "pi").split("\n").map((l) => l.trimEnd());
  }

  type(...keys: string[]): void {
    this.tmux("send-keys", "-t", "pi", ...keys);
  }

  async waitFor(what: string, test: (lines: string[]) => boolean, timeoutMs = 30_000): Promise<string[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const lines = this.lines();
      if (test(lines)) return lines;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}; the screen:\n${lines.join("\n")}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  stop(): void {
    try {
      this.tmux("kill-server");
    } catch {
      // already gone
    }
  }
}

/** The last non-empty row: pi draws extension statuses below its footer. */
const lastRow = (lines: string[]) => [...lines].reverse().find((l) => l !== "") ?? "";

/** The `count` rows from the one that is exactly `first`. */
function block(lines: string[], first: string, count: number): string[] {
  const at = lines.indexOf(first);
  return at < 0 ? [] : lines.slice(at, at + count);
}

describe("the TUI in tmux (real pi)", () => {
  it("tmux is there", () => {
    expect(tmuxVersion()).toMatch(/^tmux \d/);
  });

  if (problem) {
    it(`needs Node >= 22.19 (${problem})`, () => {
      throw new Error(problem);
    });
    return;
  }

  let provider: FakeProvider | undefined;
  let current: Screen | undefined;
  afterAll(async () => {
    current?.stop();
    await provider?.close();
  });

  it("status line after the first repair; /tool-repair stats, last, doctor, completion and mode on the screen", async () => {
    tmuxVersion();
    const screen = new Screen();
    current = screen;
    provider = await startFakeProvider(TURNS);
    const agentDir = makeAgentDir(provider.port, { grammarRepair: { leakModels: ["^m1$"] } });
    const cwd = mkdtempSync(join(tmpdir(), "ptr-e2e-tui-"));
    writeFileSync(join(cwd, "n.txt"), "one\n");
    screen.start(cwd, { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV }, [process.execPath, PI_CLI, "--no-session", "-nc", "--model", "fake/m1", "-ne", "-e", EXTENSION_DIR]);

    // started: the footer shows the model; no status line before anything was repaired
    let lines = await screen.waitFor("pi's footer", (l) => / m1$/.test(lastRow(l)));
    expect(lines.some((l) => l.includes("repair"))).toBe(false);

    screen.type("go", "Enter");
    lines = await screen.waitFor("the answer and the status line", (l) => l.includes(" done") && lastRow(l).startsWith("repair"));
    expect(lastRow(lines)).toBe("repair 1 · recovered 1 · retry 1");

    screen.type("/tool-repair stats", "Enter");
    lines = await screen.waitFor("/tool-repair stats", (l) => l.includes(" pi-tool-repair: this session"));
    expect(block(lines, " pi-tool-repair: this session", 10)).toEqual([
      " pi-tool-repair: this session",
      "   calls seen     3",
      "   valid          2",
      "   repaired       1",
      "     by rule      dropNullOptional 1, renameAliasedField 1",
      "     by tool      read 1",
      "   unrepairable   0",
      "   recovered      1 (dsml 1)",
      "   markup spans stripped  1",
      "   phantom retries        1",
    ]);
    expect(lastRow(lines)).toBe("repair 1 · recovered 1 · retry 1");

    screen.type("/tool-repair last", "Enter");
    lines = await screen.waitFor("/tool-repair last", (l) => l.includes(" pi-tool-repair: last 2 of 2 kept"));
    expect(block(lines, " pi-tool-repair: last 2 of 2 kept", 7)).toEqual([
      " pi-tool-repair: last 2 of 2 kept",
      " 1. read · rules renameAliasedField, dropNullOptional",
      '    before: {"file_path":"n.txt","offset":null}',
      '    after:  {"path":"n.txt"}',
      " 2. write · recovered by dsml",
      "    before: (leaked dsml markup in text)",
      '    after:  {"path":"d.txt","content":"from dsml"}',
    ]);

    // the doctor's table fits the screen: no row wraps
    screen.type("/tool-repair doctor", "Enter");
    const title = " pi-tool-repair doctor: 4 active tools · ✓ the rule could apply to the tool's schema · never";
    lines = await screen.waitFor("/tool-repair doctor", (l) => l.includes(title));
    const table = block(lines, title, 24);
    expect(table[1]).toBe("   rule                          read   bash   edit   write");
    expect(table[3]).toBe("   coerceNumberToString          ✓      ✓      ✓      ✓");
    expect(table[23]).toBe("   can apply                     12/21  12/21  11/21  7/21");
    for (const row of table.slice(2, 23)) expect(row).toMatch(/^ {3}[A-Za-z]+ +[✓·]( +[✓·]){3}$/);

    screen.type("/tool-repair mode strip", "Enter");
    lines = await screen.waitFor("the mode change", (l) => l.some((x) => x.includes("grammar mode recover → strip")));
    expect(lines).toContain(" pi-tool-repair: grammar mode recover → strip for this session only (the config file is unchanged)");
    expect(lastRow(lines)).toBe("repair 1 · recovered 1 · retry 1");

    // argument completion (typed, not sent): the subcommands, then the modes
    screen.type("/tool-repair ");
    lines = await screen.waitFor("the subcommands", (l) => l.includes("→ stats"));
    expect(block(lines, "→ stats", 4)).toEqual(["→ stats", "  last", "  mode", "  doctor"]);
    screen.type("mode ");
    lines = await screen.waitFor("the modes", (l) => l.includes("→ recover"));
    expect(block(lines, "→ recover", 3)).toEqual(["→ recover", "  strip", "  off"]);
  }, 120_000);

  it("config problems: a warning notification on the screen at start (no raw stderr line drawn over it), and /tool-repair lists every one", async () => {
    tmuxVersion();
    current?.stop();
    const screen = new Screen();
    current = screen;
    provider ??= await startFakeProvider(TURNS);
    const config = { rules: { dropNulOptional: false }, grammarRepair: { grammars: ["dsmll"] }, presets: { "@pi-tool-repair/preset-deepsek": false }, options: { renameAliasField: {} } };
    const agentDir = makeAgentDir(provider.port, config);
    const cwd = mkdtempSync(join(tmpdir(), "ptr-e2e-tui-"));
    screen.start(cwd, { PI_CODING_AGENT_DIR: agentDir, ...PI_ENV }, [process.execPath, PI_CLI, "--no-session", "-nc", "--model", "fake/m1", "-ne", "-e", EXTENSION_DIR]);
    const problems = [
      'config: unknown rule "dropNulOptional" in rules (did you mean "dropNullOptional"?); it switches nothing',
      'config: unknown grammar "dsmll" in grammarRepair.grammars (did you mean "dsml"?); it matches no grammar',
      'config: unknown plugin "renameAliasField" in options (did you mean "renameAliasedField"?); it sets nothing',
      'config: unknown preset "@pi-tool-repair/preset-deepsek" in presets (did you mean "@pi-tool-repair/preset-deepseek"?); it switches nothing',
    ];
    let lines = await screen.waitFor("the warning", (l) => l.some((x) => x.includes("pi-tool-repair: 4 problems")) && / m1$/.test(lastRow(l)));
    const at = lines.findIndex((l) => l.includes("pi-tool-repair: 4 problems"));
    expect(lines[at]).toBe(" Warning: pi-tool-repair: 4 problems");
    expect(lines.slice(at + 1, at + 5).map((l) => l.trim())).toEqual(problems);
    expect(lines.some((l) => l.includes("[pi-tool-repair]"))).toBe(false);

    screen.type("/tool-repair", "Enter");
    lines = await screen.waitFor("/tool-repair", (l) => l.some((x) => x.includes("config problem:")));
    expect(lines.filter((l) => l.includes("config problem:")).map((l) => l.trim())).toEqual(problems.map((p) => `config problem: ${p}`));
    expect(lines.some((l) => l.includes("[pi-tool-repair]"))).toBe(false);
  }, 120_000);
});
