import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of inclusionAI's Ling / Ring (Bailing MoE: `inclusionAI/Ling-1T`, `Ling-flash-2.0`, `Ring-1T`,
 * `ling-3`) and `bailing`: the word at the start of an id segment (the id's start, or after `/` or `:`), followed by
 * `-`, `_` or `.`. Words that contain `ling` (`bling-phi-3`, `kling-v2`, `sparkling-7b`) or `ring`
 * (`spring-ai`) are not Ling.
 */
export const LING_MODELS: readonly string[] = ["(?:^|[/:])(?:ling|ring|bailing)[-_.]"];

/**
 * Ling 3 (Bailing MoE V3): leaks GLM-4.5's `<tool_call>NAME<arg_key>k</arg_key><arg_value>v</arg_value></tool_call>`
 * layout with GLM's own tokens (SGLang `ling3_detector` subclasses the GLM-4.5 detector, vLLM `ling3` uses GLM-4.7's
 * structural tag, Ollama's `bailing` parser is its GLM-4.6 parser), so the `glm` grammar reads it.
 */
export const ling = definePreset({
  name: "@pi-tool-repair/preset-ling",
  description: "Ling / Ring: GLM-layout <tool_call> recovery on top of preset-pi-default.",
  models: LING_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["glm"] } },
});

export default ling;
