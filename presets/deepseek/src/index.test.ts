import { createHost, type Preset } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS, piDefault } from "@pi-tool-repair/preset-pi-default";
import { compilePatterns } from "@pi-tool-repair/preset-pi-default/config";
import { deepseek } from "./index.js";

type Block = Record<string, unknown>;

/** One assistant message through a host with `preset`; toolCall ids (fresh per run) are masked. */
function run(preset: Preset, content: Block[], model = "deepseek-v4-pro") {
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

const DSML_LEAK =
  'Let me read it.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">src/a.ts</｜DSML｜parameter>\n' +
  '<｜DSML｜parameter name="limit" string="false">20</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';
const MISTRAL_LEAK = '[TOOL_CALLS]read[ARGS]{"path":"src/a.ts"}';

describe("@pi-tool-repair/preset-deepseek", () => {
  it("is a preset named after its package that extends preset-pi-default", () => {
    expect(deepseek.name).toBe("@pi-tool-repair/preset-deepseek");
    expect(deepseek.presets).toEqual([piDefault]);
    expect(createHost().use(deepseek).presets.map((p) => p.name)).toEqual(["@pi-tool-repair/preset-deepseek", "@pi-tool-repair/preset-pi-default"]);
  });

  it("turns on DSML recovery", () => {
    const config = createHost().use(deepseek).context({ model: { id: "deepseek-v4-pro" } }).config;
    expect({ grammar: config.grammar }).toEqual({ grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["dsml"] } });
  });

  for (const c of [
    { name: "a DSML leak becomes a read call, typed by string=", preset: deepseek, content: text(DSML_LEAK), out: recovered({ type: "text", text: "Let me read it." }, call("read", { path: "src/a.ts", limit: 20 })), needs: ["dsml"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(DSML_LEAK), out: unchanged(text(DSML_LEAK)), needs: ["dsml"] },
    { name: "only DSML runs: a Mistral leak stays text", preset: deepseek, content: text(MISTRAL_LEAK), out: unchanged(text(MISTRAL_LEAK)), needs: ["mistral"] },
  ]) {
    it.skipIf(missing(c.needs))(c.name, () => {
      expect(run(c.preset, c.content)).toEqual(c.out);
    });
  }

  for (const c of [
    { tool: "read", input: { path: "src/a.ts", offset: null, limit: "" }, output: { path: "src/a.ts" }, needs: ["dropEmptyPlaceholder", "dropNullOptional"] },
    { tool: "read", input: '```json\n{"path": "src/a.ts"}\n```', output: { path: "src/a.ts" }, needs: ["parseRawArguments"] },
  ]) {
    it.skipIf(missing(c.needs))(`repairs the habit ${JSON.stringify(c.input)} with ${c.needs.join(", ")}`, () => {
      const host = createHost().use(deepseek);
      const r = host.repairArguments(c.tool, c.input, PI_TOOL_SCHEMAS[c.tool]!, host.context({ model: { id: "deepseek-v4-pro" } }));
      expect({ outcome: r.outcome, arguments: r.arguments, rules: r.rules }).toEqual({ outcome: "repaired", arguments: c.output, rules: c.needs });
    });
  }

  it.each([
    ["deepseek-v4-pro", true],
    ["DeepSeek-V3.2-Exp", true],
    ["deepseek/deepseek-chat", true],
    ["deepseek-reasoner", true],
    ["qwen3-coder-480b", false],
    ["gpt-4o", false],
  ])("its models match %s: %s", (id, active) => {
    expect(compilePatterns(deepseek.models ?? []).some((r) => r.test(id))).toBe(active);
  });
});
