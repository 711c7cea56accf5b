import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Llama 4 (`meta-llama/Llama-4-Scout-17B-16E-Instruct`, `llama-4-maverick-17b-128e-instruct`,
 * Ollama's `llama4:scout`, a GGUF `Llama-4-Scout-17B-16E-Instruct-Q4_K_M.gguf`): `llama` then `4` as a word of
 * the id (after the start, `/`, `:`, `@` or `_`; then `-`, `_`, `.`, `:` or the end), so `llama-40b`,
 * `codellama` or Llama 3 are not Llama 4.
 */
export const LLAMA4_MODELS: readonly string[] = ["(^|[/:@_])llama[-_ ]?4([-_.:]|$)"];

/**
 * Llama 4: writes its calls as a pythonic list (`[read(path="a")]`, vLLM's `llama4_pythonic`), also inside
 * `<|python_start|>…<|python_end|>`, and Llama 3.1's JSON; its chat template renders the list glued after the
 * turn's prose (`Let me check.[read(path="a")]`), so that layout, at the end of the text, recovers.
 */
export const llama = definePreset({
  name: "@pi-tool-repair/preset-llama",
  description: "Model preset for Llama 4: recovers its pythonic calls, also glued after its prose as its template writes them.",
  models: LLAMA4_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["llama"] } },
  nativeLayout: { grammar: "llama", form: "pythonic", position: "end" },
});

export default llama;
