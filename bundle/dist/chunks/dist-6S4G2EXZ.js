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

// presets/qwen/dist/index.js
var qwen = definePreset({
  name: "@pi-tool-repair/preset-qwen",
  description: "Qwen: Qwen3-Coder XML, Hermes and bare JSON recovery; Python-literal, boolean-text and alias repairs.",
  models: ["qwen", "qwq"],
  presets: [piDefault],
  plugins: [],
  config: {
    grammar: { enabled: true, mode: "recover", grammars: ["qwen", "llama"] }
  }
});
var dist_default = qwen;
export {
  dist_default as default,
  qwen
};
