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

// presets/cwm/dist/index.js
var CWM_MODELS = ["(?:^|[^a-z0-9])cwm(?![a-z0-9])"];
var cwm = definePreset({
  name: "@pi-tool-repair/preset-cwm",
  description: "Model preset for Meta CWM: recovers its <tool: NAME> raw-content calls on top of preset-pi-default.",
  models: CWM_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["cwm"] } }
});
var dist_default = cwm;
export {
  CWM_MODELS,
  cwm,
  dist_default as default
};
