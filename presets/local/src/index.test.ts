import { createHost, type Preset } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS, piDefault } from "@pi-tool-repair/preset-pi-default";
import { compilePatterns } from "@pi-tool-repair/preset-pi-default/config";
import { local } from "./index.js";

type Block = Record<string, unknown>;

/** One assistant message through a host with `preset`; toolCall ids (fresh per run) are masked. */
function run(preset: Preset, content: Block[], model = "ollama/llama3.1:8b") {
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

const MISTRAL_LEAK = '[TOOL_CALLS]read[ARGS]{"path":"src/a.ts"}';
const QWEN_LEAK = "<tool_call>\n<function=bash>\n<parameter=command>\nls\n</parameter>\n</function>\n</tool_call>";
const KIMI_LEAK = '<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>{"path":"b.ts"}<|tool_call_end|><|tool_calls_section_end|>';
const FENCED = "For example:\n```\n" + MISTRAL_LEAK + "\n```";

describe("@pi-tool-repair/preset-local", () => {
  it("is a preset named after its package that extends preset-pi-default", () => {
    expect(local.name).toBe("@pi-tool-repair/preset-local");
    expect(local.presets).toEqual([piDefault]);
    expect(createHost().use(local).presets.map((p) => p.name)).toEqual(["@pi-tool-repair/preset-local", "@pi-tool-repair/preset-pi-default"]);
  });

  it("turns on recovery of every loaded grammar", () => {
    const config = createHost().use(local).context({ model: { id: "ollama/llama3.1:8b" } }).config;
    expect({ grammar: config.grammar }).toEqual({ grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: undefined } });
  });

  for (const c of [
    { name: "a Mistral leak becomes a read call", preset: local, content: text(MISTRAL_LEAK), out: recovered(call("read", { path: "src/a.ts" })), needs: ["mistral"] },
    { name: "a Qwen XML leak becomes a bash call", preset: local, content: text(QWEN_LEAK), out: recovered(call("bash", { command: "ls" })), needs: ["qwen"] },
    { name: "two families in one message keep their order", preset: local, content: text(`${KIMI_LEAK}\n${MISTRAL_LEAK}`), out: recovered(call("read", { path: "b.ts" }), call("read", { path: "src/a.ts" })), needs: ["kimi", "mistral"] },
    { name: "a leak inside fenced code stays text", preset: local, content: text(FENCED), out: unchanged(text(FENCED)), needs: ["mistral"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(MISTRAL_LEAK), out: unchanged(text(MISTRAL_LEAK)), needs: ["mistral"] },
  ]) {
    it.skipIf(missing(c.needs))(c.name, () => {
      expect(run(c.preset, c.content)).toEqual(c.out);
    });
  }

  for (const c of [
    { tool: "read", input: { path: "src/a.ts", offset: null, limit: "20" }, output: { path: "src/a.ts", limit: 20 }, needs: ["dropNullOptional", "coerceNumericString"] },
  ]) {
    it.skipIf(missing(c.needs))(`repairs the habit ${JSON.stringify(c.input)} with ${c.needs.join(", ")}`, () => {
      const host = createHost().use(local);
      const r = host.repairArguments(c.tool, c.input, PI_TOOL_SCHEMAS[c.tool]!, host.context({ model: { id: "ollama/llama3.1:8b" } }));
      expect({ outcome: r.outcome, arguments: r.arguments, rules: r.rules }).toEqual({ outcome: "repaired", arguments: c.output, rules: c.needs });
    });
  }

  it.each([
    ["hf.co/unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF", true],
    ["llama.cpp/gemma-3-27b", true],
    ["ollama/llama3.1:8b", true],
    ["lmstudio-community/granite-4", true],
    ["local/olmo-3", true],
    ["granite4:local", true],
    ["mlx-community/Mistral-Small", true],
    ["vllm/glm-4.6", true],
    ["localize-7b", false],
    ["gpt-4o", false],
    ["claude-sonnet-4-5", false],
  ])("its models match %s: %s", (id, active) => {
    expect(compilePatterns(local.models ?? []).some((r) => r.test(id))).toBe(active);
  });
});
