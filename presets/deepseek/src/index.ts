import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * DeepSeek V3 / V3.1 / V3.2 / V4: leaks DSML (`<｜DSML｜tool_calls>`, `<｜tool▁calls▁begin｜>`) into the
 * visible text, sends placeholders (`null`, `""`, `{}`) for optional fields and malformed raw JSON. The R1
 * distills (Llama and Qwen bases) write Llama 3.1's bare JSON call (the llama grammar's). Evidence: README
 * "What it runs and why".
 */
export const deepseek = definePreset({
  name: "@pi-tool-repair/preset-deepseek",
  description: "DeepSeek: DSML and bare JSON recovery; placeholder and raw-JSON repairs.",
  models: ["deepseek"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["dsml", "llama"] },
  },
});

export default deepseek;
