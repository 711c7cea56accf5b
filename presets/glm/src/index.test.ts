import { createHost, type Preset } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS, piDefault } from "@pi-tool-repair/preset-pi-default";
import { compilePatterns } from "@pi-tool-repair/preset-pi-default/config";
import { glm } from "./index.js";

type Block = Record<string, unknown>;

/** One assistant message through a host with `preset`; toolCall ids (fresh per run) are masked. */
function run(preset: Preset, content: Block[], model = "glm-4.6") {
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

const GLM_LEAK = "Reading it.\n<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>src/a.ts</arg_value>\n<arg_key>limit</arg_key>\n<arg_value>20</arg_value>\n</tool_call>";
const DSML_LEAK = '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="read">\n<｜DSML｜parameter name="path" string="true">src/a.ts</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>';

describe("@pi-tool-repair/preset-glm", () => {
  it("is a preset named after its package that extends preset-pi-default", () => {
    expect(glm.name).toBe("@pi-tool-repair/preset-glm");
    expect(glm.presets).toEqual([piDefault]);
    expect(createHost().use(glm).presets.map((p) => p.name)).toEqual(["@pi-tool-repair/preset-glm", "@pi-tool-repair/preset-pi-default"]);
  });

  it("turns on GLM recovery and anchor-bleed sanitizing for GLM ids", () => {
    const config = createHost().use(glm).context({ model: { id: "glm-4.6" } }).config;
    expect({ grammar: config.grammar, anchorBleedModels: config.anchorBleedModels }).toEqual({ grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["glm"] }, anchorBleedModels: ["kimi-k2", "minimax", "glm", "zhipu", "z-ai", "zai-org"] });
  });

  for (const c of [
    { name: "an arg_key/arg_value leak becomes a read call", preset: glm, content: text(GLM_LEAK), out: recovered({ type: "text", text: "Reading it." }, call("read", { path: "src/a.ts", limit: 20 })), needs: ["glm"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(GLM_LEAK), out: unchanged(text(GLM_LEAK)), needs: ["glm"] },
    { name: "only the GLM grammar runs: a DSML leak stays text", preset: glm, content: text(DSML_LEAK), out: unchanged(text(DSML_LEAK)), needs: ["dsml"] },
  ]) {
    it.skipIf(missing(c.needs))(c.name, () => {
      expect(run(c.preset, c.content)).toEqual(c.out);
    });
  }

  for (const c of [
    { tool: "read", input: { "path</arg_key>": "src/a.ts" }, output: { path: "src/a.ts" }, needs: ["stripGrammarTokenKeys"] },
    { tool: "edit", input: { path: "a.ts", edits: '[{"oldText":"a","newText":"b"}]' }, output: { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, needs: ["parseJsonString"] },
    { tool: "write", input: { path: "a.ts", content: ["line 1", "line 2"] }, output: { path: "a.ts", content: "line 1\nline 2" }, needs: ["joinStringArray"] },
  ]) {
    it.skipIf(missing(c.needs))(`repairs the habit ${JSON.stringify(c.input)} with ${c.needs.join(", ")}`, () => {
      const host = createHost().use(glm);
      const r = host.repairArguments(c.tool, c.input, PI_TOOL_SCHEMAS[c.tool]!, host.context({ model: { id: "glm-4.6" } }));
      expect({ outcome: r.outcome, arguments: r.arguments, rules: r.rules }).toEqual({ outcome: "repaired", arguments: c.output, rules: c.needs });
    });
  }

  it.each([
    ["glm-4.6", true],
    ["z-ai/glm-4.5-air", true],
    ["zai-org/GLM-5", true],
    ["chatglm3-6b", true],
    ["ZhipuAI/cogview", true],
    ["deepseek-v4-pro", false],
    ["kimi-k2", false],
  ])("its models match %s: %s", (id, active) => {
    expect(compilePatterns(glm.models ?? []).some((r) => r.test(id))).toBe(active);
  });
});
