import { definePreset } from "@pi-tool-repair/host";
import { DEFAULT_ANCHOR_BLEED_MODELS } from "@pi-tool-repair/rule-strip-pattern-anchors";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/** The model ids of Kimi (Moonshot AI). */
export const KIMI_MODELS: readonly string[] = ["kimi", "moonshot"];

/**
 * Kimi K2 / K2-Thinking / K2.5: leaks `<|tool_calls_section_begin|>…` sections (also inside reasoning, where
 * they are real calls), over-quotes arguments, and copies `^…$` pattern anchors into values (anchor bleed).
 */
export const kimi = definePreset({
  name: "@pi-tool-repair/preset-kimi",
  description: "Kimi: tool-call section recovery, anchor-bleed sanitizing; raw-text and root-string repairs.",
  models: KIMI_MODELS,
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["kimi", "kimi-k3"] },
    options: { sanitizePatternAnchors: { anchorBleedModels: [...new Set([...DEFAULT_ANCHOR_BLEED_MODELS, ...KIMI_MODELS])] } },
  },
});

export default kimi;
