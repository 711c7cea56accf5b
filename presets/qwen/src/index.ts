import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * Qwen 2.5 / 3 / 3-Coder / QwQ: leaks Qwen3-Coder XML (`<tool_call><function=N><parameter=K>`) and Hermes
 * JSON (`<tool_call>{"name":…}</tool_call>`), and under Ollama or opencode the Hermes JSON without its tags
 * (`{"name": …, "arguments": …}` on its own lines: the llama grammar's bare JSON); sends Python literals (`True`,
 * `None`, `{'a': 1}`), booleans as text and other tools' field names. Evidence: README "What it runs and why".
 */
export const qwen = definePreset({
  name: "@pi-tool-repair/preset-qwen",
  description: "Qwen: Qwen3-Coder XML, Hermes and bare JSON recovery; Python-literal, boolean-text and alias repairs.",
  models: ["qwen", "qwq"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["qwen", "llama"] },
  },
});

export default qwen;
