import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunk-ATRYUUK3.js";
import {
  piDefault
} from "./chunk-AY7LOELE.js";
import "./chunk-NYIRO7L3.js";
import "./chunk-4TCUM3WQ.js";
import {
  definePreset
} from "./chunk-OKILKSRV.js";
import "./chunk-OBSBKHPA.js";
import "./chunk-N5N6Q73W.js";

// presets/local/dist/index.js
var local = definePreset({
  name: "@pi-tool-repair/preset-local",
  description: "Local servers: recovery of every leaked grammar; the default rules.",
  models: ["gguf", "ggml", "llama[-_.]?cpp", "ollama", "lm[-_ ]?studio", "vllm", "mlx", "(^|[/:@_-])local($|[/:@_-])"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover" }
  }
});
var dist_default = local;
export {
  dist_default as default,
  local
};
