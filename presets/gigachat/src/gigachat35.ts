import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Sber GigaChat 3.5 (`ai-sage/GigaChat3.5-432B-A28B`, its `-bf16` and `-base` checkpoints, GGUF
 * files such as `gigachat3.5-432b-a28b-q4_k_m.gguf`, `GigaChat-3.5`): `gigachat` at the start of a word, then `3.5`
 * (a `-`, `_` or space may stand between) not followed by another digit. GigaChat 3 / 3.1 ids do not match: they keep
 * the 3.x grammar (`@pi-tool-repair/preset-gigachat`).
 */
export const GIGACHAT35_MODELS: readonly string[] = ["(^|[^a-z0-9])gigachat[-_ ]?3\\.5(?![0-9])"];

/**
 * GigaChat 3.5: leaks its calls as GCML, DSML's layout with the word `GCML` (`<｜GCML｜tool_calls>…`), often with
 * `</s>` or `<|message_sep|>` after the block. Turns on the `gcml` grammar (a variant of dsml) only.
 */
export const gigachat35 = definePreset({
  name: "@pi-tool-repair/preset-gigachat/3.5",
  description: "GigaChat 3.5: recovers leaked GCML (<｜GCML｜tool_calls>) calls on top of preset-pi-default.",
  models: GIGACHAT35_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["gcml"] } },
});

export default gigachat35;
