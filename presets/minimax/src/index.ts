import { definePreset } from "@pi-tool-repair/host";
import { DEFAULT_ANCHOR_BLEED_MODELS } from "@pi-tool-repair/rule-strip-pattern-anchors";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/** The model ids of MiniMax (M1, M2.x, M3, Text-01; `abab` is its older naming). */
export const MINIMAX_MODELS: readonly string[] = ["minimax", "abab\\d"];

/**
 * The MiniMax-M3 ids among them (`MiniMax-M3`, `MiniMaxAI/MiniMax-M3.1-Flash-Preview`, `minimax/minimax-m3`):
 * `m3` as a whole version after `minimax-` (not `m30`). They match `minimax` too; listed for the docs and tests.
 */
export const MINIMAX_M3_MODELS: readonly string[] = ["minimax[-_]?m3(?![0-9])"];

/**
 * MiniMax M1 / M2 / M2.x / M3 / Text-01: leaks `<minimax:tool_call><invoke name=…>`, M3's namespaced
 * `]<]minimax[>[<tool_call>` blocks, M1 `<tool_calls>` JSON lines
 * and Text-01 ```` ```typescript functions.N({…}) ```` calls, leaks `<parameter name="…">` into keys, sends
 * todos as JSON text and Python dicts, and copies `^…$` pattern anchors into values (anchor bleed).
 */
export const minimax = definePreset({
  name: "@pi-tool-repair/preset-minimax",
  description: "MiniMax: invoke, M3, M1 and Text-01 recovery, anchor-bleed sanitizing; key-token and JSON-text repairs.",
  models: MINIMAX_MODELS,
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["invoke", "minimax-m3", "minimax-m1", "minimax-text"] },
    options: { sanitizePatternAnchors: { anchorBleedModels: [...new Set([...DEFAULT_ANCHOR_BLEED_MODELS, ...MINIMAX_MODELS])] } },
  },
});

export default minimax;
