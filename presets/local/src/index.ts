import { definePreset } from "@pi-tool-repair/host";
import { piDefault } from "@pi-tool-repair/preset-pi-default";

/**
 * Models served by llama.cpp, Ollama, LM Studio, vLLM or MLX, or shipped as GGUF: the server's chat template
 * decides whether tool calls are parsed, and when it does not, any family's grammar ends up in the text.
 * Every loaded grammar runs (no `grammars` list); a fragment must look like a server or file name, so
 * `"local"` matches `local/qwen3` or `qwen3:local` but not `localize`.
 */
export const local = definePreset({
  name: "@pi-tool-repair/preset-local",
  description: "Local servers: recovery of every leaked grammar; the default rules.",
  models: ["gguf", "ggml", "llama[-_.]?cpp", "ollama", "lm[-_ ]?studio", "vllm", "mlx", "(^|[/:@_-])local($|[/:@_-])"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover" },
  },
});

export default local;
