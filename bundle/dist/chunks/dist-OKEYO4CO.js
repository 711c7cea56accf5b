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

// presets/minicpm/dist/index.js
var MINICPM_MODELS = ["(?:^|[/:])minicpm"];
var minicpm = definePreset({
  name: "@pi-tool-repair/preset-minicpm",
  description: "Model preset for MiniCPM 5: recovers its bare <function name=\u2026> XML calls on lines of their own.",
  models: MINICPM_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["minicpm"] } }
});
var dist_default = minicpm;
export {
  MINICPM_MODELS,
  dist_default as default,
  minicpm
};
