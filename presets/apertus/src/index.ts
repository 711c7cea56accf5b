import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Apertus (Swiss AI): `swiss-ai/Apertus-8B-Instruct-2509`, `apertus-70b-instruct`, a GGUF
 * `Apertus-8B-Instruct-2509-Q4_K_M.gguf`. The name stands as a word of the id (after the start, `/`, `:`, `@`
 * or `_`, followed by `-`, `_`, `.`, `:` or the end), so `apertus` inside another word does not match.
 */
export const APERTUS_MODELS: readonly string[] = ["(^|[/:@_])apertus([-_.:]|$)"];

/** Apertus: leaks `<|tools_prefix|>[{"NAME": {…}}]<|tools_suffix|>` when the server does not parse its calls. */
export const apertus = definePreset({
  name: "@pi-tool-repair/preset-apertus",
  description: "Model preset for Apertus (Swiss AI): recovers leaked <|tools_prefix|> calls on top of preset-pi-default.",
  models: APERTUS_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["apertus"] } },
});

export default apertus;
