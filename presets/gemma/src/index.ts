import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * The model ids of Gemma 3 (`google/gemma-3-27b-it`, Ollama's `gemma3:12b`, a GGUF `gemma-3-4b-it-Q4_K_M.gguf`):
 * `gemma` then `3` as a word of the id (after the start, `/`, `:`, `@` or `_`; then `-`, `_`, `.`, `:` or the
 * end). Gemma 3n, Gemma 4 and FunctionGemma write other layouts and are not matched.
 */
export const GEMMA3_MODELS: readonly string[] = ["(^|[/:@_])gemma[-_ ]?3([-_.:]|$)"];

/**
 * Gemma 3: has no tool-call tokens; served with vLLM's Gemma 3 pythonic template and `pythonic` parser, it writes
 * its calls as a pythonic list (`[read(path="a")]`, the llama grammar's), and the template renders the list glued
 * before the turn's prose (`[read(path="a")]Let me check.`), so that layout, at the start of the text, recovers.
 */
export const gemma = definePreset({
  name: "@pi-tool-repair/preset-gemma",
  description: "Model preset for Gemma 3: recovers its pythonic calls, also glued before its prose as its template writes them.",
  models: GEMMA3_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["llama"] } },
  nativeLayout: { grammar: "llama", form: "pythonic", position: "start" },
});

export default gemma;
