import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * DeepSeek V3 / V3.1 / V3.2 / V4: leaks DSML (`<｜DSML｜tool_calls>`, `<｜tool▁calls▁begin｜>`) into the
 * visible text, sends placeholders (`null`, `""`, `{}`) for optional fields and malformed raw JSON.
 */
export const deepseek = definePreset({
  name: "@pi-tool-repair/preset-deepseek",
  description: "DeepSeek: DSML recovery; placeholder and raw-JSON repairs.",
  models: ["deepseek"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["dsml"] },
  },
});

export default deepseek;
