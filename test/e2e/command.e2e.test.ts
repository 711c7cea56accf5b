/**
 * `/tool-repair` through the real pi 1.6 CLI: print mode runs each positional message in turn through
 * `session.prompt`, which executes extension commands, so `pi -p go "/tool-repair stats"` first runs the
 * scripted session and then the command. pi has no UI in print mode and keeps stdout for the answer: its
 * output guard routes the command's text to stderr, and stdout has only the final assistant text.
 */
import { nodeProblem, runPi } from "./harness.js";

const problem = nodeProblem();

const dsml = (tool: string, params: Record<string, string>) =>
  `<｜DSML｜tool_calls>\n<｜DSML｜invoke name="${tool}">\n${Object.entries(params)
    .map(([k, v]) => `<｜DSML｜parameter name="${k}" string="true">${v}</｜DSML｜parameter>`)
    .join("\n")}\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>`;

/** The command's block in stderr: from its first line to the end (pi prints nothing after it). */
function commandText(stderr: string): string {
  const at = stderr.indexOf("pi-tool-repair");
  return at < 0 ? stderr : stderr.slice(at).trimEnd();
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
    expect(commandText(run.stderr)).toBe(
      [
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
      ].join("\n"),
    );
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
