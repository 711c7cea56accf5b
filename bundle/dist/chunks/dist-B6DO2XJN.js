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

// presets/k2-horizon/dist/index.js
var K2_HORIZON_MODELS = ["(?:^|[^a-z0-9])k2[-_]?horizon(?![a-z])"];
var k2Horizon = definePreset({
  name: "@pi-tool-repair/preset-k2-horizon",
  description: "K2 Horizon: <ifm|tool_calls> key/value and JSON recovery on top of preset-pi-default.",
  models: K2_HORIZON_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["k2-horizon"] } }
});
var dist_default = k2Horizon;
export {
  K2_HORIZON_MODELS,
  dist_default as default,
  k2Horizon
};
