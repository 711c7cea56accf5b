import { createHost, type Preset } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS, piDefault } from "@pi-tool-repair/preset-pi-default";
import { compilePatterns } from "@pi-tool-repair/preset-pi-default/config";
import { kimi } from "./index.js";

type Block = Record<string, unknown>;

/** One assistant message through a host with `preset`; toolCall ids (fresh per run) are masked. */
function run(preset: Preset, content: Block[], model = "kimi-k2-thinking") {
  const host = createHost().use(preset);
  const ctx = host.context({ model: { id: model }, tools: PI_TOOL_SCHEMAS });
  const r = host.processMessage({ role: "assistant", content, stopReason: "stop" }, ctx);
  const out = (r.message.content as Block[]).map((b) => (b.type === "toolCall" ? { ...b, id: "ID" } : b));
  return { changed: r.changed, stopReason: r.message.stopReason, content: out };
}
const text = (t: string): Block[] => [{ type: "text", text: t }];
const call = (name: string, args: unknown): Block => ({ type: "toolCall", id: "ID", name, arguments: args });
const unchanged = (content: Block[]) => ({ changed: false, stopReason: "stop", content });
const recovered = (...content: Block[]) => ({ changed: true, stopReason: "toolUse", content });
/** Plugins preset-pi-default bundles: a case whose rule or grammar is not bundled yet is skipped, never passed. */
const bundled = new Set(createHost().use(piDefault).plugins.map((p) => p.name));
const missing = (needs: readonly string[]) => needs.some((n) => !bundled.has(n));

const SECTION = '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path":"src/a.ts"}<|tool_call_end|><|tool_calls_section_end|>';
const MISTRAL_LEAK = '[TOOL_CALLS]read[ARGS]{"path":"src/a.ts"}';

describe("@pi-tool-repair/preset-kimi", () => {
  it("is a preset named after its package that extends preset-pi-default", () => {
    expect(kimi.name).toBe("@pi-tool-repair/preset-kimi");
    expect(kimi.presets).toEqual([piDefault]);
    expect(createHost().use(kimi).presets.map((p) => p.name)).toEqual(["@pi-tool-repair/preset-kimi", "@pi-tool-repair/preset-pi-default"]);
  });

  it("turns on Kimi recovery and anchor-bleed sanitizing for all Kimi ids", () => {
    const config = createHost().use(kimi).context({ model: { id: "kimi-k2-thinking" } }).config;
    expect({ grammar: config.grammar, anchorBleedModels: config.anchorBleedModels }).toEqual({ grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["kimi"] }, anchorBleedModels: ["kimi-k2", "minimax", "glm", "kimi", "moonshot"] });
  });

  for (const c of [
    { name: "a tool-call section in the text becomes a read call", preset: kimi, content: text(`Reading. ${SECTION}`), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts" })), needs: ["kimi"] },
    { name: "a section in the reasoning is a real call (K2-Thinking)", preset: kimi, content: [{ type: "thinking", thinking: `I need the file. ${SECTION}` }], out: recovered({ type: "thinking", thinking: "I need the file." }, call("read", { path: "src/a.ts" })), needs: ["kimi"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(SECTION), out: unchanged(text(SECTION)), needs: ["kimi"] },
    { name: "only the Kimi grammar runs: a Mistral leak stays text", preset: kimi, content: text(MISTRAL_LEAK), out: unchanged(text(MISTRAL_LEAK)), needs: ["mistral"] },
  ]) {
    it.skipIf(missing(c.needs))(c.name, () => {
      expect(run(c.preset, c.content)).toEqual(c.out);
    });
  }

  for (const c of [
    { tool: "read", input: "src/a.ts", output: { path: "src/a.ts" }, needs: ["wrapRootString"] },
    { tool: "bash", input: '"{\\"command\\": \\"ls\\"}"', output: { command: "ls" }, needs: ["parseRawArguments"] },
  ]) {
    it.skipIf(missing(c.needs))(`repairs the habit ${JSON.stringify(c.input)} with ${c.needs.join(", ")}`, () => {
      const host = createHost().use(kimi);
      const r = host.repairArguments(c.tool, c.input, PI_TOOL_SCHEMAS[c.tool]!, host.context({ model: { id: "kimi-k2-thinking" } }));
      expect({ outcome: r.outcome, arguments: r.arguments, rules: r.rules }).toEqual({ outcome: "repaired", arguments: c.output, rules: c.needs });
    });
  }

  it.each([
    ["kimi-k2-0905-preview", true],
    ["moonshotai/Kimi-K2-Thinking", true],
    ["kimi-k2.5", true],
    ["moonshot-v1-8k", true],
    ["minimax-m2", false],
    ["qwen3-32b", false],
  ])("its models match %s: %s", (id, active) => {
    expect(compilePatterns(kimi.models ?? []).some((r) => r.test(id))).toBe(active);
  });
});
