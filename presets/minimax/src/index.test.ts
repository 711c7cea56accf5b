import { createHost, type Preset } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS, piDefault } from "@pi-tool-repair/preset-pi-default";
import { compilePatterns } from "@pi-tool-repair/preset-pi-default/config";
import { minimax } from "./index.js";

type Block = Record<string, unknown>;

/** One assistant message through a host with `preset`; toolCall ids (fresh per run) are masked. */
function run(preset: Preset, content: Block[], model = "MiniMax-M2") {
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

const INVOKE_LEAK = 'Reading.\n<minimax:tool_call>\n<invoke name="read">\n<parameter name="path">src/a.ts</parameter>\n<parameter name="limit">20</parameter>\n</invoke>\n</minimax:tool_call>';
const M1_LEAK = '<tool_calls>\n{"name": "bash", "arguments": {"command": "ls"}}\n</tool_calls>';
const KIMI_LEAK = '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path":"src/a.ts"}<|tool_call_end|><|tool_calls_section_end|>';

describe("@pi-tool-repair/preset-minimax", () => {
  it("is a preset named after its package that extends preset-pi-default", () => {
    expect(minimax.name).toBe("@pi-tool-repair/preset-minimax");
    expect(minimax.presets).toEqual([piDefault]);
    expect(createHost().use(minimax).presets.map((p) => p.name)).toEqual(["@pi-tool-repair/preset-minimax", "@pi-tool-repair/preset-pi-default"]);
  });

  it("turns on invoke, M1 and Text-01 recovery and anchor-bleed sanitizing", () => {
    const config = createHost().use(minimax).context({ model: { id: "MiniMax-M2" } }).config;
    expect({ grammar: config.grammar, anchorBleedModels: config.anchorBleedModels }).toEqual({ grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["invoke", "minimax-m1", "minimax-text"] }, anchorBleedModels: ["kimi-k2", "minimax", "glm", "abab\\d"] });
  });

  for (const c of [
    { name: "an invoke leak becomes a read call, typed by the schema", preset: minimax, content: text(INVOKE_LEAK), out: recovered({ type: "text", text: "Reading." }, call("read", { path: "src/a.ts", limit: 20 })), needs: ["invoke"] },
    { name: "an M1 <tool_calls> line becomes a bash call", preset: minimax, content: text(M1_LEAK), out: recovered(call("bash", { command: "ls" })), needs: ["minimax-m1"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(INVOKE_LEAK), out: unchanged(text(INVOKE_LEAK)), needs: ["invoke"] },
    { name: "only the MiniMax grammars run: a Kimi leak stays text", preset: minimax, content: text(KIMI_LEAK), out: unchanged(text(KIMI_LEAK)), needs: ["kimi"] },
  ]) {
    it.skipIf(missing(c.needs))(c.name, () => {
      expect(run(c.preset, c.content)).toEqual(c.out);
    });
  }

  for (const c of [
    { tool: "edit", input: { path: "a.ts", edits: '[{"oldText":"a","newText":"b"}]' }, output: { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, needs: ["parseJsonString"] },
    { tool: "read", input: { '<parameter name="path">': "src/a.ts" }, output: { path: "src/a.ts" }, needs: ["stripGrammarTokenKeys"] },
  ]) {
    it.skipIf(missing(c.needs))(`repairs the habit ${JSON.stringify(c.input)} with ${c.needs.join(", ")}`, () => {
      const host = createHost().use(minimax);
      const r = host.repairArguments(c.tool, c.input, PI_TOOL_SCHEMAS[c.tool]!, host.context({ model: { id: "MiniMax-M2" } }));
      expect({ outcome: r.outcome, arguments: r.arguments, rules: r.rules }).toEqual({ outcome: "repaired", arguments: c.output, rules: c.needs });
    });
  }

  it.each([
    ["MiniMax-M2", true],
    ["minimax/minimax-m2.1", true],
    ["MiniMax-Text-01", true],
    ["abab6.5s-chat", true],
    ["kimi-k2", false],
    ["gpt-4o-mini", false],
  ])("its models match %s: %s", (id, active) => {
    expect(compilePatterns(minimax.models ?? []).some((r) => r.test(id))).toBe(active);
  });
});
