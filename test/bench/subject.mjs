// What the benchmark measures: the BUILT packages, imported by name.
//
// Messages go through the command line's own entry: `answerLine` of preset-pi-default's cli (the function
// `pi-tool-repair` runs for each input line: JSON.parse of the line, the runtime's host and context for the
// message mode, processMessage), then the answer written as the command line writes it (`writeAnswer`: the
// JSON text in pieces of about 16 K characters) into a writer that keeps only their length. Process start
// and stdin/stdout are excluded. Each line carries pi's built-in tools with their schemas, as pi has
// them: recovered calls must name a known tool, and each one is validated (and repaired) against its schema.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
/** Logs nothing (the host keeps its own silent logger internal). */
const silentLogger = { debug() {}, warn() {} };
import { createDefaultHost, PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";
import { answerLine, parseArgs, writeAnswer } from "@pi-tool-repair/preset-pi-default/cli";

export const host = createDefaultHost();

/** Grammar recovery on, for the arguments table and the scanner cases. */
export const ctx = host.context({
  tools: PI_TOOL_SCHEMAS,
  config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } },
});

/** The command line's runtime: no config file, no plugins (an empty agent dir), every key at its default. */
const { setupRuntime } = await import(new URL("../../presets/pi-default/dist/runtime/runtime.js", import.meta.url).href); // not a package export
const { runtime } = await setupRuntime({ configFile: undefined, log: silentLogger, agentDir: mkdtempSync(join(tmpdir(), "pi-tool-repair-bench-")), cwd: tmpdir() });
const cliOptions = parseArgs([]);

/** The host and context the command line's message mode uses for a line with pi's tools (see cli.ts answerMessage). */
export const cliHost = runtime.hostFor(undefined).host;
const base = runtime.contextFor(cliHost, undefined, new Map(Object.entries(PI_TOOL_SCHEMAS)), silentLogger);
export const cliCtx = { ...base, config: { ...base.config, grammar: { ...base.config.grammar, enabled: true, requireKnownTool: true } } };

/** The loaded grammars and their markers (in the host's resolved order). */
export function loadedGrammars() {
  return host.plugins.filter((p) => p.kind === "grammar");
}
export function loadedRules() {
  return host.plugins.filter((p) => p.kind === "rule");
}

export function message(text) {
  return { role: "assistant", content: [{ type: "text", text }], stopReason: "stop" };
}

/** One input line of the command line: the message and pi's tools. */
export function cliLine(text) {
  return JSON.stringify({ message: message(text), tools: PI_TOOL_SCHEMAS });
}

/** How many characters the last answer's line had (the writer the runner gives `writeAnswer`). */
let written = 0;
const sink = (text) => {
  written += text.length;
};

/** A runner for `text` through the command line's entry; `run()` returns the answer (its output line is built too). */
export function makeMessageRunner(text) {
  const line = cliLine(text);
  return {
    line,
    run: () => {
      const answer = answerLine(runtime, line, cliOptions, silentLogger);
      written = 0;
      writeAnswer(answer, sink);
      return answer;
    },
  };
}
