import { createHost, type Preset } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS, piDefault } from "@pi-tool-repair/preset-pi-default";
import { compilePatterns } from "@pi-tool-repair/preset-pi-default/config";
import { gptOss } from "./index.js";

type Block = Record<string, unknown>;

/** One assistant message through a host with `preset`; toolCall ids (fresh per run) are masked. */
function run(preset: Preset, content: Block[], model = "gpt-oss-120b") {
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

const HARMONY_LEAK = '<|channel|>analysis<|message|>Need the file.<|end|><|start|>assistant<|channel|>commentary to=functions.read <|constrain|>json<|message|>{"path":"src/a.ts"}<|call|>';
const QWEN_LEAK = "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n</function>\n</tool_call>";

describe("@pi-tool-repair/preset-gpt-oss", () => {
  it("is a preset named after its package that extends preset-pi-default", () => {
    expect(gptOss.name).toBe("@pi-tool-repair/preset-gpt-oss");
    expect(gptOss.presets).toEqual([piDefault]);
    expect(createHost().use(gptOss).presets.map((p) => p.name)).toEqual(["@pi-tool-repair/preset-gpt-oss", "@pi-tool-repair/preset-pi-default"]);
  });

  it("turns on harmony recovery", () => {
    const config = createHost().use(gptOss).context({ model: { id: "gpt-oss-120b" } }).config;
    expect({ grammar: config.grammar }).toEqual({ grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["harmony"] } });
  });

  for (const c of [
    { name: "a harmony commentary call becomes a read call", preset: gptOss, content: text(HARMONY_LEAK), out: recovered(call("read", { path: "src/a.ts" })), needs: ["harmony"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(HARMONY_LEAK), out: unchanged(text(HARMONY_LEAK)), needs: ["harmony"] },
    { name: "only harmony runs: a Qwen leak stays text", preset: gptOss, content: text(QWEN_LEAK), out: unchanged(text(QWEN_LEAK)), needs: ["qwen"] },
  ]) {
    it.skipIf(missing(c.needs))(c.name, () => {
      expect(run(c.preset, c.content)).toEqual(c.out);
    });
  }

  for (const c of [
    { tool: "edit", input: { path: "a.ts", edits: { oldText: "a", newText: "b" } }, output: { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, needs: ["wrapSingleObjectAsArray"] },
    { tool: "bash", input: '"{\\"command\\": \\"ls\\"}"', output: { command: "ls" }, needs: ["parseRawArguments"] },
  ]) {
    it.skipIf(missing(c.needs))(`repairs the habit ${JSON.stringify(c.input)} with ${c.needs.join(", ")}`, () => {
      const host = createHost().use(gptOss);
      const r = host.repairArguments(c.tool, c.input, PI_TOOL_SCHEMAS[c.tool]!, host.context({ model: { id: "gpt-oss-120b" } }));
      expect({ outcome: r.outcome, arguments: r.arguments, rules: r.rules }).toEqual({ outcome: "repaired", arguments: c.output, rules: c.needs });
    });
  }

  it.each([
    ["gpt-oss-120b", true],
    ["openai/gpt-oss-20b", true],
    ["gpt_oss", true],
    ["GPT-OSS-20B-GGUF", true],
    ["gpt-4o", false],
    ["gpt-5", false],
  ])("its models match %s: %s", (id, active) => {
    expect(compilePatterns(gptOss.models ?? []).some((r) => r.test(id))).toBe(active);
  });
});
