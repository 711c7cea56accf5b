import { createHost, type Preset } from "@pi-tool-repair/host";
import { PI_TOOL_SCHEMAS, piDefault } from "@pi-tool-repair/preset-pi-default";
import { compilePatterns } from "@pi-tool-repair/preset-pi-default/config";
import { qwen } from "./index.js";

type Block = Record<string, unknown>;

/** One assistant message through a host with `preset`; toolCall ids (fresh per run) are masked. */
function run(preset: Preset, content: Block[], model = "qwen3-coder-480b-a35b-instruct") {
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

const XML_LEAK = "Listing.\n<tool_call>\n<function=bash>\n<parameter=command>\nls -la\n</parameter>\n</function>\n</tool_call>";
const HERMES_LEAK = '<tool_call>\n{"name": "read", "arguments": {"path": "src/a.ts"}}\n</tool_call>';
const GLM_LEAK = "<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>src/a.ts</arg_value>\n</tool_call>";

describe("@pi-tool-repair/preset-qwen", () => {
  it("is a preset named after its package that extends preset-pi-default", () => {
    expect(qwen.name).toBe("@pi-tool-repair/preset-qwen");
    expect(qwen.presets).toEqual([piDefault]);
    expect(createHost().use(qwen).presets.map((p) => p.name)).toEqual(["@pi-tool-repair/preset-qwen", "@pi-tool-repair/preset-pi-default"]);
  });

  it("turns on Qwen3-Coder XML and Hermes recovery", () => {
    const config = createHost().use(qwen).context({ model: { id: "qwen3-coder-480b-a35b-instruct" } }).config;
    expect({ grammar: config.grammar }).toEqual({ grammar: { enabled: true, mode: "recover", requireKnownTool: true, grammars: ["qwen"] } });
  });

  for (const c of [
    { name: "a Qwen3-Coder XML leak becomes a bash call", preset: qwen, content: text(XML_LEAK), out: recovered({ type: "text", text: "Listing." }, call("bash", { command: "ls -la" })), needs: ["qwen"] },
    { name: "a Hermes JSON leak becomes a read call", preset: qwen, content: text(HERMES_LEAK), out: recovered(call("read", { path: "src/a.ts" })), needs: ["qwen"] },
    { name: "preset-pi-default alone leaves the leak as text", preset: piDefault, content: text(XML_LEAK), out: unchanged(text(XML_LEAK)), needs: ["qwen"] },
    { name: "only the Qwen grammar runs: a GLM leak stays text", preset: qwen, content: text(GLM_LEAK), out: unchanged(text(GLM_LEAK)), needs: ["glm"] },
  ]) {
    it.skipIf(missing(c.needs))(c.name, () => {
      expect(run(c.preset, c.content)).toEqual(c.out);
    });
  }

  for (const c of [
    { tool: "grep", input: { pattern: "TODO", ignoreCase: "True" }, output: { pattern: "TODO", ignoreCase: true }, needs: ["coerceBooleanString"] },
    { tool: "read", input: { file_path: "src/a.ts" }, output: { path: "src/a.ts" }, needs: ["renameAliasedField"] },
    { tool: "edit", input: { path: "a.ts", edits: "[{'oldText': 'a', 'newText': 'b'}]" }, output: { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] }, needs: ["parseJsonString"] },
  ]) {
    it.skipIf(missing(c.needs))(`repairs the habit ${JSON.stringify(c.input)} with ${c.needs.join(", ")}`, () => {
      const host = createHost().use(qwen);
      const r = host.repairArguments(c.tool, c.input, PI_TOOL_SCHEMAS[c.tool]!, host.context({ model: { id: "qwen3-coder-480b-a35b-instruct" } }));
      expect({ outcome: r.outcome, arguments: r.arguments, rules: r.rules }).toEqual({ outcome: "repaired", arguments: c.output, rules: c.needs });
    });
  }

  it.each([
    ["qwen3-coder-480b-a35b-instruct", true],
    ["Qwen/Qwen2.5-72B-Instruct", true],
    ["qwq-32b", true],
    ["qwen/qwen3-235b-a22b", true],
    ["glm-4.6", false],
    ["deepseek-v4-pro", false],
  ])("its models match %s: %s", (id, active) => {
    expect(compilePatterns(qwen.models ?? []).some((r) => r.test(id))).toBe(active);
  });
});
