import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Sber GigaChat (`ai-sage/GigaChat3-10B-A1.8B`, `GigaChat3.1-702B-A36B`, `GigaChat-2-Max`):
 * `gigachat` at the start of a word, but not GigaChat 3.5 (`GigaChat3.5-432B-A28B`), which writes GCML and has its
 * own preset (`@pi-tool-repair/preset-gigachat/3.5`).
 */
export const GIGACHAT_MODELS: readonly string[] = ["(^|[^a-z0-9])gigachat(?![-_ ]?3\\.5(?![0-9]))"];

/**
 * GigaChat 3 / 3.1: leaks its one call per turn as `<|function_call|>{…}` (3.1) or as a `function call<|role_sep|>`
 * turn (3.0), often with the end-of-sequence `</s>` after it.
 */
export const gigachat = definePreset({
  name: "@pi-tool-repair/preset-gigachat",
  description: "GigaChat: recovers leaked <|function_call|> / function call<|role_sep|> calls on top of preset-pi-default.",
  models: GIGACHAT_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["gigachat"] } },
});

export default gigachat;
