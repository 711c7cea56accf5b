import { definePreset } from "@pi-tool-repair/host";
import { DEFAULT_ANCHOR_BLEED_MODELS } from "@pi-tool-repair/rule-strip-pattern-anchors";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/** The model ids of GLM (Zhipu, Z.ai, chatglm). */
export const GLM_MODELS: readonly string[] = ["glm", "zhipu", "z-ai", "zai-org"];

/**
 * GLM-4.5 / 4.6 / 4.7 / 5: leaks `<tool_call>N<arg_key>k</arg_key><arg_value>v</arg_value></tool_call>`,
 * leaks `</arg_key>` into argument keys, sends objects as JSON text and code as arrays of lines, and copies
 * `^…$` pattern anchors into values (anchor bleed).
 */
export const glm = definePreset({
  name: "@pi-tool-repair/preset-glm",
  description: "GLM: arg_key/arg_value recovery, anchor-bleed sanitizing; key-token, JSON-text and line-array repairs.",
  models: GLM_MODELS,
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["glm"] },
    options: { sanitizePatternAnchors: { anchorBleedModels: [...new Set([...DEFAULT_ANCHOR_BLEED_MODELS, ...GLM_MODELS])] } },
  },
});

export default glm;
