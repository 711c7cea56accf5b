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

// presets/lfm2/dist/index.js
var LFM2_MODELS = ["(^|[/:@_])lfm2([-_.:]|$)"];
var lfm2 = definePreset({
  name: "@pi-tool-repair/preset-lfm2",
  description: "Model preset for Liquid LFM2 / LFM2.5: recovers leaked <|tool_call_start|> calls on top of preset-pi-default.",
  models: LFM2_MODELS,
  presets: [piDefault],
  plugins: [],
  config: { grammar: { enabled: true, mode: "recover", grammars: ["lfm2", "openpangu"] } }
});
var dist_default = lfm2;
export {
  LFM2_MODELS,
  dist_default as default,
  lfm2
};
