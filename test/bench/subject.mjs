// What the benchmark measures: the BUILT packages, imported by name.
import { createDefaultHost, PI_TOOL_SCHEMAS } from "@pi-tool-repair/preset-pi-default";

export const host = createDefaultHost();

/** Grammar recovery on, as the command line's message mode runs it. */
export const ctx = host.context({
  tools: PI_TOOL_SCHEMAS,
  config: { grammar: { enabled: true, mode: "recover", requireKnownTool: false } },
});

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

export function makeMessageRunner(text) {
  const msg = message(text);
  return { msg, run: () => host.processMessage(msg, ctx) };
}
