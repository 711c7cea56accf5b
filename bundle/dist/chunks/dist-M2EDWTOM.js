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
