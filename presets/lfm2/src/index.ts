import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Liquid LFM2 and LFM2.5: `LiquidAI/LFM2-1.2B`, `LiquidAI/LFM2.5-8B-A1B`, `lfm2-vl-450m`, a GGUF
 * `LFM2-1.2B-Q4_K_M.gguf`. The name stands as a word of the id (after the start, `/`, `:`, `@` or `_`, followed
 * by `-`, `_`, `.`, `:` or the end).
 */
export const LFM2_MODELS: readonly string[] = ["(^|[/:@_])lfm2([-_.:]|$)"];

/**
 * LFM2 / LFM2.5: leaks `<|tool_call_start|>[f(a='x')]<|tool_call_end|>` (its template's pythonic list), and the JSON
 * list `<|tool_call_start|>[{"name": …, "arguments": {…}}]<|tool_call_end|>` when asked for JSON calls (SGLang's
 * LFM2 detector reads both): the lfm2 grammar reads the first, the openpangu grammar the second.
 */
export const lfm2 = definePreset({
  name: "@pi-tool-repair/preset-lfm2",
  description: "Model preset for Liquid LFM2 / LFM2.5: recovers leaked <|tool_call_start|> calls on top of preset-pi-default.",
  models: LFM2_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["lfm2", "openpangu"] } },
});

export default lfm2;
