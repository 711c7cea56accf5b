import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * Qwen 2.5 / 3 / 3-Coder / QwQ: leaks Qwen3-Coder XML (`<tool_call><function=N><parameter=K>`) and Hermes
 * JSON (`<tool_call>{"name":…}</tool_call>`), sends Python literals (`True`, `None`, `{'a': 1}`), booleans as
 * text and other tools' field names.
 */
export const qwen = definePreset({
  name: "@pi-tool-repair/preset-qwen",
  description: "Qwen: Qwen3-Coder XML and Hermes recovery; Python-literal, boolean-text and alias repairs.",
  models: ["qwen", "qwq"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["qwen"] },
  },
});

export default qwen;
