import { createRequire as __ptrCreateRequire } from "node:module"; const require = __ptrCreateRequire(import.meta.url);
import "./chunk-ATRYUUK3.js";
import {
  piDefault
} from "./chunk-ZMYQ4R26.js";
import "./chunk-QCVGMGL2.js";
import "./chunk-4TCUM3WQ.js";
import {
  definePreset
} from "./chunk-KJQZJYVY.js";
import "./chunk-S62PELVU.js";
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
